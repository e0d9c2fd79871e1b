import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { Invalid } from '../platform/errors';
import { scheduledLane } from '../platform/data/entities/message';
import { canUnsend } from './rules';
import * as store from './store';
import { ownMessage, logMessageChange } from './message-changes';
import { announceChange } from './announce';

/** Delete, or Unsend within 30 seconds: the message keeps its place and reads 'This message was deleted'. */
export const deleteMessage = handle(conversationRoutes.deleteMessage, async (ctx) => {
  const { caller } = ctx;
  const message = await ownMessage(caller, ctx.input.message_id);
  if (message.lane === scheduledLane)
    throw new Invalid('Use delete_scheduled_message for a message that has not been sent yet');
  if (message.deleted_at) return { message: conversationText.messageDeleted };
  const now = new Date();
  const unsent = canUnsend({ created_at: message.sent_at }, now);
  await store.reviseMessage(message, { deleted_at: now.toISOString() });
  await logMessageChange(
    ctx,
    caller,
    message,
    unsent ? 'message_unsent' : 'message_deleted',
    unsent ? 'Message unsent' : 'Message deleted',
  );
  const members = await store.listMembers(caller.firmId, message.conversationId);
  await announceChange(
    caller.firmId,
    members.map((m) => m.userId),
    {
      conversation_id: message.conversationId,
      change: 'message_deleted',
      message_id: message.messageId,
      message_thread_id: message.message_thread_id ?? null,
    },
  );
  return { message: unsent ? conversationText.messageUnsent : conversationText.messageDeleted };
});
