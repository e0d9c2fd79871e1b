/**
 * What a form says, in a form that survives a re-scan (issue 18): a 64-bit SimHash of its normalised words, and the
 * distinctive numbers printed on it (amounts, TINs). A re-scan changes a few OCR'd words, so the SimHash moves a few
 * bits and most numbers stay; another W-2 from the same employer has nearly the same words (the labels) but other
 * amounts and SSN, so the numbers tell the two apart.
 */
import { cleanText, foldDigits, lineWords } from './normalise';
import { hammingDistance } from './image-hash';
import type { ContentFingerprintValue, PageText } from './types';

export { hammingDistance };

/** SimHash bits that may differ between two readings of one form (OCR's words against the PDF's own text). */
const textBitsApart = 18;
/** Stricter when there are no numbers to confirm it. */
const textBitsApartWithoutNumbers = 6;
/** Share of numbers two readings of one form have in common, at least… */
const numbersShared = 0.6;
/** …and of their amounts: the same payer's and payee's TINs and ZIP codes are on every year's form. */
const amountsShared = 0.5;
/** Difference-hash bits that may differ between two scans of one page. */
const imageBitsApart = 8;
/** Shares of numbers and of amounts that page images need besides: forms of one layout have near-identical
 * images, and differ in what is written on them. */
const imageNumbersShared = 0.4;
const imageAmountsShared = 0.3;

// ————— FNV-1a 64 over two 32-bit halves (a BigInt per character is slow) —————

const fnvOffsetHigh = 0xcbf29ce4;
const fnvOffsetLow = 0x84222325;

/** FNV-1a 64 of a string's UTF-16 code units (the words hashed here are ASCII), as [high, low] 32-bit halves. */
export function fnv1a64(text: string): [number, number] {
  let high = fnvOffsetHigh;
  let low = fnvOffsetLow;
  for (let i = 0; i < text.length; i++) {
    low = (low ^ (text.charCodeAt(i) & 0xff)) >>> 0;
    // × 0x100000001b3: low × 0x1b3 (exact below 2^53), plus low × 2^40 carried into the high half.
    const lowProduct = low * 0x1b3;
    const carry = Math.floor(lowProduct / 0x100000000);
    high = (high * 0x1b3 + carry + low * 0x100) >>> 0;
    low = lowProduct >>> 0;
  }
  return [high, low];
}

// ————— Text —————

function wordsOf(pages: PageText[]): string[] {
  const words: string[] = [];
  for (const page of pages) {
    for (const line of page.lines) {
      // Single characters are mostly OCR's strays ('©', ':' read as letters) and box letters.
      for (const w of lineWords(cleanText(line))) if (w.folded.length >= 2) words.push(w.folded);
    }
  }
  return words;
}

function simHash(features: string[]): string {
  const counts = new Int32Array(64);
  for (const feature of features) {
    const [high, low] = fnv1a64(feature);
    for (let bit = 0; bit < 32; bit++) {
      counts[bit] += (low >>> bit) & 1 ? 1 : -1;
      counts[32 + bit] += (high >>> bit) & 1 ? 1 : -1;
    }
  }
  let high = 0;
  let low = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (counts[bit] > 0) low |= 1 << bit;
    if (counts[32 + bit] > 0) high |= 1 << bit;
  }
  return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');
}

// ————— Numbers —————

const tinPattern =
  /(?<![\d.,])(\d{3})[-\s:.]{0,2}(\d{2})[-\s:.]{0,2}(\d{4})(?![\d.,]?\d)|(?<![\d.,])(\d{2})[-:.]\s?(\d{7})(?!\d)/g;
const amountPattern = /(?<![\d.,])(\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{2})?|\d+[.,]\d{2})(?!\d)(?![.,]\d)/g;
/** Long numbers (ZIP codes, account numbers, amounts whose punctuation OCR lost); not form numbers ('1099-INT'),
 * not four-digit numbers (years, box and form numbers printed on every copy: 'Form 8949', 'Section 1250'). */
const longNumberPattern = /(?<![\w.,$-])(\d{5,})(?![\w.,-]?\d)(?!-?[A-Za-z])/g;

/** An amount's digits, cents included, marked '$' ('85,000.00' → '$8500000'): OCR drops the punctuation of amounts
 * more often than it misreads their digits. */
