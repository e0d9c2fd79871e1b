/**
 * Keeps a conversation's search words (participants' and entities' names) in the firm's word partition.
 * Idempotent: writing the same words twice changes nothing, and words no longer named are removed.
 */
import { Conversation } from '../../platform/data/entities/conversation';
import { ConversationWord } from '../../platform/data/entities/conversation-word';
import { Company } from '../../platform/data/entities/company';
import { User } from '../../platform/data/entities/user';
import { searchWords } from '../search-words';

/** The words for these people and entities: full names, preferred names and entity names. */
export async function wordsFor(firmId: string, userIds: string[], companyIds: string[]): Promise<string[]> {
  const users = userIds.length
    ? (await User.get([...new Set(userIds)].map((userId) => ({ firmId, userId }))).go()).data
    : [];
  const companies = companyIds.length
    ? (await Company.get([...new Set(companyIds)].map((companyId) => ({ firmId, companyId }))).go()).data
    : [];
  return searchWords([
    ...users.flatMap((u) => [u.fname ?? '', u.lname ?? '', u.preferred_name ?? '']),
    ...companies.map((c) => c.name),
  ]);
}

export async function indexConversationWords(
  firmId: string,
  conversationId: string,
  words: string[],
  previous: readonly string[] = [],
): Promise<void> {
  const keep = new Set(words);
  const stale = previous.filter((w) => !keep.has(w));
  if (words.length) await ConversationWord.put(words.map((word) => ({ firmId, word, conversationId }))).go();
  if (stale.length) await ConversationWord.delete(stale.map((word) => ({ firmId, word, conversationId }))).go();
  await Conversation.patch({ firmId, conversationId }).set({ search_words: words }).go();
}

/** Rebuilds a conversation's words from its current participants (after a participant change). */
export async function reindexConversation(firmId: string, conversationId: string): Promise<void> {
  const c = (await Conversation.get({ firmId, conversationId }).go()).data;
  if (!c) return;
  const words = await wordsFor(firmId, [...(c.advisor_ids ?? []), ...(c.user_ids ?? [])], c.relevant_company_ids ?? []);
  // An archived conversation has no entities left: keep the entity words it was found by.
  const kept =
    (c.relevant_company_ids ?? []).length === 0
      ? [...new Set([...words, ...((c.search_words as string[] | undefined) ?? [])])]
      : words;
  await indexConversationWords(firmId, conversationId, kept, (c.search_words as string[] | undefined) ?? []);
}

/** Conversation ids with a word starting with `term`, at most `limit`. */
export async function conversationsWithWord(firmId: string, term: string, limit: number): Promise<string[]> {
  const { data } = await ConversationWord.query.byWord({ firmId }).begins({ word: term }).go({ limit, pages: 'all' });
  return [...new Set(data.map((w) => w.conversationId))];
}
