import type { ExtractedDocumentType } from '@ledgerline/shared/extracted-documents';
import { describe, expect, it } from 'vitest';
import { classifyPage } from './classify';
import {
  accountantLetter,
  bankStatement,
  bankStatementPage2,
  blankPage,
  form1098,
  form1099B,
  form1099BPage2,
  form1099Int,
  form1099IntOtherBank,
  k1Partnership,
  k1PartnershipPage2,
  noisyLines,
  type PageFixture,
  scannedReadings,
  w2,
  w2Instructions,
} from './fixtures.test-data';
import { sameName, segmentForms } from './segment';
import type { PageClassification } from './types';

function page(
  n: number,
  document_type: ExtractedDocumentType,
  starts_form: boolean,
  differentiator: string | null = null,
): PageClassification {
  return { page: n, document_type, confidence: 0.9, differentiator, starts_form, tax_year: 2025 };
}

const ranges = (pages: PageClassification[]) => segmentForms(pages).map(({ from, to }) => `${from}-${to}`);

describe('Grouping pages into forms', () => {
  it('keeps a form’s continuation pages with it', () => {
    expect(ranges([page(1, '1099-B', true, 'Schwab'), page(2, '1099-B', false, 'Schwab')])).toEqual(['1-2']);
    expect(ranges([page(1, '1099-B', true, 'Schwab'), page(2, '1099-B', false, null)])).toEqual(['1-2']);
  });

  it('starts a form on a page that shows its title', () => {
    expect(ranges([page(1, 'W-2', true, 'Acme'), page(2, 'W-2', true, 'Acme')])).toEqual(['1-1', '2-2']);
  });

  it('parts two forms of one type from different payers back to back', () => {
    expect(
      ranges([page(1, '1099-INT', true, 'First National Bank'), page(2, '1099-INT', false, 'Lakeside Credit Union')]),
    ).toEqual(['1-1', '2-2']);
  });

  it('parts pages of another type', () => {
    expect(ranges([page(1, 'W-2', true, 'Acme'), page(2, '1098', false, 'Rocket Mortgage LLC')])).toEqual([
      '1-1',
      '2-2',
    ]);
  });

  it('adds an Other page that does not start a document to the form before it', () => {
    expect(ranges([page(1, 'W-2', true, 'Acme'), page(2, 'Other', false), page(3, 'Other', false)])).toEqual(['1-3']);
  });

  it('starts a document at an Other page that starts one, and ends it at the next form', () => {
    const forms = segmentForms([
      page(1, 'W-2', true),
      page(2, 'Other', true),
      page(3, 'Other', false),
      page(4, '1098', false),
    ]);
    expect(forms.map((f) => [f.from, f.to, f.document_type])).toEqual([
      [1, 1, 'W-2'],
      [2, 3, 'Other'],
      [4, 4, '1098'],
    ]);
  });

  it('puts every page in exactly one form, in page order, whatever order the pages come in', () => {
    const forms = segmentForms([page(3, '1098', true), page(1, 'W-2', true), page(2, 'Other', false)]);
    expect(forms.map(({ from, to }) => [from, to])).toEqual([
      [1, 2],
      [3, 3],
    ]);
  });

  it('takes the form’s type and confidence from its first page, and its differentiator from the first that names it', () => {
    const forms = segmentForms([
      { ...page(1, '1099-B', true, null), confidence: 0.8 },
      { ...page(2, '1099-B', false, 'Charles Schwab & Co Inc'), confidence: 0.6 },
    ]);
    expect(forms).toEqual([
      { from: 1, to: 2, document_type: '1099-B', confidence: 0.8, differentiator: 'Charles Schwab & Co Inc' },
    ]);
  });

  it('has no forms without pages', () => {
    expect(segmentForms([])).toEqual([]);
  });
});

describe('Splitting a scanned bundle of forms', () => {
  const bundle: PageFixture[] = [
    w2,
    w2Instructions,
    form1099Int,
    form1099IntOtherBank,
    form1099B,
    form1099BPage2,
    form1098,
    k1Partnership,
    k1PartnershipPage2,
    accountantLetter,
    bankStatement,
    bankStatementPage2,
    blankPage,
  ];
  const expected = [
    { from: 1, to: 2, document_type: 'W-2', differentiator: 'Acme Widgets Inc' },
    { from: 3, to: 3, document_type: '1099-INT', differentiator: 'First National Bank' },
    { from: 4, to: 4, document_type: '1099-INT', differentiator: 'Lakeside Credit Union' },
    { from: 5, to: 6, document_type: '1099-B', differentiator: 'Charles Schwab & Co Inc' },
    { from: 7, to: 7, document_type: '1098', differentiator: 'Rocket Mortgage LLC' },
    { from: 8, to: 9, document_type: 'K-1 (1065)', differentiator: 'Oak Street Partners LP' },
    { from: 10, to: 10, document_type: 'Other', differentiator: null },
    { from: 11, to: 13, document_type: 'Other', differentiator: null },
  ];

  it('finds each form and its pages in a PDF’s text', () => {
    const pages = bundle.map((fixture, i) => classifyPage({ page: i + 1, lines: fixture.lines, source: 'text' }));
    expect(segmentForms(pages)).toEqual(expected.map((f) => ({ ...f, confidence: expect.any(Number) })));
  });

  it('finds the same forms in OCR’s reading of the scanned pages', () => {
    const pages = bundle.map((fixture, i) =>
      classifyPage({ page: i + 1, lines: scannedReadings[fixture.name] ?? fixture.lines, source: 'ocr' }),
    );
    const forms = segmentForms(pages);
    expect(forms.map(({ from, to, document_type }) => ({ from, to, document_type }))).toEqual(
      expected.map(({ from, to, document_type }) => ({ from, to, document_type })),
    );
  });

  it('finds the same forms through OCR noise', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const pages = bundle.map((fixture, i) =>
        classifyPage({ page: i + 1, lines: noisyLines(fixture.lines, seed, 0.03, true), source: 'ocr' }),
      );
      expect(ranges(pages), `seed ${seed}`).toEqual(expected.map(({ from, to }) => `${from}-${to}`));
    }
  });
});

describe('Reading two names as one', () => {
  it('takes a name OCR misread or cut short for the same name', () => {
    expect(sameName('Acme Widgets Inc', 'ACME WIDGETS INC.')).toBe(true);
    expect(sameName('Acme Widgets Inc', 'Acme Widgcts lnc')).toBe(true);
    expect(sameName('Acme Widgets', 'Acme Widgets Inc')).toBe(true);
  });

  it('tells two payers apart', () => {
    expect(sameName('First National Bank', 'Lakeside Credit Union')).toBe(false);
    expect(sameName('Chase Bank', 'Ally Bank')).toBe(false);
  });
});
