/**
 * Which known form a page is (issue 18), from its text alone: a form's printed title and number count most, its box
 * labels add, and a label shared by many forms ('Federal income tax withheld') adds little. Phrases are found in the
 * page's match keys (normalise.ts), exactly or within a few OCR errors, so a scanned page reads like the PDF's text.
 */
import { type ExtractedDocumentType, otherDocumentType } from '@ledgerline/shared/extracted-documents';
import { type DifferentiatorRule, type FormDefinition, formCatalogue, printedWording } from './form-catalogue';
import { cleanText, foldDigits, lineWords, matchKey, misreadAlternatives, misreadPattern } from './normalise';
import type { PageClassification, PageText } from './types';

// ————— Phrases: a catalogue phrase compiled once for exact and approximate search —————

/** Key characters as 0..35 (digits 0, 1 and 5 are folded away as o, l and s but keep codes of their own). */
const codeOf = new Uint8Array(128).fill(255);
for (let c = 0; c < 26; c++) codeOf[97 + c] = c;
'2346789015'.split('').forEach((d, i) => {
  codeOf[d.charCodeAt(0)] = 26 + i;
});
const symbols = 36;

/** Keys longer than this are searched approximately by their head and their tail (bit-parallel search is 30 wide). */
const fuzzyWidth = 30;
/** Keys shorter than this are found as whole words only ('Rents' is not in 'Parents'). */
const wholeWordBelow = 13;
/** Keys shorter than this are found exactly only: a few errors would make them anything. */
const fuzzyFrom = 10;

interface FuzzyPart {
  peq: Int32Array;
  length: number;
  /** Each trigram of the part (repeats kept) and where in the part it starts. */
  trigrams: Int32Array;
  offsets: Int32Array;
}

interface Phrase {
  text: string;
  key: string;
  /** Errors allowed in an approximate match. */
  errors: number;
  head: FuzzyPart | null;
  /** The last characters of a long key, which must follow the head. */
  tail: FuzzyPart | null;
  /** Longer catalogue phrases holding this one, and where: 'State income' inside 'State income tax' is not it. */
  within: { key: string; offset: number }[];
  /** The key's first and last trigrams: a page without either does not hold the key exactly. */
  ends: [number, number] | null;
  /** The key of its first word. */
  firstWord: string;
}

function trigramAt(key: string, i: number): number {
  return (
    (codeOf[key.charCodeAt(i)] * symbols + codeOf[key.charCodeAt(i + 1)]) * symbols + codeOf[key.charCodeAt(i + 2)]
  );
}

function fuzzyPart(key: string): FuzzyPart {
  // One more than the symbols: the code of a separator, which no key character equals.
  const peq = new Int32Array(symbols + 1);
  for (let i = 0; i < key.length; i++) peq[codeOf[key.charCodeAt(i)]] |= 1 << i;
  const count = Math.max(0, key.length - 2);
  const trigrams = new Int32Array(count);
  const offsets = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    trigrams[i] = trigramAt(key, i);
    offsets[i] = i;
  }
  return { peq, length: key.length, trigrams, offsets };
}

const phrases = new Map<string, Phrase>();

/** Keys of every label, title and printed wording (of six letters or more), by their first letters. */
let keysByStart: Map<string, string[]> | null = null;
const keyStart = 4;

function printedKeys(): Map<string, string[]> {
  if (!keysByStart) {
    keysByStart = new Map();
    const keys = new Set([...phrases.keys(), ...printedWording.map(matchKey)].filter((key) => key.length >= 6));
    for (const key of keys) {
      const start = key.slice(0, keyStart);
      keysByStart.set(start, [...(keysByStart.get(start) ?? []), key]);
    }
  }
  return keysByStart;
}

function compilePhrase(text: string): Phrase {
  const words = lineWords(cleanText(text)).map((w) => w.folded);
  const key = words.join('');
  const known = phrases.get(key);
  if (known) return known;
  const fuzzy = key.length >= fuzzyFrom;
  const phrase: Phrase = {
    text,
    key,
    errors: fuzzy ? Math.floor((Math.min(key.length, fuzzyWidth) - 4) / 5) : 0,
    head: fuzzy ? fuzzyPart(key.slice(0, fuzzyWidth)) : null,
    tail: fuzzy && key.length > fuzzyWidth ? fuzzyPart(key.slice(-fuzzyWidth)) : null,
    within: [],
    ends: key.length >= 3 ? [trigramAt(key, 0), trigramAt(key, key.length - 3)] : null,
    firstWord: words[0] ?? '',
  };
  phrases.set(key, phrase);
  return phrase;
}

interface CompiledForm {
  definition: FormDefinition;
  titles: Phrase[];
  /** The folded words of its titles. */
  titleWords: Set<string>;
  labels: { phrase: Phrase; weight: number }[];
  differentiatorLabels: Phrase[];
}

