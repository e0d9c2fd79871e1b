import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/** A firm with a client whose assigned firm user is the partner, a second client, and another firm. */
async function setup() {
  const client = uniqueEmail('conv-client');
  const other = uniqueEmail('conv-other');
  const readonly = uniqueEmail('conv-ro');
  const advisor = uniqueEmail('conv-advisor');
  const firm = await makeFirm({
    users: [
      { email: advisor, is_advisor: true, password: demoPassword },
      { email: client, fname: 'Casey', lname: 'Client', password: demoPassword, assigned_advisor: 'partner', companies: [{ name: 'Casey Household' }] },
      { email: other, fname: 'Olive', lname: 'Other', password: demoPassword, companies: [{ name: 'Olive LLC' }] },
      { email: readonly, password: demoPassword, readonly: true, assigned_advisor: 'partner', companies: [{ name: 'Read Only Co' }] },
    ],
  });
  const foreign = await makeFirm({ users: [{ email: uniqueEmail('conv-foreign'), password: demoPassword, companies: [{ name: 'Foreign Co' }] }] });
  const tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    advisor: (await signIn(advisor)).firebase_token,
    client: (await signIn(client)).firebase_token,
    other: (await signIn(other)).firebase_token,
    readonly: (await signIn(readonly)).firebase_token,
    foreignClient: (await signIn(foreign.users[1].email)).firebase_token,
    foreignPartner: (await signIn(foreign.partnerEmail)).firebase_token,
  };
  const company = firm.users.find((u) => u.email === client)!.companies[0];
  const roCompany = firm.users.find((u) => u.email === readonly)!.companies[0];
  return { firm, foreign, tokens, company, roCompany };
}

let s: Awaited<ReturnType<typeof setup>>;
let conversationId: string;
beforeAll(async () => {
  s = await setup();
  const res = await api('/conversations/get_client_conversation', { token: s.tokens.client, query: { company_id: s.company.id } });
  expect(res.status).toBe(200);
  conversationId = res.body.conversation.id;
});

const send = (token: string, body: Record<string, unknown>) => api('/conversations/send_message', { token, body: { conversation_id: conversationId, ...body } });

describe('a client’s conversation about an entity', () => {
  it('is started once, with the entity’s owners and the client’s assigned firm user, and found again after', async () => {
    const again = await api('/conversations/get_client_conversation', { token: s.tokens.client, query: { company_id: s.company.id } });
    expect(again.body.conversation.id).toBe(conversationId);
    expect(again.body.conversation).toMatchObject({
      client_names: ['Casey Client'],
      advisor_names: ['Pat Partner'],
      relevant_company_ids: [s.company.id],
      relevant_company_hash_id: s.company.hash_id,
      last_message: null,
      archived: false,
      is_member: true,
    });
  });

  it('is refused for an entity the client does not own, or of another firm: 404', async () => {
    const otherCompany = s.firm.users.find((u) => u.companies.some((c) => c.name === 'Olive LLC'))!.companies[0];
    expect((await api('/conversations/get_client_conversation', { token: s.tokens.client, query: { company_id: otherCompany.id } })).status).toBe(404);
    expect((await api('/conversations/get_client_conversation', { token: s.tokens.foreignClient, query: { company_id: s.company.id } })).status).toBe(404);
  });
});

describe('sending and reading', () => {
  it('a client’s message reaches the conversation, counts as unseen for the firm user, and is seen by the sender', async () => {
    const sent = await send(s.tokens.client, { text: '  Here are my questions about the 1040.  ', message_tag: 'urgent' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({ text: 'Here are my questions about the 1040.', tag: 'urgent', is_firm_user: false, user_name: 'Casey Client', scheduled: false });

    const partnerView = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.partner });
    expect(partnerView.status).toBe(200);
    expect(partnerView.body.unseen_messages).toBe(1);
    expect(partnerView.body.messages.map((m: { text: string }) => m.text)).toContain('Here are my questions about the 1040.');
    const clientView = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.client });
    expect(clientView.body.unseen_messages).toBe(0);
  });

  it('opening marks it seen; Mark as unseen brings one unseen back', async () => {
    expect((await api('/conversations/update_conversation_as_seen', { token: s.tokens.partner, query: { conversation_id: conversationId } })).status).toBe(200);
    expect((await api(`/v2/conversations/${conversationId}`, { token: s.tokens.partner })).body.unseen_messages).toBe(0);
    const unseen = await api('/conversations/mark_as_unseen', { token: s.tokens.partner, body: { id: conversationId } });
    expect(unseen.body).toEqual({ message: 'Conversation marked as unseen' });
    expect((await api(`/v2/conversations/${conversationId}`, { token: s.tokens.partner })).body.unseen_messages).toBe(1);
  });

  it('lists the conversation for staff (all, by entity, unread) and for the client, with the preview fields', async () => {
    const all = await api('/v2/conversations', { token: s.tokens.partner });
    expect(all.status).toBe(200);
    expect(all.body.conversations.map((c: { id: string }) => c.id)).toContain(conversationId);
    const byEntity = await api('/v2/conversations', { token: s.tokens.advisor, query: { company_id: s.company.id } });
    expect(byEntity.body.conversations.map((c: { id: string }) => c.id)).toEqual([conversationId]);
    const unread = await api('/v2/conversations', { token: s.tokens.partner, query: { show_unread: 'true' } });
    expect(unread.body.conversations.map((c: { id: string }) => c.id)).toEqual([conversationId]);
    const mine = await api('/v2/conversations', { token: s.tokens.client });
    expect(mine.body.conversations).toHaveLength(1);
    expect(mine.body.conversations[0].last_message.text).toBe('Here are my questions about the 1040.');
    const theirs = await api('/v2/conversations', { token: s.tokens.other });
    expect(theirs.body.conversations).toEqual([]);
  });

  it('replies go to the thread, not the pane, and count on the parent', async () => {
    const parent = (await send(s.tokens.partner, { text: 'Which schedule?' })).body.message;
    const reply = await send(s.tokens.client, { text: 'Schedule C', message_thread_id: parent.id });
    expect(reply.status).toBe(200);
    expect(reply.body.message.message_thread_id).toBe(parent.id);
    const view = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.client });
    const texts = view.body.messages.map((m: { text: string }) => m.text);
    expect(texts).toContain('Which schedule?');
    expect(texts).not.toContain('Schedule C');
    expect(view.body.messages.find((m: { id: string }) => m.id === parent.id).reply_count).toBe(1);
    // A reply to a reply, or to a message of another conversation, is refused.
    expect((await send(s.tokens.client, { text: 'nested', message_thread_id: reply.body.message.id })).status).toBe(404);
  });

  it('pages messages: the latest page first, then the page before with previous_cursor', async () => {
    for (let i = 1; i <= 5; i++) await send(s.tokens.client, { text: `paged ${i}` });
    const latest = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.client, query: { per_page: '3' } });
    expect(latest.body.messages.map((m: { text: string }) => m.text)).toEqual(['paged 3', 'paged 4', 'paged 5']);
    const before = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.client, query: { per_page: '3', before: latest.body.previous_cursor } });
    expect(before.body.messages.map((m: { text: string }) => m.text)).toEqual(['Which schedule?', 'paged 1', 'paged 2']);
  });
});

