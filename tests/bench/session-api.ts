/**
 * The API under load on the local stack: requests per second and latency of GET /api/sessions/current_user
 * (token check, session lookup, the user, firm and entities from DynamoDB Local) next to routes on the same
 * server that skip parts of that work, so the cost of each part shows.
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startStack } from '../support/stack';
import { table } from './report';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

async function load(url: string, headers: Record<string, string> = {}) {
  // A short warm-up first: the first requests pay for module loading and JIT.
  await autocannon({ url, headers, connections, duration: 1 });
  const r = await autocannon({ url, headers, connections, duration: seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, ok: r['2xx'], other: r.non2xx + r.errors + r.timeouts };
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
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchSessionApi();
