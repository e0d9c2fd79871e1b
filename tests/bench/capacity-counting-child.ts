/**
 * api-child.ts with a tally of what each request costs in AWS terms, for the cost model (infra/cost). Every AWS SDK
 * call the product makes passes one wrapper on the SDK's shared Client.prototype.send, which counts it by service:
 * DynamoDB calls ask for their consumed capacity (ReturnConsumedCapacity: TOTAL changes nothing else) and add read
 * or write units by the command's kind; S3 calls count by price class; SQS sends count queue messages; SES sends
 * count emails; API Gateway Management posts count realtime messages. The product's JSON log lines are counted (bytes
 * CloudWatch Logs would ingest) and not printed; each `request` line's `ms` adds handler time. Jobs run in this
 * process through a timed wrapper of the jobs Lambda, as the local server runs them.
 *
 * A second port (printed as `BENCH_COST_READY {"port":N}`) answers GET /reset, GET /tally, GET /invoke/sweeper
 * (one sweeper run, as the every-minute rule makes it) and GET /invoke/ws?route=connect|disconnect|ping&connection=ID
 * &token=T (a WebSocket function: $connect checking a token, $disconnect, $default answering a ping). Run it with startCapacityCountingApi().
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Tally {
  /** HTTP API requests the domain handlers answered. */
  requests: number;
  /** Jobs Lambda invocations (SQS batches) and the records they held. */
  jobBatches: number;
  jobRecords: number;
  /** Wall time in the domain handlers (their `request` log lines) and in the jobs handler, ms. */
  handlerMs: number;
  jobMs: number;
  dynamo: { calls: number; readUnits: number; writeUnits: number };
  s3: { tier1: number; tier2: number; free: number; bytesPut: number };
  queueMessages: number;
  emails: number;
  realtimeMessages: number;
  /** Bytes of the product's log lines (each line plus its newline), what CloudWatch Logs would ingest. */
  logBytes: number;
}

const emptyTally = (): Tally => ({
  requests: 0,
  jobBatches: 0,
  jobRecords: 0,
  handlerMs: 0,
  jobMs: 0,
  dynamo: { calls: 0, readUnits: 0, writeUnits: 0 },
  s3: { tier1: 0, tier2: 0, free: 0, bytesPut: 0 },
  queueMessages: 0,
  emails: 0,
  realtimeMessages: 0,
  logBytes: 0,
});

const dynamoReads = /^(Get|GetItem|BatchGet|BatchGetItem|Query|Scan|TransactGet|TransactGetItems)Command$/;
const dynamoWrites =
  /^(Put|PutItem|Update|UpdateItem|Delete|DeleteItem|BatchWrite|BatchWriteItem|TransactWrite|TransactWriteItems)Command$/;
/** S3's price classes: PUT, COPY, POST and LIST at one price; GET, HEAD and the rest at the lower; DELETE free. */
const s3Tier1 =
  /^(PutObject|CopyObject|CreateMultipartUpload|UploadPart|CompleteMultipartUpload|ListObjects.*)Command$/;

function countLogLines(tally: Tally, text: string) {
  for (const line of text.split('\n')) {
    if (!line.startsWith('{"level"')) continue;
    tally.logBytes += Buffer.byteLength(line) + 1;
    if (line.includes('"message":"request"')) tally.handlerMs += Number(/"ms":(\d+)/.exec(line)?.[1] ?? 0);
  }
}

/** Counts the product's log lines instead of printing them; anything else (the ready markers) goes through. */
function interceptLogs(tally: Tally) {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
      if (!text.startsWith('{"level"')) return write(chunk, ...rest);
      countLogLines(tally, text);
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }) as typeof stream.write;
  }
}

type SdkClient = { config: { serviceId?: string }; send: (command: unknown, ...rest: unknown[]) => Promise<unknown> };
type SdkCommand = { constructor: { name: string }; input: Record<string, unknown> };