const compiledForms: CompiledForm[] = (() => {
  const forms = formCatalogue.map((definition) => ({
    definition,
    titles: definition.titles.map(compilePhrase),
    labelPhrases: [...new Set(definition.labels.map(compilePhrase))],
    differentiatorLabels:
      definition.differentiator.kind === 'label' ? definition.differentiator.labels.map(compilePhrase) : [],
  }));
  // A label printed on many forms says little about which one this is.
  const formsWithLabel = new Map<string, number>();
  for (const form of forms) {
    for (const p of form.labelPhrases) formsWithLabel.set(p.key, (formsWithLabel.get(p.key) ?? 0) + 1);
  }
  const all = [...phrases.values()];
  for (const p of all) {
    for (const other of all) {
      if (other.key.length <= p.key.length) continue;
      let at = other.key.indexOf(p.key);
      while (at >= 0) {
        p.within.push({ key: other.key, offset: at });
        at = other.key.indexOf(p.key, at + 1);
      }
    }
  }
  return forms.map((f) => ({
    definition: f.definition,
    titles: f.titles,
    titleWords: new Set(f.definition.titles.flatMap((t) => lineWords(cleanText(t)).map((w) => w.folded))),
    labels: f.labelPhrases.map((phrase) => ({ phrase, weight: 1 / (formsWithLabel.get(phrase.key) ?? 1) })),
    differentiatorLabels: f.differentiatorLabels,
  }));
})();

// ————— A page, indexed for phrase search —————

interface PageIndex {
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

function indexPage(rawLines: string[], source: PageText['source']): PageIndex {
  // OCR reads a form's box borders as '|' or brackets: they part one box's text from the next, as a line would.
  const lines = rawLines
    .flatMap((l) => l.split(/\s*[|[\]{}]\s*/))
    .map(cleanText)
    .filter((l) => l !== '');
  let key = '';
  const lineAt: number[] = [];
  const charStart: number[] = [];
  const charEnd: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const lineKeyStarts: number[] = [];
  lines.forEach((line, lineIndex) => {
    lineKeyStarts.push(key.length);
    for (const word of lineWords(line)) {
      starts.push(key.length);
      key += word.folded;
      ends.push(key.length - 1);
      for (let i = 0; i < word.folded.length; i++) {
        lineAt.push(lineIndex);
        charStart.push(word.start);
        charEnd.push(word.end);
      }
    }
  });
  const codes = new Uint8Array(key.length);
  for (let i = 0; i < key.length; i++) codes[i] = codeOf[key.charCodeAt(i)];
  const wordStarts = new Uint8Array(key.length + 1);
  const wordEnds = new Uint8Array(key.length + 1);
  for (const s of starts) wordStarts[s] = 1;
  for (const e of ends) wordEnds[e] = 1;
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
    lineAt: Int32Array.from(lineAt),
    charStart: Int32Array.from(charStart),
    charEnd: Int32Array.from(charEnd),
    lineKeyStarts,
    loose,
    looseLineStarts,
    misread: source !== 'text',
    found: new Map(),
  };
}

