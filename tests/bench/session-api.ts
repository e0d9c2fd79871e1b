/**
 * The API under load on the local stack: requests per second and latency of GET /api/sessions/current_user
 * (token check, session lookup, the user, firm and entities from DynamoDB Local) next to routes on the same
 * server that skip parts of that work, so the cost of each part shows.
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { DynamoDBClient, GetItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { startStack, type RunningStack } from '../support/stack';
import { median, table } from './report';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

async function load(url: string, headers: Record<string, string> = {}) {
  // A short warm-up first: the first requests pay for module loading and JIT.
  await autocannon({ url, headers, connections, duration: 1 });
  const r = await autocannon({ url, headers, connections, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'],
    other: r.non2xx + r.errors + r.timeouts,
  };
}

export async function benchSessionApi(): Promise<void> {
  const stack = await startStack();
  try {
    const signIn = await fetch(`${stack.url}/api/sessions/verify_password_for_firebase_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'multi@demo.test', password: 'Demo-Password-2026!' }),
    });
    const { firebase_token } = (await signIn.json()) as { firebase_token?: string };
    if (!firebase_token) throw new Error(`bench sign-in failed: ${signIn.status}`);
    const auth = { authorization: `Bearer ${firebase_token}` };

    const cases: [string, string, Record<string, string>][] = [
      ['GET /api/sessions/current_user (signed in, 3 entities)', '/api/sessions/current_user', auth],
      ['GET /api/sessions/current_user (no token: 401)', '/api/sessions/current_user', {}],
      ['GET /api/openapi.json (public route, no table)', '/api/openapi.json', {}],
      ['GET / (static: the SPA index.html)', '/', {}],
    ];
    const rows: string[][] = [];
    for (const [name, path, headers] of cases) {
      const r = await load(`${stack.url}${path}`, headers);
      rows.push([name, r.rps.toFixed(0), `${r.p50}`, `${r.p99}`, `${r.ok}`, `${r.other}`]);
    }
    table(
      `Local API under load (autocannon, ${connections} connections, ${seconds} s each, one Node ${process.versions.node} server on DynamoDB Local)`,
      ['route', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'other'],
      rows,
    );
    await benchAgainstDynamo(stack);
  } finally {
    await stack.stop();
  }
}

async function signInAs(stack: RunningStack, username: string): Promise<Record<string, string>> {
  const res = await fetch(`${stack.url}/api/sessions/verify_password_for_firebase_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo-Password-2026!' }),
  });
  const { firebase_token } = (await res.json()) as { firebase_token?: string };
  if (!firebase_token) throw new Error(`bench sign-in ${username} failed: ${res.status}`);
  return { authorization: `Bearer ${firebase_token}` };
}

/** p50 of one DynamoDB call made by `connections` loops at once for the same time as an API case. */
async function dynamoP50(call: () => Promise<unknown>): Promise<number> {
  const until = Date.now() + 1000;
  while (Date.now() < until) await call(); // warm-up, as autocannon's
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        await call();
        times.push(performance.now() - t);
      }
    }),
  );
  return median(times);
}

/**
 * Issue 11's target: current_user, the staff conversation list and opening a conversation each within 2x (p50)
 * of the one DynamoDB call behind it, measured against the same DynamoDB Local in the same run and load.
 */
async function benchAgainstDynamo(stack: RunningStack): Promise<void> {
  const ddb = new DynamoDBClient({
    endpoint: stack.dynamodb.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const TableName = stack.dynamodb.table;
  const staff = await signInAs(stack, 'partner@demo.test');
  const me = (await (await fetch(`${stack.url}/api/sessions/current_user`, { headers: staff })).json()) as {
    user: { id: string };
    firm: { id: string };
  };
  const list = (await (await fetch(`${stack.url}/api/v2/conversations`, { headers: staff })).json()) as {
    conversations: { id: string }[];
  };
  const conversationId = list.conversations[0]?.id;
  if (!conversationId) throw new Error('bench: the demo firm has no conversation');
  const firm = me.firm.id;

  const cases: [string, string, () => Promise<unknown>][] = [
    [
      'GET /sessions/current_user  vs  GetItem (the user)',
      '/api/sessions/current_user',
      () =>
        ddb.send(
          new GetItemCommand({
            TableName,
            ConsistentRead: true,
            Key: { pk: { S: `FIRM#${firm}` }, sk: { S: `USER#${me.user.id}` } },
          }),
        ),
    ],
    [
      'GET /v2/conversations  vs  Query (a page of the firm’s conversations)',
      '/api/v2/conversations',
      () =>
        ddb.send(
          new QueryCommand({
            TableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': { S: `FIRM#${firm}#CONVS` } },
            ScanIndexForward: false,
            Limit: 20,
          }),
        ),
    ],
    [
      'GET /v2/conversations/{id}  vs  Query (a page of its messages)',
      `/api/v2/conversations/${conversationId}`,
      () =>
        ddb.send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': { S: `FIRM#${firm}#CONV#${conversationId}` } },
            ScanIndexForward: false,
            Limit: 20,
          }),
        ),
    ],
  ];
  const rows: string[][] = [];
  for (const [name, path, dynamoCall] of cases) {
    const api = await load(`${stack.url}${path}`, staff);
    const floor = await dynamoP50(dynamoCall);
    rows.push([name, `${api.p50}`, floor.toFixed(1), `${(api.p50 / floor).toFixed(2)}x`, `${api.other}`]);
  }
  table(
    `API calls against the one DynamoDB call behind each (p50, ${connections} at once, ${seconds} s each; target <= 2x)`,
    ['call', 'API p50 ms', 'DynamoDB p50 ms', 'ratio', 'non-2xx'],
    rows,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchSessionApi();
