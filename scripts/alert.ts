/**
 * `npm run alert -- "text"` sets the platform's global alert (FA §7.5), shown at the top of every screen, signed in
 * or not, and pushed live to open screens; `npm run alert -- --off` takes it down.
 *
 * Locally (the default) it asks the running local stack (`npm start`, http://localhost:3000, or `--url`).
 * Against AWS (`--aws`) it writes the table and tells the open connections itself, with the deployment's own
 * credentials (AWS_PROFILE / AWS_REGION as usual) and the stack's outputs TableName and RealtimeUrl given as
 * `--table` and `--realtime` (or TABLE_NAME and REALTIME_ENDPOINT).
 */
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    off: { type: 'boolean', default: false },
    aws: { type: 'boolean', default: false },
    url: { type: 'string' },
    table: { type: 'string' },
    realtime: { type: 'string' },
  },
});

const text = values.off ? null : positionals.join(' ').trim();
if (!values.off && !text) {
  process.stderr.write('Usage: npm run alert -- "text"   |   npm run alert -- --off   (add --aws for a deployment)\n');
  process.exit(2);
}

async function local(): Promise<{ show: boolean; text: string; delivered: number }> {
  const base = (values.url ?? `http://localhost:${process.env.PORT ?? '3000'}`).replace(/\/+$/, '');
  const res = await fetch(`${base}/_dev/global-alert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(text === null ? { off: true } : { text }),
  }).catch((e: Error) => {
    throw new Error(`No local stack answered at ${base} (${e.message}). Start it with \`npm start\`, or pass --url.`);
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as { show: boolean; text: string; delivered: number };
}

async function aws(): Promise<{ show: boolean; text: string; delivered: number }> {
  const table = values.table ?? process.env.TABLE_NAME;
  const realtime = values.realtime ?? process.env.REALTIME_ENDPOINT;
  if (!table || !realtime)
    throw new Error('--aws needs --table and --realtime (the stack outputs TableName, RealtimeUrl)');
  // The management endpoint is the WebSocket URL over https (wss://{api}.execute-api.{region}.amazonaws.com/{stage}).
  Object.assign(process.env, {
    STAGE: 'aws',
    TABLE_NAME: table,
    REALTIME_ENDPOINT: realtime.replace(/^wss:/, 'https:'),
  });
  const { setGlobalAlert } = await import('../functions/src/platform/global-alert');
  const { alert, delivered } = await setGlobalAlert(text);
  return { ...alert, delivered };
}

try {
  const r = await (values.aws ? aws() : local());
  process.stdout.write(
    `${r.show ? `Global alert on: "${r.text}"` : 'Global alert off'} (sent live to ${r.delivered} open screen${r.delivered === 1 ? '' : 's'})\n`,
  );
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
}
