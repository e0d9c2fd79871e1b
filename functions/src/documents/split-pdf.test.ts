import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadPdfToSplit, pdfOfPages } from './split-pdf';

async function pdfWithPages(titles: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const title of titles) pdf.addPage([612, 792]).drawText(title, { x: 72, y: 700, size: 18, font });
  return pdf.save();
}

describe('Splitting a PDF by page ranges', () => {
  it('makes one PDF per range with exactly its pages', async () => {
    const loaded = await loadPdfToSplit(await pdfWithPages(['W-2', 'W-2 copy', '1099-INT', '1098']));
    if (!loaded.ok) throw new Error(loaded.problem);
    expect(loaded.pageCount).toBe(4);
    const first = await PDFDocument.load(await pdfOfPages(loaded.pdf, { from: 1, to: 2 }));
    const last = await PDFDocument.load(await pdfOfPages(loaded.pdf, { from: 4, to: 4 }));
    expect(first.getPageCount()).toBe(2);
    expect(last.getPageCount()).toBe(1);
  });

  it('says why a file that is not a readable PDF cannot be split', async () => {
    expect(await loadPdfToSplit(new TextEncoder().encode('%PDF-1.7\nnot really'))).toEqual({
      ok: false,
      problem: 'This PDF could not be read, so it cannot be split.',
    });
  });
});