function amountOf(text: string): string | null {
  const digits = text.replace(/[.,]/g, '');
  const cents = /[.,]\d{2}$/.test(text) && !/[.,]\d{3}$/.test(text) ? digits : `${digits}00`;
  const trimmed = cents.replace(/^0+/, '');
  return trimmed === '' ? null : `$${trimmed}`;
}

/** The numbers printed on the pages that tell one form from another of its kind: amounts ('$8500000'), TINs and
 * SSNs and other long numbers (digits only). Not years, not the OMB number. Sorted, each once. */
export function distinctiveNumbers(pages: PageText[]): string[] {
  const found = new Set<string>();
  for (const page of pages) {
    for (const raw of page.lines) {
      let line = foldDigits(cleanText(raw)).replace(/\bOMB No\.?\s*\d{4}-\d{4}/gi, ' ');
      line = line.replace(tinPattern, (_m, a, b, c, d, e) => {
        found.add(a ? `${a}${b}${c}` : `${d}${e}`);
        return ' ';
      });
      line = line.replace(amountPattern, (m) => {
        const amount = amountOf(m);
        if (amount) found.add(amount);
        return ' ';
      });
      for (const m of line.matchAll(longNumberPattern)) found.add(m[1].replace(/^0+(?=\d{5})/, ''));
    }
  }
  return [...found].sort();
}

/** A file's text fingerprint: the SimHash of its words and their pairs, and its distinctive numbers. */
export function textFingerprint(pages: PageText[]): { text_hash: string; numbers: string[] } {
  const words = wordsOf(pages);
  const features: string[] = [...words];
  for (let i = 0; i + 1 < words.length; i++) features.push(`${words[i]} ${words[i + 1]}`);
  return { text_hash: simHash(features), numbers: distinctiveNumbers(pages) };
}

// ————— Comparing —————

const digitsOf = (n: string) => (n.startsWith('$') ? n.slice(1) : n);

/** Of `mine`, the share the other side printed too (by digits: an amount OCR read without its punctuation is the
 * same amount), over the longer of the two lists. */
function sharedShare(mine: string[], theirs: string[]): number {
  if (mine.length === 0 || theirs.length === 0) return 0;
  const theirDigits = new Set(theirs.map(digitsOf));
  let shared = 0;
  for (const n of mine) if (theirDigits.has(digitsOf(n))) shared++;
  return shared / Math.max(mine.length, theirs.length);
}

const amounts = (numbers: string[]) => numbers.filter((n) => n.startsWith('$'));

/**
 * The same form read twice (a re-scan, or a scan of a PDF): close SimHashes and mostly the same numbers, or page
 * images that all match. Two forms of one layout are not: their images match and their words nearly do, but their
 * amounts differ (another employee, another year), so amounts that say otherwise overrule both.
 */
export function sameContent(a: ContentFingerprintValue, b: ContentFingerprintValue): boolean {
  const share = sharedShare(a.numbers, b.numbers);
  const amountsA = amounts(a.numbers);
  const amountsB = amounts(b.numbers);
  const amountShare = amountsA.length > 0 && amountsB.length > 0 ? sharedShare(amountsA, amountsB) : null;
  const textDistance = hammingDistance(a.text_hash, b.text_hash);
  const textMatches =
    a.numbers.length >= 2 && b.numbers.length >= 2
      ? textDistance <= textBitsApart && share >= numbersShared && (amountShare ?? 1) >= amountsShared
      : a.numbers.length === 0 && b.numbers.length === 0 && textDistance <= textBitsApartWithoutNumbers;
  if (textMatches) return true;
  const imagesMatch =
    a.page_hashes.length > 0 &&
    a.page_hashes.length === b.page_hashes.length &&
    a.page_hashes.every((hash, i) => hammingDistance(hash, b.page_hashes[i]) <= imageBitsApart);
  // Numbers read from both must not say otherwise; a page nothing was read from has only its image.
  const numbersAgree =
    a.numbers.length === 0 ||
    b.numbers.length === 0 ||
    (share >= imageNumbersShared && (amountShare ?? 1) >= imageAmountsShared);
  return imagesMatch && numbersAgree;
}
