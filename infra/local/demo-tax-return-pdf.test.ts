import { describe, expect, it } from 'vitest';
import { demoForms, demoTaxReturnPdf } from './demo-tax-return-pdf';

// pdf.js needs Promise.withResolvers, which Node 20 lacks (the browser and Node 22 have it).
(Promise as unknown as { withResolvers?: () => unknown }).withResolvers ??= () => {
  let resolve: unknown;
  let reject: unknown;
  const promise = new Promise((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('the demo tax return PDF', () => {
  it('has a page per form page and a bookmark per form that opens its first page', async () => {
    const forms = demoForms('Casey Client', 2025);
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await getDocument({ data: await demoTaxReturnPdf('2025 Form 1040', forms) }).promise;
    expect(pdf.numPages).toBe(5);
    const outline = await pdf.getOutline();
    expect(outline.map((o) => o.title)).toEqual(['Form 1040 (2025)', 'Schedule 1', 'Schedule C', 'Form 8879']);
    const pages = await Promise.all(
      outline.map(async (o) => (await pdf.getPageIndex((o.dest as [{ num: number; gen: number }])[0])) + 1),
    );
    expect(pages).toEqual([1, 3, 4, 5]);
  });
});
