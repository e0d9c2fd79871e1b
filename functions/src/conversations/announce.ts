/**
 * The realtime side of conversations (MD §7: the user's newMessages channel). A new message is announced as
 * 'newMessages'; every other change (an edit, a delete or unsend, a scheduled message written, moved or
 * deleted, a change of participants, an archived conversation) as 'conversationChanged' with what changed.
 * Each event is small: the open screens fetch what they show. Best effort by design: the change is already
 * stored, and a screen that misses the event catches up when it reconnects or reloads.
 *
 * Who hears it: the conversation's members, before and after the change (a participant change tells the
 * people it removes too). Scheduled messages are the firm's only: their changes go to firm members.
 */
import { publishToUser } from '../platform/adapters/realtime';
import { log } from '../platform/log';

export interface NewMessagesEvent {
  type: 'newMessages';
  conversation_id: string;
  message_id: string;
  message_thread_id: string | null;
}

export type ConversationChange =
  | 'message_edited'
  | 'message_deleted'
  | 'scheduled_added'
  | 'scheduled_changed'
  | 'scheduled_deleted'
  | 'participants_changed'
  | 'archived';

export interface ConversationChangedEvent {
  type: 'conversationChanged';
  conversation_id: string;
  change: ConversationChange;
  /** The message changed, for a message change. */
  message_id?: string;
  /** The thread of that message, when it is a reply. */
  message_thread_id?: string | null;
}

async function announce(
  firmId: string,
  userIds: string[],
  event: NewMessagesEvent | ConversationChangedEvent,
): Promise<void> {
  const results = await Promise.allSettled([...new Set(userIds)].map((userId) => publishToUser(firmId, userId, event)));
  for (const r of results)
    if (r.status === 'rejected')
      log('warn', `${event.type} publish failed`, {
        firmId,
        conversationId: event.conversation_id,
        error: String(r.reason),
      });
}

export function announceMessage(
  firmId: string,
  memberIds: string[],
  event: Omit<NewMessagesEvent, 'type'>,
): Promise<void> {
  return announce(firmId, memberIds, { type: 'newMessages', ...event });
}

export function announceChange(
  firmId: string,
  memberIds: string[],
  event: Omit<ConversationChangedEvent, 'type'>,
): Promise<void> {
  return announce(firmId, memberIds, { type: 'conversationChanged', ...event });
}

/** Who hears about a message's change: every member, or the firm's members for a scheduled message. */
export function audienceOf(
  members: { userId: string; is_firm_user: boolean }[],
  message: { scheduled: boolean },
): string[] {
  return members.filter((m) => !message.scheduled || m.is_firm_user).map((m) => m.userId);
}
