import type { Caller } from '@ledgerline/shared/access';
import { conversationOwnText } from '@ledgerline/shared/conversations';
import { massEmailText } from '@ledgerline/shared/mass-email';
import { getFirm } from './store';
import { Forbidden, NotFound, Unprocessable } from '../platform/errors';
import { batchGetUsers } from '../platform/user-batch';
import { isGroupLimited } from '../platform/firm-groups';

export const massEmailCannotSend = 'This account is read-only, so it cannot send email.';

/**
 * Who may send a mass email: not a read-only account, and not while the firm has messaging turned off (FA §3.4
 * communication_disabled hides the Messages screen and its Mass Email button, MD §2).
 */
export async function assertMaySend(caller: Caller) {
  if (caller.readonly) throw new Forbidden(massEmailCannotSend);
  const preferences = ((await getFirm(caller.firmId))?.preferences ?? {}) as Record<string, unknown>;
  if (preferences.communication_disabled === true) throw new Forbidden(conversationOwnText.messagingOff);
}

/** Every id must be a client of the caller's firm that the caller may see; otherwise nothing is sent. */
export async function checkRecipients(caller: Caller, clientIds: string[]): Promise<void> {
  const users = await batchGetUsers(caller.firmId, clientIds, ['is_advisor', 'deleted_at', 'firm_group_id']);
  const limited = isGroupLimited(caller);
  const unknown = clientIds.filter((id) => {
    const u = users.get(id);
    return !u || u.deleted_at || (limited && (!caller.firmGroupId || u.firm_group_id !== caller.firmGroupId));
  });
  if (unknown.length > 0) throw new NotFound('user', massEmailText.usersNotFound);
  if (clientIds.some((id) => users.get(id)!.is_advisor)) throw new Unprocessable(massEmailText.notClients);
}
