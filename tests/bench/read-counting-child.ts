/**
 * api-child.ts with a count of what its DynamoDB reads answer: each read asks for its consumed capacity
 * (ReturnConsumedCapacity: TOTAL, which changes nothing else) and adds its items (scanned by a query, returned by
 * a get or batch get) and capacity units to a tally. GET /reset and GET /reads on a second port (printed as
 * `BENCH_READS_READY {"port":N}`) zero the tally and answer it. Run it with startReadCountingApi().
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Reads {
  requests: number;
  items: number;
  capacity: number;
}

async function main() {
  // The API first: api-child.ts sets REALTIME_ENDPOINT before the product's env module is read (the counter
  // below is added to the same client afterwards; the SDK resolves its middleware on every send).
  await import('./api-child');
  const { dynamo } = await import('@ledgerline/functions/platform/data/client');
  const reads: Reads = { requests: 0, items: 0, capacity: 0 };
  const readCommand = /^(GetItem|BatchGetItem|Query|Scan|TransactGetItems)Command$/;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      if (!readCommand.test(String(context.commandName))) return next(args);
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const out = result.output as {
        ScannedCount?: number;
        Item?: unknown;
        Responses?: Record<string, unknown[]> | { Item?: unknown }[];
        ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
      };
      reads.requests += 1;
      if (typeof out.ScannedCount === 'number') reads.items += out.ScannedCount;
      else if (out.Item) reads.items += 1;
      else if (Array.isArray(out.Responses)) reads.items += out.Responses.filter((r) => r.Item).length;
      else if (out.Responses) for (const rows of Object.values(out.Responses)) reads.items += rows.length;
      for (const c of [out.ConsumedCapacity ?? []].flat()) reads.capacity += c.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchReadCounter' },
  );
  const tally = createServer((req, res) => {
    if (req.url === '/reset') Object.assign(reads, { requests: 0, items: 0, capacity: 0 });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(reads));
  });
  await new Promise<void>((ok) => tally.listen(0, '127.0.0.1', ok));
  process.stdout.write(`BENCH_READS_READY ${JSON.stringify({ port: (tally.address() as { port: number }).port })}\n`);
}

/** Starts this file as the API process; answers its URL and the tally's reset and read. */
export async function startReadCountingApi(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/read-counting-child.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ports = await new Promise<{ api: number; reads: number }>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const api = out.match(/BENCH_API_READY (\{.*\})/);
      const reads = out.match(/BENCH_READS_READY (\{.*\})/);
      if (api && reads) ok({ api: JSON.parse(api[1]!).port, reads: JSON.parse(reads[1]!).port });
    });
    child.once('exit', (code) => fail(new Error(`bench API exited (${code})`)));
  });
  child.stdout!.resume();
  const tally = async (path: string) => (await (await fetch(`http://127.0.0.1:${ports.reads}${path}`)).json()) as Reads;
  return {
    url: `http://127.0.0.1:${ports.api}`,
    resetReads: () => tally('/reset'),
    reads: () => tally('/reads'),
    stop: () => child.kill('SIGTERM'),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
