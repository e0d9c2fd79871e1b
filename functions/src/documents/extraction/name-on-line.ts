/**
 * Whether a line of a page prints a name (a payer's, a lender's, a charity's) and which (issue 18): what is left once
 * a form's printed wording, box labels, amounts, ids and addresses are taken out, if it still looks like a name.
 */
import { allPrintedWording, approximateEnd, fuzzyPart, fuzzyWidth, keyStart, printedKeys } from './catalogue-phrases';
import { cleanText, foldDigits, lineWords, matchKey, misreadAlternatives, misreadPattern } from './normalise';

/** Words that continue a name-and-address label ('…, state or province, country, ZIP…'). */
const labelTailWords = new Set(
  'name names street address city town state province country zip foreign postal code telephone phone tel no number and or including apt suite the'.split(
    ' ',
  ),
);

/** A line that is only a piece of a label, title or other printed wording: 'Interest' printed over 'Income',
 * 'or foreign postal code, and telephone no.'; when the page was OCR'd, misread too ('PayersRTN (options)'). */
export function isPartOfPhrase(text: string, misread: boolean): boolean {
  const words = lineWords(text).map((w) => w.folded);
  const key = words.join('');
  if (key.length < 3) return false;
  const { runs, codes } = allPrintedWording();
  if (runs.has(words.join(' '))) return true;
  if (!misread || key.length < 6) return false;
  const part = fuzzyPart(key.slice(0, fuzzyWidth));
  const errors = Math.max(1, Math.floor(part.length / 5));
  return approximateEnd(part, errors, codes, 0, codes.length) >= 0;
}

/** A line that is a street address or a city, state and ZIP: where a name-and-address box goes on past its name. */
export const streetOrCity =
  /^(?:\d{1,6}[a-z]?\s*(?:[NSEW]\.?\s+)?(?:[\w.'-]+\s+){0,4}(?:street|st|avenue|ave|road|rd|drive|dr|way|boulevard|blvd|lane|ln|court|ct|place|pl|parkway|pkwy|highway|hwy|circle|cir|terrace|trail|plaza|square)\b|p\.?\s*o\.?\s*box\b)|,?\s+[A-Z]{2}\.?\s*\d{5}(?:-\d{4})?\s*$/i;
/** Looser: what no name looks like (a number then a word, a PO box, a suite, a ZIP). */
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
export const amountsAndIds =
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
export function withoutTitleWords(text: string, titleWords: Set<string>): string {
  const words = text.split(' ');
  let first = 0;
  while (first < words.length - 2) {
    const key = matchKey(words[first]);
    if (key.length < 3 || !titleWords.has(key)) break;
    first++;
  }
  return words.slice(first).join(' ');
}

export function tidyName(part: string): string {
  return part
    .replace(/^[^A-Za-z0-9&(]+/, '')
    .replace(/[^A-Za-z0-9&).]+$/, '')
    .replace(/^\S\s+/, '')
    .replace(/\s+\S$/, '')
    .trim();
}

/** A name printed on a line, or null when the line holds none (labels, an address, amounts, a sentence). */
export function nameOn(line: string, afterLabel: boolean, misread: boolean, titleWords: Set<string>): string | null {
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
