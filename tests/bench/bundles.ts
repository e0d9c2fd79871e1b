/**
 * Each Lambda bundle as deployed (the CDK's esbuild options): its size, and how long a fresh Node process
 * takes to import it, as a ratio to the floor: a bare handler that reads one DynamoDB item with
 * @aws-sdk/lib-dynamodb, bundled the same way in the same run. A function cannot need less; the target is
 * every HTTP domain within 1.5x of it in both (issue 11). Cold starts grow with both.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { domains, routes } from '@ledgerline/shared/routes';
import { esbuildOptions } from '@ledgerline/infra/aws/bundling';
import { lambdaEntries, repoRoot } from '@ledgerline/infra/aws/entries';
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
  try {
    const out = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
      env: lambdaEnv,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return Number(out.trim().split('\n').pop());
  } catch (e) {
    // A minified bundle's stack is one huge line: keep the message, not the code.
    const stderr = String((e as { stderr?: string }).stderr ?? e);
    throw new Error(
      `importing ${file} failed: ${stderr
        .split('\n')
        .filter((l) => l.length < 400)
        .join('\n')}`,
    );
  }
}

export async function benchBundles(): Promise<void> {
  // Inside the repository, so the floor handler resolves the AWS SDK from node_modules like the functions do.
  const cache = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'bench-bundles-'));
  try {
    const floorEntry = join(dir, 'floor-handler.ts');
    writeFileSync(floorEntry, floorHandler);
    // One bundle per entry file: the WebSocket functions share one.
    const entries = new Map<string, string>([[floorName, floorEntry]]);
    const http = new Set(
      lambdaEntries(routes)
        .filter((e) => domains.includes(e.name))
        .map((e) => e.name),
    );
    for (const e of lambdaEntries(routes)) if (![...entries.values()].includes(e.entry)) entries.set(e.name, e.entry);

    const rows: string[][] = [];
    let floor = { bytes: 0, ms: 0 };
    let worst = { size: 0, time: 0 };
    for (const [name, entry] of entries) {
      const outfile = join(dir, name.replace(/\W+/g, '_'), 'index.mjs');
      await build({ ...esbuildOptions(entry, outfile), logLevel: 'silent' });
      const code = readFileSync(outfile);
      const times = Array.from({ length: runs }, () => importMs(outfile));
      const ms = median(times);
      if (name === floorName) floor = { bytes: code.length, ms };
      const size = code.length / floor.bytes;
      const time = ms / floor.ms;
      if (http.has(name)) worst = { size: Math.max(worst.size, size), time: Math.max(worst.time, time) };
      const kind = name === floorName ? 'floor' : http.has(name) ? 'http' : 'jobs/ws';
      rows.push([
        name,
        kind,
        kb(code.length),
        kb(gzipSync(code).length),
        ms.toFixed(1),
        `${size.toFixed(2)}x`,
        `${time.toFixed(2)}x`,
      ]);
    }
    table(
      `Lambda bundles (esbuild, minified ESM for node22; import time: median of ${runs} fresh Node ${process.versions.node} processes)`,
      ['bundle', 'kind', 'size KiB', 'gzip KiB', 'import ms', 'size/floor', 'import/floor'],
      rows,
    );
    process.stdout.write(
      `Worst HTTP domain: ${worst.size.toFixed(2)}x the floor in size, ${worst.time.toFixed(2)}x in import time (target <= 1.5x)\n`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const floorName = '(floor: one DynamoDB read)';

/** The floor: the least an HTTP function on this table can be. */
const floorHandler = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async (event) => {
  const { Item } = await db.send(new GetCommand({ TableName: process.env.TABLE_NAME ?? 'ledgerline', Key: { pk: event.pathParameters?.id ?? 'x', sk: 'x' } }));
  return { statusCode: Item ? 200 : 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify(Item ?? { error: 'Not found' }) };
};
`;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// Handy on its own: `npx tsx tests/bench/bundles.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchBundles();
