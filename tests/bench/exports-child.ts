/**
 * One questionnaire export alone in a fresh process, on twins the parent started (its environment says where), so
 * its memory is its own: a 200-question questionnaire with BENCH_EXPORT_DOCS stored PDFs (`${prefix}{i}.pdf`) as a
 * PDF with the documents merged (streamed to storage) when BENCH_EXPORT_KIND is 'pdf', or as a zip of its PDF and
 * the documents when 'zip'. Prints `BENCH_EXPORT_RESULT {...}`: time, output size, RSS before and at its peak.
 */
import type { ExportDocument, QuestionnaireExport, ExportQuestion } from '@ledgerline/functions/exports/model';

const kind = process.env.BENCH_EXPORT_KIND as 'pdf' | 'zip';
const docs = Number(process.env.BENCH_EXPORT_DOCS);
const prefix = process.env.BENCH_EXPORT_PREFIX!;
const target = process.env.BENCH_EXPORT_TARGET!;
const docBytes = Number(process.env.BENCH_EXPORT_DOC_BYTES);

const files = await import('@ledgerline/functions/platform/adapters/files');

function question(s: number, i: number): ExportQuestion {
  return {
    number: `${i}.`,
    text: `Section ${s}: did item ${i} happen this year? Please tell us about it in as much detail as you can.`,
    question_type: 'text',
    state: 'answered',
    answer: `Answer ${s}.${i}: yes, twice in the spring and once in October, receipts uploaded.`,
    answer_by: null,
    entries: null,
    notes: [],
    questions: [],
  };
}

const documents: ExportDocument[] = Array.from({ length: docs }, (_, i) => ({
  id: `doc${i}`,
  name: `Document ${i}.pdf`,
  description: i % 2 ? 'W-2' : '1099-INT',
  kind: 'pdf',
  content_type: 'application/pdf',
  size: docBytes,
  link: 'http://localhost:3000/admin/x/documents',
  read: async () => (await files.getObjectBytes(`${prefix}${i}.pdf`))!,
}));

const model: QuestionnaireExport = {
  heading: {
    title: 'Bench Organizer',
    company: 'Bench Household',
    tax_year: 2025,
    status: 'Submitted',
    exported_at: '',
  },
  sections: Array.from({ length: 5 }, (_, s) => ({
    title: `Section ${s + 1}`,
    status: 'Completed',
    instruction: '',
    questions: Array.from({ length: 40 }, (_, i) => question(s + 1, i + 1)),
    letter: '',
    signatures: [],
  })),
  attachments: null,
  documents,
};

const mib = (bytes: number) => bytes / 2 ** 20;
const baseline = process.memoryUsage();
let peakRss = baseline.rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const started = performance.now();
if (kind === 'pdf') {
  const { openStorageSink } = await import('@ledgerline/functions/exports/storage-sink');
  const { writeQuestionnairePdf } = await import('@ledgerline/functions/exports/pdf/write');
  const out = await openStorageSink(target, 'application/pdf');
  await writeQuestionnairePdf(model, { toc: true, pageNumbers: true, includeDocuments: true }, out.sink);
  await out.close();
} else {
  const { openStorageSink } = await import('@ledgerline/functions/exports/storage-sink');
  const { writeQuestionnairePdf } = await import('@ledgerline/functions/exports/pdf/write');
  const { zipObjectsToStorage } = await import('@ledgerline/functions/platform/adapters/zip-to-storage');
  const pdfKey = `${target}.questionnaire.pdf`;
  const out = await openStorageSink(pdfKey, 'application/pdf');
  await writeQuestionnairePdf(model, { toc: true, pageNumbers: true, includeDocuments: false }, out.sink);
  await out.close();
  await zipObjectsToStorage(
    [
      { key: pdfKey, name: 'Bench Organizer.pdf' },
      ...documents.map((d, i) => ({ key: `${prefix}${i}.pdf`, name: `Documents/${d.name}` })),
    ],
    target,
  );
}
const ms = performance.now() - started;
clearInterval(sampler);
const info = await files.objectInfo(target);
process.stdout.write(
  `BENCH_EXPORT_RESULT ${JSON.stringify({
    ms,
    outMiB: mib(info?.size ?? 0),
    baselineRssMiB: mib(baseline.rss),
    peakRssSampledMiB: mib(peakRss),
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
  })}\n`,
);
process.exit(0);
