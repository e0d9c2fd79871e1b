import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

/**
 * An entity with two live conversations with the same client: one with the partner, one with a full user. The API
 * never makes two (a change of participants archives the old one), so they are made with the domain functions.
 */
async function twoConversations() {
  const { createFirmWithPartner, createUser, createCompany } = await import('../platform/provision');
  const store = await import('./store');
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Move Firm',
    partner: { email: `p-${tag}@test.example`, fname: 'P', lname: 'P', isAdvisor: true },
  });
  const full = await createUser(firmId, {
    email: `f-${tag}@test.example`,
    fname: 'F',
    lname: 'F',
    isAdvisor: true,
    firmAccess: 'full',
  });
  const client = await createUser(firmId, { email: `c-${tag}@test.example`, fname: 'C', lname: 'C', isAdvisor: false });
  const company = await createCompany(firmId, { name: 'Move Co', entityType: 'Individual', ownerIds: [client.userId] });
  const make = (advisorId: string) =>
    store.createConversation({
      firmId,
      advisorIds: [advisorId],
      userIds: [client.userId],
      companyIds: [company.companyId],
    });
  const existing = await make(full.userId);
  const current = await make(partner.userId);
  return { firmId, partner, full, client, company, existing, current };
}

type Setup = Awaited<ReturnType<typeof twoConversations>>;

async function deliver(s: Setup, conversationId: string, text: string, threadOf?: string) {
  const store = await import('./store');
  const { paneLane, threadLane } = await import('../platform/data/entities/message');
  const members = await store.listMembers(s.firmId, conversationId);
  const parent = threadOf ? await store.findMessage(s.firmId, threadOf) : null;
  return store.deliverMessage(
    {
      firmId: s.firmId,
      conversationId,
      lane: parent ? threadLane(parent.messageId) : paneLane,
      sentAt: new Date().toISOString(),
      text,
      userId: s.client.userId,
      userName: 'C C',
      isFirmUser: false,
      tag: 'general',
      threadId: parent?.messageId ?? null,
      hasReminder: false,
    },
    { members, companyIds: [s.company.companyId], parent },
  );
}

async function allMessages(firmId: string, conversationId: string) {
  const { Message } = await import('../platform/data/entities/message');
  return (await Message.query.byConversation({ firmId, conversationId }).go({ pages: 'all' })).data;
}

describe('Manage Participants: move messages to the existing conversation', () => {
  it('choosing the participants of an existing conversation moves every message there, once, and archives this one', async () => {
    const s = await twoConversations();
    const store = await import('./store');
    const { newId } = await import('../platform/auth/secrets');
    const { updateConversation } = await import('./update-conversation');
    const { conversationRoutes } = await import('@ledgerline/shared/routes/conversations');
    await deliver(s, s.existing.conversationId, 'Already there');
    const first = await deliver(s, s.current.conversationId, 'First');
    await deliver(s, s.current.conversationId, 'A reply', first.messageId);
    const last = await deliver(s, s.current.conversationId, 'Last');
    const waiting = await store.storeScheduled({
      firmId: s.firmId,
      conversationId: s.current.conversationId,
      messageId: newId(),
      scheduledTime: new Date(Date.now() + 86_400_000).toISOString(),
      text: 'Later',
      userId: s.partner.userId,
      userName: 'P P',
      isFirmUser: true,
      tag: 'general',
      hasReminder: false,
    });

    const res = await updateConversation({
      input: { id: s.current.conversationId, advisor_ids: [s.full.userId], mode: 'existing' },
      caller: {
        userId: s.partner.userId,
        firmId: s.firmId,
        sessionId: 'test',
        isAdvisor: true,
        firmAccess: 'partner',
        firmGroupId: null,
        readonly: false,
      },
      route: conversationRoutes.updateConversation as never,
      requestId: 'test',
      ip: '127.0.0.1',
      userAgent: 'test',
      callerUser: async () => null,
    });
    expect(res).toEqual({ id: s.existing.conversationId, message: 'Messages moved to the existing conversation' });

    const moved = await allMessages(s.firmId, s.existing.conversationId);
    expect(moved.map((m) => m.text).sort()).toEqual(['A reply', 'Already there', 'First', 'Last', 'Later']);
    expect(moved.find((m) => m.messageId === first.messageId)?.reply_count).toBe(1);
    expect(moved.find((m) => m.messageId === waiting.messageId)?.lane).toBe('SCHED');
    expect(await allMessages(s.firmId, s.current.conversationId)).toEqual([]);
    const [target, old] = await Promise.all([
      store.getConversation(s.firmId, s.existing.conversationId),
      store.getConversation(s.firmId, s.current.conversationId),
    ]);
    expect(target?.last_message_at).toBe(last.sent_at);
    expect(old?.relevant_company_ids).toEqual([]);
    expect(old?.replaced_by_id).toBe(s.existing.conversationId);
  });

  it('a long conversation moves in bounded batches; runs side by side or repeated lose nothing and double nothing', async () => {
    const s = await twoConversations();
    const store = await import('./store');
    const { continueMove } = await import('./move-messages');
    const texts: string[] = [];
    for (let i = 0; i < 60; i++) {
      texts.push(`Message ${i}`);
      await deliver(s, s.current.conversationId, `Message ${i}`);
    }
    const from = s.current.conversationId;
    const to = s.existing.conversationId;
    expect(await store.moveMessages(s.firmId, from, to, 1)).toBe('more');
    expect(await allMessages(s.firmId, to)).toHaveLength(store.moveBatchSize);
    await Promise.all([store.moveMessages(s.firmId, from, to, 1), store.moveMessages(s.firmId, from, to, 1)]);
    await continueMove({ firmId: s.firmId, fromId: from, toId: to, round: 1 });
    await continueMove({ firmId: s.firmId, fromId: from, toId: to, round: 2 });
    const moved = await allMessages(s.firmId, to);
    expect(moved.map((m) => m.text).sort()).toEqual([...texts].sort());
    expect(await allMessages(s.firmId, from)).toEqual([]);
    expect(await store.moveMessages(s.firmId, from, to)).toBe('done');
  });
});
