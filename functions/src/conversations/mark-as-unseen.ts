import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { Conflict } from '../platform/errors';
import { openConversation } from './access';
import * as store from './store';

/** POST /conversations/mark_as_unseen: the last message counts as new again for the caller. */
export const markAsUnseen = handle(conversationRoutes.markAsUnseen, async (ctx) => {
  const { caller } = ctx;
  const { conversation, member } = await openConversation(caller, ctx.input.id);
  if (!member) throw new Conflict(conversationText.notInConversation);
  await store.markUnseen(caller.firmId, conversation.conversationId, caller.userId, conversation.last_message_at);
  return { message: conversationText.markedUnseen };
});
