// Builds the SPA when web/dist is missing or older than any source file, so `npm start` is always current.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execSync } from 'node:child_process';

const root = resolve(import.meta.dirname, '..');
const built = join(root, 'web/dist/index.html');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export function buildWebIfStale() {
  const sources = Math.max(newest(join(root, 'web')), newest(join(root, 'shared/src')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return false;
  process.stdout.write('Building the web app…\n');
  execSync('npm run -s build -w web', { cwd: root, stdio: 'inherit' });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale();
