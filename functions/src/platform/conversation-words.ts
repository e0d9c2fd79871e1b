/**
 * A conversation's search words (participants' and entities' names) and its messages' words, written where the
 * conversation search finds them. Here, not in the conversations domain, because other domains change who takes
 * part in a conversation (an entity's owners, a client's assigned firm user) and its words must follow.
 * Idempotent: writing the same words twice changes nothing, and words no longer named are removed.
 */
import { attachmentMarker } from '@ledgerline/shared/conversations';
import { Conversation } from './data/entities/conversation';
import { ConversationWord, MessageWord } from './data/entities/conversation-word';
import { Company } from './data/entities/company';
import { User } from './data/entities/user';
import { messageWords, searchWords } from './search-words';

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

/** The words a message is found by, or none: one waiting for its time, a log entry, a deleted one, an attachment. */
export function wordsOfMessage(m: {
  text: string;
  lane: string;
  is_log?: boolean;
  deleted_at?: string;
  scheduledLane: string;
}): string[] {
  if (m.lane === m.scheduledLane || m.is_log || m.deleted_at) return [];
  return messageWords(m.text, attachmentMarker);
}

/** Writes a message's words and deletes the ones it had before and no longer has (idempotent). */
export async function indexMessageWords(
  firmId: string,
  conversationId: string,
  messageId: string,
  words: readonly string[],
  previous: readonly string[] = [],
): Promise<void> {
  const keep = new Set(words);
  const stale = [...new Set(previous)].filter((w) => !keep.has(w));
  const key = (word: string) => ({ firmId, word, conversationId, messageId });
  if (words.length) await MessageWord.put(words.map(key)).go();
  if (stale.length) await MessageWord.delete(stale.map(key)).go();
}
