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

/** At most this many of a group's clients are read at once: one page of the group index. */
export const maxGroupClients = 200;

/** A firm group's clients (not staff), by the group index: one bounded page, the deleted left out. */
export async function groupClientIds(firmId: string, firmGroupId: string): Promise<string[]> {
  const { data } = await User.query
    .byFirmGroup({ firmId, firm_group_id: firmGroupId, is_advisor: false })
    .go({ limit: maxGroupClients, attributes: ['userId', 'deleted_at'] });
  return data.filter((u) => !u.deleted_at).map((u) => u.userId);
}

/**
 * The entities of a firm group (an entity is in a group when one of its owners is): the group's clients from
 * the group index, then each one's memberships (a key per client).
 */
export async function groupCompanyIds(firmId: string, firmGroupId: string): Promise<string[]> {
  const clients = await groupClientIds(firmId, firmGroupId);
  const memberships = await Promise.all(
    clients.map((userId) =>
      Membership.query.byUser({ firmId, userId }).go({ pages: 'all', attributes: ['companyId'] }),
    ),
  );
  return [...new Set(memberships.flatMap((m) => m.data.map((x) => x.companyId)))];
}
