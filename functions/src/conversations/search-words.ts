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
