/**
 * `npm start`: the whole portal on one machine. Starts the AWS twins, then one HTTP server with the SPA
 * at /, the API at /api, realtime at /_ws and the sent-mail page at /_dev/mail; seeds the demo firm;
 * runs the queue poller and the due-time sweeper; stops every child on Ctrl-C.
 */
import { createServer, type Server } from 'node:http';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServices } from './services';

// The AWS SDK warns on Node 20 that its releases after January 2027 need Node 22 (NodeVersionSupportWarning).
// Development supports Node 20.11+ and 22 (README), and Lambda runs Node 22, so the local stack turns the notice
// off with the SDK's own switch. Set it to `false` to see it again.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'data-dir': { type: 'string', default: join(root, '.data') },
    'in-memory': { type: 'boolean', default: false },
    'no-seed': { type: 'boolean', default: false },
    'trust-forwarded-for': { type: 'boolean', default: false },
    'sweep-seconds': { type: 'string', default: '15' },
    quiet: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const dataDir = resolve(args['data-dir']!);
const say = (line: string) => args.quiet || process.stdout.write(`${line}\n`);

/**
 * `npm start` keeps the terminal for the banner and for problems: the JSON log lines (one per API request, and the
 * activity records) go to .data/logs/api.log, and a warning or an error also shows in the terminal as one short
 * line. `npm start -- --verbose` prints every log line in the terminal instead; `--quiet` (the tests) changes nothing.
 */
function jsonLogsToFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const out = createWriteStream(file, { flags: 'a' });
  const shown = relative(process.cwd(), file) || file;
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      if (!text.startsWith('{"level":')) return write(chunk, ...rest);
      out.write(text);
      for (const line of text.split('\n')) {
        const summary = line && problemLine(line, shown);
        if (summary) write(summary);
      }
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      if (done) process.nextTick(done);
      return true;
    }) as typeof stream.write;
  }
}

/** A warning or error log line as one readable terminal line; null for the rest. */
function problemLine(text: string, file: string): string | null {
  try {
    const l = JSON.parse(text) as { level?: string; message?: string; route?: string; status?: number; error?: string };
    if (l.level !== 'warn' && l.level !== 'error') return null;
    const where = l.route ? ` (${l.route}${l.status ? ` → ${l.status}` : ''})` : '';
    const why = l.error ? `: ${String(l.error).split('\n')[0]}` : '';
    return `${l.level}: ${l.message ?? ''}${where}${why} (details in ${file})\n`;
  } catch {
    return `${text}\n`;
  }
}

