// `npm start [-- --reset] [-- --port N] [-- --verbose]`: builds the SPA if needed, then runs the local stack in the foreground.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildWebIfStale } from './build-web-if-stale.mjs';

const root = resolve(import.meta.dirname, '..');
buildWebIfStale();
const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 0)));
