/**
 * Group-limited firm users (FA §6: access 'group') see only their own firm group's clients and entities. A client is
 * in their own group; an entity is in its primary owner's group (one group, as FA §5.4 speaks of 'the entity's firm
 * group': the group the Entities page lists and filters it under, and GET /companies/{id} answers as firm_group_id),
 * so every screen shows a group-limited user the same entities. A conversation is in a group when one of its clients
 * is. With no group of their own, such a user sees no clients at all.
 */
import { companyIdsOfUser } from './company-owners';
import type { Caller } from '@ledgerline/shared/access';
import { getItem, getItems } from './data/batch-get';
import { Company, type CompanyItem } from './data/entities/company';
import { User } from './data/entities/user';

export const isGroupLimited = (caller: Pick<Caller, 'isAdvisor' | 'firmAccess'>) =>
  caller.isAdvisor && caller.firmAccess === 'group';

/** Whether any of these clients is in the caller's firm group. */
export async function anyInCallerGroup(caller: Caller, userIds: readonly string[]): Promise<boolean> {
  if (!caller.firmGroupId || userIds.length === 0) return false;
  const { data } = await User.get([...new Set(userIds)].map((userId) => ({ firmId: caller.firmId, userId }))).go();
  return data.some((u) => u.firm_group_id === caller.firmGroupId);
}

/** Whether a group-limited caller may see this entity: its primary owner is in their group (one read). */
export async function companyInCallerGroup(
  caller: Caller,
  company: Pick<CompanyItem, 'primary_user_id'>,
): Promise<boolean> {
  if (!caller.firmGroupId || !company.primary_user_id) return false;
  const primary = await getItem(User, { firmId: caller.firmId, userId: company.primary_user_id });
  return Boolean(primary) && primary!.firm_group_id === caller.firmGroupId;
}

/** Which of these entities are in the group (their primary owners are): two batch reads, whatever their number. */
export async function companiesInGroup(
  firmId: string,
  firmGroupId: string,
  companies: readonly Pick<CompanyItem, 'companyId' | 'primary_user_id'>[],
): Promise<Set<string>> {
  const primaryIds = [...new Set(companies.flatMap((c) => (c.primary_user_id ? [c.primary_user_id] : [])))];
  const inGroup = new Set(
    (
      await getItems(
        User,
        primaryIds.map((userId) => ({ firmId, userId })),
      )
    )
      .filter((u) => u.firm_group_id === firmGroupId)
      .map((u) => u.userId),
  );
  return new Set(companies.filter((c) => c.primary_user_id && inGroup.has(c.primary_user_id)).map((c) => c.companyId));
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
 * The entities of a firm group (those whose primary owner is one of its clients): the group's clients from the
 * group index, each one's memberships (a key per client), then the entities in batches, kept when their primary
 * owner is one of the group's clients.
 */
export async function groupCompanyIds(firmId: string, firmGroupId: string): Promise<string[]> {
  const clients = await groupClientIds(firmId, firmGroupId);
  const memberships = await Promise.all(clients.map((userId) => companyIdsOfUser(firmId, userId)));
  const ids = [...new Set(memberships.flat())];
  const companies = await getItems(
    Company,
    ids.map((companyId) => ({ firmId, companyId })),
  );
  const inGroup = new Set(clients);
  return companies.filter((c) => c.primary_user_id && inGroup.has(c.primary_user_id)).map((c) => c.companyId);
}
