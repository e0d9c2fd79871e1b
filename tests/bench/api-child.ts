/**
 * The API and realtime server alone, on twins the parent process started (its environment says where), so
 * the bench can load data straight into the table and measure the server from outside its process.
 * With BENCH_JOBS=1 it also runs the jobs consumer. Prints `BENCH_API_READY {"port":N}`.
 */
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
let app: Server | undefined;
const server = createServer((req, res) => app!.emit('request', req, res));
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
const port = (server.address() as { port: number }).port;
process.env.REALTIME_ENDPOINT = `http://127.0.0.1:${port}/_ws`;

const { createApiServer } = await import('@ledgerline/infra/local/api-server');
const { attachRealtime, handleConnectionsApi } = await import('@ledgerline/infra/local/realtime-server');
const { verifyIdentityToken } = await import('@ledgerline/functions/platform/auth/tokens');
app = createApiServer({
  siteDir: join(root, 'web/dist'),
  extraHandlers: [(req, res) => handleConnectionsApi(req, res)],
});
attachRealtime(server, { verifyToken: verifyIdentityToken });
// BENCH_JOBS=1: also consume the jobs queue in this process, as the local server does (mass email fan-out).
if (process.env.BENCH_JOBS === '1') {
  const { startQueuePoller } = await import('@ledgerline/infra/local/queue-poller');
  const { handler } = await import('@ledgerline/events/jobs-lambda');
  startQueuePoller({
    queueUrl: process.env.JOBS_QUEUE_URL!,
    dlqUrl: process.env.JOBS_DLQ_URL,
    handler,
    intervalMs: 100,
  });
}
process.stdout.write(`BENCH_API_READY ${JSON.stringify({ port })}\n`);
