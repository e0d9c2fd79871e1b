/** Operator scripts (scripts/*.ts) run as their npm scripts run them, against a test file's own stack. */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import type { OwnStack } from './own-stack';

const root = resolve(import.meta.dirname, '../..');

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `script` through tsx with the environment that points it at the stack's twins. */
export function runOperatorScript(stack: OwnStack, script: string, args: string[]): Promise<ScriptRun> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: root, env: { ...process.env, ...stack.operatorEnv }, timeout: 120_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