/** Wraps every SDK client's send: the product's clients are made inside their adapters and not exported. */
function countSdkCalls(tally: Tally) {
  const require = createRequire(import.meta.url);
  const { Client } = require('@smithy/core/client') as { Client: { prototype: SdkClient } };
  const send = Client.prototype.send;
  Client.prototype.send = async function (this: SdkClient, command: unknown, ...rest: unknown[]) {
    const c = command as SdkCommand;
    const name = c.constructor.name;
    const service = this.config.serviceId ?? '';
    const isDynamo = service === 'DynamoDB' && (dynamoReads.test(name) || dynamoWrites.test(name));
    if (isDynamo) c.input.ReturnConsumedCapacity = 'TOTAL';
    const output = await send.call(this, command, ...rest);
    if (isDynamo) {
      tally.dynamo.calls += 1;
      const consumed = (output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] })
        .ConsumedCapacity;
      const units = [consumed ?? []].flat().reduce((sum, x) => sum + (x.CapacityUnits ?? 0), 0);
      if (dynamoReads.test(name)) tally.dynamo.readUnits += units;
      else tally.dynamo.writeUnits += units;
    } else if (service === 'S3') {
      if (s3Tier1.test(name)) tally.s3.tier1 += 1;
      else if (name === 'DeleteObjectCommand' || name === 'DeleteObjectsCommand') tally.s3.free += 1;
      else tally.s3.tier2 += 1;
      const body = c.input.Body as { byteLength?: number; length?: number } | undefined;
      if (name === 'PutObjectCommand') tally.s3.bytesPut += body?.byteLength ?? body?.length ?? 0;
    } else if (service === 'SQS' && c.input.QueueUrl === process.env.JOBS_QUEUE_URL) {
      if (name === 'SendMessageCommand') tally.queueMessages += 1;
      if (name === 'SendMessageBatchCommand') tally.queueMessages += (c.input.Entries as unknown[]).length;
    } else if (service === 'SESv2' && name === 'SendEmailCommand') {
      tally.emails += 1;
    } else if (service === 'ApiGatewayManagementApi' && name === 'PostToConnectionCommand') {
      tally.realtimeMessages += 1;
    }
    return output;
  };
}

async function main() {
  const tally = emptyTally();
  // The deployed level (infra/aws/config.ts: logLevel 'info' unless a firm chooses otherwise).
  process.env.LOG_LEVEL = 'info';
  interceptLogs(tally);
  countSdkCalls(tally);
  // BENCH_JOBS stays unset: the jobs consumer is started below, timed.
  await import('./api-child');
  const { startQueuePoller } = await import('@ledgerline/infra/local/queue-poller');
  const jobs = await import('@ledgerline/events/jobs-lambda');
  startQueuePoller({
    queueUrl: process.env.JOBS_QUEUE_URL!,
    dlqUrl: process.env.JOBS_DLQ_URL,
    intervalMs: 50,
    handler: async (event) => {
      const started = performance.now();
      try {
        return await jobs.handler(event);
      } finally {
        tally.jobMs += performance.now() - started;
        tally.jobBatches += 1;
        tally.jobRecords += event.Records.length;
      }
    },
  });
  const sweeper = await import('@ledgerline/events/sweeper-lambda');
  const ws = await import('@ledgerline/functions/realtime/ws-lambda');

  const control = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const answer: Record<string, unknown> = {};
    if (url.pathname === '/reset') Object.assign(tally, emptyTally());
    if (url.pathname === '/invoke/sweeper') {
      const started = performance.now();
      await sweeper.handler();
      answer.ms = performance.now() - started;
    }
    if (url.pathname === '/invoke/ws') {
      // What API Gateway hands the WebSocket functions: the connection, and ?token= ($connect) or a body ($default).
      const event = {
        requestContext: { connectionId: url.searchParams.get('connection') ?? '' },
        queryStringParameters: { token: url.searchParams.get('token') ?? '' },
        body: JSON.stringify({ type: url.searchParams.get('type') ?? 'ping' }),
      } as unknown as Parameters<typeof ws.connect>[0];
      const route = url.searchParams.get('route');
      const started = performance.now();
      if (route === 'connect') {
        const result = await ws.connect(event);
        answer.status = typeof result === 'object' ? result.statusCode : 200;
      } else if (route === 'disconnect') await ws.disconnect(event);
      else await ws.defaultRoute(event);
      answer.ms = performance.now() - started;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ...answer, tally }));
  });
  await new Promise<void>((ok) => control.listen(0, '127.0.0.1', ok));
  process.stdout.write(`BENCH_COST_READY ${JSON.stringify({ port: (control.address() as { port: number }).port })}\n`);
}

/** Starts this file as the API process; answers its URL and the tally's controls. */
export async function startCapacityCountingApi(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/capacity-counting-child.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ports = await new Promise<{ api: number; control: number }>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const api = out.match(/BENCH_API_READY (\{.*\})/);
      const control = out.match(/BENCH_COST_READY (\{.*\})/);
      if (api && control) ok({ api: JSON.parse(api[1]!).port, control: JSON.parse(control[1]!).port });
    });
    child.once('exit', (code) => fail(new Error(`bench API exited (${code})`)));
  });
  child.stdout!.resume();
  const ask = async (path: string) =>
    (await (await fetch(`http://127.0.0.1:${ports.control}${path}`)).json()) as { tally: Tally; ms?: number };
  return {
    url: `http://127.0.0.1:${ports.api}`,
    reset: () => ask('/reset'),
    tally: async () => (await ask('/tally')).tally,
    invokeSweeper: () => ask('/invoke/sweeper'),
    /** One WebSocket function call: $connect with a token, $disconnect, or $default answering a ping. */
    invokeWs: (route: 'connect' | 'disconnect' | 'ping', connectionId: string, token = '') =>
      ask(`/invoke/ws?${new URLSearchParams({ route, connection: connectionId, token, type: 'ping' })}`),
    stop: () => child.kill('SIGTERM'),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
