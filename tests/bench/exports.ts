/**
 * Issue 17, questionnaire exports: a 200-answer questionnaire with 50 stored PDFs of 2 MB (100 MB) exported as one
 * PDF with the documents merged (streamed to storage) and as a zip of its PDF and the documents, each in a fresh
 * Node process; the same with 25 documents (50 MB) beside it, so the peak memory can be compared: it should not grow
 * with the documents' total size. Prints time, output size and RSS.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { startBenchServices } from './bench-services';
import { resultOfChild } from './child-result';
import { table } from './report';

const documents = Number(process.env.BENCH_EXPORT_DOCS ?? 50);
const docMb = Number(process.env.BENCH_EXPORT_DOC_MB ?? 2);
const prefix = 'bench-exports/documents/';

/** A 3-page PDF of about `bytes`: text on each page and an uncompressed stream of noise (a scan's weight). */
async function documentPdf(bytes: number): Promise<Uint8Array> {
  const { PDFDocument, PDFName, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= 3; p++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Bench document page ${p}`, { x: 72, y: 700, size: 14, font });
    const noise = pdf.context.register(pdf.context.stream(randomBytes(Math.floor(bytes / 3))));
    page.node.set(PDFName.of('BenchNoise'), noise);
  }
  return pdf.save();
}

interface ChildResult {
  ms: number;
  outMiB: number;
  baselineRssMiB: number;
  peakRssSampledMiB: number;
  maxRssMiB: number;
}

function exportInChild(env: NodeJS.ProcessEnv, kind: 'pdf' | 'zip', docs: number, docBytes: number) {
  const target = `bench-exports/out/${kind}-${docs}`;
  return resultOfChild<ChildResult>(
    'tests/bench/exports-child.ts',
    {
      ...env,
      BENCH_EXPORT_KIND: kind,
      BENCH_EXPORT_DOCS: String(docs),
      BENCH_EXPORT_PREFIX: prefix,
      BENCH_EXPORT_TARGET: target,
      BENCH_EXPORT_DOC_BYTES: String(docBytes),
    },
    'BENCH_EXPORT_RESULT',
  );
}

export async function benchExports(): Promise<void> {
  const stack = await startBenchServices('exports');
  try {
    const { putObject } = await import('@ledgerline/functions/platform/adapters/files');
    const pdf = await documentPdf(docMb * 1_000_000);
    for (let i = 0; i < documents; i++) await putObject(`${prefix}${i}.pdf`, pdf, 'application/pdf');
    const rows: string[][] = [];
    for (const kind of ['pdf', 'zip'] as const)
      for (const docs of [Math.round(documents / 2), documents]) {
        const r = await exportInChild(stack.env, kind, docs, pdf.byteLength);
        rows.push([
          kind === 'pdf' ? 'PDF, documents merged' : 'zip: PDF + documents',
          `${docs} (${((docs * pdf.byteLength) / 1e6).toFixed(0)} MB)`,
          (r.ms / 1000).toFixed(1),
          r.outMiB.toFixed(0),
          r.baselineRssMiB.toFixed(0),
          r.peakRssSampledMiB.toFixed(0),
          r.maxRssMiB.toFixed(0),
        ]);
      }
    table(
      `A 200-answer questionnaire exported with stored PDFs of ${(pdf.byteLength / 1e6).toFixed(1)} MB each (TOC and page numbers on; each run in a fresh Node ${process.versions.node} process, storage to storage)`,
      ['export', 'documents', 'time s', 'file MiB', 'RSS before MiB', 'peak RSS MiB', 'maxRSS MiB'],
      rows,
    );
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchExports();
