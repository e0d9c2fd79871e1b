/**
 * A local stack of a test file's own, for tests that read the AWS twins directly (the restore and disposal tests):
 * like stack.ts's, but it reports the twins' addresses (the `services:` line `npm start` prints) and can turn the
 * point-in-time recovery twin on for its in-memory table. Calls go to its URL, not the project's shared stack.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { demoPassword, randomIp, uniqueEmail } from './api';
import { spawnStack, stopChild } from './stack';

const twinCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface OwnStack {
  url: string;
  endpoints: { dynamodb: string; s3: string };
  table: string;
  bucket: string;
  /** Clients for the twins, as an operator script makes them. */
  ddb: DynamoDBClient;
  s3: S3Client;
  /** The environment an operator script needs to reach this stack's twins. */
  operatorEnv: Record<string, string>;
  stop(): Promise<void>;
}

export async function startOwnStack(opts: {
  pointInTime: boolean;
  /** The built SPA it serves at / (web/dist by default, which the API tests do not build). */
  siteDir?: string;
}): Promise<OwnStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-own-'));
  // Not --quiet: the twins' addresses are in the `services:` line it prints.
  const child = spawnStack(dataDir, ['--no-seed', '--trust-forwarded-for'], {
    LEDGERLINE_POINT_IN_TIME: opts.pointInTime ? 'on' : 'off',
    ...(opts.siteDir && { LEDGERLINE_SITE_DIR: opts.siteDir }),
  });
  let output = '';
  const ready = await new Promise<{ url: string; dynamodb: string; s3: string; table: string }>((ok, fail) => {
    // A stack that never says it is ready is stopped, not left running detached beside the next attempt.
    const timer = setTimeout(() => {
      void stopChild(child, dataDir);
      fail(new Error(`The stack did not start in 150 s:\n${output.slice(-3000)}`));
    }, 150_000);
    const onData = (d: Buffer) => {
      output += d;
      const readyLine = output.match(/LEDGERLINE_READY (\{.*\})/);
      const services = output.match(/services: dynamodb (\S+), s3 (\S+),/);
      if (readyLine && services) {
        clearTimeout(timer);
        const r = JSON.parse(readyLine[1]!) as { url: string; table: string };
        ok({ url: r.url, table: r.table, dynamodb: services[1]!, s3: services[2]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The stack exited (${code}):\n${output.slice(-3000)}`));
    });
  });
  // Keep draining its output (not printing it): a full pipe would stall the stack.
  child.stdout!.removeAllListeners('data').resume();
  child.stderr!.removeAllListeners('data').resume();
  const clientConfig = { region: 'us-east-1', credentials: twinCredentials };
  const ddb = new DynamoDBClient({ ...clientConfig, endpoint: ready.dynamodb });
  const s3 = new S3Client({ ...clientConfig, endpoint: ready.s3, forcePathStyle: true });
  const bucket = 'ledgerline-files';
  return {
    url: ready.url.replace('localhost', '127.0.0.1'),
    endpoints: { dynamodb: ready.dynamodb, s3: ready.s3 },
    table: ready.table,
    bucket,
    ddb,
    s3,
    operatorEnv: {
      AWS_ENDPOINT_URL_DYNAMODB: ready.dynamodb,
      AWS_ENDPOINT_URL_S3: ready.s3,
      AWS_ACCESS_KEY_ID: twinCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: twinCredentials.secretAccessKey,
      AWS_REGION: 'us-east-1',
      TABLE_NAME: ready.table,
      BUCKET_NAME: bucket,
    },
    async stop() {
      ddb.destroy();
      s3.destroy();
      child.removeAllListeners('exit');
      await stopChild(child, dataDir);
    },
  };
}

/** JSON in and out against one stack, as tests/support/api.ts's `api` does against the shared one. */
export async function callStack<T = any>(
  url: string,
  path: string,
  o: { method?: string; body?: unknown; token?: string; query?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const target = new URL(`${url}${path}`);
  for (const [k, v] of Object.entries(o.query ?? {})) target.searchParams.set(k, v);
  const res = await fetch(target, {
    method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
    headers: {
      'x-forwarded-for': randomIp(),
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface OwnFirm {
  firmId: string;
  partnerEmail: string;
  client: { email: string; id: string; companyId: string };
}

/** A firm with its partner and one client (password sign-in) with one entity, through the stack's dev factory. */
export async function makeOwnFirm(url: string, name: string): Promise<OwnFirm> {
  const partnerEmail = uniqueEmail('partner');
  const clientEmail = uniqueEmail('client');
  const made = await callStack(url, '/_dev/factory/firm', {
    body: {
      firm_name: name,
      partner: {
        email: partnerEmail,
        password: demoPassword,
        fname: 'Pat',
        lname: 'Partner',
        is_advisor: true,
        firm_access: 'partner',
      },
      users: [
        {
          email: clientEmail,
          password: demoPassword,
          fname: 'Casey',
          lname: 'Client',
          assigned_advisor: 'partner',
          companies: [{ name: `${name} Household`, questionnaires: [{ name: 'Organizer', tax_year: 2025 }] }],
        },
      ],
    },
  });
  if (made.status !== 201) throw new Error(`factory: ${made.status} ${JSON.stringify(made.body)}`);
  const client = made.body.users.find((u: { email: string }) => u.email === clientEmail);
  return {
    firmId: made.body.firm_id,
    partnerEmail,
    client: { email: clientEmail, id: client.id, companyId: client.companies[0].id },
  };
}

export async function signInTo(url: string, email: string): Promise<string> {
  const res = await callStack(url, '/api/sessions/verify_password_for_firebase_token', {
    body: { username: email, password: demoPassword },
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.firebase_token;
}

/** The client's conversation with the firm (started if none) and a message in it; answers the conversation's id. */
export async function sendClientMessage(url: string, token: string, companyId: string, text: string) {
  const conv = await callStack(url, '/api/conversations/get_client_conversation', {
    token,
    query: { company_id: companyId },
  });
  if (conv.status !== 200) throw new Error(`get_client_conversation: ${conv.status} ${JSON.stringify(conv.body)}`);
  const sent = await callStack(url, '/api/conversations/send_message', {
    token,
    body: { conversation_id: conv.body.conversation.id, text },
  });
  if (sent.status !== 200) throw new Error(`send_message: ${sent.status} ${JSON.stringify(sent.body)}`);
  return conv.body.conversation.id as string;
}

/** A PDF uploaded into the entity's documents, as the browser does it (link, PUT, process_document). */
export async function uploadDocument(url: string, token: string, companyId: string, name: string) {
  const bytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const link = await callStack(url, '/api/integrations/get_temporary_upload_link', {
    token,
    query: { company_id: companyId, content_type: 'application/pdf', size_bytes: String(bytes.length) },
  });
  if (link.status !== 200) throw new Error(`upload link: ${link.status} ${JSON.stringify(link.body)}`);
  const put = await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: bytes });
  if (put.status !== 200) throw new Error(`upload: ${put.status}`);
  const done = await callStack(url, '/api/integrations/process_document', {
    token,
    body: { company_id: companyId, id: link.body.id, document_name: name, path: '/2025' },
  });
  if (done.status !== 200) throw new Error(`process_document: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body;
}

/**
 * Waits until what `read` answers stops changing (two reads 1.2 s apart agree: longer than the queue poller's and
 * the recovery clock's ticks), so the jobs an action queued have written what they write. Answers the last read.
 */
export async function steady<T>(read: () => Promise<T>, tries = 15): Promise<T> {
  let before = await read();
  for (let i = 0; i < tries; i++) {
    await new Promise((r) => setTimeout(r, 1_200));
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(before)) return now;
    before = now;
  }
  throw new Error('what was read kept changing');
}
