/**
 * The form catalogue's titles and labels, compiled once into phrases (issue 18): each page is searched for every one
 * of them, so their keys, search masks and trigrams are worked out at load rather than for every page. Also the
 * catalogue's printed wording as a whole, which tells a label on a page from a name printed in a box.
 */
import { type FormDefinition, formCatalogue, printedWording } from './form-catalogue';
import { cleanText, lineWords, matchKey } from './normalise';

/** Key characters as 0..35 (digits 0, 1 and 5 are folded away as o, l and s but keep codes of their own). */
export const codeOf = new Uint8Array(128).fill(255);
for (let c = 0; c < 26; c++) codeOf[97 + c] = c;
'2346789015'.split('').forEach((d, i) => {
  codeOf[d.charCodeAt(0)] = 26 + i;
});
export const symbols = 36;

/** Keys longer than this are searched approximately by their head and their tail (bit-parallel search is 30 wide). */
export const fuzzyWidth = 30;
/** Keys shorter than this are found as whole words only ('Rents' is not in 'Parents'). */
export const wholeWordBelow = 13;
/** Keys shorter than this are found exactly only: a few errors would make them anything. */
export const fuzzyFrom = 10;

export interface FuzzyPart {
  peq: Int32Array;
  length: number;
  /** Each trigram of the part (repeats kept) and where in the part it starts. */
  trigrams: Int32Array;
  offsets: Int32Array;
}

export interface Phrase {
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

export function fuzzyPart(key: string): FuzzyPart {
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

/** Myers' bit-parallel approximate search: the first end in [from, to) of a match with at most `errors` edits,
 * moved on to the best end of that match. -1 when none. */
export function approximateEnd(part: FuzzyPart, errors: number, codes: Uint8Array, from: number, to: number): number {
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

const phrases = new Map<string, Phrase>();

/** Keys of every label, title and printed wording (of six letters or more), by their first letters. */
let keysByStart: Map<string, string[]> | null = null;
export const keyStart = 4;

export function printedKeys(): Map<string, string[]> {
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

let printedText: { runs: Set<string>; codes: Uint8Array } | null = null;

/** Every run of whole words of the catalogue's phrases and printed wording, and all their keys as search codes. */
export function allPrintedWording(): { runs: Set<string>; codes: Uint8Array } {
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

export interface CompiledForm {
  definition: FormDefinition;
  titles: Phrase[];
  /** The folded words of its titles. */
  titleWords: Set<string>;
  labels: { phrase: Phrase; weight: number }[];
  differentiatorLabels: Phrase[];
}

export const compiledForms: CompiledForm[] = (() => {
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
