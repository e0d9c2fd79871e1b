import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TwinIdentitySessionItem } from '@ledgerline/functions/platform/adapters/identity-local';

const sessions = new Map<string, TwinIdentitySessionItem>();
const settled: [string, string][] = [];
vi.mock('@ledgerline/functions/platform/adapters/identity-local', () => ({
  getTwinIdentitySession: async (id: string) => sessions.get(id) ?? null,
  settleTwinIdentitySession: async (id: string, outcome: string) => void settled.push([id, outcome]),
}));
const { handleDevIdentity } = await import('./dev-identity');

const appUrl = process.env.APP_URL;
const waiting: TwinIdentitySessionItem = {
  sessionId: 'vs_local_abc',
  reference: 'tr_1:user_9',
  return_url: 'http://localhost:3000/tax-return-delivery/tr_1?companyId=c1',
  email: 'dana@example.com',
  status: 'requires_input',
  created_at: '2026-03-04T15:05:00.000Z',
};

beforeEach(() => {
  process.env.APP_URL = 'http://localhost:3000';
  sessions.clear();
  settled.length = 0;
  sessions.set(waiting.sessionId, waiting);
});
afterEach(() => {
  process.env.APP_URL = appUrl;
});

async function call(method: string, path: string) {
  const req = Object.assign(new EventEmitter(), {
    method,
    headers: { host: '127.0.0.1:3000' },
    resume: () => undefined,
  }) as unknown as IncomingMessage;
  const answer = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      answer.status = status;
      answer.headers = headers;
      return res;
    },
    end(body?: string) {
      answer.body = body ?? '';
      return res;
    },
  } as unknown as ServerResponse;
  const handled = await handleDevIdentity(req, res, new URL(path, 'http://127.0.0.1:3000'));
  return { handled, ...answer };
}

describe('the identity twin’s test page', () => {
  it('shows a waiting session with Verify, Fail and Cancel, each posting back', async () => {
    const page = await call('GET', '/_dev/identity/vs_local_abc');
    expect(page.status).toBe(200);
    expect(page.body).toContain('dana@example.com');
    for (const [label, outcome] of [
      ['Verify', 'verify'],
      ['Fail', 'fail'],
      ['Cancel', 'cancel'],
    ])
      expect(page.body).toContain(
        `<form method="post" action="/_dev/identity/vs_local_abc/${outcome}"><button type="submit"${outcome === 'verify' ? '' : ' class="secondary"'}>${label}</button></form>`,
      );
  });

  it('each button settles the session and sends the browser back to its return URL on this origin', async () => {
    for (const outcome of ['verify', 'fail', 'cancel']) {
      const back = await call('POST', `/_dev/identity/vs_local_abc/${outcome}`);
      expect(back.status).toBe(303);
      expect(back.headers.location).toBe('http://127.0.0.1:3000/tax-return-delivery/tr_1?companyId=c1');
    }
    expect(settled).toEqual([
      ['vs_local_abc', 'verify'],
      ['vs_local_abc', 'fail'],
      ['vs_local_abc', 'cancel'],
    ]);
  });

  it('a failed try shows its error and the buttons again; a settled session only the way back', async () => {
    sessions.set('vs_local_abc', {
      ...waiting,
      error_code: 'document_unverified_other',
      error_description: 'The identity document could not be verified.',
    });
    const failed = await call('GET', '/_dev/identity/vs_local_abc');
    expect(failed.body).toContain('The identity document could not be verified. (document_unverified_other)');
    expect(failed.body).toContain('>Verify</button>');

    sessions.set('vs_local_abc', { ...waiting, status: 'verified' });
    const verified = await call('GET', '/_dev/identity/vs_local_abc');
    expect(verified.body).toContain('Verified');
    expect(verified.body).not.toContain('<form');
    expect(verified.body).toContain('href="http://127.0.0.1:3000/tax-return-delivery/tr_1?companyId=c1"');
  });

  it('an unknown session is 404, a wrong method 405, and other paths are not its own', async () => {
    expect((await call('GET', '/_dev/identity/vs_local_nope')).status).toBe(404);
    expect((await call('GET', '/_dev/identity/vs_local_abc/verify')).status).toBe(405);
    expect((await call('POST', '/_dev/identity/vs_local_abc')).status).toBe(405);
    expect((await call('GET', '/_dev/checkout/cs_local_abc')).handled).toBe(false);
    expect(settled).toEqual([]);
  });
});
