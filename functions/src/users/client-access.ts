/**
 * The client a staff member names (FA §6): of the caller's firm, and for group-limited staff of their own group;
 * anyone else is as missing as an id that does not exist (404, nothing said about them). Firm users are people of
 * the firm too, but they are changed under Firm Settings, not by these routes (403).
 */
import type { Caller } from '@ledgerline/shared/access';
import { userOwnText } from '@ledgerline/shared/users';
import { Forbidden, NotFound } from '../platform/errors';
import { isGroupLimited } from '../platform/firm-groups';
import { getUserConsistent, type UserItem } from './store';

/** Whether the caller may manage this client (the group rule only; the firm is the key's). */
export function mayManageClient(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  user: Pick<UserItem, 'firm_group_id'>,
): boolean {
  if (!caller.isAdvisor) return false;
  if (!isGroupLimited(caller)) return true;
  return Boolean(caller.firmGroupId) && user.firm_group_id === caller.firmGroupId;
}

/** The client, read consistently for a write; `deleted` says whether a soft-deleted one is wanted (restore). */
export async function openClient(caller: Caller, userId: string, deleted: 'exclude' | 'include' = 'exclude') {
  const user = await getUserConsistent(caller.firmId, userId);
  if (!user || (deleted === 'exclude' && user.deleted_at)) throw new NotFound('user', userOwnText.userNotFound);
  if (user.is_advisor) throw new Forbidden(userOwnText.onlyClients);
  if (!mayManageClient(caller, user)) throw new NotFound('user', userOwnText.userNotFound);
  return user;
}
