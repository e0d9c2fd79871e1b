/**
 * Text normalisation shared by the classifier and the content fingerprint (issue 18). A page read by OCR differs from
 * the same page read from a PDF's text in ways that do not change what it says: case, punctuation, typographic
 * quotes and dashes, '©' for 'c', letters taken for digits and back (O/0, l/1/I, S/5), 'm' read as 'rn' or 'ni',
 * words split or run together. Match keys fold all of those away on both sides, so a label and its OCR reading agree.
 */

const symbolReplacements: [RegExp, string][] = [
  // A '©' alone is a stray mark (or a box letter, which says nothing); inside a word it is a 'c'.
  [/(^|\s)[©¢®](?=\s|$)/g, '$1'],
  [/[©¢]/g, 'c'],
  [/®/g, 'R'],
  [/[‘’‚‛`´ʼ′]/g, "'"],
  [/[“”„‟″]/g, '"'],
  [/[‐‑‒–—―−﹣－~]/g, '-'],
  [/[•·●▪■□☐☑☒✓✔]/g, ' '],
  [/[\u00a0\u2000-\u200b\u202f\u205f\u3000\t]/g, ' '],
];

/** Characters a plain ASCII line is tidied without: tabs and controls, the ASCII ones replaced below, the rest. */
const needsTidying = /[^\x20-\x5f\x61-\x7d]/;

/** A line as printed, tidied for reading and for regular expressions: one kind of quote, dash and space,
 * diacritics dropped, '©' as 'c'. Case is kept (a differentiator is shown as printed). */
export function cleanText(text: string): string {
  let t = text;
  if (needsTidying.test(t)) {
    t = t.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    for (const [pattern, replacement] of symbolReplacements) t = t.replace(pattern, replacement);
  }
  return t.replace(/\s+/g, ' ').trim();
}

/**
 * One word folded for matching: lower case, apostrophes dropped, and what OCR confuses made one spelling — the
 * letter pairs it makes of one letter ('m' read as 'rn' or 'ni', 'w' as 'vv', 'd' as 'cl'), and single characters
 * (i, l, 1, ! and j as l; 0 as o; 5 as s).
 */
export function foldWord(word: string): string {
  const w = word.toLowerCase();
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    const next = i + 1 < w.length ? w.charCodeAt(i + 1) : 0;
    // r n, n i → m; v v → w; c l → d
    if ((c === 114 && next === 110) || (c === 110 && next === 105)) {
      out += 'm';
      i++;
    } else if (c === 118 && next === 118) {
      out += 'w';
      i++;
    } else if (c === 99 && next === 108) {
      out += 'd';
      i++;
    } else if (c === 105 || c === 49 || c === 33 || c === 106) out += 'l';
    else if (c === 48) out += 'o';
    else if (c === 53) out += 's';
    else if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) out += w[i];
  }
  return out;
}

/** A word of a cleaned line and where it is in that line. */
export interface LineWord {
  folded: string;
  start: number;
  end: number;
}

/** A word: letters (apostrophes inside), or digits: a box number run into its label ('1Rents') is a word of its own. */
const wordPattern = /[a-z!]+(?:'[a-z!]+)*|[0-9]+/g;

/** The words of a cleaned line, folded, with their places in the line ('|', '.', ',' and the rest separate words). */
export function lineWords(cleanedLine: string): LineWord[] {
  const lower = cleanedLine.toLowerCase();
  const words: LineWord[] = [];
  for (const m of lower.matchAll(wordPattern)) {
    const folded = foldWord(m[0]);
    if (folded) words.push({ folded, start: m.index, end: m.index + m[0].length });
  }
  return words;
}

/** The match key of a phrase: its folded words run together, so 'Wages, tips, other compensation',
 * 'Wages,tips,other compensation' and 'Wages tips othercompensation' share one key. */
export function matchKey(text: string): string {
  return lineWords(cleanText(text))
    .map((w) => w.folded)
    .join('');
}

const digitLike: Record<string, string> = { o: '0', O: '0', l: '1', I: '1', i: '1', '|': '1', S: '5', s: '5' };

/** Letters OCR put for digits inside numbers turned back into digits ('2O25' → '2025', '85,O00.00' →
 * '85,000.00'): only in runs that hold at least as many real digits as look-alike letters. */
export function foldDigits(text: string): string {
  return text.replace(/[0-9oOlIi|sS]{2,}/g, (run) => {
    let digits = 0;
    for (const ch of run) if (ch >= '0' && ch <= '9') digits++;
    if (digits === 0 || digits < run.length - digits) return run;
    let out = '';
    for (const ch of run) out += digitLike[ch] ?? ch;
    return out;
  });
}

/** What OCR reads for each letter: a pattern of a word accepts those readings. */
const misreadings: Record<string, string> = {
  a: '[a@]',
  c: '[ce]',
  d: '(?:d|cl)',
  e: '[ec]',
  h: '[hb]',
  i: '[il1|!]',
  l: '[l1i|!]',
  m: '(?:m|rn|ni)',
  n: '[nu]',
  o: '[o0]',
  s: '[s5]',
  u: '[un]',
  w: '(?:w|vv)',
  '0': '[0o]',
  '1': '[1il|]',
  '5': '[5s]',
};

/** A regular expression's source for a phrase as OCR may read it: each letter or its misreadings, words run
 * together or split ('Pagc 2', 'calendaryear', 'ca lendar', '0MB No'). Apply it to lower-case cleaned text. */
export function misreadPattern(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(/\s+/)
    .map((word) => [...word].map((ch) => misreadings[ch] ?? ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join(' ?'))
    .join('[\\s.,:]{0,3}');
}

/** misreadPattern for each phrase, as one alternation. */
export function misreadAlternatives(phrases: string[]): string {
  return `(?:${phrases.map(misreadPattern).join('|')})`;
}
