/**
 * Client-list import at scale (issue 13): a 2,000-row CSV sent as the Import dialog sends it (a presigned link, the
 * PUT, upload_user_import_document), then the queue's chunks until the import is completed, with the jobs consumer in
 * the API's process. Prints how long the upload call took to answer, how long until the last row was in, rows per
 * second, and that every client is on the Users page.
 */
import { pathToFileURL } from 'node:url';
import { startBenchServices } from './bench-services';
import { table } from './report';
import { startApiProcess } from './api-process';

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 2000);
const password = 'Bench-Password-2026!';

function clientList(count: number): string {
  const lines = ['First Name,Last Name,Email,Phone,Spouse First Name,Spouse Last Name,City,State'];
  for (let i = 0; i < count; i++)
    lines.push(
      [
        `Client${i}`,
        'Imported',
        `client-${i}@bench.test`,
        '(555) 010-0000',
        i % 3 ? '' : `Spouse${i}`,
        i % 3 ? '' : 'Imported',
        'Reno',
        'NV',
      ].join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

export async function benchImport(): Promise<void> {
  const stack = await startBenchServices('import');
  let api: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  try {
    const { createFirmWithPartner } = await import('@ledgerline/functions/platform/provision');
    const partnerEmail = `partner-import-${Date.now()}@bench.test`;
    const { partner } = await createFirmWithPartner({
      firmName: 'Bench Import',
      partner: {
        email: partnerEmail,
        fname: 'Pat',
        lname: 'Partner',
        isAdvisor: true,
        firmAccess: 'partner',
        password,
      },
    });
    api = await startApiProcess({ ...stack.env, BENCH_JOBS: '1' });
    const signIn = await fetch(`${api.url}/api/sessions/verify_password_for_firebase_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: partnerEmail, password }),
    });
    const token = ((await signIn.json()) as { firebase_token: string }).firebase_token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const file = new TextEncoder().encode(clientList(rows));

    const started = performance.now();
    const link = (await (
      await fetch(
        `${api.url}/api/integrations/get_temporary_upload_link_for_user_import_document?content_type=text/csv&size_bytes=${file.length}`,
        { headers: auth },
      )
    ).json()) as { upload_link: string; key: string; headers: Record<string, string> };
    const put = await fetch(link.upload_link, { method: 'PUT', headers: link.headers, body: file });
    if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
    const uploadStarted = performance.now();
    const res = await fetch(`${api.url}/api/integrations/upload_user_import_document`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        file: link.key,
        documentName: 'bench.csv',
        documentType: 'client_list',
        listType: 'individuals',
        assignedFirmUserId: partner.userId,
      }),
    });
    const answeredMs = performance.now() - uploadStarted;
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    const { import: created } = (await res.json()) as { import: { id: string } };
    type Progress = { status: string; rows_done: number; rows_accepted: number; rows_rejected: number };
    let progress: Progress = { status: 'queued', rows_done: 0, rows_accepted: 0, rows_rejected: 0 };
    while (progress.status !== 'completed' && progress.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 250));
      progress = (
        (await (await fetch(`${api.url}/api/imports/${created.id}`, { headers: auth })).json()) as {
          import: Progress;
        }
      ).import;
      if (performance.now() - started > 30 * 60_000)
        throw new Error(`not done after 30 minutes: ${JSON.stringify(progress)}`);
    }
    const doneMs = performance.now() - started;
    const listed = (await (await fetch(`${api.url}/api/v2/users?count=true`, { headers: auth })).json()) as {
      total: number;
    };
    const people = rows + Math.ceil(rows / 3);
    table(
      `Client-list import of ${rows.toLocaleString('en-US')} rows (${people.toLocaleString('en-US')} people with spouses; local stack: DynamoDB Local, s3rver, local SQS with the jobs consumer in the API process; Node ${process.versions.node})`,
      ['upload answer ms', 'link to completed s', 'rows/s', 'accepted', 'rejected', 'on the Users page', 'status'],
      [
        [
          answeredMs.toFixed(0),
          (doneMs / 1000).toFixed(1),
          (progress.rows_done / (doneMs / 1000)).toFixed(0),
          String(progress.rows_accepted),
          String(progress.rows_rejected),
          String(listed.total),
          progress.status,
        ],
      ],
    );
  } finally {
    api?.stop();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchImport();
