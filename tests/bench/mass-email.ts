/**
 * Mass email at scale (issue 4): how long POST send_mass_message takes to answer for 5,000 recipients (it
 * checks every one, stores the mass email and queues it), and how long until the last email has gone through
 * the queue's fan-out into the local SES twin, with the jobs consumer in the API's process.
 */
import { pathToFileURL } from 'node:url';
import { readSentMail } from '@ledgerline/infra/local/services';
import { startBenchServices } from './bench-services';
import { table } from './report';
import { startApiProcess } from './api-process';

const recipients = Number(process.env.BENCH_MASS_RECIPIENTS ?? 5000);
const password = 'Bench-Password-2026!';

const startApi = (env: NodeJS.ProcessEnv) => startApiProcess({ ...env, BENCH_JOBS: '1' });

/** A firm with a signed-in partner and `count` clients written in batches (no email claims: nobody signs in). */
async function loadClients(count: number) {
  const { createFirmWithPartner } = await import('@ledgerline/functions/platform/provision');
  const { newId } = await import('@ledgerline/functions/platform/auth/secrets');
  const { User } = await import('@ledgerline/functions/platform/data/entities/user');
  const partnerEmail = `partner-mass-${Date.now()}@bench.test`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Bench Mass Mail',
    partner: { email: partnerEmail, fname: 'Pat', lname: 'Partner', isAdvisor: true, firmAccess: 'partner', password },
  });
  const ids: string[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from({ length: Math.min(500, count - i) }, (_, j) => {
      const userId = newId();
      ids.push(userId);
      return {
        firmId,
        userId,
        uid: newId(),
        email: `client-${i + j}@bench.test`,
        fname: `Client${i + j}`,
        lname: 'Bench',
        is_advisor: false,
        assigned_advisor_id: partner.userId,
      };
    });
    const { unprocessed } = await User.put(rows).go({ concurrency: 4 });
    if (unprocessed.length) throw new Error(`${unprocessed.length} users not written`);
  }
  return { partnerEmail, ids };
}

export async function benchMassEmail(): Promise<void> {
  const stack = await startBenchServices('mass');
  const { env } = stack;
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    const { partnerEmail, ids } = await loadClients(recipients);
    api = await startApi(env);
    const signIn = await fetch(`${api.url}/api/sessions/verify_password_for_firebase_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: partnerEmail, password }),
    });
    const token = ((await signIn.json()) as { firebase_token: string }).firebase_token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const started = performance.now();
    const res = await fetch(`${api.url}/api/advisors/send_mass_message`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        subject: 'Your {client_fname} organizer',
        body: 'Dear {client_full_name},\nyour organizer is ready.',
        client_ids: ids,
      }),
    });
    const queuedMs = performance.now() - started;
    const { mass_email_id: id } = (await res.json()) as { mass_email_id: string };
    if (res.status !== 200) throw new Error(`send_mass_message answered ${res.status}`);
    let status: { status: string; sent: number; failed: number } = { status: 'queued', sent: 0, failed: 0 };
    while (status.status !== 'sent') {
      await new Promise((r) => setTimeout(r, 100));
      status = (await (
        await fetch(`${api.url}/api/advisors/mass_messages/${id}`, { headers: auth })
      ).json()) as typeof status;
      if (performance.now() - started > 15 * 60_000)
        throw new Error(`not done after 15 minutes: ${JSON.stringify(status)}`);
    }
    const doneMs = performance.now() - started;
    const delivered = (await readSentMail(stack.services.env.AWS_ENDPOINT_URL_SESV2!)).filter((m) =>
      m.subject.endsWith('organizer'),
    ).length;
    table(
      `Mass email to ${recipients.toLocaleString('en-US')} clients (local stack: DynamoDB Local, local SQS with the jobs consumer in the API process, SES twin; Node ${process.versions.node})`,
      ['answer (queued) ms', 'last sent after s', 'emails/s', 'sent', 'failed', 'in the SES twin'],
      [
        [
          queuedMs.toFixed(0),
          (doneMs / 1000).toFixed(1),
          (status.sent / (doneMs / 1000)).toFixed(0),
          String(status.sent),
          String(status.failed),
          String(delivered),
        ],
      ],
    );
  } finally {
    api?.stop();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchMassEmail();
