/**
 * The realtime side of a new message (MD §7: the user's newMessages channel): every member's open
 * screens hear about it and refresh the conversation. Best effort by design: the message is already
 * stored, and a screen that misses the event catches up when it reconnects or reloads.
 */
import { publishToUser } from '../platform/adapters/realtime';
import { log } from '../platform/log';

export interface NewMessagesEvent {
  type: 'newMessages';
  conversation_id: string;
  message_id: string;
  message_thread_id: string | null;
}

export async function announceMessage(
  firmId: string,
  memberIds: string[],
  event: Omit<NewMessagesEvent, 'type'>,
): Promise<void> {
  const results = await Promise.allSettled(
    memberIds.map((userId) => publishToUser(firmId, userId, { type: 'newMessages', ...event })),
  );
  for (const r of results)
    if (r.status === 'rejected')
      log('warn', 'newMessages publish failed', {
        firmId,
        conversationId: event.conversation_id,
        error: String(r.reason),
      });
}
