/**
 * Issue 18, recognising forms: a generated corpus (tests/support/form-corpus.ts) of text PDFs and scans — one form
 * or several in a file — read by the local reader (pdf.js, and OCR for scans), each page classified and the pages
 * grouped into forms, as recognition does. Prints how many forms got the right type and the exact page range,
 * pages per second for text PDFs and for scanned pages, and each miss. BENCH_EXTRACTION_SIZE (60) and
 * BENCH_EXTRACTION_SCANNED (0.5) change the corpus.
 */
import { classifyPage } from '@ledgerline/functions/documents/extraction/classify';
import { readPagesLocally } from '@ledgerline/functions/documents/extraction/local-reader';
import { stopOcr } from '@ledgerline/functions/documents/extraction/ocr';
import { segmentForms } from '@ledgerline/functions/documents/extraction/segment';
import type { FormSegment } from '@ledgerline/functions/documents/extraction/types';
import { corpusCases, type ExpectedForm } from '../support/form-corpus';
import { table } from './report';

const size = Number(process.env.BENCH_EXTRACTION_SIZE ?? 60);
const scannedShare = Number(process.env.BENCH_EXTRACTION_SCANNED ?? 0.5);

interface Tally {
  cases: number;
  pages: number;
  readMs: number;
  forms: number;
  typed: number;
  ranged: number;
  /** Of the forms with an issuer ('Other' pages have none), how many were named after it. */
  issuers: number;
  named: number;
  /** Of the known forms, how many got their tax year. */
  known: number;
  dated: number;
}

const newTally = (): Tally => ({
  cases: 0,
  pages: 0,
  readMs: 0,
  forms: 0,
  typed: 0,
  ranged: 0,
  issuers: 0,
  named: 0,
  known: 0,
  dated: 0,
});

const range = (f: { from: number; to: number }) => (f.from === f.to ? `p${f.from}` : `p${f.from}-${f.to}`);
const pct = (n: number, of: number) => `${n}/${of} (${of ? ((100 * n) / of).toFixed(1) : '-'}%)`;
const simple = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export async function benchExtraction(): Promise<void> {
  const tallies = { text: newTally(), scan: newTally() };
  const misses: string[] = [];
  const confusion = new Map<string, number>();
  let generateMs = 0;
  let classifyMs = 0;
  const started = performance.now();
  try {
    let made = performance.now();
    for await (const c of corpusCases({ size, scannedShare })) {
      generateMs += performance.now() - made;
      const t = tallies[c.scanned ? 'scan' : 'text'];
      const read = performance.now();
      const pages = await readPagesLocally(c.bytes, 'application/pdf');
      t.readMs += performance.now() - read;
      const classifying = performance.now();
      const classified = pages.map(classifyPage);
      const segments = segmentForms(classified);
      classifyMs += performance.now() - classifying;
      t.cases++;
      t.pages += pages.length;
      for (const e of c.expected) {
        t.forms++;
        const covering = segments.find((s) => s.from <= e.from && e.from <= s.to);
        const typed = covering?.document_type === e.document_type;
        const ranged = segments.some((s) => s.from === e.from && s.to === e.to);
        if (typed) t.typed++;
        if (ranged) t.ranged++;
        if (e.differentiator) {
          t.issuers++;
          if (covering?.differentiator && simple(covering.differentiator).includes(simple(e.differentiator))) t.named++;
        }
        if (e.document_type !== 'Other') {
          t.known++;
          if (classified.find((p) => p.page === e.from)?.tax_year === e.tax_year) t.dated++;
        }
        if (!typed) {
          const key = `${e.document_type} → ${covering?.document_type ?? 'nothing'}`;
          confusion.set(key, (confusion.get(key) ?? 0) + 1);
        }
        if (!typed || !ranged) misses.push(missLine(c.name, e, segments, typed, ranged));
      }
      made = performance.now();
    }
  } finally {
    await stopOcr();
  }
  const all = Object.values(tallies).reduce((a, t) => {
    for (const k of Object.keys(a) as (keyof Tally)[]) a[k] += t[k];
    return a;
  }, newTally());
  const row = (name: string, t: Tally) => [
    name,
    String(t.cases),
    String(t.pages),
    pct(t.typed, t.forms),
    pct(t.ranged, t.forms),
    pct(t.named, t.issuers),
    pct(t.dated, t.known),
    t.pages ? `${((t.pages * 1000) / t.readMs).toFixed(1)}` : '-',
  ];
  table(
    `Recognition on ${size} generated files (${Math.round(size * scannedShare)} scanned), local reader (Node ${process.versions.node})`,
    [
      'files',
      'cases',
      'pages',
      'forms classified right',
      'page ranges exact',
      'issuer named',
      'tax year',
      'pages/s read',
    ],
    [row('text PDFs', tallies.text), row('scanned PDFs', tallies.scan), row('all', all)],
  );
  process.stdout.write(
    `\nGenerating the corpus took ${(generateMs / 1000).toFixed(1)} s (scans rendered and noised), reading ${(all.readMs / 1000).toFixed(1)} s, classifying and grouping ${classifyMs.toFixed(0)} ms; ${((performance.now() - started) / 1000).toFixed(1)} s in all.\n`,
  );
  if (confusion.size)
    table(
      'Misclassified forms (expected → found)',
      ['confusion', 'forms'],
      [...confusion].sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, String(n)]),
    );
  process.stdout.write(misses.length ? `\nMisses:\n${misses.map((m) => `  ${m}`).join('\n')}\n` : '\nNo misses.\n');
}

function missLine(name: string, e: ExpectedForm, segments: FormSegment[], typed: boolean, ranged: boolean): string {
  const found = segments.map((s) => `${s.document_type} ${range(s)}`).join(', ');
  const what = [typed ? '' : 'type', ranged ? '' : 'range'].filter(Boolean).join('+');
  return `${name}: expected ${e.document_type} ${range(e)} [${what}]; found ${found || 'nothing'}`;
}
