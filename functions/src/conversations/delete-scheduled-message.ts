import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { Conflict } from '../platform/errors';
import { cancelDueItem } from '../platform/scheduler';
import * as store from './store';
import { scheduledDueId, logMessageChange, waitingMessage } from './message-changes';
import { announceChange, audienceOf } from './announce';

export const deleteScheduledMessage = handle(conversationRoutes.deleteScheduledMessage, async (ctx) => {
  const { caller } = ctx;
  const message = await waitingMessage(caller, ctx.input.message_id);
  await cancelDueItem({ firmId: caller.firmId, id: scheduledDueId(message.messageId) });
  if (!(await store.deleteWaiting(message))) throw new Conflict('This message was already sent');
  await logMessageChange(ctx, caller, message, 'message_cancelled', 'Scheduled message deleted');
  await announceChange(
    caller.firmId,
    audienceOf(await store.listMembers(caller.firmId, message.conversationId), { scheduled: true }),
    {
      conversation_id: message.conversationId,
      change: 'scheduled_deleted',
      message_id: message.messageId,
      message_thread_id: message.message_thread_id ?? null,
    },
  );
  return { message: conversationText.messageDeleted };
});
