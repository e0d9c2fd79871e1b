/**
 * Changing what was sent (MD §4, §5): Edit, Delete or Unsend, a scheduled message's time, and who takes
 * part. Only the author changes a message; only partner and full users change participants.
 */
import type { Caller } from '@ledgerline/shared/access';
import { conversationText } from '@ledgerline/shared/conversations';
import { recordActivity } from '../platform/activity';
import { Conflict, Forbidden, Invalid, NotFound } from '../platform/errors';
import type { RequestContext } from '../platform/http';
import { signedIn } from '../platform/http';
import { scheduledLane, type MessageItem } from '../platform/data/entities/message';
import { cancelDueItem, rescheduleDueItem } from '../platform/scheduler';
import { openConversation } from './access';
import { canAddSelf, canManageParticipants, canUnsend, validateScheduledTime } from './rules';
import { assertCanSend } from './send';
import { messageView } from './views';
import * as store from './store';

const scheduledDueId = (messageId: string) => `message-${messageId}`;

/** The caller's own message in a conversation they may still write in. */
async function ownMessage(caller: Caller, messageId: string): Promise<MessageItem> {
  const message = await store.findMessage(caller.firmId, messageId);
  if (!message) throw new NotFound('message', 'Message not found');
  const { conversation, member } = await openConversation(caller, message.conversationId);
  if (message.user_id !== caller.userId) throw new Forbidden('Only the author can change a message');
  if (message.is_log) throw new Forbidden('Log entries cannot be changed');
  await assertCanSend(caller, conversation, Boolean(member));
  return message;
}

async function log(ctx: RequestContext, caller: Caller, m: MessageItem, action: string, title: string) {
  await recordActivity({ firmId: caller.firmId, action, title, actorUserId: caller.userId, userId: caller.userId, ip: ctx.ip, requestId: ctx.requestId, description: `Message ${m.messageId}` });
}

async function editMessage(ctx: RequestContext<{ message_id: string; text: string }>) {
  const caller = signedIn(ctx);
  const message = await ownMessage(caller, ctx.input.message_id);
  if (message.deleted_at) throw new Conflict(conversationText.deletedMessage);
  const updated = await store.reviseMessage(message, { text: ctx.input.text });
  await log(ctx, caller, message, 'message_edited', 'Message edited');
  return { message: messageView(updated, await store.listMembers(caller.firmId, message.conversationId)), notice: conversationText.messageUpdated };
}

/** Delete, or Unsend within 30 seconds: the message keeps its place and reads 'This message was deleted'. */
async function deleteMessage(ctx: RequestContext<{ message_id: string }>) {
  const caller = signedIn(ctx);
  const message = await ownMessage(caller, ctx.input.message_id);
  if (message.lane === scheduledLane) throw new Invalid('Use delete_scheduled_message for a message that has not been sent yet');
  if (message.deleted_at) return { message: conversationText.messageDeleted };
  const now = new Date();
  const unsent = canUnsend({ created_at: message.sent_at }, now);
  await store.reviseMessage(message, { deleted_at: now.toISOString() });
  await log(ctx, caller, message, unsent ? 'message_unsent' : 'message_deleted', unsent ? 'Message unsent' : 'Message deleted');
  return { message: unsent ? conversationText.messageUnsent : conversationText.messageDeleted };
}

async function waitingMessage(caller: Caller, messageId: string): Promise<MessageItem> {
  const message = await ownMessage(caller, messageId);
  if (message.lane !== scheduledLane) throw new Conflict('This message was already sent');
  return message;
}

/** A scheduled message's new time, while it is still waiting and the new time is in the future. */
async function editScheduledMessage(ctx: RequestContext<{ message_id: string; scheduled_time: string }>) {
  const caller = signedIn(ctx);
  const when = validateScheduledTime(ctx.input.scheduled_time, new Date());
  if (!when.ok) throw new Invalid(when.error, { scheduled_time: when.error });
  const message = await waitingMessage(caller, ctx.input.message_id);
  // The due item first: once the sweeper has taken it, the message is on its way and keeps its time.
  if (!(await rescheduleDueItem({ firmId: caller.firmId, id: scheduledDueId(message.messageId), dueAt: when.at }))) throw new Conflict('This message was already sent');
  const moved = await store.moveScheduled(message, when.at.toISOString());
  await log(ctx, caller, message, 'message_rescheduled', 'Scheduled time changed');
  return { message: messageView(moved, []), notice: conversationText.scheduleUpdated };
}

