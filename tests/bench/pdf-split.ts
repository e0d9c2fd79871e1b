/**
 * Issue 14, the split's work (functions/src/documents/split-pdf.ts): a 100-page PDF parsed once and cut into 100
 * one-page PDFs and into 10 ten-page PDFs, in this process; time and peak heap. The queue and storage around it
 * are the same as any job's and are not measured here.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadPdfToSplit, pdfOfPages } from '@ledgerline/functions/documents/split-pdf';
import { table } from './report';

async function pdfOfForms(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([612, 792]);
    for (let line = 0; line < 40; line++)
      page.drawText(`Form 1099-INT page ${i} line ${line} Payer Example Bank 1234.56`, {
        x: 40,
        y: 760 - line * 18,
        size: 10,
        font,
      });
  }
  return pdf.save();
}

export async function benchPdfSplit(): Promise<void> {
  const source = await pdfOfForms(100);
  const rows: string[][] = [];
  for (const size of [1, 10]) {
    global.gc?.();
    let peak = process.memoryUsage().heapUsed;
    const started = performance.now();
    const loaded = await loadPdfToSplit(source);
    if (!loaded.ok) throw new Error(loaded.problem);
    let bytes = 0;
    for (let from = 1; from <= 100; from += size) {
      bytes += (await pdfOfPages(loaded.pdf, { from, to: from + size - 1 })).byteLength;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    const ms = performance.now() - started;
    rows.push([
      `${100 / size} × ${size} page${size === 1 ? '' : 's'}`,
      `${(source.byteLength / 1024).toFixed(0)} KiB`,
      `${(bytes / 1024).toFixed(0)} KiB`,
      `${ms.toFixed(0)} ms`,
      `${(ms / 100).toFixed(2)} ms`,
      `${(peak / 1024 / 1024).toFixed(0)} MiB`,
    ]);
  }
  table(
    `A 100-page PDF split with pdf-lib (Node ${process.versions.node}, one process)`,
    ['pieces', 'source', 'pieces in all', 'time', 'per page', 'peak heap'],
    rows,
  );
}
