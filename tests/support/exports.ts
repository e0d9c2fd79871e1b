/** Questionnaire exports in tests: waiting for a queued export, fetching its file, reading PDFs and spreadsheets. */
import { expect } from 'vitest';
import { api } from './api';

export interface ExportView {
  id: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  file_name: string;
  done: number;
  total: number;
  error: string | null;
  link: string | null;
}

/** Polls the export's progress until it is ready or failed (the queue runs in the local stack). */
export async function waitForExport(token: string, id: string, timeoutMs = 60_000): Promise<ExportView> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api<ExportView>(`/questionnaire_exports/${id}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.status === 'ready' || res.body.status === 'failed') return res.body;
    if (Date.now() > until) throw new Error(`export ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function fetchBytes(link: string): Promise<Buffer> {
  const res = await fetch(link);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

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

/** Every page's text (pdf.js), and the outline's titles. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; outline: string[] }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  const outline = ((await pdf.getOutline()) ?? []).map((o) => o.title);
  await task.destroy();
  return { pages, outline };
}

/** The first sheet's rows, as arrays of cell texts. */
export async function readSheet(bytes: Uint8Array): Promise<string[][]> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(bytes, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}
