import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

/** A firm with a client, an entity and their conversation, made with the domain functions themselves. */
async function aConversation() {
  const { createFirmWithPartner, createUser, createCompany } = await import('../platform/provision');
  const store = await import('./store');
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Sweep Firm',
    partner: { email: `p-${tag}@test.example`, fname: 'P', lname: 'P', isAdvisor: true },
  });
  const client = await createUser(firmId, { email: `c-${tag}@test.example`, fname: 'C', lname: 'C', isAdvisor: false });
  const company = await createCompany(firmId, {
    name: 'Sweep Co',
    entityType: 'Individual',
    ownerIds: [client.userId],
  });
  const conversation = await store.createConversation({
    firmId,
    advisorIds: [partner.userId],
    userIds: [client.userId],
    companyIds: [company.companyId],
  });
  return { firmId, partner, conversation };
}

describe('a scheduled message is delivered exactly once', () => {
  it('when two sweeps run at the same time, and when the queue hands the job over twice', async () => {
    const { newId } = await import('../platform/auth/secrets');
    const { scheduleDueItem } = await import('../platform/scheduler');
    const { sweepDueItems } = await import('@ledgerline/events/sweeper');
    const store = await import('./store');
    const { conversationJobs } = await import('./jobs');
    const { deliverScheduledMessage } = await import('./deliver-scheduled');
    const { firmId, partner, conversation } = await aConversation();

    const messageId = newId();
    const due = new Date(Date.now() + 1_000);
    const payload = { firmId, conversationId: conversation.conversationId, messageId };
    const dueId = await scheduleDueItem(conversationJobs.deliverScheduledMessage, payload, {
      firmId,
      dueAt: due,
      id: `message-${messageId}`,
    });
    await store.storeScheduled({
      firmId,
      conversationId: conversation.conversationId,
      messageId,
      scheduledTime: due.toISOString(),
      text: 'Quarterly estimate due',
      userId: partner.userId,
      userName: 'P P',
      isFirmUser: true,
      tag: 'general',
      hasReminder: false,
    });

    const sweepAt = new Date(due.getTime() + 1);
    const sweeps = await Promise.all([sweepDueItems(sweepAt), sweepDueItems(sweepAt)]);
    expect(sweeps.flatMap((s) => s.enqueued).filter((id) => id === dueId)).toHaveLength(1);

    // A standard queue may deliver the job twice, even at once.
    const outcomes = await Promise.all([
      deliverScheduledMessage(payload, sweepAt),
      deliverScheduledMessage(payload, sweepAt),
    ]);
    expect(outcomes.sort()).toEqual(['delivered', 'skipped']);
    expect(await deliverScheduledMessage(payload, sweepAt)).toBe('skipped');

    const pane = await store.listPane(firmId, conversation.conversationId, 50);
    expect(pane.items.filter((m) => m.text === 'Quarterly estimate due')).toHaveLength(1);
    expect((await store.listScheduled(firmId, conversation.conversationId)).items).toEqual([]);
  });

  it('a job that comes before the message’s (moved) time does nothing', async () => {
    const { newId } = await import('../platform/auth/secrets');
    const store = await import('./store');
    const { deliverScheduledMessage } = await import('./deliver-scheduled');
    const { firmId, partner, conversation } = await aConversation();
    const messageId = newId();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await store.storeScheduled({
      firmId,
      conversationId: conversation.conversationId,
      messageId,
      scheduledTime: later,
      text: 'Later',
      userId: partner.userId,
      userName: 'P P',
      isFirmUser: true,
      tag: 'general',
      hasReminder: false,
    });
    expect(await deliverScheduledMessage({ firmId, conversationId: conversation.conversationId, messageId })).toBe(
      'skipped',
    );
    expect((await store.listScheduled(firmId, conversation.conversationId)).items).toHaveLength(1);
  });

  it('nothing is sent while the firm has messaging turned off: the message stays scheduled', async () => {
    const { newId } = await import('../platform/auth/secrets');
    const store = await import('./store');
    const { setFirmPreferences } = await import('../firms/store');
    const { deliverScheduledMessage } = await import('./deliver-scheduled');
    const { firmId, partner, conversation } = await aConversation();
    const messageId = newId();
    const due = new Date(Date.now() - 1_000).toISOString();
    await store.storeScheduled({
      firmId,
      conversationId: conversation.conversationId,
      messageId,
      scheduledTime: due,
      text: 'Held while messaging is off',
      userId: partner.userId,
      userName: 'P P',
      isFirmUser: true,
      tag: 'general',
      hasReminder: false,
    });
    await setFirmPreferences(firmId, { communication_disabled: true }, {});
    expect(await deliverScheduledMessage({ firmId, conversationId: conversation.conversationId, messageId })).toBe(
      'skipped',
    );
    expect((await store.listScheduled(firmId, conversation.conversationId)).items).toHaveLength(1);
    const pane = await store.listPane(firmId, conversation.conversationId, 50);
    expect(pane.items.filter((m) => m.text === 'Held while messaging is off')).toHaveLength(0);
  });
});
