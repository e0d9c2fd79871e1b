import { beforeAll, describe, expect, it } from 'vitest';
import { conversationRoutes as routes } from '@ledgerline/shared/routes/conversations';
import { api, call, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/** Entities of the client: each test that writes takes one of its own, so no test depends on another's messages. */
const clientEntities = 20;

/** A firm with a client (assigned to the partner) owning many entities, a second client, and another firm. */
async function setup() {
  const client = uniqueEmail('conv-client');
  const other = uniqueEmail('conv-other');
  const readonly = uniqueEmail('conv-ro');
  const advisor = uniqueEmail('conv-advisor');
  const firm = await makeFirm({
    users: [
      { email: advisor, is_advisor: true, password: demoPassword },
      {
        email: client,
        fname: 'Casey',
        lname: 'Client',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: Array.from({ length: clientEntities }, (_, i) => ({ name: `Casey Household ${i + 1}` })),
      },
      { email: other, fname: 'Olive', lname: 'Other', password: demoPassword, companies: [{ name: 'Olive LLC' }] },
      {
        email: readonly,
        password: demoPassword,
        readonly: true,
        assigned_advisor: 'partner',
        companies: [{ name: 'Read Only Co' }],
      },
    ],
  });
  const foreign = await makeFirm({
    users: [{ email: uniqueEmail('conv-foreign'), password: demoPassword, companies: [{ name: 'Foreign Co' }] }],
  });
  const tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    advisor: (await signIn(advisor)).firebase_token,
    client: (await signIn(client)).firebase_token,
    other: (await signIn(other)).firebase_token,
    readonly: (await signIn(readonly)).firebase_token,
    foreignClient: (await signIn(foreign.users[1].email)).firebase_token,
    foreignPartner: (await signIn(foreign.partnerEmail)).firebase_token,
  };
  const companies = firm.users.find((u) => u.email === client)!.companies;
  const roCompany = firm.users.find((u) => u.email === readonly)!.companies[0];
  return { firm, foreign, tokens, companies, roCompany };
}

let s: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  s = await setup();
});

let taken = 0;
/** A conversation no other test has touched: the client's conversation about an entity of its own. */
async function freshConversation() {
  const company = s.companies[taken++];
  if (!company) throw new Error('setup() made too few entities for this file');
  const res = await call(routes.getClientConversation, { company_id: company.id }, { token: s.tokens.client });
  expect(res.status).toBe(200);
  return { company, conversationId: res.body.conversation.id };
}

const send = (token: string, conversationId: string, body: Record<string, unknown>) =>
  api('/conversations/send_message', { token, body: { conversation_id: conversationId, ...body } });
const view = (token: string, id: string, query: { per_page?: number; before?: string } = {}) =>
  call(routes.getConversation, { id, ...query }, { token });

type Named = { id: string; text: string };
const ids = (list: { id: string }[]) => list.map((c) => c.id);
const texts = (list: { text: string }[]) => list.map((m) => m.text);

describe('a client’s conversation about an entity', () => {
  it('is started once, with the entity’s owners and the client’s assigned firm user, and found again after', async () => {
    const { company, conversationId } = await freshConversation();
    const again = await call(routes.getClientConversation, { company_id: company.id }, { token: s.tokens.client });
    expect(again.body.conversation.id).toBe(conversationId);
    expect(again.body.conversation).toMatchObject({
      client_names: ['Casey Client'],
      advisor_names: ['Pat Partner'],
      relevant_company_ids: [company.id],
      relevant_company_hash_id: company.hash_id,
      last_message: null,
      archived: false,
      is_member: true,
    });
  });

  it('is refused for an entity the client does not own, or of another firm: 404', async () => {
    const otherCompany = s.firm.users.find((u) => u.companies.some((c) => c.name === 'Olive LLC'))!.companies[0];
    const own = s.companies[0];
    expect(
      (await call(routes.getClientConversation, { company_id: otherCompany.id }, { token: s.tokens.client })).status,
    ).toBe(404);
    expect(
      (await call(routes.getClientConversation, { company_id: own.id }, { token: s.tokens.foreignClient })).status,
    ).toBe(404);
  });
});

