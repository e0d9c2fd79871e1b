import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { mayReadHistory, openConversation } from './access';
import { hasUnreadThread, messageView } from './views';
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
  // FA §6: an archived conversation's messages are for admins only; everyone else gets the banner, no history.
  const history = mayReadHistory(caller, conversation);
  // Staff see every waiting message; a client only their own.
  const waiting = scheduled.items.filter((m) => history && (caller.isAdvisor || m.user_id === caller.userId));
  const [summary] = await summaries(caller, [conversation], new Map([[conversation.conversationId, member]]));
  return {
    ...summary,
    messages: history
      ? pane.items.map((m) => ({ ...messageView(m, members), unread_thread: hasUnreadThread(m, member) }))
      : [],
    scheduled_messages: waiting.map((m) => messageView(m, members)),
    previous_cursor: history ? pane.next : null,
    // MD §2 'Previous N messages' and 'Latest N messages': the size of the block each loads. An older page was
    // reached from the latest, which holds a full page.
    previous_count: history ? pane.previousCount : 0,
    latest_count: !history ? 0 : before && !threadId ? perPage : pane.items.length,
    ...(thread
      ? {
          thread: {
            id: threadId,
            replies: history ? thread.items.map((m) => messageView(m, members)) : [],
            previous_cursor: history ? thread.next : null,
          },
        }
      : {}),
  };
});