/** Where a phrase was found: key positions, inclusive. */
interface Hit {
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

/** Myers' bit-parallel approximate search: the first end in [from, to) of a match with at most `errors` edits,
 * moved on to the best end of that match. -1 when none. */
function approximateEnd(part: FuzzyPart, errors: number, codes: Uint8Array, from: number, to: number): number {
  const m = part.length;
  const mask = m === 31 ? 0x7fffffff : (1 << m) - 1;
  const high = 1 << (m - 1);
  let pv = mask;
  let mv = 0;
  let score = m;
  let found = -1;
  let best = m + 1;
  for (let j = Math.max(0, from); j < to; j++) {
    const eq = part.peq[codes[j]];
    const xv = eq | mv;
    const xh = ((((eq & pv) + pv) & mask) ^ pv) | eq;
    let ph = mv | (~(xh | pv) & mask);
    let mh = pv & xh;
    if (ph & high) score++;
    else if (mh & high) score--;
    ph = (ph << 1) & mask;
    mh = (mh << 1) & mask;
    pv = (mh | ~(xv | ph)) & mask;
    mv = ph & xv;
    if (found >= 0) {
      if (score < best) {
        best = score;
        found = j;
      } else return found;
    } else if (score <= errors) {
      found = j;
      best = score;
    }
  }
  return found;
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

type Search = 'exact' | 'approximate';

/** The first place a phrase is printed on the page, exactly or (approximate) within its allowed OCR errors; with
 * `wholePhraseOnly`, not where it is part of a longer phrase of the catalogue. */
function findPhrase(index: PageIndex, phrase: Phrase, search: Search, wholePhraseOnly = true): Hit | null {
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

// ————— Evidence for each form —————

interface Evidence {
  form: CompiledForm;
  title: { phrase: Phrase; hit: Hit } | null;
  /** The line a form number was found on. */
  numberLine: number | null;
  /** The label of the box that names the payer, employer, lender… is printed only on a form's face. */
  faceLabel: boolean;
  labelCount: number;
  labelWeight: number;
  score: number;
  recognised: boolean;
}

function lineOfLooseOffset(index: PageIndex, offset: number): number {
  let line = 0;
  while (line + 1 < index.looseLineStarts.length && index.looseLineStarts[line + 1] <= offset) line++;
  return line;
}

/** Lines a title may be broken into: a form prints 'Dividends and' over 'Distributions' beside other boxes, whose
 * labels a reader puts between the two. */
const titleLinesApart = 12;

/** A title printed over several lines, its parts in order with other boxes' lines between them: each part ends its
 * line (from a word on), but the last, which may run on ('Plans, IRAs,' after '…Profit-Sharing'). */
function findTitleInParts(index: PageIndex, phrase: Phrase): Hit | null {
  const title = phrase.key;
  const lineEnd = (i: number) => index.lineKeyStarts[i + 1] ?? index.key.length;
  for (
    let from = index.key.indexOf(phrase.firstWord);
    from >= 0;
    from = index.key.indexOf(phrase.firstWord, from + 1)
  ) {
    if (!index.wordStarts[from]) continue;
    const first = index.lineAt[from];
    const start = index.key.slice(from, lineEnd(first));
    if (start.length >= title.length || !title.startsWith(start)) continue;
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

function evidenceFor(form: CompiledForm, index: PageIndex, search: Search): Evidence {
  let title: Evidence['title'] = null;
  for (const phrase of form.titles) {
    // Where the title heads the form: instructions below it may say the same words in a sentence.
    const whole = findPhrase(index, phrase, search);
    const parts = search === 'exact' ? findTitleInParts(index, phrase) : null;
    const hit = whole && parts ? (parts.start < whole.start ? parts : whole) : (whole ?? parts);
    if (hit) {
      title = { phrase, hit };
      break;
    }
  }
  let numberLine: number | null = null;
  for (const pattern of form.definition.numbers) {
    const m = pattern.exec(index.loose);
    if (m) {
      numberLine = lineOfLooseOffset(index, m.index);
      break;
    }
  }
  let labelCount = 0;
  let labelWeight = 0;
  for (const { phrase, weight } of form.labels) {
    if (title && phrase.key === title.phrase.key) continue;
    if (findPhrase(index, phrase, search)) {
      labelCount++;
      labelWeight += weight;
    }
  }
  const faceLabel = form.differentiatorLabels.slice(0, 2).some((phrase) => findPhrase(index, phrase, search) !== null);
  const alone = form.definition.labelsAlone ?? 3;
  const hasNumber = numberLine !== null;
  const recognised =
    (hasNumber && (title !== null || labelCount >= 1)) ||
    (title !== null && (labelCount >= 2 || labelWeight >= 1)) ||
    (labelCount >= alone && labelWeight >= alone * 0.6);
  const score = (title ? 6 : 0) + (hasNumber ? 5 : 0) + 1.5 * labelWeight + 0.25 * labelCount;
  return { form, title, numberLine, faceLabel, labelCount, labelWeight, score, recognised };
}

function confidenceOf(best: Evidence, runnerUp: Evidence | undefined): number {
  const labels = Math.min(1, best.labelWeight / 4);
  let confidence: number;
  if (best.title && best.numberLine !== null) confidence = 0.9 + 0.09 * labels;
  else if (best.title || best.numberLine !== null) confidence = 0.72 + 0.15 * labels;
  else confidence = 0.45 + 0.2 * labels;
  if (runnerUp && runnerUp.score >= 0.8 * best.score) confidence *= 0.85;
  return Math.round(confidence * 100) / 100;
}

// ————— Starts of forms, continuation pages —————

const page = misreadPattern('page');
const pageOfPages = new RegExp(`\\b${page}\\s*(\\d{1,3})\\s*(?:of|0f|/)\\s*\\d{1,3}\\b`);
const laterPage = new RegExp(`(?<!\\b(?:see|on|from|to)\\s)\\b${page}\\s*(?:[2-9]|[1-9]\\d)\\W{0,3}$`, 'm');
const continued = new RegExp(
  `\\b${misreadPattern('continued')}(?!\\s+on\\b)|\\bcont'?d\\b|^\\W*${misreadAlternatives([
    'supplemental information',
    'supplemental statement',
    'supplemental detail',
    'supplemental schedule',
    'continuation sheet',
    'continuation statement',
    'continuation page',
  ])}`,
  'm',
);
const instructionsFor = new RegExp(
  `${misreadPattern('instructions for')}[\\s.,:]{0,3}${misreadAlternatives(
    'recipient employee payee payer borrower student partner shareholder beneficiary participant filer winner debtor lender'.split(
      ' ',
    ),
  )}`,
);

interface Marker {
  /** 'Page 1 of 3' starts a document; 'Page 2', 'continued', instructions… continue one. */
  kind: 'starts' | 'continues';
  /** A page number says so outright; '(continued)' or 'Instructions for Recipient' may be printed under a form's
   * face too (a payer's statement with its instructions below), so they count near the top, or on a page with no
   * form's header. */
  strong: boolean;
  line: number;
}

/** Lines from the top within which '(continued)' or 'Instructions for…' make a page a continuation. */
const weakMarkerLines = 8;

function pageMarker(index: PageIndex): Marker | null {
  const digits = foldDigits(index.loose);
  const pageOf = pageOfPages.exec(digits);
  if (pageOf) {
    const kind = Number(pageOf[1]) >= 2 ? 'continues' : 'starts';
    return { kind, strong: true, line: lineOfLooseOffset(index, pageOf.index) };
  }
  const later = laterPage.exec(digits);
  if (later) return { kind: 'continues', strong: true, line: lineOfLooseOffset(index, later.index) };
  for (const pattern of [continued, instructionsFor]) {
    const m = pattern.exec(index.loose);
    if (m) return { kind: 'continues', strong: false, line: lineOfLooseOffset(index, m.index) };
  }
  return null;
}

/** Whether a page starts a document, from what heads it (a form's title, a letter's greeting) and its markers. */
function startsDocument(marker: Marker | null, headed: boolean): boolean {
  if (marker?.strong) return marker.kind === 'starts';
  if (marker && (marker.line < weakMarkerLines || !headed)) return false;
  return headed;
}

const letterOpening = new RegExp(`^\\W*(?:\\w\\W+)?${misreadPattern('dear')}`, 'm');
const statementHeader = new RegExp(
  misreadAlternatives([
    'statement period',
    'statement date',
    'account summary',
    'account statement',
    'statement of account',
    'invoice',
    'receipt',
  ]),
);

/** A page no form matched starts a document of its own when it looks like one's first page: a letter's greeting,
 * a statement's header. */
function looksLikeFirstPage(index: PageIndex): boolean {
  const top = index.lines.slice(0, 15).join('\n').toLowerCase();
  return letterOpening.test(top) || statementHeader.test(top);
}

// ————— Tax year —————

const revision = new RegExp(`\\b${misreadPattern('rev')}(?!${misreadPattern('enue')})[^)]*$`, 'i');
// Not 'tax year' alone: a 1099-G's box 3 says 'Box 2 amount is for tax year' of the year a refund was for.
const yearStated = new RegExp(
  `${misreadAlternatives(['calendar year', 'tax year:', 'for year'])}\\W{0,3}(.{0,14})`,
  'i',
);
const yearPattern = /(?<![\d/.,$-])(20[0-3]\d)(?![\d/]|[.,]\d)/g;
const datedYear =
  /(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s*\d{1,2},?)?\s*|\d{1,2}[/.-]\d{1,2}[/.-])$/i;

/** The years printed on a line; with `dates`, also those of dates ('December 18, 2025', '12/15/2025'), which are
 * not the year a form is for unless nothing else is printed. */
function yearsOn(line: string, dates = false): number[] {
  const folded = foldDigits(line);
  const years: number[] = [];
  const pattern = dates ? /(?<![\d.,$])(20[0-3]\d)(?![\d/]|[.,]\d)/g : yearPattern;
  for (const m of folded.matchAll(pattern)) {
    const before = folded.slice(Math.max(0, m.index - 16), m.index);
    if (revision.test(before)) continue;
    if (!dates && datedYear.test(before)) continue;
    years.push(Number(m[1]));
  }
  return years;
}

/** A line that is only a year, not the end of a date begun on the line before ('September 1,' over '2004'). */
function yearAlone(index: PageIndex, line: number): number | null {
  const alone = /^\W*(20[0-3]\d)\W*$/.exec(foldDigits(index.lines[line]));
  if (!alone || (line > 0 && datedYear.test(`${index.lines[line - 1]} `.replace(/[,.]?\s*$/, ' ')))) return null;
  return Number(alone[1]);
}

/** A year that ends a line ('4 Federal income tax withheld 2022'), not a revision's, a date's or a box's. */
function yearEndingLine(line: string): number | null {
  const end = /(?:^|\s)(20[0-3]\d)\W{0,2}$/.exec(foldDigits(line));
  if (!end || /tax year\s*$/i.test(line.slice(0, end.index))) return null;
  return yearsOn(line).includes(Number(end[1])) ? Number(end[1]) : null;
}

/** The year printed by the title or form number; else one the page states ('For calendar year 2025'); else the
 * first year printed near the top. Revision dates ('Rev. January 2024') are not tax years. */
function taxYearOf(index: PageIndex, nearLines: number[]): number | null {
  for (let distance = 0; distance <= 3; distance++) {
    for (const near of nearLines) {
      for (const line of distance === 0 ? [near] : [near - distance, near + distance]) {
        if (line < 0 || line >= index.lines.length) continue;
        const years = yearsOn(index.lines[line]);
        if (years.length) return years[0];
      }
    }
  }
  for (let line = 0; line < index.lines.length; line++) {
    const stated = yearStated.exec(index.lines[line]);
    if (!stated) continue;
    const years = yearsOn(stated[1]);
    if (years.length) return years[0];
    // 'For calendar year' in its box, the year on a line of its own a few lines on (boxes read one by one); of two
    // there, the later: the other is an earlier year a box refers to (a 1099-G's box 3).
    if (stated[1].trim() !== '') continue;
    const below = index.lines.slice(line + 1, line + 7).map((_, i) => yearAlone(index, line + 1 + i) ?? 0);
    if (Math.max(...below, 0) > 0) return Math.max(...below);
  }
  // The year printed large in a box of its own, or at the end of a line that a reader ran into the box beside it.
  for (const alone of [true, false]) {
    for (let line = 0; line < Math.min(index.lines.length, 40); line++) {
      const year = alone ? yearAlone(index, line) : yearEndingLine(index.lines[line]);
      if (year) return year;
    }
  }
  for (const dates of [false, true]) {
    for (const line of index.lines.slice(0, 12)) {
      const years = yearsOn(line, dates);
      if (years.length) return years[0];
    }
  }
  return null;
}

// ————— Differentiator —————

/** Words that continue a name-and-address label ('…, state or province, country, ZIP…'). */
const labelTailWords = new Set(
  'name names street address city town state province country zip foreign postal code telephone phone tel no number and or including apt suite the'.split(
    ' ',
  ),
);

let printedText: { runs: Set<string>; codes: Uint8Array } | null = null;

/** Every run of whole words of the catalogue's phrases and printed wording, and all their keys as search codes. */
function printed(): { runs: Set<string>; codes: Uint8Array } {
  if (!printedText) {
    const texts = [...[...phrases.values()].map((p) => p.text), ...printedWording];
    const runs = new Set<string>();
    for (const text of texts) {
      const words = lineWords(cleanText(text)).map((w) => w.folded);
      for (let from = 0; from < words.length; from++) {
        for (let to = from + 1; to <= words.length; to++) runs.add(words.slice(from, to).join(' '));
      }
    }
    const keys = `|${texts.map(matchKey).join('|')}|`;
    const codes = new Uint8Array(keys.length);
    for (let i = 0; i < keys.length; i++) codes[i] = keys[i] === '|' ? symbols : codeOf[keys.charCodeAt(i)];
    printedText = { runs, codes };
  }
  return printedText;
}

/** A line that is only a piece of a label, title or other printed wording: 'Interest' printed over 'Income',
 * 'or foreign postal code, and telephone no.'; when the page was OCR'd, misread too ('PayersRTN (options)'). */
function isPartOfPhrase(text: string, misread: boolean): boolean {
  const words = lineWords(text).map((w) => w.folded);
  const key = words.join('');
  if (key.length < 3) return false;
  const { runs, codes } = printed();
  if (runs.has(words.join(' '))) return true;
  if (!misread || key.length < 6) return false;
  const part = fuzzyPart(key.slice(0, fuzzyWidth));
  const errors = Math.max(1, Math.floor(part.length / 5));
  return approximateEnd(part, errors, codes, 0, codes.length) >= 0;
}

const streetOrCity =
  /^(?:\d{1,6}[a-z]?\s*(?:[NSEW]\.?\s+)?(?:[\w.'-]+\s+){0,4}(?:street|st|avenue|ave|road|rd|drive|dr|way|boulevard|blvd|lane|ln|court|ct|place|pl|parkway|pkwy|highway|hwy|circle|cir|terrace|trail|plaza|square)\b|p\.?\s*o\.?\s*box\b)|,?\s+[A-Z]{2}\.?\s*\d{5}(?:-\d{4})?\s*$/i;
const addressLike =
  /^(?:\d+[a-z]?\s+\S+|p\.?\s*o\.?\s*box\b|suite\b|apt\b)|,?\s+[A-Z]{2}\.?\s*\d{5}(?:-\d{4})?\s*$|^\d{5}(?:-\d{4})?$/i;

/** The leading words that only continue a label, up to punctuation or the end: ', state or province,' → ''.
 * 'State Street Bank' keeps its words: a run of label words ends a label only when punctuation or nothing follows. */
function withoutLabelTail(text: string): string {
  const tokens = /[A-Za-z']+|\S/g;
  let taken = 0;
  let cutAt = 0;
  let endsWithPunctuation = false;
  for (let m = tokens.exec(text); m; m = tokens.exec(text)) {
    const token = m[0];
    if (/^[,.;:/]$/.test(token)) {
      cutAt = m.index + 1;
      endsWithPunctuation = true;
      continue;
    }
    if (!labelTailWords.has(token.toLowerCase().replace(/'s?$/, ''))) break;
    taken++;
    cutAt = m.index + token.length;
    endsWithPunctuation = false;
  }
  if (taken === 0) return text;
  const rest = text.slice(cutAt);
  return rest.trim() === '' || endsWithPunctuation || taken >= 3 ? rest : text;
}

/** Printed on every form, never a name: form numbers, copies, revision, OMB number, the Treasury's lines. */
const formFurniture = new RegExp(
  `\\b(?:box\\s*\\d+[a-z]?\\b|[o0](?:m|rn)[be8]\\.?\\s*n[o0]\\.?\\s*[\\d\\s.-]*|f\\s?[o0]\\s?r\\s?(?:m|rn|ni)\\s*[-.]?\\s*(?:ssa\\W?)?[\\dwli|][\\w-]*|${misreadPattern(
    'omb',
  )}(?:\\s*n[o0g]\\.?\\s*[\\dOoSslI|\\s.-]*)?|\\(?${misreadPattern('rev')}\\b[^)]*\\)?|\\(?${misreadAlternatives([
    'copy',
    'department of the treasury',
    'internal revenue service',
    'cat no',
    'for calendar year',
    'corrected',
    'void',
    'keep for your',
    'caution',
    'form',
    'account number',
    'account no',
    'account',
  ])}\\b|${misreadPattern('page')}\\s*\\d+(?:\\s*of\\s*\\d+)?\\b|www\\.\\S*|for ${misreadAlternatives(
    'recipient employee payee borrower student partner shareholder beneficiary filer payer participant winner'.split(
      ' ',
    ),
  )}\\b)`,
  'gi',
);
const amountsAndIds =
  /\$\s?[\d,.]*|\b\d{1,3}(?:,\d{3})+(?:\.\d{2})?\b|\b\d+\.\d{2}\b|\b\d{2,3}-\d{2,7}(?:-\d{4})?\b|\b\d{6,}\b/g;
/** A street address or a city, state and ZIP printed after the name on its line. */
const addressOnLine =
  /\b\d{1,6}[a-z]?\s*(?:[NSEW]\.?\s+)?(?:[\w.'-]+\s+){0,4}(?:street|st|avenue|ave|road|rd|drive|dr|way|boulevard|blvd|lane|ln|court|ct|place|pl|parkway|pkwy|highway|hwy|circle|cir|terrace|trail|plaza|square)\b.*$|\bp\.?\s*o\.?\s*box\b.*$|[\w.' -]+,\s*[A-Z]{2}\.?\s*\d{5}(?:-\d{4})?.*$/gi;
/** Another box's number and label after the name, as a merged row prints them ('… of Illinois 4 Recipient's name'). */
const nextBoxOnLine = /\s\d{1,2}[a-z]?\s+[A-Z][a-z'’]+\b.*$/g;
/** Marks OCR makes of box borders and specks, standing alone: not a middle initial. */
const strayMarks = /(?<=^|\s)(?:[^\w\s&.'()]+|[b-z])(?=\s|$)/g;

/** The parts of a line left once everything that is not a name is taken out. */
function nameParts(text: string, afterLabel: boolean): string[] {
  const spans: [number, number][] = [];
  for (const pattern of [formFurniture, amountsAndIds, addressOnLine, nextBoxOnLine]) {
    for (const m of text.matchAll(pattern)) spans.push([m.index, m.index + m[0].length]);
  }
  if (afterLabel) {
    // Another box's label or title printed on the same line.
    const words = lineWords(text);
    const lineKey = words.map((w) => w.folded).join('');
    const wordAtKey: number[] = [];
    words.forEach((w, i) => {
      for (let k = 0; k < w.folded.length; k++) wordAtKey.push(i);
    });
    const byStart = printedKeys();
    let at = 0;
    for (const word of words) {
      // From a word's start only ('Rents' is not in 'Parents').
      for (const key of byStart.get(lineKey.slice(at, at + keyStart)) ?? []) {
        if (lineKey.startsWith(key, at)) spans.push([word.start, words[wordAtKey[at + key.length - 1]].end]);
      }
      at += word.folded.length;
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const parts: string[] = [];
  let from = 0;
  for (const [start, end] of spans) {
    if (start > from) parts.push(text.slice(from, start));
    from = Math.max(from, end);
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.replace(strayMarks, ' ').replace(/\s+/g, ' '));
}

/** Leading words of a part that are words of the form's title, as a merged row prints them beside the name
 * ('Interest First National Bank'), while two words are left. */
function withoutTitleWords(text: string, titleWords: Set<string>): string {
  const words = text.split(' ');
  let first = 0;
  while (first < words.length - 2) {
    const key = matchKey(words[first]);
    if (key.length < 3 || !titleWords.has(key)) break;
    first++;
  }
  return words.slice(first).join(' ');
}

function tidyName(part: string): string {
  return part
    .replace(/^[^A-Za-z0-9&(]+/, '')
    .replace(/[^A-Za-z0-9&).]+$/, '')
    .replace(/^\S\s+/, '')
    .replace(/\s+\S$/, '')
    .trim();
}

/** A name printed on a line, or null when the line holds none (labels, an address, amounts, a sentence). */
function nameOn(line: string, afterLabel: boolean, misread: boolean, titleWords: Set<string>): string | null {
  const text = cleanText(line);
  // A line that starts with another box's number is that box's label ('1 Rents', '1Rents').
  if (afterLabel && /^\W*(?:\d{1,2}[a-z]?\s*|[l|I]\s)[A-Za-z]/.test(text)) return null;
  for (const part of nameParts(text, afterLabel)) {
    let name = tidyName(part);
    if (afterLabel) {
      if (isPartOfPhrase(name, misread)) continue;
      name = tidyName(withoutLabelTail(name));
    }
    name = tidyName(withoutTitleWords(name, titleWords));
    const tokens = name.split(' ');
    const wordy = tokens.filter((t) => t.replace(/[^A-Za-z]/g, '').length * 2 >= t.length).length;
    const digitsRead = foldDigits(name);
    // A name is mostly words, one of them capitalised: all in lower case is a sentence's or a label's middle.
    if (wordy * 2 <= tokens.length || !tokens.some((t) => /^[A-Z][A-Za-z]{2}/.test(t))) continue;
    if (addressLike.test(digitsRead) || streetOrCity.test(digitsRead)) continue;
    if (name.split(' ').length > 8 || withoutLabelTail(name) === '' || isPartOfPhrase(name, misread)) continue;
    return name.length > 80 ? name.slice(0, 80).trim() : name;
  }
  return null;
}

const anotherNameBox = new RegExp(`\\b${misreadPattern('name')}\\b`, 'i');

/** Lines looked at after a label for its value: read box by box, a row's labels come first, then its values. */
const valueLookahead = 16;

/** A box's label (its number or letter, then words), or other printed wording: not a value. */
function isLabelLine(line: string, misread: boolean): boolean {
  return /^\W*(?:\d{1,2}[a-z]?|[A-H]\d?)\s+[A-Z]/.test(line) || isPartOfPhrase(line, misread);
}

const boxNumberOf = (line: string) => Number(/^\W*(\d{1,2})[a-z]?\s+[A-Za-z]/.exec(line)?.[1] ?? Number.NaN);

/** How many boxes of its row come before a numbered label: the labels just above it numbered one less, two less… */
function columnOf(index: PageIndex, line: number): number {
  const box = boxNumberOf(index.lines[line]);
  let column = 0;
  while (column < 4 && line - column - 1 >= 0 && boxNumberOf(index.lines[line - column - 1]) === box - column - 1) {
    column++;
  }
  return column;
}

/** The values a line holds, in reading order: each amount or number, and the text between them. */
function valuesOn(text: string): string[] {
  const values: string[] = [];
  let from = 0;
  const between = (to: number) => {
    const part = text.slice(from, to).trim();
    if (/[A-Za-z0-9]/.test(part)) values.push(part);
  };
  for (const m of text.matchAll(amountsAndIds)) {
    between(m.index);
    values.push(m[0]);
    from = m.index + m[0].length;
  }
  between(text.length);
  return values;
}

/** A name broken over lines of its own by OCR ('Summit' / 'Care' / 'Insurance Co'): the lines that follow it,
 * each a short name-like line on its own. */
function restOfName(index: PageIndex, after: number, titleWords: Set<string>): string {
  let rest = '';
  for (let next = after + 1; next <= after + 3 && next < index.lines.length; next++) {
    const text = index.lines[next];
    const name = tidyName(cleanText(text));
    const words = name.split(' ');
    // Capitalised words alone ('Care', 'Insurance Co'), none of them a box's label or a form's wording.
    if (words.length > 3 || !words.every((w) => /^(?:[A-Z][A-Za-z.'-]*|&)$/.test(w))) break;
    if (boxNumberOf(text) >= 0 || (words.length > 1 && isPartOfPhrase(name, false))) break;
    if (streetOrCity.test(name) || withoutTitleWords(name, titleWords) !== name) break;
    rest += ` ${name}`;
  }
  return rest;
}

/** The value of the box a label heads: after the label on its line; else below it, where boxes read one by one put
 * the values of a row in the order of its labels — the third label's value is the row's third value. */
function valueAfterLabel(index: PageIndex, hit: Hit, titleWords: Set<string>): string | null {
  const line = index.lineAt[hit.end];
  const sameLine = nameOn(index.lines[line].slice(index.charEnd[hit.end]), true, index.misread, titleWords);
  if (sameLine) return sameLine;
  const column = columnOf(index, line);
  // OCR may not keep a row's values in the order of its labels: then the first name below will do.
  return valueBelow(index, line, column, titleWords) ?? (column > 0 ? valueBelow(index, line, 0, titleWords) : null);
}

function valueBelow(index: PageIndex, line: number, valuesBefore: number, titleWords: Set<string>): string | null {
  let column = valuesBefore;
  for (let next = line + 1; next < Math.min(index.lines.length, line + 1 + valueLookahead); next++) {
    let text = index.lines[next];
    if (column > 0 && !isLabelLine(text, index.misread)) {
      const values = valuesOn(text);
      if (values.length <= column) {
        column -= values.length;
        continue;
      }
      text = values.slice(column).join(' ');
      column = 0;
    }
    const name = nameOn(text, true, index.misread, titleWords);
    if (name) return name === tidyName(text) ? name + restOfName(index, next, titleWords) : name;
    // The box's address, or the next box for a name, before any name: the name was not read.
    const read = foldDigits(text);
    if (streetOrCity.test(read) || anotherNameBox.test(read)) return null;
  }
  return null;
}

const authorityWords = new RegExp(
  `\\b${misreadAlternatives(
    'county|parish|borough|township|city of|town of|village of|treasurer|tax collector|collector of|assessor|tax commissioner|tax office|department of revenue|revenue|municipality'.split(
      '|',
    ),
  )}\\b`,
  'i',
);
const organisationWords = new RegExp(
  `\\b${misreadAlternatives(
    'foundation|church|charities|charity|charitable|society|fund|ministries|ministry|mission|association|council|food bank|goodwill|salvation army|red cross|habitat|hospital|university|college|school|shelter|alliance|inc|incorporated|united way|temple|synagogue|mosque|parish|club|league|center|centre|museum|library|rescue|humane|ymca|ywca|scouts|trust|network|project|institute|kitchen|pantry'.split(
      '|',
    ),
  )}\\b`,
  'i',
);
const notALetterhead = new RegExp(`^\\W*${misreadAlternatives(['dear', 'thank', 'date', 're'])}\\b`, 'i');

/** The name printed at the top of the page, as a letter or a payer's own statement has it (below its title). */
function letterhead(index: PageIndex, titleWords: Set<string>): string | null {
  for (const line of index.lines.slice(0, 4)) {
    if (notALetterhead.test(line)) continue;
    const name = nameOn(line, true, index.misread, titleWords);
    if (name && name.split(' ').length <= 6) return name;
    // A box's label: this is a form's face, not a letter's head.
    if (/^\W*\d{1,2}[a-z]?\s+[A-Za-z]/.test(line) || anotherNameBox.test(line)) return null;
  }
  return null;
}

function differentiatorOf(form: CompiledForm, index: PageIndex, startsForm: boolean): string | null {
  const rule: DifferentiatorRule = form.definition.differentiator;
  switch (rule.kind) {
    case 'label': {
      for (const phrase of form.differentiatorLabels) {
        const hit = findPhrase(index, phrase, 'exact', false) ?? findPhrase(index, phrase, 'approximate', false);
        if (!hit) continue;
        return valueAfterLabel(index, hit, form.titleWords);
      }
      return startsForm ? letterhead(index, form.titleWords) : null;
    }
    case 'fixed':
      return rule.name;
    case 'taxingAuthority': {
      for (const line of index.lines.slice(0, 15)) {
        if (!authorityWords.test(line)) continue;
        const withoutTitle = line.replace(
          /[\s,:-]*(?:20[0-3]\d\s*)?(?:annual\s+|secured\s+|unsecured\s+)*(?:property|real estate|ad valorem)?\s*tax (?:bill|statement|notice)\b.*$/i,
          '',
        );
        const name = nameOn(withoutTitle, false, index.misread, form.titleWords);
        if (name) return name;
      }
      return null;
    }
    case 'organisation': {
      for (const line of index.lines.slice(0, 8)) {
        if (organisationWords.test(line) && !notALetterhead.test(line)) {
          const name = nameOn(line.replace(/\s+is an?\s.*$/i, ''), false, index.misread, form.titleWords);
          if (name) return name;
        }
      }
      return startsForm ? letterhead(index, form.titleWords) : null;
    }
    case 'none':
      return null;
  }
}

// ————— The classifier —————

/** The forms the page may be, best first. Exact phrases first: a PDF's own text settles it without the slower
 * approximate search that OCR'd text needs. */
function recognisedForms(index: PageIndex): Evidence[] {
  const rank = (search: Search) =>
    compiledForms
      .map((form) => evidenceFor(form, index, search))
      .filter((e) => e.recognised)
      .sort((a, b) => b.score - a.score);
  const exact = rank('exact');
  const [best, second] = exact;
  const settled =
    best !== undefined &&
    best.title !== null &&
    (best.numberLine !== null || best.form.definition.numbers.length === 0) &&
    best.labelCount >= 2 &&
    (second === undefined || second.score < 0.7 * best.score);
  return settled ? exact : rank('approximate');
}

/** What one page is: its form, how sure, its differentiator and tax year, and whether it starts a form. */
export function classifyPage(page: PageText): PageClassification {
  const index = indexPage(page.lines, page.source);
  const marker = pageMarker(index);
  const recognised = recognisedForms(index);
  const best = recognised[0];
  if (!best) {
    return {
      page: page.page,
      document_type: 'Other',
      confidence: index.key.length === 0 ? 0.05 : 0.2,
      differentiator: null,
      starts_form: startsDocument(marker, looksLikeFirstPage(index)),
      tax_year: null,
    };
  }
  const type: ExtractedDocumentType = best.form.definition.type;
  const runnerUp = recognised.find((e) => e.form.definition.type !== type);
  const hasHeader =
    best.title !== null ||
    (best.numberLine !== null && best.labelCount >= 2) ||
    (best.faceLabel && best.labelCount >= 4);
  const nearLines: number[] = [];
  if (best.title) nearLines.push(index.lineAt[best.title.hit.start]);
  if (best.numberLine !== null) nearLines.push(best.numberLine);
  // A look-alike we do not extract is a document of its own, however little of it was read.
  const startsForm = startsDocument(marker, hasHeader || type === otherDocumentType);
  return {
    page: page.page,
    document_type: type,
    confidence: type === otherDocumentType ? 0.6 : confidenceOf(best, runnerUp),
    // A continuation page's top line is no letterhead.
    differentiator: differentiatorOf(best.form, index, startsForm),
    starts_form: startsForm,
    tax_year: taxYearOf(index, nearLines),
  };
}
