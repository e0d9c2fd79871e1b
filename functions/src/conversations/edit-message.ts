import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { Conflict } from '../platform/errors';
import { scheduledLane } from '../platform/data/entities/message';
import { announceChange, audienceOf } from './announce';
import { messageView } from './views';
import * as store from './store';
import { ownMessage, logMessageChange } from './message-changes';

export const editMessage = handle(conversationRoutes.editMessage, async (ctx) => {
  const { caller } = ctx;
  const message = await ownMessage(caller, ctx.input.message_id);
  if (message.deleted_at) throw new Conflict(conversationText.deletedMessage);
  const updated = await store.reviseMessage(message, { text: ctx.input.text });
  await logMessageChange(ctx, caller, updated, 'message_edited', 'Message edited');
  const members = await store.listMembers(caller.firmId, message.conversationId);
  const scheduled = message.lane === scheduledLane;
  await announceChange(caller.firmId, audienceOf(members, { scheduled }), {
    conversation_id: message.conversationId,
    change: scheduled ? 'scheduled_changed' : 'message_edited',
    message_id: message.messageId,
    message_thread_id: message.message_thread_id ?? null,
  });
  return { message: messageView(updated, members), notice: conversationText.messageUpdated };
});
