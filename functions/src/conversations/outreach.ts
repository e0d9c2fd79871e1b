/**
 * The consumers of a message's follow-ups: the new-message notice to clients who are not online, and
 * Auto-remind's reminders. Neither quotes the message: mail and SMS are not private enough for a tax
 * firm's words, so they say who wrote and link to the conversation.
 */
import type { UserItem } from '../platform/data/entities/user';
import type { ConversationItem } from '../platform/data/entities/conversation';
import type { ConversationMemberItem } from '../platform/data/entities/conversation-member';
import { scheduleDueItem, DueItemExists } from '../platform/scheduler';
import { contactPerson, isOnline, type Outreach } from '../platform/contact';
import { env } from '../platform/env';
import { log } from '../platform/log';
import { nextReminder } from './follow-ups';
import { isArchived } from './rules';
import * as store from './store';
import { conversationJobs } from './jobs';
import type { ParsedPayloadOf, PayloadOf } from '../platform/jobs';

export const outreachText = {
  notice: (firm: string, link: string): Outreach => ({
    subject: `New message from ${firm}`,
    text: `You have a new message from ${firm} in your client portal.\n\nRead and reply: ${link}\n`,
    sms: `${firm}: you have a new message. ${link}`,
  }),
  reminder: (firm: string, link: string): Outreach => ({
    subject: `Reminder: ${firm} is waiting for your reply`,
    text: `${firm} sent you a message and is waiting for your reply.\n\nRead and reply: ${link}\n`,
    sms: `Reminder: ${firm} is waiting for your reply. ${link}`,
  }),
};

/** Where the client reads the conversation: /inbox/{companyHash}/{conversationId}. */
async function conversationLink(conversation: ConversationItem): Promise<string> {
  const companyId = conversation.relevant_company_ids?.[0];
  const company = companyId ? await store.getCompany(conversation.firmId, companyId) : null;
  const base = env.APP_URL.replace(/\/$/, '');
  return company ? `${base}/inbox/${company.hash_id}/${conversation.conversationId}` : `${base}/inbox`;
}

async function firmName(firmId: string): Promise<string> {
  return (await store.getFirm(firmId))?.name ?? 'Your accountant';
}

/** Client members other than the sender who can still be reached: not deleted. */
async function clientRecipients(
  conversation: ConversationItem,
  senderId: string,
  members: ConversationMemberItem[],
): Promise<UserItem[]> {
  const clientIds = members.filter((m) => !m.is_firm_user && m.userId !== senderId).map((m) => m.userId);
  const users = await store.getUsers(conversation.firmId, clientIds);
  return [...users.values()].filter((u) => !u.deleted_at && !u.is_advisor);
}

/**
 * A new message's notice: each client member who has not opened the conversation since it arrived and has
 * no portal tab open hears once by their preferred contact method. Deleted or unsent messages say nothing.
 */
export async function sendMessageNotice(
  payload: ParsedPayloadOf<typeof conversationJobs.messageNotice>,
): Promise<number> {
  const { firmId, conversationId, messageId } = payload;
  const message = await store.findMessage(firmId, messageId);
  if (!message || message.deleted_at || message.conversationId !== conversationId || message.is_log) return 0;
  const conversation = await store.getConversation(firmId, conversationId);
  if (!conversation) return 0;
  const memberList = await store.listMembers(firmId, conversationId);
  const recipients = await clientRecipients(conversation, message.user_id, memberList);
  const members = new Map(memberList.map((m) => [m.userId, m]));
  let sent = 0;
  let content: Outreach | null = null;
  for (const user of recipients) {
    const seenAt = members.get(user.userId)?.seen_at;
    if (seenAt && seenAt >= message.sent_at) continue;
    if (await isOnline(firmId, user.userId)) continue;
    content ??= outreachText.notice(await firmName(firmId), await conversationLink(conversation));
    if ((await contactPerson(firmId, user, content, `notice:${messageId}:${user.userId}`)).length > 0) sent++;
  }
  return sent;
}

/**
 * One Auto-remind step: while the firm's message is still the conversation's last (any new message, from
 * anyone, removes the reminder), not deleted and the conversation not archived, remind the client members
 * and schedule the next step.
 */
export async function sendMessageReminder(
  payload: PayloadOf<typeof conversationJobs.messageReminder>,
): Promise<'reminded' | 'stopped'> {
  const { firmId, conversationId, messageId, step = 1 } = payload;
  const message = await store.findMessage(firmId, messageId);
  const conversation = await store.getConversation(firmId, conversationId);
  const last = conversation?.last_message as { message_id?: string } | undefined;
  if (!message || !conversation || message.deleted_at || !message.has_reminder || last?.message_id !== messageId)
    return 'stopped';
  if (isArchived({ relevant_company_ids: conversation.relevant_company_ids ?? [] })) return 'stopped';
  const recipients = await clientRecipients(
    conversation,
    message.user_id,
    await store.listMembers(firmId, conversationId),
  );
  const content = outreachText.reminder(await firmName(firmId), await conversationLink(conversation));
  for (const user of recipients)
    await contactPerson(firmId, user, content, `reminder:${messageId}:${step}:${user.userId}`);
  const next = nextReminder({ firmId, conversationId, messageId }, new Date(message.sent_at), step);
  if (next) {
    try {
      await scheduleDueItem(conversationJobs.messageReminder, next.payload, { firmId, id: next.id, dueAt: next.dueAt });
    } catch (e) {
      if (!(e instanceof DueItemExists)) throw e; // a repeated job already scheduled it
    }
  } else {
    log('info', 'auto-remind finished', { firmId, conversationId, messageId });
  }
  return 'reminded';
}
