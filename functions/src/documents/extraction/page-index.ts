/**
 * A page's text indexed for phrase search (issue 18), and the search itself: where a catalogue phrase is printed on
 * the page, exactly or within a few OCR errors. A trigram filter picks the few stretches of the page worth the
 * bit-parallel approximate search, so a page is read against the whole catalogue quickly.
 */
import {
  approximateEnd,
  codeOf,
  type FuzzyPart,
  fuzzyFrom,
  fuzzyWidth,
  keyStart,
  type Phrase,
  printedKeys,
  symbols,
  wholeWordBelow,
} from './catalogue-phrases';
import { cleanText, lineWords } from './normalise';
import type { PageText } from './types';

export interface PageIndex {
  /** Cleaned lines, as printed. */
  lines: string[];
  /** Every word's match key, run together. */
  key: string;
  codes: Uint8Array;
  wordStarts: Uint8Array;
  wordEnds: Uint8Array;
  /** For each key character: its line, and where its word starts and ends in that cleaned line. */
  lineAt: Int32Array;
  charStart: Int32Array;
  charEnd: Int32Array;
  /** Where each line's words start in the key (a line without words starts where the next one does). */
  lineKeyStarts: number[];
  /** Lower-cased cleaned lines joined by newlines, for form numbers. */
  loose: string;
  looseLineStarts: number[];
  /** Read by OCR or Textract (its words may be misread), rather than from a PDF's own text. */
  misread: boolean;
  /** Phrases already looked for on this page, and how. */
  found: Map<Phrase, { search: Search; hit: Hit | null }>;
}

/**
 * Where each trigram occurs on the page being classified: the last place, and from each place the one before. A
 * page is classified synchronously from start to end, so one set of tables serves every page, told apart by
 * generation.
 */
const trigramGenerationOf = new Uint32Array(symbols * symbols * symbols);
const trigramLast = new Int32Array(symbols * symbols * symbols);
let trigramPrevious = new Int32Array(8192);
let trigramGeneration = 0;

export function indexPage(rawLines: string[], source: PageText['source']): PageIndex {
  // OCR reads a form's box borders as '|' or brackets: they part one box's text from the next, as a line would.
  const lines = rawLines
    .flatMap((l) => l.split(/\s*[|[\]{}]\s*/))
    .map(cleanText)
    .filter((l) => l !== '');
  // The key is never longer than the lines' characters.
  const most = lines.reduce((n, l) => n + l.length, 0);
  const lineAt = new Int32Array(most);
  const charStart = new Int32Array(most);
  const charEnd = new Int32Array(most);
  const wordStarts = new Uint8Array(most + 1);
  const wordEnds = new Uint8Array(most + 1);
  const lineKeyStarts: number[] = [];
  const parts: string[] = [];
  let length = 0;
  lines.forEach((line, lineIndex) => {
    lineKeyStarts.push(length);
    for (const word of lineWords(line)) {
      wordStarts[length] = 1;
      lineAt.fill(lineIndex, length, length + word.folded.length);
      charStart.fill(word.start, length, length + word.folded.length);
      charEnd.fill(word.end, length, length + word.folded.length);
      parts.push(word.folded);
      length += word.folded.length;
      wordEnds[length - 1] = 1;
    }
  });
  const key = parts.join('');
  const codes = new Uint8Array(key.length);
  for (let i = 0; i < key.length; i++) codes[i] = codeOf[key.charCodeAt(i)];
  trigramGeneration = (trigramGeneration + 1) >>> 0 || 1;
  if (trigramPrevious.length < key.length) trigramPrevious = new Int32Array(key.length * 2);
  for (let i = 0; i + 2 < codes.length; i++) {
    const t = (codes[i] * symbols + codes[i + 1]) * symbols + codes[i + 2];
    trigramPrevious[i] = trigramGenerationOf[t] === trigramGeneration ? trigramLast[t] : -1;
    trigramLast[t] = i;
    trigramGenerationOf[t] = trigramGeneration;
  }
  const looseLineStarts: number[] = [];
  let loose = '';
  for (const line of lines) {
    looseLineStarts.push(loose.length);
    loose += `${line.toLowerCase()}\n`;
  }
  return {
    lines,
    key,
    codes,
    wordStarts,
    wordEnds,
    lineAt,
    charStart,
    charEnd,
    lineKeyStarts,
    loose,
    looseLineStarts,
    misread: source !== 'text',
    found: new Map(),
  };
}

