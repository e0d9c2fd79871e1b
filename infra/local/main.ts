/**
 * `npm start`: the whole portal on one machine. Starts the AWS twins, then one HTTP server with the SPA
 * at /, the API at /api, realtime at /_ws and the sent-mail page at /_dev/mail; seeds the demo firm;
 * runs the queue poller and the due-time sweeper; stops every child on Ctrl-C.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServices } from './services';

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
  },
});

const dataDir = resolve(args['data-dir']!);
const say = (line: string) => args.quiet || process.stdout.write(`${line}\n`);

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
  Object.assign(process.env, services.env, {
    STAGE: 'local',
    APP_URL: `http://localhost:${port}`,
    REALTIME_ENDPOINT: `http://127.0.0.1:${port}/_ws`,
    TOKEN_SECRET: tokenSecret(),
    SMS_OUTBOX_FILE: join(dataDir, 'sms-outbox.jsonl'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? (args.quiet ? 'warn' : 'info'),
  });

  // Everything below reads the environment when it loads.
  const { createApiServer } = await import('./api-server');
  const { handleDevFactory } = await import('./dev-factory');
  const { handleMailFaults } = await import('./dev-mail-faults');
  const { handleDevTaxReturns } = await import('./dev-tax-returns');
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
    handler: jobsHandler,
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
      '',
      'Press Ctrl-C to stop. `npm start -- --reset` starts with clean data.',
    ].join('\n'),
  );
}

main().catch((e) => {
  process.stderr.write(`Could not start: ${e?.stack ?? e}\n`);
  process.exit(1);
});
