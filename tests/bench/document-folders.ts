/**
 * Issue 14, a folder's page (POST /integrations/get_documents): a folder of 5,000 files next to one of 50, sorted
 * by name and by date, the first page and a later one (by the page token), with p50/p99 and the DynamoDB requests
 * and items each call reads (the sign-in check's reads included). Files are written with the product's own addFile
 * (8 at a time into one folder, so the counters' concurrent transactions are exercised too). BENCH_FOLDER_FILES
 * changes the large folder's size; BENCH_CALLS the calls per case.
 */
import { pathToFileURL } from 'node:url';
import { startBenchServices } from './bench-services';
import { median, table } from './report';
import { startReadCountingApi } from './read-counting-child';

const calls = Number(process.env.BENCH_CALLS ?? 30);
const largeFolder = Number(process.env.BENCH_FOLDER_FILES ?? 5000);
const smallFolder = 50;
const password = 'Bench-Password-2026!';

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function mapLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

async function loadFolders() {
  const { createFirmWithPartner, createUser, createCompany } = await import('@ledgerline/functions/platform/provision');
  const { addFile } = await import('@ledgerline/functions/documents/add-file');
  const { newId } = await import('@ledgerline/functions/platform/auth/secrets');
  const tag = `folders-${Date.now()}`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Folder Bench',
    partner: { email: `p-${tag}@bench.test`, fname: 'Pat', lname: 'Partner', isAdvisor: true, password },
  });
  const client = await createUser(firmId, { email: `c-${tag}@bench.test`, fname: 'C', lname: 'C', isAdvisor: false });
  const company = await createCompany(firmId, {
    name: 'Folder Co',
    entityType: 'Individual',
    ownerIds: [client.userId],
  });
  const started = Date.now();
  for (const [path, count] of [
    ['/Small', smallFolder],
    ['/Large', largeFolder],
  ] as const) {
    let done = 0;
    await mapLimited(
      Array.from({ length: count }, (_, i) => i),
      8,
      async (i) => {
        const documentId = newId();
        await addFile(
          {
            firmId,
            companyId: company.companyId,
            documentId,
            path,
            document_name: `Statement ${String((i * 7919) % count).padStart(5, '0')}.pdf`,
            content_type: 'application/pdf',
            size: 1000 + i,
            storage_key: `documents/${firmId}/${company.companyId}/${documentId}`,
            uploaded_by: partner.userId,
          },
          partner.userId,
        );
        if (++done % 250 === 0) process.stderr.write(`\rloading ${path}: ${done}/${count} files`);
      },
    );
  }
  process.stderr.write(
    `\nloaded ${smallFolder + largeFolder} files in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  return { email: `p-${tag}@bench.test`, companyId: company.companyId };
}

async function token(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/sessions/verify_password_for_firebase_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await res.json()) as { firebase_token?: string };
  if (!body.firebase_token) throw new Error(`sign-in ${email}: ${res.status}`);
  return body.firebase_token;
}

async function page(url: string, auth: string, body: Record<string, unknown>) {
  const started = performance.now();
  const res = await fetch(`${url}/api/integrations/get_documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const out = (await res.json()) as { files?: unknown[]; total_files?: number; next_cursor?: string | null };
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`get_documents: ${res.status} ${JSON.stringify(out)}`);
  return { ms, listed: out.files?.length ?? 0, total: out.total_files ?? 0, next: out.next_cursor ?? null };
}

export async function benchDocumentFolders(): Promise<void> {
  const stack = await startBenchServices('document-folders');
  let api: Awaited<ReturnType<typeof startReadCountingApi>> | undefined;
  try {
    const loaded = await loadFolders();
    api = await startReadCountingApi(stack.env);
    const auth = await token(api.url, loaded.email);
    const rows: string[][] = [];
    const byCase = new Map<string, { p50: number; p99: number; items: number }>();
    const cases: [string, Record<string, unknown>, boolean][] = [
      ['page 1 by name', { sort: 'name' }, false],
      ['page 1 newest first', { sort: 'created_at', order: 'desc' }, false],
      ['page 2 by name (page token)', { sort: 'name' }, true],
    ];
    for (const [path, size] of [
      ['/Small', smallFolder],
      ['/Large', largeFolder],
    ] as const) {
      for (const [name, query, second] of cases) {
        const base = { company_id: loaded.companyId, path, per_page: 25, ...query };
        const first = await page(api.url, auth, base);
        const body = second && first.next ? { ...base, cursor: first.next } : base;
        for (let i = 0; i < 3; i++) await page(api.url, auth, body);
        await api.resetReads();
        const times: number[] = [];
        let last = first;
        for (let i = 0; i < calls; i++) {
          last = await page(api.url, auth, body);
          times.push(last.ms);
        }
        const reads = await api.reads();
        const items = reads.items / calls;
        byCase.set(`${path}:${name}`, { p50: median(times), p99: percentile(times, 99), items });
        rows.push([
          `${size} files`,
          name,
          `${last.listed}/${last.total}`,
          median(times).toFixed(1),
          percentile(times, 99).toFixed(1),
          (reads.requests / calls).toFixed(1),
          items.toFixed(0),
          (reads.capacity / calls).toFixed(1),
        ]);
      }
    }
    table(
      `A folder's page (POST /integrations/get_documents, 25 per page; ${calls} calls one at a time after 3 warm-up; API in its own Node ${process.versions.node} process on DynamoDB Local; DynamoDB figures per call, with the session check)`,
      ['folder', 'page', 'listed/total', 'p50 ms', 'p99 ms', 'DDB requests', 'items read', 'RCU'],
      rows,
    );
    table(
      `${largeFolder} files / ${smallFolder} files`,
      ['page', 'p50 ratio', 'p99 ratio', 'items read ratio'],
      cases.map(([name]) => {
        const s = byCase.get(`/Small:${name}`)!;
        const l = byCase.get(`/Large:${name}`)!;
        return [
          name,
          `${(l.p50 / s.p50).toFixed(2)}x`,
          `${(l.p99 / s.p99).toFixed(2)}x`,
          `${(l.items / s.items).toFixed(2)}x`,
        ];
      }),
    );
  } finally {
    api?.stop();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchDocumentFolders();
