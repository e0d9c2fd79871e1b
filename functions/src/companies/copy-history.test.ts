import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

/** An entity owned by one client with a live conversation (made with the conversations domain's own functions). */
async function entityWithConversation() {
  const { createFirmWithPartner, createUser, createCompany } = await import('../platform/provision');
  const conversations = await import('../conversations/store');
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Copy Firm',
    partner: { email: `p-${tag}@test.example`, fname: 'P', lname: 'P', isAdvisor: true },
  });
  const client = await createUser(firmId, { email: `c-${tag}@test.example`, fname: 'C', lname: 'C', isAdvisor: false });
  const other = await createUser(firmId, { email: `o-${tag}@test.example`, fname: 'O', lname: 'O', isAdvisor: false });
  const company = await createCompany(firmId, { name: 'Copy Co', entityType: 'Individual', ownerIds: [client.userId] });
  const conversation = await conversations.createConversation({
    firmId,
    advisorIds: [partner.userId],
    userIds: [client.userId],
    companyIds: [company.companyId],
  });
  const deliver = async (text: string, threadOf?: string) => {
    const { paneLane, threadLane } = await import('../platform/data/entities/message');
    const members = await conversations.listMembers(firmId, conversation.conversationId);
    return conversations.deliverMessage(
      {
        firmId,
        conversationId: conversation.conversationId,
        lane: threadOf ? threadLane(threadOf) : paneLane,
        sentAt: new Date().toISOString(),
        text,
        userId: client.userId,
        userName: 'C C',
        isFirmUser: false,
        tag: 'general',
        threadId: threadOf ?? null,
        hasReminder: false,
      },
      { members, companyIds: [company.companyId] },
    );
  };
  return { firmId, partner, client, other, company, conversation, deliver, conversations };
}

async function allMessages(firmId: string, conversationId: string) {
  const { Message } = await import('../platform/data/entities/message');
  return (await Message.query.byConversation({ firmId, conversationId }).go({ pages: 'all' })).data;
}

describe('owners changed with copy: the previous messages are copied into the new conversation', () => {
  it('copies pane and thread messages in bounded, repeatable batches; waiting messages move; nothing is lost', async () => {
    const s = await entityWithConversation();
    const { newId } = await import('../platform/auth/secrets');
    const { followOwners, copyHistory } = await import('../platform/entity-conversations');
    const first = await s.deliver('First');
    await s.deliver('A reply', first.messageId);
    for (let i = 0; i < 30; i++) await s.deliver(`Message ${i}`);
    const waiting = await s.conversations.storeScheduled({
      firmId: s.firmId,
      conversationId: s.conversation.conversationId,
      messageId: newId(),
      scheduledTime: new Date(Date.now() + 86_400_000).toISOString(),
      text: 'Later',
      userId: s.partner.userId,
      userName: 'P P',
      isFirmUser: true,
      tag: 'general',
      hasReminder: false,
    });
    const oldId = s.conversation.conversationId;

    const followed = await followOwners(s.firmId, s.company.companyId, [s.client.userId, s.other.userId], 'copy');
    const newIdOfConversation = followed.conversationId!;
    expect(newIdOfConversation).not.toBe(oldId);
    expect(followed.copies).toEqual([]);

    const copied = await allMessages(s.firmId, newIdOfConversation);
    const original = await allMessages(s.firmId, oldId);
    // The originals stay (the waiting one moved on); the copies are the same texts with their own ids.
    expect(original.map((m) => m.text).sort()).toEqual(
      ['First', 'A reply', ...Array.from({ length: 30 }, (_, i) => `Message ${i}`)].sort(),
    );
    expect(copied.map((m) => m.text).sort()).toEqual([...original.map((m) => m.text), 'Later'].sort());
    expect(copied.find((m) => m.messageId === waiting.messageId)?.lane).toBe('SCHED');
    const reply = copied.find((m) => m.text === 'A reply')!;
    const parent = copied.find((m) => m.text === 'First')!;
    expect(parent.messageId).not.toBe(first.messageId);
    expect(reply.message_thread_id).toBe(parent.messageId);
    expect(reply.lane).toBe(`THREAD~${parent.messageId}`);

    // Again, one batch at a time from the start (a retried job): the same copies, none twice.
    let at = await copyHistory(s.firmId, oldId, newIdOfConversation, 1);
    let rounds = 1;
    while (at) {
      at = await copyHistory(s.firmId, oldId, newIdOfConversation, 1, at);
      rounds++;
    }
    expect(rounds).toBeGreaterThan(1);
    expect(await allMessages(s.firmId, newIdOfConversation)).toHaveLength(copied.length);

    const [old, next] = await Promise.all([
      s.conversations.getConversation(s.firmId, oldId),
      s.conversations.getConversation(s.firmId, newIdOfConversation),
    ]);
    expect(old?.replaced_by_id).toBe(newIdOfConversation);
    expect(old?.relevant_company_ids).toEqual([]);
    expect(next?.user_ids?.sort()).toEqual([s.client.userId, s.other.userId].sort());
    expect(next?.last_message_at).toBe(old?.last_message_at);
  });

  it('the queued rest goes on from where the request stopped', async () => {
    const s = await entityWithConversation();
    const { copyHistory } = await import('../platform/entity-conversations');
    const { continueCopy } = await import('./copy-history');
    for (let i = 0; i < 60; i++) await s.deliver(`Long ${i}`);
    const target = await s.conversations.createConversation({
      firmId: s.firmId,
      advisorIds: [],
      userIds: [s.other.userId],
      companyIds: [],
    });
    const left = await copyHistory(s.firmId, s.conversation.conversationId, target.conversationId, 1);
    expect(left).toMatchObject({ phase: 'pane' });
    // The last round: the job finds the rest within its batches and queues nothing more.
    await continueCopy({
      firmId: s.firmId,
      fromId: s.conversation.conversationId,
      toId: target.conversationId,
      phase: left!.phase,
      cursor: left!.cursor,
      round: 2,
    });
    const copied = await allMessages(s.firmId, target.conversationId);
    expect(copied.map((m) => m.text).sort()).toEqual(Array.from({ length: 60 }, (_, i) => `Long ${i}`).sort());
  });
});
