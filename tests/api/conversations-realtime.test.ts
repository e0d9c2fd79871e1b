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

type Listener = Awaited<ReturnType<typeof listen>>;
const changes = (l: Listener) => l.received.filter((m) => m.type === 'conversationChanged');

/**
 * A firm of its own: the partner (the client's advisor), a second firm user, the client, and a client of
 * another conversation; each listening on their channel. The second firm user joins the client's conversation.
 */
async function conversationWithListeners() {
  const clientEmail = uniqueEmail('rt-client');
  const staffEmail = uniqueEmail('rt-staff');
  const outsiderEmail = uniqueEmail('rt-outsider');
  const firm = await makeFirm({
    users: [
      { email: staffEmail, password: demoPassword, is_advisor: true, firm_access: 'full', fname: 'Sam' },
      { email: clientEmail, password: demoPassword, assigned_advisor: 'partner', companies: [{ name: 'Live Co' }] },
      { email: outsiderEmail, password: demoPassword, companies: [{ name: 'Elsewhere Co' }] },
    ],
  });
  const tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    staff: (await signIn(staffEmail)).firebase_token,
    client: (await signIn(clientEmail)).firebase_token,
    outsider: (await signIn(outsiderEmail)).firebase_token,
  };
  const company = firm.users.find((u) => u.email === clientEmail)!.companies[0];
  const conversation = (
    await api('/conversations/get_client_conversation', { token: tokens.client, query: { company_id: company.id } })
  ).body.conversation;
  expect(
    (await api('/conversations/join', { token: tokens.staff, body: { conversation_id: conversation.id } })).status,
  ).toBe(200);
  const ids = Object.fromEntries(firm.users.map((u) => [u.email, u.id]));
  const on = {
    partner: await listen(tokens.partner),
    staff: await listen(tokens.staff),
    client: await listen(tokens.client),
    outsider: await listen(tokens.outsider),
  };
  return {
    firm,
    tokens,
    conversation,
    on,
    staffId: ids[staffEmail]!,
    closeAll: () => Object.values(on).map((l) => l.close()),
  };
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

  it('every change to a message reaches each member’s open channel: an edit, an unsend, a reply’s delete', async () => {
    const { tokens, conversation, on, closeAll } = await conversationWithListeners();
    const send = async (text: string, thread?: string) => {
      const res = await api('/conversations/send_message', {
        token: tokens.partner,
        body: { conversation_id: conversation.id, text, ...(thread ? { message_thread_id: thread } : {}) },
      });
      expect(res.status).toBe(200);
      return res.body.message.id as string;
    };
    const first = await send('First words');
    const reply = await send('A reply', first);

    expect(
      (
        await api('/conversations/edit_message', {
          token: tokens.partner,
          body: { message_id: first, text: 'Better words' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api('/conversations/delete_message', { token: tokens.partner, body: { message_id: first } })).status,
    ).toBe(200);
    expect(
      (await api('/conversations/delete_message', { token: tokens.partner, body: { message_id: reply } })).status,
    ).toBe(200);
    const expected = [
      {
        type: 'conversationChanged',
        conversation_id: conversation.id,
        change: 'message_edited',
        message_id: first,
        message_thread_id: null,
      },
      {
        type: 'conversationChanged',
        conversation_id: conversation.id,
        change: 'message_deleted',
        message_id: first,
        message_thread_id: null,
      },
      {
        type: 'conversationChanged',
        conversation_id: conversation.id,
        change: 'message_deleted',
        message_id: reply,
        message_thread_id: first,
      },
    ];
    for (const member of [on.partner, on.staff, on.client]) {
      await waitFor(() => changes(member).length >= 3, 5_000);
      expect(changes(member)).toEqual(expected);
    }
    expect(changes(on.outsider)).toEqual([]);
    closeAll();
  });

  it('a scheduled message’s changes reach the firm’s members only, never the client', async () => {
    const { tokens, conversation, on, closeAll } = await conversationWithListeners();
    const scheduled = await api('/conversations/send_message', {
      token: tokens.partner,
      body: {
        conversation_id: conversation.id,
        text: 'Later, please',
        scheduled_time: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(scheduled.status).toBe(200);
    const id = scheduled.body.message.id as string;
    const moved = await api('/conversations/edit_scheduled_message', {
      token: tokens.partner,
      body: { message_id: id, scheduled_time: new Date(Date.now() + 7_200_000).toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(
      (await api('/conversations/delete_scheduled_message', { token: tokens.partner, body: { message_id: id } }))
        .status,
    ).toBe(200);
    const expected = ['scheduled_added', 'scheduled_changed', 'scheduled_deleted'].map((change) => ({
      type: 'conversationChanged',
      conversation_id: conversation.id,
      change,
      message_id: id,
      message_thread_id: null,
    }));
    for (const member of [on.partner, on.staff]) {
      await waitFor(() => changes(member).length >= 3, 5_000);
      expect(changes(member)).toEqual(expected);
    }
    // The firm's channels have had them all; the client's would have by now too.
    await new Promise((r) => setTimeout(r, 300));
    expect(changes(on.client)).toEqual([]);
    expect(on.client.received.filter((m) => m.type === 'newMessages')).toEqual([]);
    expect(changes(on.outsider)).toEqual([]);
    closeAll();
  });

  it('a change of participants reaches the members before and after it; starting a new conversation archives the old one live', async () => {
    const { tokens, conversation, on, staffId, closeAll } = await conversationWithListeners();
    // The second firm user leaves: they still hear it, since their open screen changes.
    const me = await api('/sessions/current_user', { token: tokens.partner });
    const partnerId = me.body.user.id as string;
    const kept = await api('/conversations/update_conversation', {
      token: tokens.partner,
      body: { id: conversation.id, advisor_ids: [partnerId], mode: 'existing' },
    });
    expect(kept.status).toBe(200);
    const changed = { type: 'conversationChanged', conversation_id: conversation.id, change: 'participants_changed' };
    for (const member of [on.partner, on.staff, on.client]) {
      await waitFor(() => changes(member).length >= 1, 5_000);
      expect(changes(member)).toEqual([changed]);
    }

    // A new conversation with the second firm user back: the old one is archived on every member's screen.
    const replaced = await api('/conversations/update_conversation', {
      token: tokens.partner,
      body: { id: conversation.id, advisor_ids: [partnerId, staffId], mode: 'new' },
    });
    expect(replaced.status).toBe(200);
    const next = replaced.body.id as string;
    expect(next).not.toBe(conversation.id);
    const archived = { type: 'conversationChanged', conversation_id: conversation.id, change: 'archived' };
    const started = { type: 'conversationChanged', conversation_id: next, change: 'participants_changed' };
    for (const member of [on.partner, on.client]) {
      await waitFor(() => changes(member).length >= 3, 5_000);
      expect(changes(member).slice(1)).toEqual(expect.arrayContaining([archived, started]));
    }
    // The second firm user was not in the old conversation any more: only the new one is theirs.
    await waitFor(() => changes(on.staff).length >= 2, 5_000);
    expect(changes(on.staff).slice(1)).toEqual([started]);
    expect(changes(on.outsider)).toEqual([]);
    closeAll();
  });

  it('refuses a channel without a valid token', async () => {
    const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/_ws?token=forged`);
    const code = await new Promise<number>((ok) => ws.once('close', (c) => ok(c)).once('error', () => ok(-1)));
    expect([4401, -1]).toContain(code);
  });
});
