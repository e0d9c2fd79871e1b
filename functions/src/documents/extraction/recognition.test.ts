/**
 * The whole local pipeline on generated forms (issue 18 'Done when'): PDFs made with pdf-lib with each form's real
 * title, boxes and amounts, and scans of them (rendered to images with noise and a small rotation), read by pdf.js
 * and OCR, classified and grouped into forms.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { extractedDocumentTypes } from '@ledgerline/shared/extracted-documents';
import { makeForm, makeMultiFormPdf, scanned } from '../../../../tests/support/form-corpus';
import { classifyPage } from './classify';
import { readPagesLocally } from './local-reader';
import { stopOcr } from './ocr';
import { segmentForms } from './segment';

afterAll(() => stopOcr());

async function formsIn(bytes: Uint8Array) {
  const pages = await readPagesLocally(bytes, 'application/pdf');
  return segmentForms(pages.map(classifyPage)).map((f) => ({ from: f.from, to: f.to, document_type: f.document_type }));
}

const expectedOf = (made: { expected: { from: number; to: number; document_type: string }[] }) =>
  made.expected.map(({ from, to, document_type }) => ({ from, to, document_type }));

describe('each form type is classified correctly', () => {
  for (const [i, type] of extractedDocumentTypes.entries()) {
    it(`a ${type} printed as a PDF, and scanned`, async () => {
      const made = await makeForm(type, 9100 + i);
      expect(await formsIn(made.bytes)).toEqual(expectedOf(made));
      expect(await formsIn(await scanned(made.bytes, 9100 + i))).toEqual(expectedOf(made));
    });
  }
});

describe('a multi-form PDF is split into its forms', () => {
  it('a W-2, two 1099-INTs from different payers and a 1098 become four forms with their page ranges', async () => {
    const made = await makeMultiFormPdf(9200, { types: ['W-2', '1099-INT', '1099-INT', '1098'] });
    expect(made.expected).toHaveLength(4);
    expect(await formsIn(made.bytes)).toEqual(expectedOf(made));
  });

  it('the same four forms scanned together are split the same way', async () => {
    const made = await makeMultiFormPdf(9201, { types: ['1099-B', 'K-1 (1065)', 'SSA-1099', '1095-A'] });
    expect(await formsIn(await scanned(made.bytes, 9201))).toEqual(expectedOf(made));
  });
});
