import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { Conflict, Invalid } from '../platform/errors';
import { rescheduleDueItem } from '../platform/scheduler';
import { validateScheduledTime } from './rules';
import { messageView } from './views';
import * as store from './store';
import { scheduledDueId, logMessageChange, waitingMessage } from './message-changes';
import { announceChange, audienceOf } from './announce';

/** A scheduled message's new time, while it is still waiting and the new time is in the future. */
export const editScheduledMessage = handle(conversationRoutes.editScheduledMessage, async (ctx) => {
  const { caller } = ctx;
  const when = validateScheduledTime(ctx.input.scheduled_time, new Date());
  if (!when.ok) throw new Invalid(when.error, { scheduled_time: when.error });
  const message = await waitingMessage(caller, ctx.input.message_id);
  // The due item first: once the sweeper has taken it, the message is on its way and keeps its time.
  if (!(await rescheduleDueItem({ firmId: caller.firmId, id: scheduledDueId(message.messageId), dueAt: when.at })))
    throw new Conflict('This message was already sent');
  const moved = await store.moveScheduled(message, when.at.toISOString());
  await logMessageChange(ctx, caller, message, 'message_rescheduled', 'Scheduled time changed');
  await announceChange(
    caller.firmId,
    audienceOf(await store.listMembers(caller.firmId, message.conversationId), { scheduled: true }),
    {
      conversation_id: message.conversationId,
      change: 'scheduled_changed',
      message_id: message.messageId,
      message_thread_id: message.message_thread_id ?? null,
    },
  );
  return { message: messageView(moved, []), notice: conversationText.scheduleUpdated };
});
