import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { readSentMail } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

const mailTo = async (email: string) =>
  (await readSentMail(services.env.AWS_ENDPOINT_URL_SESV2!)).filter((m) => m.to.includes(email));
const smsTo = async (digits: string) => {
  const { readSmsOutbox } = await import('../platform/adapters/sms');
  return (await readSmsOutbox(process.env.SMS_OUTBOX_FILE!)).filter((s) => s.to === digits);
};

/** A firm with a partner, a client (by the given contact method) and their conversation about one entity. */
async function aConversation(contact: 'email' | 'sms' | 'email_and_sms' = 'email') {
  const { createFirmWithPartner, createUser, createCompany } = await import('../platform/provision');
  const store = await import('./store');
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Outreach Firm',
    partner: { email: `p-${tag}@test.example`, fname: 'Pat', lname: 'Partner', isAdvisor: true },
  });
  const phone = `415${String(Math.floor(2000000 + Math.random() * 7000000))}`;
  const client = await createUser(firmId, {
    email: `c-${tag}@test.example`,
    fname: 'Cam',
    lname: 'Client',
    isAdvisor: false,
    phoneNumber: phone,
    preferredContactMethod: contact,
  });
  const company = await createCompany(firmId, {
    name: 'Outreach Co',
    entityType: 'Individual',
    ownerIds: [client.userId],
  });
  const conversation = await store.createConversation({
    firmId,
    advisorIds: [partner.userId],
    userIds: [client.userId],
    companyIds: [company.companyId],
  });
  return { firmId, partner, client, company, conversation, phone };
}

/** Delivers a message the way send_message does, follow-ups included; answers the message and its follow-ups. */
async function deliver(
  c: Awaited<ReturnType<typeof aConversation>>,
  from: { userId: string; isFirmUser: boolean },
  opts: { hasReminder?: boolean; at?: Date } = {},
) {
  const store = await import('./store');
  const { followUpsOf } = await import('./follow-ups');
  const { paneLane } = await import('../platform/data/entities/message');
  const sentAt = (opts.at ?? new Date()).toISOString();
  const members = await store.listMembers(c.firmId, c.conversation.conversationId);
  const base = {
    firmId: c.firmId,
    conversationId: c.conversation.conversationId,
    isFirmUser: from.isFirmUser,
    hasReminder: opts.hasReminder ?? false,
  };
  let followUps: ReturnType<ReturnType<typeof followUpsOf>> = [];
  const message = await store.deliverMessage(
    {
      ...base,
      lane: paneLane,
      sentAt,
      text: 'Please send your W-2',
      userId: from.userId,
      userName: 'X',
      tag: 'general',
    },
    { members, companyIds: c.conversation.relevant_company_ids ?? [] },
    (id) => (followUps = followUpsOf({ ...base, sentAt })(id)),
  );
  return { message, followUps };
}

