import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { openConversation } from './access';
import { messageView } from './views';
import * as store from './store';
import { summaries } from './summaries';

/** GET /v2/conversations/{id}: the conversation with its latest page of messages (or the page before `before`). */
export const getConversation = handle(conversationRoutes.getConversation, async (ctx) => {
  const { caller } = ctx;
  const { conversation, member } = await openConversation(caller, ctx.input.id);
  const { thread_id: threadId, per_page: perPage, before } = ctx.input;
  const [members, pane, scheduled, thread] = await Promise.all([
    store.listMembers(caller.firmId, conversation.conversationId),
    store.listPane(caller.firmId, conversation.conversationId, perPage, threadId ? undefined : before),
    store.listScheduled(caller.firmId, conversation.conversationId),
    threadId ? store.listThread(caller.firmId, conversation.conversationId, threadId, perPage, before) : null,
  ]);
  // Staff see every waiting message; a client only their own.
  const waiting = scheduled.items.filter((m) => caller.isAdvisor || m.user_id === caller.userId);
  const [summary] = await summaries(caller, [conversation], new Map([[conversation.conversationId, member]]));
  return {
    ...summary,
    messages: pane.items.map((m) => messageView(m, members)),
    scheduled_messages: waiting.map((m) => messageView(m, members)),
    previous_cursor: pane.next,
    ...(thread
      ? {
          thread: {
            id: threadId,
            replies: thread.items.map((m) => messageView(m, members)),
            previous_cursor: thread.next,
          },
        }
      : {}),
  };
});
