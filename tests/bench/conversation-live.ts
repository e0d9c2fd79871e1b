/**
 * Issue 12, live conversations: (1) the conversation search by message words for a firm of 200 messages next to
 * one of 20,000 (the cost of a search must not grow with the firm), with the DynamoDB requests and items each
 * search reads; (2) realtime: the time from a send, an edit and an unsend through the API until the other
 * member's WebSocket has the matching event (MD §7).
 *
 * Timings are taken against the API in its own process (read-counting-child.ts: api-child.ts whose DynamoDB
 * client tallies what its reads answered, items scanned by queries and returned by gets, and the capacity
 * DynamoDB Local reports for them), so the DynamoDB figures are those of the very calls timed.
 */
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { startBenchServices } from './bench-services';
import { median, table } from './report';
import { startReadCountingApi } from './read-counting-child';

const calls = Number(process.env.BENCH_CALLS ?? 30);
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const small = { conversations: 50, messagesEach: 4 };
const large = { conversations: Number(process.env.BENCH_LARGE_CONVERSATIONS ?? 2000), messagesEach: 10 };

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (n: number) => n.toFixed(1);

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

async function search(url: string, path: string, auth: string): Promise<{ ms: number; found: number }> {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${auth}` } });
  const body = (await res.json()) as { conversations?: unknown[] };
  const took = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms: took, found: body.conversations?.length ?? 0 };
}

/** One member's socket: resolves events by key ('newMessages:<id>', 'message_edited:<id>', ...) as they come. */
async function openSocket(url: string, auth: string) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/_ws?token=${encodeURIComponent(auth)}`);
  const waiting = new Map<string, (at: number) => void>();
  const early = new Map<string, number>();
  let hello: () => void = () => {};
  const ready = new Promise<void>((ok) => {
    hello = ok;
  });
  ws.on('message', (data) => {
    const at = performance.now();
    const event = JSON.parse(String(data)) as { type: string; message_id?: string; change?: string };
    if (event.type === 'hello') return hello();
    const key =
      event.type === 'newMessages'
        ? `newMessages:${event.message_id}`
        : event.type === 'conversationChanged'
          ? `${event.change}:${event.message_id}`
          : null;
    if (!key) return;
    const done = waiting.get(key);
    if (done) done(at);
    else early.set(key, at);
  });
  await new Promise<void>((ok, fail) => ws.once('open', () => ok()).once('error', fail));
  ws.send(JSON.stringify({ type: 'hello' }));
  await ready;
  return {
    /** When the event arrived (or arrives), or null after 5 s. */
    arrival(key: string): Promise<number | null> {
      const at = early.get(key);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((ok) => {
        const timer = setTimeout(() => ok(null), 5000);
        waiting.set(key, (when) => {
          clearTimeout(timer);
          ok(when);
        });
      });
    },
    close: () => ws.close(),
  };
}

