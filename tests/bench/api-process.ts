import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Starts tests/bench/api-child.ts with the given environment (BENCH_JOBS=1 adds the jobs consumer); answers its URL. */
export async function startApiProcess(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/api-child.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const m = out.match(/BENCH_API_READY (\{.*\})/);
      if (m) ok(JSON.parse(m[1]!).port);
    });
    child.once('exit', (code) => fail(new Error(`bench API exited (${code})`)));
  });
  child.stdout!.resume();
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