describe('sending and reading', () => {
  it('a client’s message reaches the conversation, counts as unseen for the firm user, and is seen by the sender', async () => {
    const { conversationId } = await freshConversation();
    const sent = await send(s.tokens.client, conversationId, {
      text: '  Here are my questions about the 1040.  ',
      message_tag: 'urgent',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({
      text: 'Here are my questions about the 1040.',
      tag: 'urgent',
      is_firm_user: false,
      user_name: 'Casey Client',
      scheduled: false,
    });

    const partnerView = await view(s.tokens.partner, conversationId);
    expect(partnerView.status).toBe(200);
    expect(partnerView.body.unseen_messages).toBe(1);
    expect(texts(partnerView.body.messages)).toContain('Here are my questions about the 1040.');
    expect((await view(s.tokens.client, conversationId)).body.unseen_messages).toBe(0);
  });

  it('opening marks it seen; Mark as unseen brings one unseen back', async () => {
    const { conversationId } = await freshConversation();
    await send(s.tokens.client, conversationId, { text: 'Seen or not?' });
    expect((await view(s.tokens.partner, conversationId)).body.unseen_messages).toBe(1);
    const seen = await call(
      routes.updateConversationAsSeen,
      { conversation_id: conversationId },
      { token: s.tokens.partner },
    );
    expect(seen.status).toBe(200);
    expect((await view(s.tokens.partner, conversationId)).body.unseen_messages).toBe(0);
    const unseen = await call(routes.markAsUnseen, { id: conversationId }, { token: s.tokens.partner });
    expect(unseen.body).toEqual({ message: 'Conversation marked as unseen' });
    expect((await view(s.tokens.partner, conversationId)).body.unseen_messages).toBe(1);
  });

  it('lists the conversation for staff (all, by entity, unread) and for the client, with the preview fields', async () => {
    const { company, conversationId } = await freshConversation();
    await send(s.tokens.client, conversationId, { text: 'Here are my questions about the 1040.' });
    const all = await call(routes.listConversations, {}, { token: s.tokens.partner });
    expect(all.status).toBe(200);
    expect(ids(all.body.conversations)).toContain(conversationId);
    const byEntity = await call(routes.listConversations, { company_id: company.id }, { token: s.tokens.advisor });
    expect(ids(byEntity.body.conversations)).toEqual([conversationId]);
    const unread = await call(routes.listConversations, { show_unread: 'true' }, { token: s.tokens.partner });
    expect(ids(unread.body.conversations)).toContain(conversationId);
    const read = await freshConversation();
    expect(ids(unread.body.conversations)).not.toContain(read.conversationId);
    const mine = await call(routes.listConversations, { company_id: company.id }, { token: s.tokens.client });
    expect(mine.body.conversations).toHaveLength(1);
    expect(mine.body.conversations[0].last_message?.text).toBe('Here are my questions about the 1040.');
    const theirs = await call(routes.listConversations, {}, { token: s.tokens.other });
    expect(theirs.body.conversations).toEqual([]);
  });

  it('replies go to the thread, not the pane, and count on the parent', async () => {
    const { conversationId } = await freshConversation();
    const parent = (await send(s.tokens.partner, conversationId, { text: 'Which schedule?' })).body.message;
    const reply = await send(s.tokens.client, conversationId, { text: 'Schedule C', message_thread_id: parent.id });
    expect(reply.status).toBe(200);
    expect(reply.body.message.message_thread_id).toBe(parent.id);
    const pane = (await view(s.tokens.client, conversationId)).body.messages;
    expect(texts(pane)).toContain('Which schedule?');
    expect(texts(pane)).not.toContain('Schedule C');
    expect(pane.find((m) => m.id === parent.id)?.reply_count).toBe(1);
    // A reply to a reply, or to a message of another conversation, is refused.
    expect(
      (await send(s.tokens.client, conversationId, { text: 'nested', message_thread_id: reply.body.message.id }))
        .status,
    ).toBe(404);
    const elsewhere = await freshConversation();
    expect(
      (await send(s.tokens.client, elsewhere.conversationId, { text: 'stray', message_thread_id: parent.id })).status,
    ).toBe(404);
  });

  it('pages messages: the latest page first, then the page before with previous_cursor', async () => {
    const { conversationId } = await freshConversation();
    for (let i = 1; i <= 5; i++) await send(s.tokens.client, conversationId, { text: `paged ${i}` });
    const latest = await view(s.tokens.client, conversationId, { per_page: 3 });
    expect(texts(latest.body.messages)).toEqual(['paged 3', 'paged 4', 'paged 5']);
    const before = await view(s.tokens.client, conversationId, {
      per_page: 3,
      before: latest.body.previous_cursor ?? undefined,
    });
    expect(texts(before.body.messages)).toEqual(['paged 1', 'paged 2']);
  });
});

describe('what sending refuses', () => {
  it('empty text: Please enter a message', async () => {
    const { conversationId } = await freshConversation();
    for (const text of ['', '   ', undefined]) {
      const res = await send(s.tokens.client, conversationId, { text });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please enter a message');
    }
  });

  it('a past scheduled time: Please select a date in the future', async () => {
    const { conversationId } = await freshConversation();
    for (const scheduled_time of [new Date(Date.now() - 60_000).toISOString(), 'tomorrow', '2026-02-31T09:00:00Z']) {
      const res = await send(s.tokens.partner, conversationId, { text: 'Later', scheduled_time });
      expect(res.status, scheduled_time).toBe(400);
      expect(res.body.error).toBe('Please select a date in the future');
    }
  });

  it('unknown tags, over-long text, and text posing as an attachment', async () => {
    const { conversationId } = await freshConversation();
    expect((await send(s.tokens.client, conversationId, { text: 'x', message_tag: 'shouting' })).status).toBe(400);
    expect((await send(s.tokens.client, conversationId, { text: 'x'.repeat(10_001) })).status).toBe(400);
    expect(
      (await send(s.tokens.client, conversationId, { text: '[[attachments]]\n/Attachments/secret.pdf' })).status,
    ).toBe(400);
  });

  it('a staff member who is not in the conversation: You are not in this conversation', async () => {
    const { conversationId } = await freshConversation();
    const res = await send(s.tokens.advisor, conversationId, { text: 'Hello' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('You are not in this conversation');
  });

  it('a read-only client can read but not send', async () => {
    const conv = await call(routes.getClientConversation, { company_id: s.roCompany.id }, { token: s.tokens.readonly });
    const res = await send(s.tokens.readonly, conv.body.conversation.id, { text: 'Hello' });
    expect(res.status).toBe(403);
    expect((await view(s.tokens.readonly, conv.body.conversation.id)).status).toBe(200);
  });

  it('unknown ids and another firm’s ids: 404 that reveals nothing', async () => {
    const { conversationId } = await freshConversation();
    await send(s.tokens.client, conversationId, { text: 'About the 1040' });
    for (const token of [s.tokens.foreignPartner, s.tokens.foreignClient, s.tokens.other]) {
      const read = await view(token, conversationId);
      expect(read.status).toBe(404);
      expect(JSON.stringify(read.body)).not.toMatch(/Casey|1040/);
      expect((await send(token, conversationId, { text: 'hi' })).status).toBe(404);
      expect((await call(routes.markAsUnseen, { id: conversationId }, { token })).status).toBe(404);
    }
    expect((await view(s.tokens.partner, 'no-such-conversation')).status).toBe(404);
  });

  it('a malformed cursor is a 400, not a 500', async () => {
    const { conversationId } = await freshConversation();
    for (const before of ['garbage', `${'9'.repeat(300)}#x`, '2026-01-01T00:00:00.000Z#../x']) {
      const res = await view(s.tokens.client, conversationId, { before });
      expect(res.status, before).toBe(400);
    }
  });
});

describe('scheduled messages', () => {
  it('wait unseen by the client, then the sweeper delivers each exactly once', async () => {
    const { conversationId } = await freshConversation();
    const at = new Date(Date.now() + 2_000).toISOString();
    const scheduled = await send(s.tokens.partner, conversationId, {
      text: 'Your organizer is ready',
      scheduled_time: at,
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.message).toMatchObject({ scheduled: true, scheduled_time: at });

    const waiting = await view(s.tokens.partner, conversationId);
    expect(texts(waiting.body.scheduled_messages)).toContain('Your organizer is ready');
    const clientBefore = await view(s.tokens.client, conversationId);
    expect(JSON.stringify(clientBefore.body)).not.toContain('Your organizer is ready');

    // The test stack sweeps every second.
    let delivered: Named[] = [];
    for (let i = 0; i < 40 && delivered.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 250));
      delivered = (await view(s.tokens.client, conversationId)).body.messages.filter(
        (m) => m.text === 'Your organizer is ready',
      );
    }
    expect(delivered).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1_500));
    const later = await view(s.tokens.partner, conversationId);
    expect(later.body.messages.filter((m) => m.text === 'Your organizer is ready')).toHaveLength(1);
    expect(later.body.scheduled_messages.filter((m) => m.text === 'Your organizer is ready')).toHaveLength(0);
  });
});