async function deleteScheduledMessage(ctx: RequestContext<{ message_id: string }>) {
  const caller = signedIn(ctx);
  const message = await waitingMessage(caller, ctx.input.message_id);
  await cancelDueItem({ firmId: caller.firmId, id: scheduledDueId(message.messageId) });
  if (!(await store.deleteWaiting(message))) throw new Conflict('This message was already sent');
  await log(ctx, caller, message, 'message_cancelled', 'Scheduled message deleted');
  return { message: conversationText.messageDeleted };
}

/** Opening a thread marks its replies seen for the caller. */
async function updateThreadAsSeen(ctx: RequestContext<{ conversation_id: string; thread_id: string }>) {
  const caller = signedIn(ctx);
  const { conversation, member } = await openConversation(caller, ctx.input.conversation_id);
  const parent = await store.findMessage(caller.firmId, ctx.input.thread_id);
  if (!parent || parent.conversationId !== conversation.conversationId) throw new NotFound('message', 'Message not found');
  if (member) await store.markThreadSeen(caller.firmId, conversation.conversationId, caller.userId, parent.messageId, new Date().toISOString());
  return { message: 'Updated' };
}

/** Add yourself: a firm user joins a conversation they are not in. */
async function joinConversation(ctx: RequestContext<{ conversation_id: string }>) {
  const caller = signedIn(ctx);
  const { conversation } = await openConversation(caller, ctx.input.conversation_id);
  if (!canAddSelf(caller, { advisor_ids: conversation.advisor_ids ?? [], relevant_company_ids: conversation.relevant_company_ids ?? [] })) {
    throw new Conflict((conversation.advisor_ids ?? []).includes(caller.userId) ? 'You are already in this conversation' : conversationText.archivedBanner);
  }
  await store.changeAdvisors(conversation, [...(conversation.advisor_ids ?? []), caller.userId], new Date().toISOString());
  await recordActivity({ firmId: caller.firmId, action: 'conversation_joined', title: 'Joined a conversation', actorUserId: caller.userId, userId: caller.userId, companyId: conversation.relevant_company_ids?.[0], ip: ctx.ip, requestId: ctx.requestId });
  return { message: 'Added to the conversation' };
}

/**
 * Manage Participants. 'existing': this conversation goes on with the new firm users. 'new': a new
 * conversation with them and the same clients and entities; this one is archived and read-only.
 */
async function updateConversation(ctx: RequestContext<{ id: string; advisor_ids: string[]; mode: 'new' | 'existing' }>) {
  const caller = signedIn(ctx);
  if (!canManageParticipants(caller)) throw new Forbidden('Only partner or full users can change participants');
  const { conversation } = await openConversation(caller, ctx.input.id);
  if ((conversation.relevant_company_ids ?? []).length === 0) throw new Conflict(conversationText.archivedBanner);
  const advisorIds = [...new Set(ctx.input.advisor_ids)];
  const staff = await store.getUsers(caller.firmId, advisorIds);
  const unknown = advisorIds.filter((id) => !staff.get(id)?.is_advisor || staff.get(id)?.deleted_at || staff.get(id)?.paying === false);
  if (unknown.length) throw new Invalid('Choose active firm users only', { advisor_ids: 'Choose active firm users only' });
  const now = new Date().toISOString();
  if (ctx.input.mode === 'existing') {
    await store.changeAdvisors(conversation, advisorIds, now);
    await recordActivity({ firmId: caller.firmId, action: 'participants_changed', title: 'Participants changed', actorUserId: caller.userId, companyId: conversation.relevant_company_ids?.[0], ip: ctx.ip, requestId: ctx.requestId });
    return { id: conversation.conversationId, message: 'Participants updated' };
  }
  const next = await store.createConversation({ firmId: caller.firmId, advisorIds, userIds: conversation.user_ids ?? [], companyIds: conversation.relevant_company_ids ?? [] });
  await store.archiveConversation(conversation, next.conversationId);
  await recordActivity({ firmId: caller.firmId, action: 'conversation_replaced', title: 'New conversation started with different participants', actorUserId: caller.userId, companyId: conversation.relevant_company_ids?.[0], ip: ctx.ip, requestId: ctx.requestId });
  return { id: next.conversationId, message: 'A new conversation was started' };
}

export const manageOperations = { editMessage, deleteMessage, editScheduledMessage, deleteScheduledMessage, updateThreadAsSeen, joinConversation, updateConversation };
