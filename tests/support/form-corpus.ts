/**
 * Generated tax forms for recognition tests and the extraction bench (issue 18): every known form type, drawn
 * from the real forms' printed titles, form numbers, box labels and layout with pdf-lib, with seeded variation
 * (issuers, amounts, which boxes are filled, offsets, font sizes, one or two pages); PDFs of several forms in a
 * random order; and scans of any of them (images with a slight rotation and noise, no text layer).
 */
import { type ExtractedDocumentType, extractedDocumentTypes } from '@ledgerline/shared/extracted-documents';
import { PDFDocument } from 'pdf-lib';
import {
  type Drawn,
  drawInformationReturn,
  type InformationReturnType,
  informationReturns,
} from './form-corpus/information-returns';
import { drawBankStatement, drawCharitableReceipt, drawCoverLetter, drawPropertyTaxBill } from './form-corpus/letters';
import { Random } from './form-corpus/random';
import { scanned } from './form-corpus/scan';
import { drawK1, type K1Type } from './form-corpus/schedules-k1';
import { embedFonts, type Fonts, randomStyle, Sheet } from './form-corpus/sheet';
import { draw1095A, drawSsa1099, drawW2 } from './form-corpus/wage-forms';

export { scanned, type ScanOptions } from './form-corpus/scan';

/** What a test expects recognition to find: one entry per form, pages from 1, inclusive. */
export interface ExpectedForm {
  from: number;
  to: number;
  document_type: ExtractedDocumentType;
  /** The issuer as printed (employer, payer, lender…); null for 'Other' pages. */
  differentiator: string | null;
  tax_year: number;
}

export interface GeneratedPdf {
  bytes: Uint8Array;
  pages: number;
  expected: ExpectedForm[];
}

/** The two kinds of 'Other' page the corpus makes. */
export type OtherKind = 'cover letter' | 'bank statement';

export const knownFormTypes = extractedDocumentTypes.filter((t) => t !== 'Other');

type Drawer = (r: Random, year: number, sheet: () => Promise<Sheet>) => Promise<Drawn>;

function drawerFor(type: ExtractedDocumentType, other: OtherKind): Drawer {
  if (type in informationReturns)
    return (r, year, sheet) => drawInformationReturn(type as InformationReturnType, r, year, sheet);
  switch (type) {
    case 'W-2':
      return drawW2;
    case 'SSA-1099':
      return drawSsa1099;
    case '1095-A':
      return draw1095A;
    case 'K-1 (1065)':
    case 'K-1 (1120-S)':
    case 'K-1 (1041)':
      return (r, year, sheet) => drawK1(type as K1Type, r, year, sheet);
    case 'Property Tax Bill':
      return drawPropertyTaxBill;
    case 'Charitable Receipt':
      return drawCharitableReceipt;
    case 'Other':
      return other === 'cover letter' ? drawCoverLetter : drawBankStatement;
    default:
      throw new Error(`no drawing for ${type}`);
  }
}

async function newPdf(): Promise<{ pdf: PDFDocument; fonts: Fonts }> {
  const pdf = await PDFDocument.create();
  // Fixed dates: the same seed gives the same bytes.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  return { pdf, fonts: await embedFonts(pdf) };
}

interface FormRequest {
  type: ExtractedDocumentType;
  seed: number;
  other?: OtherKind;
}

async function drawForm(
  pdf: PDFDocument,
  fonts: Fonts,
  req: FormRequest,
): Promise<Omit<ExpectedForm, 'from' | 'to'> & { pages: number }> {
  const r = new Random(req.seed);
  const year = r.int(2022, 2025);
  const style = randomStyle(r.fork());
  const other = req.other ?? (r.chance(0.5) ? 'cover letter' : 'bank statement');
  const drawn = await drawerFor(req.type, other)(r, year, () => Sheet.add(pdf, fonts, style));
  return {
    document_type: req.type,
    differentiator: req.type === 'Other' ? null : drawn.differentiator || null,
    tax_year: year,
    pages: drawn.pages,
  };
}

/** One form (one or two pages) as a PDF of its own. */
export async function makeForm(
  type: ExtractedDocumentType,
  seed: number,
  options: { other?: OtherKind } = {},
): Promise<GeneratedPdf> {
  const { pdf, fonts } = await newPdf();
  const { pages, ...form } = await drawForm(pdf, fonts, { type, seed, other: options.other });
  return { bytes: await pdf.save(), pages, expected: [{ ...form, from: 1, to: pages }] };
}

export interface MultiFormOptions {
  /** How many forms, 2 to 6 (random when not given). */
  count?: number;
  /** These types in this order (count is then their number). */
  types?: ExtractedDocumentType[];
  /** Two forms of one type from different issuers, back to back (by default in 40% of PDFs). */
  sameTypeTwice?: boolean;
  /** May a cover letter or statement ('Other') come along (by default in 30% of PDFs, at the front)? */
  withOther?: boolean;
}

