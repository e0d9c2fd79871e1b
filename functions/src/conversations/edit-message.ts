import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { Conflict } from '../platform/errors';
import { messageView } from './views';
import * as store from './store';
import { ownMessage, logMessageChange } from './message-changes';

export const editMessage = handle(conversationRoutes.editMessage, async (ctx) => {
  const { caller } = ctx;
  const message = await ownMessage(caller, ctx.input.message_id);
  if (message.deleted_at) throw new Conflict(conversationText.deletedMessage);
  const updated = await store.reviseMessage(message, { text: ctx.input.text });
  await logMessageChange(ctx, caller, message, 'message_edited', 'Message edited');
  return {
    message: messageView(updated, await store.listMembers(caller.firmId, message.conversationId)),
    notice: conversationText.messageUpdated,
  };
});
