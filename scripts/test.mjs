// `npm test`: typecheck, format and lint, then every vitest project in an order that suits a 2-core machine, then one
// plain closing line `tests: N passed, N failed` that any CI can read.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildWebIfStale } from './build-web-if-stale.mjs';
import { failuresOf } from './test-failures.mjs';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const out = mkdtempSync(join(tmpdir(), 'ledgerline-results-'));
let passed = 0;
let failed = 0;
let broken = false;
const failures = [];

function step(name, cmd, args) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  process.stdout.write(
    `◀ ${name}: ${r.status === 0 ? 'ok' : `failed (${r.status ?? r.signal})`} in ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
  if (r.status !== 0) broken = true;
  return r.status === 0;
}

const vitestArgs = (name, projects) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(out, `${name}.json`)}`,
];

function vitest(name, projects) {
  step(`tests: ${name}`, 'npx', vitestArgs(name, projects));
  count(name);
}

/**
 * A step started beside the next one: its output goes to a file, printed whole once `finish()` is called, so the two
 * logs do not interleave. Two steps of one core each (the API and web typechecks; the demo firm's browser files,
 * one at a time on a stack of their own, beside the other browser files) then take the time of the longer.
 */
function stepBeside(name, cmd, args) {
  const log = join(out, `${name.replaceAll(' ', '-')}.log`);
  const fd = openSync(log, 'w');
  const started = Date.now();
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const exited = new Promise((done) => {
    child.on('close', (code, signal) => done(code ?? signal));
    child.on('error', (error) => done(error.message));
  });
  return async () => {
    const status = await exited;
    closeSync(fd);
    process.stdout.write(`\n▶ ${name} (ran beside the step before)\n${readFileSync(log, 'utf8')}`);
    process.stdout.write(
      `◀ ${name}: ${status === 0 ? 'ok' : `failed (${status})`} in ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
    if (status !== 0) broken = true;
  };
}

function vitestBeside(name, projects) {
  const finish = stepBeside(`tests: ${name}`, 'npx', vitestArgs(name, projects));
  return async () => {
    await finish();
    count(name);
  };
}

function count(name) {
  const file = join(out, `${name}.json`);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const found = failuresOf(report, root);
    passed += report.numPassedTests;
    failed += found.count;
    // Named again at the very end, where a CI log that keeps only its tail still shows them.
    failures.push(...found.lines);
  } else {
    failed += 1;
  }
}

const wants = (p) => only.length === 0 || only.includes(p);
if (wants('typecheck')) {
  const finishWeb = stepBeside('typecheck web', 'npx', ['tsc', '-p', 'web/tsconfig.json', '--noEmit']);
  step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  await finishWeb();
}
// Formatting and lint rules (import boundaries among them) fail the run like a failing test.
if (wants('lint')) step('format and lint', 'npx', ['biome', 'ci', '--colors=off', '.']);
if (wants('unit')) vitest('unit', ['unit']);
if (wants('api')) vitest('api', ['api', 'security']);
if (wants('e2e')) {
  buildWebIfStale();
  const finishDemo = vitestBeside('e2e-demo', ['e2e-demo']);
  vitest('e2e', ['e2e']);
  await finishDemo();
}
if (wants('infra')) vitest('infra', ['infra']);

if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}\n`);
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(broken || failed > 0 ? 1 : 0);