async function post(url: string, path: string, auth: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/api/conversations/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const out = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(out)}`);
  return out;
}

/**
 * `rounds` rounds of send, edit and unsend, the partner and the client taking turns; each timed from the API
 * call's start until the other member's socket has the event (and, for comparison, until the API answered).
 */
async function realtimeLatency(url: string, partner: string, client: string, conversationId: string) {
  const sockets = { partner: await openSocket(url, partner), client: await openSocket(url, client) };
  const kinds = ['send (newMessages)', 'edit (conversationChanged)', 'unsend (conversationChanged)'] as const;
  const times = Object.fromEntries(kinds.map((k) => [k, { event: [] as number[], api: [] as number[], lost: 0 }]));
  const measure = async (kind: (typeof kinds)[number], call: () => Promise<Record<string, unknown>>) => {
    const started = performance.now();
    const out = await call();
    return { out, started, answered: performance.now(), kind };
  };
  try {
    for (let i = 0; i < rounds; i++) {
      const [auth, other] = i % 2 === 0 ? [partner, sockets.client] : [client, sockets.partner];
      const record = async (r: Awaited<ReturnType<typeof measure>>, key: string) => {
        const at = await other.arrival(key);
        const t = times[r.kind]!;
        t.api.push(r.answered - r.started);
        if (at === null) t.lost += 1;
        else t.event.push(at - r.started);
      };
      const sent = await measure(kinds[0], () =>
        post(url, 'send_message', auth, { conversation_id: conversationId, text: `Live probe ${i}` }),
      );
      const messageId = (sent.out.message as { id: string }).id;
      await record(sent, `newMessages:${messageId}`);
      const edited = await measure(kinds[1], () =>
        post(url, 'edit_message', auth, { message_id: messageId, text: `Live probe ${i}, edited` }),
      );
      await record(edited, `message_edited:${messageId}`);
      const unsent = await measure(kinds[2], () => post(url, 'delete_message', auth, { message_id: messageId }));
      await record(unsent, `message_deleted:${messageId}`);
    }
  } finally {
    sockets.partner.close();
    sockets.client.close();
  }
  return kinds.map((kind) => {
    const t = times[kind]!;
    return [
      kind,
      `${t.event.length}`,
      ms(median(t.event)),
      ms(percentile(t.event, 99)),
      ms(Math.max(...t.event)),
      ms(median(t.api)),
      `${t.lost}`,
    ];
  });
}

export async function benchConversationLive(): Promise<void> {
  const stack = await startBenchServices('live');
  const { env } = stack;
  let api: Awaited<ReturnType<typeof startReadCountingApi>> | undefined;
  try {
    const data = await import('./conversation-search-data');
    const firms = [];
    for (const [label, size] of [
      ['small', small],
      ['large', large],
    ] as const) {
      const started = Date.now();
      const firm = await data.loadSearchFirm(label, size.conversations, size.messagesEach, (done) =>
        process.stderr.write(`\rloading ${label}: ${done}/${size.conversations} conversations`),
      );
      process.stderr.write(
        `\rloaded ${label}: ${size.conversations} conversations, ${size.conversations * size.messagesEach} messages, ${firm.indexRows} search index rows in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
      );
      firms.push({ label, size, firm });
    }
    api = await startReadCountingApi(env);

    const cases = [
      [`staff, rare word ('${data.rareWord}': 2 messages)`, data.rareWord, 'partner'],
      [`staff, common word ('${data.commonWord}': every other message)`, data.commonWord, 'partner'],
      [
        `client, own inbox (${data.clientConversations} conversations), '${data.commonWord}'`,
        data.commonWord,
        'client',
      ],
    ] as const;
    // Both firms' calls are taken in turns (small, large, small, ...) so that whatever else the machine does
    // weighs on both alike; the tally is zeroed and read around each call, outside its time.
    const signedIn = [];
    for (const f of firms)
      signedIn.push({
        ...f,
        auth: {
          partner: await token(api.url, f.firm.partnerEmail, data.searchPassword),
          client: await token(api.url, f.firm.clientEmail, data.searchPassword),
        },
      });
    const rowsOf: Record<string, string[][]> = { small: [], large: [] };
    const p: Record<string, { p50: number; p99: number; items: number }> = {};
    for (const [what, word, who] of cases) {
      const path = `/api/v2/conversations/find_conversations?search=${encodeURIComponent(word)}`;
      const runs = signedIn.map((f) => ({ ...f, times: [] as number[], found: 0, requests: 0, items: 0, capacity: 0 }));
      for (const f of runs) for (let i = 0; i < 3; i++) await search(api.url, path, f.auth[who]); // warm-up
      for (let i = 0; i < calls; i++)
        for (const f of runs) {
          await api.resetReads();
          const r = await search(api.url, path, f.auth[who]);
          const reads = await api.reads();
          f.times.push(r.ms);
          f.found = r.found;
          f.requests += reads.requests / calls;
          f.items += reads.items / calls;
          f.capacity += reads.capacity / calls;
        }
      for (const f of runs) {
        p[`${f.label}:${what}`] = { p50: median(f.times), p99: percentile(f.times, 99), items: f.items };
        rowsOf[f.label]!.push([
          `${f.size.conversations} convs / ${f.size.conversations * f.size.messagesEach} msgs`,
          what,
          `${f.found}`,
          ms(median(f.times)),
          ms(percentile(f.times, 99)),
          f.requests.toFixed(1),
          f.items.toFixed(0),
          f.capacity.toFixed(1),
        ]);
      }
    }
    table(
      `Conversation search (GET /v2/conversations/find_conversations, ${calls} calls per firm one at a time, the two firms in turns, after 3 warm-up; API in its own Node ${process.versions.node} process on DynamoDB Local; DynamoDB figures per call, averaged over those calls)`,
      ['firm', 'search', 'found', 'p50 ms', 'p99 ms', 'DDB requests', 'items read', 'RCU'],
      [...rowsOf.small!, ...rowsOf.large!],
    );
    table(
      `Search, large firm / small firm (${(large.conversations * large.messagesEach) / (small.conversations * small.messagesEach)}x the messages)`,
      ['search', 'p50 ratio', 'p99 ratio', 'items read ratio'],
      cases.map(([what]) => {
        const s = p[`small:${what}`]!;
        const l = p[`large:${what}`]!;
        return [
          what,
          `${(l.p50 / s.p50).toFixed(2)}x`,
          `${(l.p99 / s.p99).toFixed(2)}x`,
          `${(l.items / s.items).toFixed(2)}x`,
        ];
      }),
    );

    // The first lookup of a staff search alone, straight from this process to DynamoDB Local: the firm's message
    // words queried with begins_with, one page of at most maxCandidates rows (what the search reads first).
    const { conversationsWithMessageWord } = await import('@ledgerline/functions/conversations/store/search-index');
    const { maxCandidates } = await import('@ledgerline/functions/conversations/find-conversations');
    const raw: string[][] = [];
    for (const word of [data.rareWord, data.commonWord]) {
      const times = firms.map(() => [] as number[]);
      for (let i = 0; i < calls + 3; i++)
        for (const [k, { firm }] of firms.entries()) {
          const t = performance.now();
          await conversationsWithMessageWord(firm.firmId, word, maxCandidates);
          if (i >= 3) times[k]!.push(performance.now() - t);
        }
      raw.push([
        `'${word}'`,
        ...times.map((t) => ms(median(t))),
        `${(median(times[1]!) / median(times[0]!)).toFixed(2)}x`,
      ]);
    }
    table(
      `The search's message-word query alone (begins_with on the firm's word partition, limit ${maxCandidates}), straight to DynamoDB Local, ${calls} calls per firm in turns`,
      ['word', 'small p50 ms', 'large p50 ms', 'ratio'],
      raw,
    );

    const { firm } = firms[0]!;
    const live = await realtimeLatency(
      api.url,
      await token(api.url, firm.partnerEmail, data.searchPassword),
      await token(api.url, firm.clientEmail, data.searchPassword),
      firm.conversationIds[0]!,
    );
    table(
      `Realtime: from the API call's start until the other member's WebSocket has the event (${rounds} rounds of send, edit, unsend; partner and client take turns; small firm)`,
      ['change', 'events', 'p50 ms', 'p99 ms', 'max ms', 'API answer p50 ms', 'not arrived in 5 s'],
      live,
    );
    process.stdout.write(
      '\nNote: the conversation screens then wait about one second before they refresh (a debounce by design, MD §7:\n' +
        '"A realtime listener on the user\'s newMessages path refreshes conversations after about one second"),\n' +
        'so what a person sees follows the event by ~1 s more than the figures above.\n',
    );
  } finally {
    api?.stop();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchConversationLive();
