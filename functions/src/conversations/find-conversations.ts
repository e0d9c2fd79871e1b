/**
 * GET /v2/conversations/find_conversations: the list's search box. A conversation matches when every word of
 * the search starts a participant's or entity's name word, or a word of one of its messages ('payroll', 'K-1').
 * Each lookup is a query on the firm's word partitions (one page of it, however large the firm): the most
 * selective search word names the candidates, and each word's message lookup checks the rest. Staff search
 * the firm's conversations (group-limited staff: those they may open); a client searches their own inbox.
 */
import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationHasMessageWord, conversationsWithMessageWord, conversationsWithWord } from './store/search-index';
import { matchesAll, searchTokens } from '../platform/search-words';
import { filteredInbox, summaries } from './summaries';
import * as store from './store';
import { isGroupLimited } from '../platform/firm-groups';

/** How many index rows one lookup reads (a page); a word used in more than this finds the newest-keyed ones: type more. */
export const maxCandidates = 500;

export const findConversations = handle(conversationRoutes.findConversations, async (ctx) => {
  const { caller } = ctx;
  const tokens = searchTokens(ctx.input.search);
  const perPage = ctx.input.per_page;
  if (tokens.length === 0) return { conversations: [], next_cursor: null };
  const wordsOf = (c: { search_words?: string[] }) => c.search_words ?? [];

  if (!caller.isAdvisor) {
    // A client's inbox is small: read it, then check each of its conversations for the words (a one-row query per
    // conversation and word that its names do not already match), never the firm's index.
    const { rows } = await filteredInbox(caller, 50, undefined, () => true);
    const conversations = await store.getConversations(
      caller.firmId,
      rows.map((r) => r.conversationId),
    );
    const matching = await Promise.all(
      conversations.map(async (c) => {
        const found = await Promise.all(
          tokens.map(
            (t) =>
              matchesAll(wordsOf(c), t.names) || conversationHasMessageWord(caller.firmId, c.conversationId, t.compact),
          ),
        );
        return found.every(Boolean) ? c : null;
      }),
    );
    const conversationsFound = matching.filter((c) => c !== null);
    return { conversations: await summaries(caller, conversationsFound.slice(0, perPage)), next_cursor: null };
  }

  // Per search word, the conversations with a message word starting with it: one bounded query each.
  const byMessage = await Promise.all(
    tokens.map((t) => conversationsWithMessageWord(caller.firmId, t.compact, maxCandidates)),
  );
  const matches = (c: { conversationId: string; search_words?: string[] }) =>
    tokens.every((t, i) => matchesAll(wordsOf(c), t.names) || byMessage[i]!.has(c.conversationId));

  // Every match matches the first (most selective) word: by its longest name term, or by a message word.
  const first = tokens[0]!;
  const byName = await conversationsWithWord(
    caller.firmId,
    [...first.names].sort((a, b) => b.length - a.length)[0]!,
    maxCandidates,
  );
  const candidates = [...new Set([...byName, ...byMessage[0]!])];
  let found = (await store.getConversations(caller.firmId, candidates)).filter(matches);
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
