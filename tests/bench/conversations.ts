/**
 * Conversations at scale: p50/p99 of listing and opening conversations for a firm of 5,000 conversations
 * and 200,000 messages next to a firm of 50 (the cost of a page must not grow with the firm), and the time
 * from send_message to the message's event on the other side's WebSocket.
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { startBenchServices } from './bench-services';
import { median, table } from './report';
import { startApiProcess } from './api-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const large = { conversations: Number(process.env.BENCH_CONVERSATIONS ?? 5000), messagesEach: 40 };
const small = { conversations: 50, messagesEach: 40 };

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

const startApi = (env: NodeJS.ProcessEnv) => startApiProcess({ ...env });

async function token(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/sessions/verify_password_for_firebase_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await res.json()) as { firebase_token?: string };
  if (!body.firebase_token) throw new Error(`sign-in ${email}: ${res.status}`);
  return body.firebase_token;
}

async function load(url: string, paths: () => string, auth: string) {
  const opts: autocannon.Options = {
    url,
    connections,
    headers: { authorization: `Bearer ${auth}` },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths() }) }],
  };
  await autocannon({ ...opts, duration: 1 });
  const r = await autocannon({ ...opts, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'],
    other: r.non2xx + r.errors + r.timeouts,
  };
}

/** Sends `rounds` messages as the partner and times each until the client's socket announces it. */
async function sendToSocketLatency(
  url: string,
  partner: string,
  client: string,
  conversationId: string,
  rounds: number,
): Promise<number[]> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/_ws?token=${encodeURIComponent(client)}`);
  const waiting = new Map<string, (at: number) => void>();
  const early = new Map<string, number>();
  ws.on('message', (data) => {
    const event = JSON.parse(String(data)) as { type: string; message_id?: string };
    if (event.type !== 'newMessages' || !event.message_id) return;
    const at = performance.now();
    const done = waiting.get(event.message_id);
    if (done) done(at);
    else early.set(event.message_id, at);
  });
  await new Promise<void>((ok, fail) => ws.once('open', () => ok()).once('error', fail));
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/api/conversations/send_message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${partner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ conversation_id: conversationId, text: `Latency probe ${i}` }),
    });
    const { message } = (await res.json()) as { message: { id: string } };
    const arrived = early.get(message.id) ?? (await new Promise<number>((ok) => waiting.set(message.id, ok)));
    times.push(arrived - started);
  }
  ws.close();
  return times;
}

export async function benchConversations(): Promise<void> {
  const stack = await startBenchServices('conversations');
  const { env } = stack;
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    const { loadFirm, benchPassword } = await import('./conversation-data');
    const loaded: [string, Awaited<ReturnType<typeof loadFirm>>][] = [];
    for (const [label, size] of [
      ['small', small],
      ['large', large],
    ] as const) {
      const started = Date.now();
      const firm = await loadFirm(label, size.conversations, size.messagesEach, (done) =>
        process.stderr.write(`\rloading ${label}: ${done}/${size.conversations} conversations`),
      );
      process.stderr.write(
        `\rloaded ${label}: ${size.conversations} conversations, ${size.conversations * size.messagesEach} messages in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
      );
      loaded.push([label, firm]);
    }
    api = await startApi(env);
    const rows: string[][] = [];
    let latency: number[] = [];
    for (const [label, firm] of loaded) {
      const size = label === 'small' ? small : large;
      const name = `${size.conversations} convs / ${size.conversations * size.messagesEach} msgs`;
      const partner = await token(api.url, firm.partnerEmail, benchPassword);
      const client = await token(api.url, firm.clientEmail, benchPassword);
      const pick = () => firm.conversationIds[Math.floor(Math.random() * firm.conversationIds.length)];
      const cases: [string, () => string, string][] = [
        ['staff list, Show All (first page of 20)', () => '/api/v2/conversations', partner],
        ['staff list, Show Unread', () => '/api/v2/conversations?show_unread=true', partner],
        ['open a conversation (latest 30 of 40 messages)', () => `/api/v2/conversations/${pick()}`, partner],
        ['client list (their own)', () => '/api/v2/conversations', client],
      ];
      for (const [what, path, auth] of cases) {
        const r = await load(api.url, path, auth);
        rows.push([name, what, r.rps.toFixed(0), `${r.p50}`, `${r.p99}`, `${r.ok}`, `${r.other}`]);
      }
      if (label === 'large')
        latency = await sendToSocketLatency(api.url, partner, client, firm.conversationIds[0]!, 50);
    }
    table(
      `Conversations API (autocannon, ${connections} connections, ${seconds} s each; server in its own Node ${process.versions.node} process on DynamoDB Local)`,
      ['firm', 'request', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'other'],
      rows,
    );
    table(
      'Send to delivery: POST send_message until the event arrives on the client’s WebSocket (50 sends, one at a time, large firm)',
      ['p50 ms', 'p99 ms', 'max ms'],
      [[median(latency).toFixed(1), percentile(latency, 99).toFixed(1), Math.max(...latency).toFixed(1)]],
    );
  } finally {
    api?.stop();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchConversations();
