/**
 * Runs a bench child (a script measuring in a process of its own, so its memory figures are its own) and answers
 * the JSON it prints after `marker` on stdout.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export function resultOfChild<T>(script: string, env: NodeJS.ProcessEnv, marker: string): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<T>((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d;
    });
    child.once('exit', (code) => {
      const m = out.match(new RegExp(`${marker} (\\{.*\\})`));
      if (code === 0 && m) ok(JSON.parse(m[1]!) as T);
      else fail(new Error(`${script} exited (${code}): ${out.slice(-500)}`));
    });
  });
}
