/**
 * Who may open a conversation: staff of its firm (group-limited staff those with a client of their group, or
 * that they take part in), and clients who take part in it. Anyone else, including
 * every caller from another firm, gets the same 404 as for an id that does not exist.
 */
import { conversationOwnText } from '@ledgerline/shared/conversations';
import { allows, type Caller } from '@ledgerline/shared/access';
import type { RouteSpec } from '@ledgerline/shared/route';
import { Forbidden, NotFound } from '../platform/errors';
import type { Handler } from '../platform/handle';
import { isArchived } from './rules';
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

/** Ours: FA §3.4 names the preference, the spec does not word its refusal. */
export const messagingOffText = conversationOwnText.messagingOff;
export const archivedHistoryText = 'Only admins can view the messages of an archived conversation.';

/** The firm's preference flags (FA §3.4). */
export async function firmPreferences(firmId: string): Promise<Record<string, unknown>> {
  return ((await store.getFirm(firmId))?.preferences ?? {}) as Record<string, unknown>;
}

/**
 * FA §3.4 communication_disabled (MD §2: 'Send a Message' hidden, the Messages links gone): nothing is sent,
 * changed or started while the firm has messaging turned off. Reading what was said before stays possible.
 */
export function whileMessagingOn<R extends RouteSpec>(handler: Handler<R>): Handler<R> {
  return async (args) => {
    const caller = args.caller as Caller | null;
    if (caller && (await firmPreferences(caller.firmId)).communication_disabled === true)
      throw new Forbidden(messagingOffText);
    return handler(args);
  };
}

/** FA §6: 'Only admins can still view messages of an archived conversation' (admin and partner, FA §3.1). */
export function mayReadHistory(caller: Caller, conversation: Pick<ConversationItem, 'relevant_company_ids'>): boolean {
  return !isArchived({ relevant_company_ids: conversation.relevant_company_ids ?? [] }) || allows('admin', caller);
}
