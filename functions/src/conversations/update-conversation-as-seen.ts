import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { openConversation } from './access';
import * as store from './store';

/** GET /conversations/update_conversation_as_seen: opening a conversation marks it seen for a participant. */
export const updateConversationAsSeen = handle(conversationRoutes.updateConversationAsSeen, async (ctx) => {
  const { caller } = ctx;
  const { conversation, member } = await openConversation(caller, ctx.input.conversation_id);
  if (member) await store.markSeen(caller.firmId, conversation.conversationId, caller.userId, new Date().toISOString());
  return { message: 'Updated' };
});