/** Where a phrase was found: key positions, inclusive. */
export interface Hit {
  start: number;
  end: number;
}

/** Diagonal buckets for the trigram filter below, reused by generation like the trigram tables. */
let bucketCounts = new Int32Array(1024);
let bucketGenerationOf = new Uint32Array(1024);
let bucketGeneration = 0;

/**
 * The stretches of the page where a part could be printed with at most `errors` edits, as [from, to) pairs: a match
 * keeps at least (trigrams - 3 × errors) of the part's trigrams, all on diagonals (page place - part place) within
 * `errors` of each other, so two neighbouring buckets of diagonals hold them. Only those stretches are searched.
 */
function candidateStretches(part: FuzzyPart, errors: number, index: PageIndex): number[] {
  const m = part.length;
  const width = errors + 2;
  const needed = Math.max(2, part.trigrams.length - 3 * errors);
  const bucketCount = Math.ceil((index.key.length + m) / width) + 2;
  if (bucketCounts.length < bucketCount) {
    bucketCounts = new Int32Array(bucketCount * 2);
    bucketGenerationOf = new Uint32Array(bucketCount * 2);
  }
  bucketGeneration = (bucketGeneration + 1) >>> 0 || 1;
  const touched: number[] = [];
  for (let k = 0; k < part.trigrams.length; k++) {
    const t = part.trigrams[k];
    if (trigramGenerationOf[t] !== trigramGeneration) continue;
    for (let p = trigramLast[t]; p >= 0; p = trigramPrevious[p]) {
      const bucket = Math.floor((p - part.offsets[k] + m) / width);
      if (bucketGenerationOf[bucket] !== bucketGeneration) {
        bucketGenerationOf[bucket] = bucketGeneration;
        bucketCounts[bucket] = 0;
        touched.push(bucket);
      }
      bucketCounts[bucket]++;
    }
  }
  touched.sort((a, b) => a - b);
  const stretches: number[] = [];
  for (const bucket of touched) {
    const next = bucketGenerationOf[bucket + 1] === bucketGeneration ? bucketCounts[bucket + 1] : 0;
    if (bucketCounts[bucket] + next < needed) continue;
    const from = Math.max(0, bucket * width - m - errors);
    const to = Math.min(index.key.length, (bucket + 2) * width + errors + 1);
    if (stretches.length && stretches[stretches.length - 1] >= from) stretches[stretches.length - 1] = to;
    else stretches.push(from, to);
  }
  return stretches;
}

/** Another catalogue phrase printed exactly where an approximate match starts: the words there are that phrase
 * ('Estate's or trust's employer identification number' is no misread 'Estate's or trust's name'). */
function anotherPhraseAt(index: PageIndex, phrase: Phrase, start: number, slack: number): boolean {
  const byStart = printedKeys();
  for (let at = Math.max(0, start - slack); at <= start + slack && at < index.key.length; at++) {
    if (!index.wordStarts[at]) continue;
    for (const key of byStart.get(index.key.slice(at, at + keyStart)) ?? []) {
      if (key !== phrase.key && key.length >= fuzzyFrom && index.key.startsWith(key, at)) return true;
    }
  }
  return false;
}

function insideLongerPhrase(index: PageIndex, phrase: Phrase, start: number, slack: number): boolean {
  for (const { key, offset } of phrase.within) {
    for (let d = -slack; d <= slack; d++) {
      const at = start - offset + d;
      if (at >= 0 && index.key.startsWith(key, at)) return true;
    }
  }
  return false;
}

function enoughTrigrams(part: FuzzyPart, errors: number): boolean {
  const needed = Math.max(2, part.trigrams.length - 3 * errors);
  let seen = 0;
  for (let k = 0; k < part.trigrams.length; k++) {
    if (trigramGenerationOf[part.trigrams[k]] === trigramGeneration && ++seen >= needed) return true;
  }
  return false;
}

export type Search = 'exact' | 'approximate';

/** The first place a phrase is printed on the page, exactly or (approximate) within its allowed OCR errors; with
 * `wholePhraseOnly`, not where it is part of a longer phrase of the catalogue. */
