import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface RunningStack {
  url: string;
  /** DynamoDB Local's address and the table, for benches that compare with bare DynamoDB calls. */
  dynamodb: { endpoint: string; table: string };
  stop(): Promise<void>;
}

/**
 * Starts the real local stack (`infra/local/main.ts`) in a child process on a free port with its own
 * in-memory data, the way `npm start` runs it. Tests talk to it over HTTP only.
 */
export async function startStack(opts: { seed?: boolean } = {}): Promise<RunningStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-test-'));
  const flags = ['--quiet', '--trust-forwarded-for', '--sweep-seconds', '1'];
  if (opts.seed === false) flags.push('--no-seed');
  const child = spawnStack(dataDir, flags);
  let output = '';
  const ready = await new Promise<{ url: string; dynamodb: string; table: string }>((ok, fail) => {
    // A stack that never says it is ready is stopped, not left running detached beside the next attempt.
    const timer = setTimeout(() => {
      void stopChild(child, dataDir);
      fail(new Error(`The local stack did not start in 180 s:\n${output.slice(-3000)}`));
    }, 180_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d;
      const m = output.match(/LEDGERLINE_READY (\{.*\})/);
      if (m) {
        clearTimeout(timer);
        ok(JSON.parse(m[1]));
      }
    });
    child.stderr!.on('data', (d: Buffer) => {
      output += d;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The local stack exited (${code}):\n${output.slice(-3000)}`));
    });
  });
  // LEDGERLINE_STACK_LOG=1 shows the stack's log (a 500's cause) while a test runs.
  if (process.env.LEDGERLINE_STACK_LOG) child.stderr!.on('data', (d: Buffer) => process.stderr.write(d));
  if (process.env.LEDGERLINE_STACK_LOG) child.stdout!.on('data', (d: Buffer) => process.stderr.write(d));
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url: ready.url.replace('localhost', '127.0.0.1'),
    dynamodb: { endpoint: ready.dynamodb, table: ready.table },
    stop: () => stopChild(child, dataDir),
  };
}

/**
 * Runs `infra/local/main.ts` on a free port with in-memory data under `dataDir`, plus `flags`. It leads its own
 * process group (detached) so that stopChild ends the twins it starts as well.
 */
export function spawnStack(dataDir: string, flags: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const args = ['--import', 'tsx', 'infra/local/main.ts', '--port', '0', '--in-memory', '--data-dir', dataDir];
  return spawn(process.execPath, [...args, ...flags], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
}

/** Ends a stack spawnStack started (SIGTERM to its group, SIGKILL after 10 s) and removes its data. */
export async function stopChild(child: ChildProcess, dataDir: string) {
  if (child.exitCode === null) {
    const exited = new Promise((ok) => child.once('exit', ok));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    const timeout = new Promise((ok) => setTimeout(ok, 10_000));
    await Promise.race([exited, timeout]);
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
