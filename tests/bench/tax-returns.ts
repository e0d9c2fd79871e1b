/**
 * Issue 19, tax returns on the firm side:
 * - the firm's tax returns table (GET /tax_returns/get_paginated_tax_returns, per_page 10, every year) for a firm
 *   with 100 returns next to one with 10,000: the first and the last page, by last update (the default, newest
 *   first) and by entity name, with p50/p99 and the DynamoDB requests and items each call reads;
 * - the DRAFT stamp (platform/pdf-delivery/watermark.ts) on a generated 300-page return, in this process.
 * Loading: tax-return-data.ts. The API runs in its own process with a tally of its DynamoDB reads
 * (read-counting-child.ts). BENCH_TAX_RETURNS_LARGE changes the large firm's size, BENCH_CALLS the calls per case,
 * BENCH_STAMP_RUNS the stamp's runs.
 */
import { pathToFileURL } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startBenchServices } from './bench-services';
import { median, table } from './report';
import { startReadCountingApi } from './read-counting-child';
import { benchPassword, loadTaxReturnFirm, type LoadedFirm } from './tax-return-data';

const largeCount = Number(process.env.BENCH_TAX_RETURNS_LARGE ?? 10_000);
const smallCount = 100;
const calls = Number(process.env.BENCH_CALLS ?? 30);
const stampRuns = Number(process.env.BENCH_STAMP_RUNS ?? 5);
const stampPages = 300;
const path = '/tax_returns/get_paginated_tax_returns';

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

type Api = Awaited<ReturnType<typeof startReadCountingApi>>;
type Query = Record<string, string>;
type Page = { tax_returns: unknown[]; meta: { total_count: number; total_pages: number } };

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/sessions/verify_password_for_firebase_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: benchPassword }),
  });
  const body = (await res.json()) as { firebase_token?: string };
  if (!body.firebase_token) throw new Error(`sign-in ${email}: ${res.status}`);
  return body.firebase_token;
}

async function get(url: string, query: Query, auth: string) {
  const started = performance.now();
  const res = await fetch(`${url}/api${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${auth}` },
  });
  const body = (await res.json()) as Page;
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

/** A case's query in a firm: the last page is the one page 1's meta names. */
type Case = [string, (first: (q: Query) => Promise<Page>) => Promise<Query>];
const lastPage = (base: Query) => async (first: (q: Query) => Promise<Page>) => ({
  ...base,
  page: String((await first({ ...base, page: '1' })).meta.total_pages),
});

