/** How names become search words and a search box's text becomes terms: the same folding for both. */

/** At most this many words per conversation: names of up to 90 participants and 30 entities stay findable by their first words. */
export const maxWordsPerConversation = 120;
export const maxSearchTerms = 5;

/** Lower case, accents removed, split on anything that is not a letter or digit. */
function fold(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

export function searchWords(names: string[]): string[] {
  return [...new Set(names.flatMap(fold).map((w) => w.slice(0, 40)))].slice(0, maxWordsPerConversation);
}

/** The search's words, longest first (the most selective one is queried; the rest filter). */
export function searchTerms(search: string): string[] {
  return [...new Set(fold(search).map((w) => w.slice(0, 40)))]
    .sort((a, b) => b.length - a.length)
    .slice(0, maxSearchTerms);
}

/** Every term starts some word: 'ann lee' finds 'Annette Leeds'. */
export function matchesAll(words: readonly string[], terms: readonly string[]): boolean {
  return terms.every((t) => words.some((w) => w.startsWith(t)));
}

/** At most this many distinct words of one message are indexed: a long message stays a bounded write. */
export const maxWordsPerMessage = 200;

/**
 * A message's search words: its folded words and, for a token with inner punctuation, the token without it,
 * so 'K-1' and 'W-2' are findable as typed ('k1', 'w2') as well as by their parts. Attachments have none.
 */
export function messageWords(text: string, attachmentMarker: string): string[] {
  if (!text || text.startsWith(attachmentMarker)) return [];
  const words = fold(text);
  const compounds = text
    .split(/\s+/)
    .map((token) => fold(token).join(''))
    .filter((w) => w.length > 0);
  return [...new Set([...words, ...compounds].map((w) => w.slice(0, 40)))].slice(0, maxWordsPerMessage);
}

/** One token of the search box: its name terms (each must start a name word) and its compact form for message words. */
export interface SearchToken {
  names: string[];
  compact: string;
}

/**
 * The search box's tokens (split on spaces), longest first, at most five. A conversation matches a token when
 * each of its name terms starts a participant's or entity's name word, or a message word starts its compact form.
 */
export function searchTokens(search: string): SearchToken[] {
  const seen = new Set<string>();
  const tokens: SearchToken[] = [];
  for (const raw of search.split(/\s+/)) {
    const folded = fold(raw);
    const names = [...new Set(folded.map((w) => w.slice(0, 40)))];
    const compact = folded.join('').slice(0, 40);
    if (!compact || seen.has(compact)) continue;
    seen.add(compact);
    tokens.push({ names, compact });
  }
  return tokens.sort((a, b) => b.compact.length - a.compact.length).slice(0, maxSearchTerms);
}
