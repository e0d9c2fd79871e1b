import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { openConversation } from './access';
import { messageView } from './views';
import * as store from './store';
import { summaries } from './summaries';

/** GET /v2/conversations/{id}: the conversation with its latest page of messages (or the page before `before`). */
export const getConversation = handle(conversationRoutes.getConversation, async (ctx) => {
  const { caller } = ctx;
  const { id, thread_id: threadId, per_page: perPage, before } = ctx.input;
  // Every read here is keyed by the conversation, so all start at once; nothing read is answered unless
  // openConversation finds the caller may see it (a missing or foreign conversation answers its 404).
  const read = store.getConversationWithMembers(caller.firmId, id);
  const [{ conversation, member }, { members }, pane, scheduled, thread] = await Promise.all([
    openConversation(caller, id, read),
    read,
    store.listPane(caller.firmId, id, perPage, threadId ? undefined : before),
    store.listScheduled(caller.firmId, id),
    threadId ? store.listThread(caller.firmId, id, threadId, perPage, before) : null,
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