export function findPhrase(index: PageIndex, phrase: Phrase, search: Search, wholePhraseOnly = true): Hit | null {
  if (!wholePhraseOnly) return searchPhrase(index, phrase, search, false);
  const known = index.found.get(phrase);
  if (known && (known.hit || known.search === search || search === 'exact')) return known.hit;
  const hit = searchPhrase(index, phrase, search, true);
  index.found.set(phrase, { search, hit });
  return hit;
}

function searchPhrase(index: PageIndex, phrase: Phrase, search: Search, wholePhraseOnly: boolean): Hit | null {
  const { key } = phrase;
  if (key === '') return null;
  const whole = key.length < wholeWordBelow;
  const ends = phrase.ends;
  const mayBeExact =
    !ends || (trigramGenerationOf[ends[0]] === trigramGeneration && trigramGenerationOf[ends[1]] === trigramGeneration);
  for (let at = mayBeExact ? index.key.indexOf(key) : -1; at >= 0; at = index.key.indexOf(key, at + 1)) {
    const end = at + key.length - 1;
    if (whole && !(index.wordStarts[at] && index.wordEnds[end])) continue;
    if (wholePhraseOnly && insideLongerPhrase(index, phrase, at, 0)) continue;
    return { start: at, end };
  }
  const head = phrase.head;
  if (search === 'exact' || !head || !enoughTrigrams(head, phrase.errors)) return null;
  const stretches = candidateStretches(head, phrase.errors, index);
  for (let s = 0; s < stretches.length; s += 2) {
    for (let from = stretches[s]; from < stretches[s + 1]; ) {
      const headEnd = approximateEnd(head, phrase.errors, index.codes, from, stretches[s + 1]);
      if (headEnd < 0) break;
      from = headEnd + 1;
      let end = headEnd;
      if (phrase.tail) {
        const expected = headEnd + key.length - fuzzyWidth;
        const slack = phrase.errors + 2;
        const tailFrom = expected - fuzzyWidth - slack;
        end = approximateEnd(phrase.tail, phrase.errors, index.codes, tailFrom, expected + slack + 1);
        if (end < 0) continue;
      }
      const start = Math.max(0, end - key.length + 1);
      if (wholePhraseOnly && insideLongerPhrase(index, phrase, start, phrase.errors + 1)) continue;
      if (anotherPhraseAt(index, phrase, start, phrase.errors + 1)) continue;
      return { start, end };
    }
  }
  return null;
}

export function lineOfLooseOffset(index: PageIndex, offset: number): number {
  let line = 0;
  while (line + 1 < index.looseLineStarts.length && index.looseLineStarts[line + 1] <= offset) line++;
  return line;
}

/** Lines a title may be broken into: a form prints 'Dividends and' over 'Distributions' beside other boxes, whose
 * labels a reader puts between the two. */
const titleLinesApart = 12;

/** A title printed over several lines, its parts in order with other boxes' lines between them: each part ends its
 * line (from a word on), but the last, which may run on ('Plans, IRAs,' after '…Profit-Sharing'). */
export function findTitleInParts(index: PageIndex, phrase: Phrase): Hit | null {
  const title = phrase.key;
  const lineEnd = (i: number) => index.lineKeyStarts[i + 1] ?? index.key.length;
  for (
    let from = index.key.indexOf(phrase.firstWord);
    from >= 0;
    from = index.key.indexOf(phrase.firstWord, from + 1)
  ) {
    const first = index.lineAt[from];
    // A whole title on one line is found whole; a part is the rest of its line.
    if (!index.wordStarts[from] || lineEnd(first) - from >= title.length) continue;
    const start = index.key.slice(from, lineEnd(first));
    if (!title.startsWith(start)) continue;
    let sofar = start.length;
    for (let next = first + 1; next < Math.min(index.lines.length, first + titleLinesApart); next++) {
      // A part may follow another box's value on its line ('503.24 Information').
      for (let at = index.lineKeyStarts[next]; at < lineEnd(next); at++) {
        if (!index.wordStarts[at]) continue;
        if (index.key.startsWith(title.slice(sofar), at)) return { start: from, end: at + title.length - sofar - 1 };
        const part = index.key.slice(at, lineEnd(next));
        if (title.startsWith(part, sofar)) {
          sofar += part.length;
          break;
        }
      }
    }
  }
  return null;
}
