import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/** What `npm run alert` does against the local stack (scripts/alert.ts). */
const setAlert = async (body: { text?: string; off?: boolean }) => {
  const res = await fetch(`${baseUrl()}/_dev/global-alert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { show: boolean; text: string; delivered: number };
};

async function listen(token: string) {
  const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/_ws?token=${encodeURIComponent(token)}`);
  const received: { type: string; [k: string]: unknown }[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise<void>((ok, fail) => ws.once('open', () => ok()).once('error', fail));
  await waitFor(() => received.some((m) => m.type === 'hello'));
  return { received, close: () => ws.close() };
}

async function waitFor(done: () => boolean, ms = 5_000) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

afterAll(async () => {
  await setAlert({ off: true });
});

describe('the global alert', () => {
  it('a read of the global alert gives show and text, signed in or not', async () => {
    await setAlert({ text: 'Scheduled maintenance tonight at 11 PM ET.' });
    const out = await api('/global_alert');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ show: true, text: 'Scheduled maintenance tonight at 11 PM ET.' });
    await setAlert({ off: true });
    expect((await api('/global_alert')).body).toEqual({ show: false, text: '' });
  });

  it('a change reaches the open screens of every firm in real time', async () => {
    const clientEmail = uniqueEmail('alert-client');
    const a = await makeFirm({
      users: [{ email: clientEmail, password: demoPassword, companies: [{ name: 'A Co' }] }],
    });
    const b = await makeFirm();
    const listeners = [
      await listen((await signIn(a.partnerEmail)).firebase_token),
      await listen((await signIn(clientEmail)).firebase_token),
      await listen((await signIn(b.partnerEmail)).firebase_token),
    ];
    try {
      const set = await setAlert({ text: 'Sign-in is slow right now; we are on it.' });
      expect(set.delivered).toBeGreaterThanOrEqual(3);
      for (const l of listeners)
        await waitFor(() =>
          l.received.some((m) => m.type === 'global_alert' && m.show === true && m.text === set.text),
        );
      await setAlert({ off: true });
      for (const l of listeners)
        await waitFor(() => l.received.some((m) => m.type === 'global_alert' && m.show === false));
    } finally {
      for (const l of listeners) l.close();
    }
  });
});
