/**
 * Deploy verification (issue 21): `npm run smoke -- <url>` signs in, reads the dashboard and sends a message, step by
 * step, against a running portal: here the local stack, serving the app's page from a copy of web/index.html (the
 * API tests do not build the SPA).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../support/api';
import { callStack, makeOwnFirm, type OwnStack, signInTo, startOwnStack } from '../support/own-stack';

const root = resolve(import.meta.dirname, '../..');
/** Each run of the script starts tsx: seconds on a loaded machine. */
const scriptTimeout = 180_000;

function runSmoke(url: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/smoke.ts', url],
      { cwd: root, env: { ...process.env, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the smoke test of a deployed portal', () => {
  let stack: OwnStack;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'ledgerline-site-'));
    copyFileSync(join(root, 'web/index.html'), join(siteDir, 'index.html'));
    stack = await startOwnStack({ pointInTime: false, siteDir });
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it(
    'signs in as a client, reads the dashboard, sends a message that the firm then reads, and passes',
    async () => {
      const firm = await makeOwnFirm(stack.url, 'Smoke Firm');

      const run = await runSmoke(stack.url, { SMOKE_EMAIL: firm.client.email, SMOKE_PASSWORD: demoPassword });

      expect(run.code, run.stdout + run.stderr).toBe(0);
      for (const step of [
        'portal loads',
        `sign in as ${firm.client.email}`,
        'current user',
        "dashboard: Smoke Firm Household's",
        'dashboard: tax returns',
        'dashboard: the conversation with the firm',
        'send a message',
        'the message reads back',
      ])
        expect(run.stdout).toContain(`PASS ${step}`);
      expect(run.stdout).toContain(`Smoke test of ${stack.url} passed.`);
      const partner = await signInTo(stack.url, firm.partnerEmail);
      const list = await callStack(stack.url, '/api/v2/conversations', { token: partner, query: { per_page: '5' } });
      expect(list.body.conversations[0].last_message?.text ?? '').toMatch(/^Smoke test .* \(npm run smoke\)$/);
    },
    scriptTimeout,
  );

  it(
    'as staff, writes in the firm’s latest conversation',
    async () => {
      const firm = await makeOwnFirm(stack.url, 'Smoke Staff Firm');
      const client = await signInTo(stack.url, firm.client.email);
      await callStack(stack.url, '/api/conversations/get_client_conversation', {
        token: client,
        query: { company_id: firm.client.companyId },
      });

      const run = await runSmoke(stack.url, { SMOKE_EMAIL: firm.partnerEmail, SMOKE_PASSWORD: demoPassword });

      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toContain('PASS home: unread conversations');
      expect(run.stdout).toContain('PASS the message reads back');
    },
    scriptTimeout,
  );

  it(
    'fails at the sign-in with a wrong password, and exits non-zero',
    async () => {
      const firm = await makeOwnFirm(stack.url, 'Smoke Fail Firm');

      const run = await runSmoke(stack.url, { SMOKE_EMAIL: firm.client.email, SMOKE_PASSWORD: 'not-the-password' });

      expect(run.code).toBe(1);
      expect(run.stdout).toContain('PASS portal loads');
      expect(run.stdout).toMatch(/FAIL sign in as .*answered 4\d\d/);
      expect(run.stdout).not.toContain('send a message');
      expect(run.stdout).toContain('failed.');
    },
    scriptTimeout,
  );
});