describe('what sending refuses', () => {
  it('empty text: Please enter a message', async () => {
    for (const text of ['', '   ', undefined]) {
      const res = await send(s.tokens.client, { text });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please enter a message');
    }
  });

  it('a past scheduled time: Please select a date in the future', async () => {
    for (const scheduled_time of [new Date(Date.now() - 60_000).toISOString(), 'tomorrow', '2026-02-31T09:00:00Z']) {
      const res = await send(s.tokens.partner, { text: 'Later', scheduled_time });
      expect(res.status, scheduled_time).toBe(400);
      expect(res.body.error).toBe('Please select a date in the future');
    }
  });

  it('unknown tags, over-long text, and text posing as an attachment', async () => {
    expect((await send(s.tokens.client, { text: 'x', message_tag: 'shouting' })).status).toBe(400);
    expect((await send(s.tokens.client, { text: 'x'.repeat(10_001) })).status).toBe(400);
    expect((await send(s.tokens.client, { text: '[[attachments]]\n/Attachments/secret.pdf' })).status).toBe(400);
  });

  it('a staff member who is not in the conversation: You are not in this conversation', async () => {
    const res = await send(s.tokens.advisor, { text: 'Hello' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('You are not in this conversation');
  });

  it('a read-only client can read but not send', async () => {
    const conv = await api('/conversations/get_client_conversation', { token: s.tokens.readonly, query: { company_id: s.roCompany.id } });
    const res = await api('/conversations/send_message', { token: s.tokens.readonly, body: { conversation_id: conv.body.conversation.id, text: 'Hello' } });
    expect(res.status).toBe(403);
    expect((await api(`/v2/conversations/${conv.body.conversation.id}`, { token: s.tokens.readonly })).status).toBe(200);
  });

  it('unknown ids and another firm’s ids: 404 that reveals nothing', async () => {
    for (const token of [s.tokens.foreignPartner, s.tokens.foreignClient, s.tokens.other]) {
      const read = await api(`/v2/conversations/${conversationId}`, { token });
      expect(read.status).toBe(404);
      expect(JSON.stringify(read.body)).not.toMatch(/Casey|1040/);
      expect((await send(token, { text: 'hi' })).status).toBe(404);
      expect((await api('/conversations/mark_as_unseen', { token, body: { id: conversationId } })).status).toBe(404);
    }
    expect((await api('/v2/conversations/no-such-conversation', { token: s.tokens.partner })).status).toBe(404);
  });

  it('a malformed cursor is a 400, not a 500', async () => {
    for (const before of ['garbage', `${'9'.repeat(300)}#x`, '2026-01-01T00:00:00.000Z#../x']) {
      const res = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.client, query: { before } });
      expect(res.status, before).toBe(400);
    }
  });
});

describe('scheduled messages', () => {
  it('wait unseen by the client, then the sweeper delivers each exactly once', async () => {
    const at = new Date(Date.now() + 2_000).toISOString();
    const scheduled = await send(s.tokens.partner, { text: 'Your organizer is ready', scheduled_time: at });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.message).toMatchObject({ scheduled: true, scheduled_time: at });

    const waiting = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.partner });
    expect(waiting.body.scheduled_messages.map((m: { text: string }) => m.text)).toContain('Your organizer is ready');
    const clientBefore = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.client });
    expect(JSON.stringify(clientBefore.body)).not.toContain('Your organizer is ready');

    // The test stack sweeps every second.
    let delivered: { text: string }[] = [];
    for (let i = 0; i < 40 && delivered.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const view = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.client });
      delivered = view.body.messages.filter((m: { text: string }) => m.text === 'Your organizer is ready');
    }
    expect(delivered).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1_500));
    const later = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.partner });
    expect(later.body.messages.filter((m: { text: string }) => m.text === 'Your organizer is ready')).toHaveLength(1);
    expect(later.body.scheduled_messages.filter((m: { text: string }) => m.text === 'Your organizer is ready')).toHaveLength(0);
  });
});
