/**
 * Who may open a conversation: staff of its firm (group-limited staff those with a client of their group, or
 * that they take part in), and clients who take part in it. Anyone else, including
 * every caller from another firm, gets the same 404 as for an id that does not exist.
 */
import type { Caller } from '@ledgerline/shared/access';
import { NotFound } from '../platform/errors';
import { anyInCallerGroup, isGroupLimited } from '../platform/firm-groups';
import * as store from './store';
import type { ConversationItem } from '../platform/data/entities/conversation';

/**
 * `read` lets a caller that reads the conversation with all its members anyway (opening it) pass them in, so
 * neither the conversation nor the caller's own membership is read a second time.
 */
export async function openConversation(
  caller: Caller,
  conversationId: string,
  read?: Promise<{ conversation: ConversationItem | null; members: store.InboxRow[] }>,
) {
  const [conversation, member] = read
    ? await read.then((r) => [r.conversation, r.members.find((m) => m.userId === caller.userId) ?? null] as const)
    : await Promise.all([
        store.getConversation(caller.firmId, conversationId),
        store.getMember(caller.firmId, conversationId, caller.userId),
      ]);
  const visible =
    conversation &&
    (member ||
      (caller.isAdvisor && (!isGroupLimited(caller) || (await anyInCallerGroup(caller, conversation.user_ids ?? [])))));
  if (!visible) throw new NotFound('conversation', 'Conversation not found');
  return { conversation, member };
}

/** A client may use only their own active entities; staff any entity of their firm (documents use it too). */
export { openCompany } from '../platform/company-access';
