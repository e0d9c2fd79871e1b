/**
 * GET /v2/conversations/find_conversations: the list's search box. Staff search the firm's conversations
 * through the word partition (one query for the most selective term, however large the firm); a client
 * searches their own inbox. Every term must start a participant's or entity's name word.
 */
import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationsWithWord } from './store/search-index';
import { matchesAll, searchTerms } from './search-words';
import { filteredInbox, summaries } from './summaries';
import * as store from './store';
import { isGroupLimited } from '../platform/firm-groups';

/** Staff: how many conversations one term may name before the rest filter them; beyond it, type more. */
export const maxCandidates = 500;

export const findConversations = handle(conversationRoutes.findConversations, async (ctx) => {
  const { caller } = ctx;
  const terms = searchTerms(ctx.input.search);
  const perPage = ctx.input.per_page;
  if (terms.length === 0) return { conversations: [], next_cursor: null };
  const wordsOf = (c: { search_words?: string[] }) => c.search_words ?? [];

  if (!caller.isAdvisor) {
    // A client's inbox is small: read it and keep the rows whose conversation matches.
    const { rows } = await filteredInbox(caller, 50, undefined, () => true);
    const conversations = (
      await store.getConversations(
        caller.firmId,
        rows.map((r) => r.conversationId),
      )
    ).filter((c) => matchesAll(wordsOf(c), terms));
    return { conversations: await summaries(caller, conversations.slice(0, perPage)), next_cursor: null };
  }

  const ids = await conversationsWithWord(caller.firmId, terms[0]!, maxCandidates);
  let found = (await store.getConversations(caller.firmId, ids)).filter((c) => matchesAll(wordsOf(c), terms));
  if (isGroupLimited(caller)) {
    // Only what they may open: conversations they are in, or with a client of their group.
    const [mine, clients] = await Promise.all([
      store.getMembersOf(
        caller.firmId,
        caller.userId,
        found.map((c) => c.conversationId),
      ),
      store.getUsers(
        caller.firmId,
        found.flatMap((c) => c.user_ids ?? []),
      ),
    ]);
    const inGroup = (id: string) =>
      Boolean(caller.firmGroupId) && clients.get(id)?.firm_group_id === caller.firmGroupId;
    found = found.filter((c) => mine.has(c.conversationId) || (c.user_ids ?? []).some(inGroup));
  }
  found = found.sort((a, b) => b.last_message_at.localeCompare(a.last_message_at)).slice(0, perPage);
  return { conversations: await summaries(caller, found), next_cursor: null };
});
