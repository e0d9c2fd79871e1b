/** The firm-wide data export in tests: waiting for it through the queue, fetching its zip and reading the zip back. */
import yauzl from 'yauzl';
import { expect } from 'vitest';
import { api } from './api';

export interface FirmDataExportView {
  id: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  stage: string | null;
  done: number;
  total: number;
  file_name: string;
  size: number | null;
  counts: Record<string, number> | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  link: string | null;
}

/** Polls the export until it is ready or failed (the local stack's queue runs it). */
export async function waitForFirmDataExport(
  token: string,
  id: string,
  timeoutMs = 90_000,
): Promise<FirmDataExportView> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api<FirmDataExportView>(`/firms/data_exports/${id}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.status === 'ready' || res.body.status === 'failed') return res.body;
    if (Date.now() > until) throw new Error(`firm data export ${id} still ${res.body.status} at ${res.body.stage}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Every entry of a zip, by its path, with its bytes. */
export function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((ok, fail) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return fail(err);
      const entries = new Map<string, Buffer>();
      zip.on('error', fail);
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', fail);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => ok(entries));
      zip.readEntry();
    }),
  );
}
