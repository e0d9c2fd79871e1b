/**
 * Group-limited firm users (FA §6: access 'group') see only clients of their own firm group: an entity is in
 * a group when one of its owners is, and a conversation when one of its clients is. With no group of their
 * own, such a user sees no clients at all.
 */
import type { Caller } from '@ledgerline/shared/access';
import { Membership } from './data/entities/membership';
import { User } from './data/entities/user';

export const isGroupLimited = (caller: Pick<Caller, 'isAdvisor' | 'firmAccess'>) =>
  caller.isAdvisor && caller.firmAccess === 'group';

/** Whether any of these clients is in the caller's firm group. */
export async function anyInCallerGroup(caller: Caller, userIds: readonly string[]): Promise<boolean> {
  if (!caller.firmGroupId || userIds.length === 0) return false;
  const { data } = await User.get([...new Set(userIds)].map((userId) => ({ firmId: caller.firmId, userId }))).go();
  return data.some((u) => u.firm_group_id === caller.firmGroupId);
}

/** Whether a group-limited caller may see this entity: one of its owners is in their group. */
export async function companyInCallerGroup(caller: Caller, companyId: string): Promise<boolean> {
  if (!caller.firmGroupId) return false;
  const owners = (await Membership.query.byCompany({ firmId: caller.firmId, companyId }).go({ pages: 'all' })).data.map(
    (m) => m.userId,
  );
  return anyInCallerGroup(caller, owners);
}
