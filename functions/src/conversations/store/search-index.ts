/**
 * Keeps a conversation's search words (participants' and entities' names) in the firm's word partition.
 * Idempotent: writing the same words twice changes nothing, and words no longer named are removed.
 */
import { ConversationWord, MessageWord } from '../../platform/data/entities/conversation-word';

// Moved to platform: other domains change who takes part in a conversation, and its words follow.
export {
  indexConversationWords,
  indexMessageWords,
  reindexConversation,
  wordsFor,
  wordsOfMessage,
} from '../../platform/conversation-words';

/** Conversation ids with a word starting with `term`, at most `limit`. */
export async function conversationsWithWord(firmId: string, term: string, limit: number): Promise<string[]> {
  // One request of at most `limit` rows (with pages: 'all', ElectroDB would read the whole range a page at a time).
  const { data } = await ConversationWord.query.byWord({ firmId }).begins({ word: term }).go({ limit });
  return [...new Set(data.map((w) => w.conversationId))];
}

/** Conversation ids with a message word starting with `term`: one query of at most `limit` rows. */
export async function conversationsWithMessageWord(firmId: string, term: string, limit: number): Promise<Set<string>> {
  const { data } = await MessageWord.query.byWord({ firmId }).begins({ word: term }).go({ limit });
  return new Set(data.map((w) => w.conversationId));
}

/** Whether one conversation has a message word starting with `term`: a query of one row. */
export async function conversationHasMessageWord(
  firmId: string,
  conversationId: string,
  term: string,
): Promise<boolean> {
  const { data } = await MessageWord.query
    .byConversation({ firmId, conversationId })
    .begins({ word: term })
    .go({ limit: 1, attributes: ['messageId'] });
  return data.length > 0;
}

/** Messages moved to another conversation (Manage Participants, MD §4) are found there: their words follow them. */
export async function moveMessageWords(
  firmId: string,
  toId: string,
  moved: { conversationId: string; messageId: string; words: readonly string[] }[],
): Promise<void> {
  const puts = moved.flatMap((m) =>
    m.words.map((word) => ({ firmId, word, conversationId: toId, messageId: m.messageId })),
  );
  const deletes = moved
    .filter((m) => m.conversationId !== toId)
    .flatMap((m) =>
      m.words.map((word) => ({ firmId, word, conversationId: m.conversationId, messageId: m.messageId })),
    );
  if (puts.length) await MessageWord.put(puts).go();
  if (deletes.length) await MessageWord.delete(deletes).go();
}