async function benchTable(api: Api, firms: (LoadedFirm & { label: string })[]) {
  const byUpdate = { per_page: '10' };
  const byName = { per_page: '10', sort_by: 'company_name', sort_direction: 'asc' };
  const cases: Case[] = [
    ['first page, updated_at desc (the default)', async () => ({ ...byUpdate, page: '1' })],
    ['last page, updated_at desc', lastPage(byUpdate)],
    ['first page, company_name asc', async () => ({ ...byName, page: '1' })],
    ['last page, company_name asc', lastPage(byName)],
  ];
  const rows: string[][] = [];
  const figures: Record<string, { p50: number; p99: number; items: number }> = {};
  for (const firm of firms) {
    const auth = await signIn(api.url, firm.partnerEmail);
    for (const [name, make] of cases) {
      const q = await make(async (query) => (await get(api.url, query, auth)).body);
      for (let i = 0; i < 3; i++) await get(api.url, q, auth);
      await api.resetReads();
      const times: number[] = [];
      let last = { listed: 0, total: 0 };
      for (let i = 0; i < calls; i++) {
        const r = await get(api.url, q, auth);
        times.push(r.ms);
        last = { listed: r.body.tax_returns.length, total: r.body.meta.total_count };
      }
      const reads = await api.reads();
      // The sign-in check of each call reads too (session and user): counted, as the call pays for it.
      figures[`${firm.label}:${name}`] = { p50: median(times), p99: percentile(times, 99), items: reads.items / calls };
      rows.push([
        firm.returns.toLocaleString('en-US'),
        name,
        `page ${q.page}`,
        `${last.listed}/${last.total}`,
        median(times).toFixed(1),
        percentile(times, 99).toFixed(1),
        (reads.requests / calls).toFixed(1),
        (reads.items / calls).toFixed(0),
        (reads.capacity / calls).toFixed(1),
      ]);
    }
  }
  table(
    `The firm's tax returns table (GET ${path}, per_page 10, every year; ${calls} calls one at a time after 3 warm-up; API in its own Node ${process.versions.node} process on DynamoDB Local; DynamoDB figures per call, with the session check)`,
    ['returns', 'list', 'page', 'listed/total', 'p50 ms', 'p99 ms', 'DDB requests', 'items read', 'RCU'],
    rows,
  );
  const [small, large] = firms;
  table(
    `Large firm / small firm (${large!.returns.toLocaleString('en-US')} / ${small!.returns} returns)`,
    ['list', 'p50 ratio', 'p99 ratio', 'items read ratio'],
    cases.map(([name]) => {
      const s = figures[`${small!.label}:${name}`]!;
      const l = figures[`${large!.label}:${name}`]!;
      return [
        name,
        `${(l.p50 / s.p50).toFixed(2)}x`,
        `${(l.p99 / s.p99).toFixed(2)}x`,
        `${(l.items / s.items).toFixed(2)}x`,
      ];
    }),
  );
}

/** A return of `pages` letter pages, each with a form's worth of text lines. */
async function returnPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Form 1040 (2025) - page ${i} of ${pages}`, { x: 40, y: 750, size: 14, font });
    for (let line = 0; line < 36; line++)
      page.drawText(`Line ${line + 1}  Wages, salaries, tips, etc. Attach Form(s) W-2 ........ ${1000 + i * line}.00`, {
        x: 40,
        y: 720 - line * 18,
        size: 10,
        font,
      });
  }
  return pdf.save();
}

async function benchStamp() {
  const { stampDraft } = await import('@ledgerline/functions/platform/pdf-delivery/watermark');
  const source = await returnPdf(stampPages);
  let stamped = await stampDraft(source);
  const times: number[] = [];
  for (let i = 0; i < stampRuns; i++) {
    const started = performance.now();
    stamped = await stampDraft(source);
    times.push(performance.now() - started);
  }
  const pages = (await PDFDocument.load(stamped)).getPageCount();
  table(
    `The DRAFT stamp (stampDraft) on a ${stampPages}-page return generated with pdf-lib (Node ${process.versions.node}, this process; ${stampRuns} runs after 1 warm-up)`,
    ['pages', 'source', 'stamped', 'p50 ms', 'min ms', 'max ms', 'per page ms'],
    [
      [
        String(pages),
        `${(source.byteLength / 1024).toFixed(0)} KiB`,
        `${(stamped.byteLength / 1024).toFixed(0)} KiB`,
        median(times).toFixed(0),
        Math.min(...times).toFixed(0),
        Math.max(...times).toFixed(0),
        (median(times) / stampPages).toFixed(2),
      ],
    ],
  );
}

export async function benchTaxReturns(): Promise<void> {
  const stack = await startBenchServices('tax-returns');
  let api: Api | undefined;
  try {
    const firms = [];
    for (const [label, count] of [
      ['small', smallCount],
      ['large', largeCount],
    ] as const) {
      const started = Date.now();
      const firm = await loadTaxReturnFirm(label, count);
      process.stderr.write(
        `loaded ${label}: ${firm.returns} returns in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
      );
      firms.push({ ...firm, label });
    }
    api = await startReadCountingApi(stack.env);
    await benchTable(api, firms);
  } finally {
    api?.stop();
    await stack.stop();
  }
  await benchStamp();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchTaxReturns();