/** Several forms scanned together into one PDF, in a random order, with each one's page range. */
export async function makeMultiFormPdf(seed: number, options: MultiFormOptions = {}): Promise<GeneratedPdf> {
  const r = new Random(seed);
  let types: ExtractedDocumentType[];
  if (options.types) types = [...options.types];
  else {
    const count = options.count ?? r.int(2, 6);
    const twice = count >= 2 && (options.sameTypeTwice ?? r.chance(0.4));
    types = r.shuffle(knownFormTypes).slice(0, twice ? count - 1 : count);
    if (twice) {
      const at = r.int(0, types.length - 1);
      types.splice(at + 1, 0, types[at]!);
    }
    if (options.withOther ?? r.chance(0.3)) {
      // In place of a form, so a PDF still holds at most six documents.
      if (types.length >= 6) types.pop();
      types.unshift('Other');
    }
  }
  const { pdf, fonts } = await newPdf();
  const expected: ExpectedForm[] = [];
  let page = 1;
  for (const type of types) {
    const { pages, ...form } = await drawFormDistinct(pdf, fonts, type, r, expected.at(-1));
    expected.push({ ...form, from: page, to: page + pages - 1 });
    page += pages;
  }
  return { bytes: await pdf.save(), pages: page - 1, expected };
}

/**
 * Draws a form; when the one before is of the same type, from another issuer (a second W-2 from a second
 * employer). The pages of a rejected draw cannot be taken back, so the issuer is chosen by trying seeds on a
 * scratch document first.
 */
async function drawFormDistinct(
  pdf: PDFDocument,
  fonts: Fonts,
  type: ExtractedDocumentType,
  r: Random,
  before: ExpectedForm | undefined,
) {
  let seed = Math.floor(r.next() * 2 ** 31);
  if (before?.document_type === type && type !== 'Other') {
    const scratch = await newPdf();
    for (let tries = 0; tries < 20; tries++) {
      const trial = await drawForm(scratch.pdf, scratch.fonts, { type, seed });
      if (trial.differentiator !== before.differentiator) break;
      seed = Math.floor(r.next() * 2 ** 31);
    }
  }
  return drawForm(pdf, fonts, { type, seed });
}

/** The same form, and two scans of it with different noise, angle and offset: duplicates by content. */
export async function rescans(type: ExtractedDocumentType, seed: number) {
  const original = await makeForm(type, seed);
  return {
    original,
    first: await scanned(original.bytes, seed * 7 + 1),
    second: await scanned(original.bytes, seed * 7 + 2),
  };
}

export interface CorpusCase {
  name: string;
  bytes: Uint8Array;
  scanned: boolean;
  pages: number;
  expected: ExpectedForm[];
}

/**
 * `size` cases, `scannedShare` of them scans: two in three hold one form (every type in turn, 'Other' as a cover
 * letter or a bank statement), one in three several forms. Built one at a time, so a bench can read each as it
 * comes.
 */
export async function* corpusCases(options: {
  size: number;
  scannedShare: number;
  seed?: number;
}): AsyncGenerator<CorpusCase> {
  const seed = options.seed ?? 18;
  const scannedCount = Math.round(options.size * options.scannedShare);
  const singleTypes = [...knownFormTypes, 'Other', 'Other'] as ExtractedDocumentType[];
  let single = 0;
  for (let i = 0; i < options.size; i++) {
    // Scans interleaved with text PDFs, so a partial run sees both.
    const isScan = Math.floor(((i + 1) * scannedCount) / options.size) > Math.floor((i * scannedCount) / options.size);
    const caseSeed = seed * 1000 + i;
    let made: GeneratedPdf;
    let label: string;
    if (i % 3 === 2) {
      made = await makeMultiFormPdf(caseSeed);
      label = `multi(${made.expected.length})`;
    } else {
      const type = singleTypes[single % singleTypes.length]!;
      const other: OtherKind =
        single % singleTypes.length === singleTypes.length - 1 ? 'bank statement' : 'cover letter';
      single++;
      made = await makeForm(type, caseSeed, { other });
      label = type === 'Other' ? `Other (${other})` : type;
    }
    const bytes = isScan ? await scanned(made.bytes, caseSeed) : made.bytes;
    yield {
      name: `${isScan ? 'scan' : 'text'} #${i} ${label} seed ${caseSeed}`,
      bytes,
      scanned: isScan,
      pages: made.pages,
      expected: made.expected,
    };
  }
}

export async function buildCorpus(options: {
  size: number;
  scannedShare: number;
  seed?: number;
}): Promise<CorpusCase[]> {
  const cases: CorpusCase[] = [];
  for await (const c of corpusCases(options)) cases.push(c);
  return cases;
}
