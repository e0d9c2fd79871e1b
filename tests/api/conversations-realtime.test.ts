import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/** Opens the per-user realtime channel as the web app does, and collects what arrives. */
async function listen(token: string) {
  const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/_ws?token=${encodeURIComponent(token)}`);
  const received: { type: string; [k: string]: unknown }[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise<void>((ok, fail) => ws.once('open', () => ok()).once('error', fail));
  ws.send(JSON.stringify({ type: 'hello' }));
  await waitFor(() => received.some((m) => m.type === 'hello'), 5_000);
  return { received, close: () => ws.close() };
}

async function waitFor(done: () => boolean, ms: number): Promise<number> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

describe('realtime: the newMessages channel', () => {
  it('a message sent by the client reaches the firm user’s open channel without a reload, and no one outside the conversation', async () => {
    const client = uniqueEmail('rt-client');
    const outsider = uniqueEmail('rt-outsider');
    const firm = await makeFirm({
      users: [
        { email: client, password: demoPassword, assigned_advisor: 'partner', companies: [{ name: 'Realtime Co' }] },
        { email: outsider, password: demoPassword, companies: [{ name: 'Elsewhere Co' }] },
      ],
    });
    const clientToken = (await signIn(client)).firebase_token;
    const partner = await listen((await signIn(firm.partnerEmail)).firebase_token);
    const stranger = await listen((await signIn(outsider)).firebase_token);
    const company = firm.users.find((u) => u.email === client)!.companies[0];
    const conversation = (
      await api('/conversations/get_client_conversation', { token: clientToken, query: { company_id: company.id } })
    ).body.conversation;

    const sent = await api('/conversations/send_message', {
      token: clientToken,
      body: { conversation_id: conversation.id, text: 'Live?' },
    });
    expect(sent.status).toBe(200);
    // How fast is for `npm run bench` to measure; here it only has to arrive.
    await waitFor(() => partner.received.some((m) => m.type === 'newMessages'), 10_000);
    expect(partner.received.find((m) => m.type === 'newMessages')).toEqual({
      type: 'newMessages',
      conversation_id: conversation.id,
      message_id: sent.body.message.id,
      message_thread_id: null,
    });
    expect(stranger.received.filter((m) => m.type === 'newMessages')).toEqual([]);
    partner.close();
    stranger.close();
  });

  it('refuses a channel without a valid token', async () => {
    const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/_ws?token=forged`);
    const code = await new Promise<number>((ok) => ws.once('close', (c) => ok(c)).once('error', () => ok(-1)));
    expect([4401, -1]).toContain(code);
  });
});
