/**
 * Splitting a PDF by page ranges with pdf-lib: the source is parsed once, and each range becomes a PDF of its own
 * when asked for, so one piece at a time is in memory beside the source.
 */
import type { PDFDocument } from 'pdf-lib';
import type { PageRange } from '@ledgerline/shared/page-ranges';
import { extractedDocumentText } from '@ledgerline/shared/extracted-documents';

export type LoadedPdf = { ok: true; pdf: PDFDocument; pageCount: number } | { ok: false; problem: string };

/** The PDF parsed, or why it cannot be split (password protected, unreadable). */
export async function loadPdfToSplit(bytes: Uint8Array): Promise<LoadedPdf> {
  const { PDFDocument, EncryptedPDFError } = await import('pdf-lib');
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const pageCount = pdf.getPageCount();
    if (pageCount < 1) return { ok: false, problem: extractedDocumentText.unreadablePdf };
    return { ok: true, pdf, pageCount };
  } catch (e) {
    if (e instanceof EncryptedPDFError) return { ok: false, problem: extractedDocumentText.protectedPdf };
    return { ok: false, problem: extractedDocumentText.unreadablePdf };
  }
}

/** The pages of `range` (from 1, inclusive) as a PDF of their own. */
export async function pdfOfPages(source: PDFDocument, range: PageRange): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const piece = await PDFDocument.create();
  const indexes = Array.from({ length: range.to - range.from + 1 }, (_, i) => range.from - 1 + i);
  for (const page of await piece.copyPages(source, indexes)) piece.addPage(page);
  return piece.save();
}
