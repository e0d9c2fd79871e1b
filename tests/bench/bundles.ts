/**
 * Each Lambda bundle as deployed (the CDK's esbuild options): its size, and how long a fresh Node process
 * takes to import it, next to an empty handler bundled the same way. Cold starts grow with both.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routes } from '@ledgerline/shared/routes';
import { esbuildOptions } from '@ledgerline/infra/aws/bundling';
import { lambdaEntries } from '@ledgerline/infra/aws/entries';
import { median, table } from './report';

/** Imports per bundle; the median is printed, so one slow start (the other core busy) does not skew it. */
const runs = 7;

/** What the deployed functions find in their environment, enough for every module to load. */
const lambdaEnv = {
  ...process.env,
  STAGE: 'aws',
  AWS_REGION: 'us-east-1',
  LOG_LEVEL: 'silent',
  TOKEN_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:111111111111:secret:bench',
  REALTIME_ENDPOINT: 'https://example.execute-api.us-east-1.amazonaws.com/live',
  JOBS_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/111111111111/jobs',
};

function importMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const out = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], { env: lambdaEnv, encoding: 'utf8' });
  return Number(out.trim().split('\n').pop());
}

export async function benchBundles(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-bundles-'));
  try {
    const emptyEntry = join(dir, 'empty-handler.ts');
    writeFileSync(emptyEntry, 'export const handler = async () => ({ statusCode: 200, body: "{}" });\n');
    // One bundle per entry file: the WebSocket functions share one.
    const entries = new Map<string, string>([['(empty handler)', emptyEntry]]);
    for (const e of lambdaEntries(routes)) if (![...entries.values()].includes(e.entry)) entries.set(e.name, e.entry);

    const rows: string[][] = [];
    let emptyMs = 0;
    for (const [name, entry] of entries) {
      const outfile = join(dir, name.replace(/\W+/g, '_'), 'index.mjs');
      await build({ ...esbuildOptions(entry, outfile), logLevel: 'silent' });
      const code = readFileSync(outfile);
      const times = Array.from({ length: runs }, () => importMs(outfile));
      const ms = median(times);
      if (name === '(empty handler)') emptyMs = ms;
      rows.push([name, kb(code.length), kb(gzipSync(code).length), ms.toFixed(1), name === '(empty handler)' ? '' : `+${(ms - emptyMs).toFixed(1)}`]);
    }
    table(`Lambda bundles (esbuild, minified ESM for node22; import time: median of ${runs} fresh Node ${process.versions.node} processes)`, ['bundle', 'size KiB', 'gzip KiB', 'import ms', 'vs empty'], rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// Handy on its own: `npx tsx tests/bench/bundles.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchBundles();
