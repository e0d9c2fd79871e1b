/** Sending: who may, what is checked, and how a message is delivered now or at its scheduled time. */
import { displayName } from '@ledgerline/shared/person-name';
import type { Caller } from '@ledgerline/shared/access';
import type { SendMessageInput } from '@ledgerline/shared/schemas/conversations';
import { conversationText } from '@ledgerline/shared/conversations';
import { recordActivity } from '../platform/activity';
import { newId } from '../platform/auth/secrets';
import { Conflict, Forbidden, Invalid, NotFound } from '../platform/errors';
import type { RequestContext } from '../platform/http';
import { paneLane, threadLane, type MessageItem } from '../platform/data/entities/message';
import type { ConversationItem } from '../platform/data/entities/conversation';
import { scheduleDueItem } from '../platform/scheduler';
import { firmPreferences, openConversation } from './access';
import { announceChange, announceMessage, audienceOf } from './announce';
import { afterClientMessage } from './client-message';
import { assertOwnAttachments } from './attachments';
import { followUpsOf } from './follow-ups';
import { attachmentMarker, isArchived, messageTagFor, validateScheduledTime } from './rules';
import { messageView } from './views';
import * as store from './store';
import { conversationJobs } from './jobs';
import { messageExcerpt } from './excerpt';
import { assertEntitiesPermission } from '../platform/firm-permissions';

export const cannotSendText = {
  readonlyUser: 'This account is read-only, so it cannot send messages.',
  readonlyCompany: 'This entity is read-only, so messages cannot be sent about it.',
} as const;

/** Refuses what the screens disable (MD §5, §6): archived, not a participant, read-only user or entity. */
export async function assertCanSend(caller: Caller, conversation: ConversationItem, isMember: boolean): Promise<void> {
  if (isArchived({ relevant_company_ids: conversation.relevant_company_ids ?? [] }))
    throw new Conflict(conversationText.archivedBanner);
  if (!isMember) throw new Forbidden(conversationText.notInConversation);
  if (caller.readonly) throw new Forbidden(cannotSendText.readonlyUser);
  if (!caller.isAdvisor) {
    const companies = await store.getCompanies(caller.firmId, conversation.relevant_company_ids ?? []);
    if ([...companies.values()].some((c) => c.readonly_access)) throw new Forbidden(cannotSendText.readonlyCompany);
  }
}

/** A reply goes under a message of the same conversation's pane; replies to replies are not threads. */
async function threadParent(
  caller: Caller,
  conversationId: string,
  threadId: string | null | undefined,
): Promise<MessageItem | null> {
  if (!threadId) return null;
  const parent = await store.findMessage(caller.firmId, threadId);
  if (!parent || parent.conversationId !== conversationId || parent.lane !== paneLane || parent.deleted_at)
    throw new NotFound('message', 'Message not found');
  return parent;
}

export async function sendNewMessage(ctx: RequestContext, caller: Caller, input: SendMessageInput, now = new Date()) {
  const { conversation, member } = await openConversation(caller, input.conversation_id);
  await assertCanSend(caller, conversation, Boolean(member));
  await assertEntitiesPermission(caller, conversation.relevant_company_ids ?? [], 'messages.send');
  // Typed text must never pass for an attachment message, whose locations the server trusts.
  // Only the server's documents of this conversation's entities may be attached: their locations are trusted.
  if (input.text.startsWith(attachmentMarker)) await assertOwnAttachments(caller, conversation, input.text);
  const parent = await threadParent(caller, conversation.conversationId, input.message_thread_id);
  const sender = (await store.getUsers(caller.firmId, [caller.userId])).get(caller.userId);
  // MD §2: with message tags disabled the dropdown is hidden, so every message is general (a stale screen's
  // Urgent included). Only a tag other than general needs the firm's preferences read.
  const tag =
    input.message_tag === 'general'
      ? input.message_tag
      : messageTagFor(input.message_tag, (await firmPreferences(caller.firmId)).message_tags_disabled === true);
  const base = {
    firmId: caller.firmId,
    conversationId: conversation.conversationId,
    text: input.text,
    userId: caller.userId,
    userName: displayName(sender),
    isFirmUser: caller.isAdvisor,
    tag,
    threadId: parent?.messageId ?? null,
    hasReminder: input.has_reminder,
  };

  if (input.scheduled_time) {
    const when = validateScheduledTime(input.scheduled_time, now);
    if (!when.ok) throw new Invalid(when.error, { scheduled_time: when.error });
    const messageId = newId();
    const sentAt = when.at.toISOString();
    // The due item first: should the message write fail, the delivery finds nothing and does nothing.
    await scheduleDueItem(
      conversationJobs.deliverScheduledMessage,
      { firmId: caller.firmId, conversationId: conversation.conversationId, messageId },
      { firmId: caller.firmId, dueAt: when.at, id: `message-${messageId}` },
    );
    const stored = await store.storeScheduled({ ...base, messageId, scheduledTime: sentAt });
    await announceChange(
      caller.firmId,
      audienceOf(await store.listMembers(caller.firmId, conversation.conversationId), { scheduled: true }),
      {
        conversation_id: conversation.conversationId,
        change: 'scheduled_added',
        message_id: messageId,
        message_thread_id: parent?.messageId ?? null,
      },
    );
    await recordActivity({
      firmId: caller.firmId,
      action: 'message_scheduled',
      title: 'Message scheduled',
      description: `For ${sentAt}`,
      actorUserId: caller.userId,
      userId: caller.userId,
      companyId: conversation.relevant_company_ids?.[0],
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    return messageView(stored, []);
  }

  const sentAt = now.toISOString();
  const members = await store.listMembers(caller.firmId, conversation.conversationId);
  const message = await store.deliverMessage(
    { ...base, lane: parent ? threadLane(parent.messageId) : paneLane, sentAt },
    { members, companyIds: conversation.relevant_company_ids ?? [], parent },
    followUpsOf({ ...base, sentAt }),
  );
  await announceMessage(
    caller.firmId,
    members.map((m) => m.userId),
    {
      conversation_id: conversation.conversationId,
      message_id: message.messageId,
      message_thread_id: message.message_thread_id ?? null,
    },
  );
  if (!caller.isAdvisor) await afterClientMessage(conversation, members, message, now);
  await recordActivity({
    firmId: caller.firmId,
    action: 'message_sent',
    title: 'Message sent',
    description: messageExcerpt(input.text),
    actorUserId: caller.userId,
    userId: caller.userId,
    companyId: conversation.relevant_company_ids?.[0],
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return messageView(message, members);
}