async function main() {
  // Listen first, so the port is known before the app's configuration is fixed. Requests that arrive while
  // the services start wait for the app instead of hanging unanswered.
  let app: Server | undefined;
  let appReady: () => void = () => {};
  const ready = new Promise<void>((ok) => (appReady = ok));
  const server = createServer((req, res) => {
    if (app) app.emit('request', req, res);
    else void ready.then(() => app!.emit('request', req, res));
  });
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(Number(args.port), '0.0.0.0', ok));
  const port = (server.address() as { port: number }).port;

  const services = await startServices({
    dataDir,
    reset: args.reset,
    inMemory: args['in-memory'],
    log: args.quiet ? undefined : say,
  });
  // After the services, whose --reset empties the data folder.
  if (!args.quiet && !args.verbose) jsonLogsToFile(join(dataDir, 'logs', 'api.log'));
  Object.assign(process.env, services.env, {
    STAGE: 'local',
    APP_URL: `http://localhost:${port}`,
    REALTIME_ENDPOINT: `http://127.0.0.1:${port}/_ws`,
    TOKEN_SECRET: tokenSecret(),
    SMS_OUTBOX_FILE: join(dataDir, 'sms-outbox.jsonl'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? (args.quiet ? 'warn' : 'info'),
  });
  // The OpenID Connect twin (linked Google / Microsoft accounts) for the providers with no real client id set.
  Object.assign(process.env, (await import('./dev-oidc')).oidcTwinEnv(port));

  // Everything below reads the environment when it loads.
  const { createApiServer } = await import('./api-server');
  const { handleDevFactory } = await import('./dev-factory');
  const { handleMailFaults } = await import('./dev-mail-faults');
  const { handleDevTaxReturns } = await import('./dev-tax-returns');
  const { handleDevJobs } = await import('./dev-jobs');
  const { handleDevDeadLetters } = await import('./dev-dead-letters');
  const { handleDevCheckout } = await import('./dev-checkout');
  const { handleDevIdentity } = await import('./dev-identity');
  const { handleDevOidc } = await import('./dev-oidc');
  const { handleDevGlobalAlert } = await import('./dev-global-alert');
  const { withJobFaults } = await import('./job-faults');
  const { devMailPage } = await import('./dev-mail');
  const { attachRealtime, handleConnectionsApi } = await import('./realtime-server');
  const { startQueuePoller } = await import('./queue-poller');
  const { verifyIdentityToken } = await import('@ledgerline/functions/platform/auth/tokens');
  const { handler: jobsHandler } = await import('@ledgerline/events/jobs-lambda');
  const { sweepDueItems } = await import('@ledgerline/events/sweeper');

  const mailPage = devMailPage({
    sesUrl: services.env.AWS_ENDPOINT_URL_SESV2,
    smsOutboxFile: process.env.SMS_OUTBOX_FILE!,
  });
  app = createApiServer({
    // A build elsewhere (parallel work building the SPA side by side) can be served instead of web/dist.
    siteDir: process.env.LEDGERLINE_SITE_DIR ?? join(root, 'web/dist'),
    trustForwardedFor: args['trust-forwarded-for'],
    extraHandlers: [
      (req, res, url) =>
        url.pathname === '/_dev/mail' || url.pathname === '/_dev/mail.json'
          ? mailPage(req, res).then(() => true)
          : false,
      (req, res, url) => handleDevFactory(req, res, url),
      (req, res, url) => handleMailFaults(req, res, url),
      (req, res, url) => handleDevTaxReturns(req, res, url),
      (req, res, url) => handleDevJobs(req, res, url),
      (req, res, url) => handleDevDeadLetters(req, res, url),
      (req, res, url) => handleDevCheckout(req, res, url),
      (req, res, url) => handleDevIdentity(req, res, url),
      (req, res, url) => handleDevOidc(req, res, url),
      (req, res, url) => handleDevGlobalAlert(req, res, url),
      (req, res) => handleConnectionsApi(req, res),
    ],
  });
  attachRealtime(server, { verifyToken: verifyIdentityToken });

  if (!args['no-seed']) {
    const { seedDemoData } = await import('./seed');
    say(`Demo data: ${await seedDemoData()}`);
  }
  // Open only once the demo accounts exist, so an early sign-in does not fail.
  appReady();

  const poller = startQueuePoller({
    queueUrl: services.env.JOBS_QUEUE_URL,
    dlqUrl: services.env.JOBS_DLQ_URL,
    handler: withJobFaults(jobsHandler),
    intervalMs: 250,
  });
  const sweepEvery = Number(args['sweep-seconds']) * 1000;
  const sweeper = setInterval(
    () => sweepDueItems(new Date()).catch((e) => process.stderr.write(`sweep failed: ${e}\n`)),
    sweepEvery,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('\nStopping…');
    clearInterval(sweeper);
    await poller.stop();
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
    await services.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  if (!args.quiet) await banner(port);
  // The bench compares API calls with the bare DynamoDB calls behind them, so it needs the table's address.
  const readiness = {
    url: `http://localhost:${port}`,
    port,
    dynamodb: services.env.AWS_ENDPOINT_URL_DYNAMODB,
    table: services.env.TABLE_NAME,
  };
  process.stdout.write(`LEDGERLINE_READY ${JSON.stringify(readiness)}\n`);
}

/** Kept under .data so identity tokens survive restarts locally; in AWS it lives in Secrets Manager. */
function tokenSecret(): string {
  if (args['in-memory']) return randomBytes(48).toString('base64url');
  const file = join(dataDir, 'token-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

async function banner(port: number) {
  const { demoPartner, demoUsers, demoPassword } = await import('./demo-data');
  const { demoDropOffPath } = await import('./demo-documents');
  const rows = [demoPartner, ...demoUsers].map((u) => `  ${u.email.padEnd(22)} ${u.note}`);
  say(
    [
      '',
      `Ledgerline is running at http://localhost:${port}/`,
      `  API            http://localhost:${port}/api  (OpenAPI: /api/openapi.json)`,
      `  Sent mail/SMS  http://localhost:${port}/_dev/mail`,
      '',
      `Demo sign-ins (password ${demoPassword} unless noted):`,
      ...rows,
      ...(demoDropOffPath ? ['', `Document Drop Off (no sign-in): http://localhost:${port}${demoDropOffPath}`] : []),
      '',
      args.verbose
        ? 'Request logs are printed here (--verbose).'
        : `Request logs: ${relative(process.cwd(), join(dataDir, 'logs', 'api.log')) || 'api.log'} (\`npm start -- --verbose\` prints them here).`,
      'Press Ctrl-C to stop. `npm start -- --reset` starts with clean data.',
    ].join('\n'),
  );
}

main().catch((e) => {
  process.stderr.write(`Could not start: ${e?.stack ?? e}\n`);
  process.exit(1);
});