describe('new-message notice', () => {
  it('is written with the message, mails an offline client once however often the job runs, and never quotes the message', async () => {
    const c = await aConversation();
    const { getDueItem } = await import('../platform/scheduler');
    const { sendMessageNotice } = await import('./outreach');
    const { message, followUps } = await deliver(c, { userId: c.partner.userId, isFirmUser: true });
    const notice = followUps[0]!;
    expect((await getDueItem(c.firmId, notice.id))?.kind).toBe('message-notice');

    const sent = await Promise.all([sendMessageNotice(notice.payload), sendMessageNotice(notice.payload)]);
    expect(sent.sort()).toEqual([0, 1]);
    await sendMessageNotice(notice.payload);
    const mail = await mailTo(c.client.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('New message from Outreach Firm');
    expect(mail[0]!.text).toContain(`/inbox/${c.company.hash_id}/${c.conversation.conversationId}`);
    expect(mail[0]!.text).not.toContain('W-2');
    // The sender is not told of their own message.
    expect(await mailTo(c.partner.email)).toHaveLength(0);
    expect(message.messageId).toBe(notice.payload.messageId);
  });

  it('goes by SMS to a client who prefers it, and by both when they choose both', async () => {
    const bySms = await aConversation('sms');
    const { sendMessageNotice } = await import('./outreach');
    const one = await deliver(bySms, { userId: bySms.partner.userId, isFirmUser: true });
    expect(await sendMessageNotice(one.followUps[0]!.payload)).toBe(1);
    expect((await smsTo(bySms.phone))[0]?.body).toMatch(/^Outreach Firm: you have a new message\. http/);
    expect(await mailTo(bySms.client.email)).toHaveLength(0);

    const both = await aConversation('email_and_sms');
    const two = await deliver(both, { userId: both.partner.userId, isFirmUser: true });
    await sendMessageNotice(two.followUps[0]!.payload);
    expect(await smsTo(both.phone)).toHaveLength(1);
    expect(await mailTo(both.client.email)).toHaveLength(1);
  });

  it('is not sent to a client who has the portal open, who already read it, or when the message was unsent', async () => {
    const { sendMessageNotice } = await import('./outreach');
    const { Connection } = await import('../platform/data/entities/connection');
    const store = await import('./store');

    const online = await aConversation();
    await Connection.create({
      firmId: online.firmId,
      userId: online.client.userId,
      connectionId: `conn-${Date.now()}`,
    }).go();
    const a = await deliver(online, { userId: online.partner.userId, isFirmUser: true });
    expect(await sendMessageNotice(a.followUps[0]!.payload)).toBe(0);

    const read = await aConversation();
    const b = await deliver(read, { userId: read.partner.userId, isFirmUser: true });
    await store.markSeen(
      read.firmId,
      read.conversation.conversationId,
      read.client.userId,
      new Date(Date.now() + 1000).toISOString(),
    );
    expect(await sendMessageNotice(b.followUps[0]!.payload)).toBe(0);

    const unsent = await aConversation();
    const d = await deliver(unsent, { userId: unsent.partner.userId, isFirmUser: true });
    await store.reviseMessage(d.message, { deleted_at: new Date().toISOString() });
    expect(await sendMessageNotice(d.followUps[0]!.payload)).toBe(0);
    expect(await mailTo(online.client.email)).toHaveLength(0);
    expect(await mailTo(read.client.email)).toHaveLength(0);
    expect(await mailTo(unsent.client.email)).toHaveLength(0);
  });

  it('a client’s message tells no client (staff hear of it in the portal)', async () => {
    const c = await aConversation();
    const { sendMessageNotice } = await import('./outreach');
    const { followUps } = await deliver(c, { userId: c.client.userId, isFirmUser: false }, { hasReminder: true });
    expect(followUps.map((f) => f.kind)).toEqual(['message-notice']);
    expect(await sendMessageNotice(followUps[0]!.payload)).toBe(0);
  });
});

describe('Auto-remind', () => {
  it('reminds the client and schedules the next step while the firm’s message is the last one', async () => {
    const c = await aConversation();
    const { getDueItem } = await import('../platform/scheduler');
    const { sendMessageReminder } = await import('./outreach');
    const sentAt = new Date('2026-01-05T15:00:00.000Z');
    const { followUps } = await deliver(
      c,
      { userId: c.partner.userId, isFirmUser: true },
      { hasReminder: true, at: sentAt },
    );
    const first = followUps.find((f) => f.kind === 'message-reminder')!;
    expect(first.dueAt).toBe('2026-01-08T15:00:00.000Z');

    expect(await sendMessageReminder(first.payload)).toBe('reminded');
    expect(await sendMessageReminder(first.payload)).toBe('reminded'); // the queue repeats a job
    const mail = await mailTo(c.client.email);
    expect(mail.map((m) => m.subject)).toEqual(['Reminder: Outreach Firm is waiting for your reply']);
    const second = await getDueItem(c.firmId, `reminder-${first.payload.messageId}-2`);
    expect(second?.due_at).toBe('2026-01-11T15:00:00.000Z');

    // The last step (day 30) schedules nothing more.
    expect(await sendMessageReminder({ ...first.payload, step: 10 })).toBe('reminded');
    expect(await getDueItem(c.firmId, `reminder-${first.payload.messageId}-11`)).toBeFalsy();
  });

  it('stops once anyone sends another message, or the message is deleted', async () => {
    const { sendMessageReminder } = await import('./outreach');
    const store = await import('./store');
    const replied = await aConversation();
    const a = await deliver(
      replied,
      { userId: replied.partner.userId, isFirmUser: true },
      { hasReminder: true, at: new Date(Date.now() - 5000) },
    );
    await deliver(replied, { userId: replied.client.userId, isFirmUser: false });
    expect(await sendMessageReminder(a.followUps[1]!.payload)).toBe('stopped');

    const deleted = await aConversation();
    const b = await deliver(deleted, { userId: deleted.partner.userId, isFirmUser: true }, { hasReminder: true });
    await store.reviseMessage(b.message, { deleted_at: new Date().toISOString() });
    expect(await sendMessageReminder(b.followUps[1]!.payload)).toBe('stopped');
    expect(await mailTo(replied.client.email)).toHaveLength(0);
    expect(await mailTo(deleted.client.email)).toHaveLength(0);
  });
});
