import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { openConversation } from './access';
import * as store from './store';

/** Opening a thread marks its replies seen for the caller. */
export const updateThreadAsSeen = handle(conversationRoutes.updateThreadAsSeen, async (ctx) => {
  const { caller } = ctx;
  const { conversation, member } = await openConversation(caller, ctx.input.conversation_id);
  const parent = await store.findMessage(caller.firmId, ctx.input.thread_id);
  if (!parent || parent.conversationId !== conversation.conversationId)
    throw new NotFound('message', 'Message not found');
  if (member)
    await store.markThreadSeen(
      caller.firmId,
      conversation.conversationId,
      caller.userId,
      parent.messageId,
      new Date().toISOString(),
    );
  return { message: 'Updated' };
});
