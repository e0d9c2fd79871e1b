/**
 * The entities domain's reads and writes: entities and people by id, an entity's owners (what it carries, else its
 * memberships: platform/company-owners.ts) and a person's entities, tags by id.
 */
import { getItems } from '../platform/data/batch-get';
import { Company, type CompanyItem } from '../platform/data/entities/company';
import { User, type UserItem } from '../platform/data/entities/user';
import { isConditionFailure } from '../platform/data/transact';

export type { CompanyItem, UserItem };
export { ownerIdsOf, ownerIdsOfEach } from '../platform/company-owners';
export { tagViewsByIds } from '../platform/tags/firm-tags';

/**
 * Entities by id, in the ids' order (one BatchGet per 100; ids of nothing are left out). Strongly consistent: a
 * list read right after a change shows the change.
 */
export async function getCompaniesByIds(firmId: string, ids: readonly string[]): Promise<CompanyItem[]> {
  const found = await getItems(
    Company,
    ids.map((companyId) => ({ firmId, companyId })),
    { consistent: true },
  );
  const byId = new Map(found.map((c) => [c.companyId, c]));
  return ids.map((id) => byId.get(id)).filter((c): c is CompanyItem => c !== undefined);
}

/** People by id (one BatchGet per 100, strongly consistent), keyed by id. */
export async function getPeopleByIds(firmId: string, ids: readonly string[]): Promise<Map<string, UserItem>> {
  const found = await getItems(
    User,
    [...new Set(ids)].map((userId) => ({ firmId, userId })),
    { consistent: true },
  );
  return new Map(found.map((u) => [u.userId, u]));
}

export async function getCompanyConsistent(firmId: string, companyId: string): Promise<CompanyItem | null> {
  return (await Company.get({ firmId, companyId }).go({ consistent: true })).data ?? null;
}

export { companyIdsOfUser as companyIdsOf } from '../platform/company-owners';

/** Clears deleted_at if the entity is as read; false when it changed meanwhile. */
export async function restoreCompany(company: CompanyItem): Promise<boolean> {
  try {
    await Company.patch({ firmId: company.firmId, companyId: company.companyId })
      .remove(['deleted_at'])
      .where((a, op) => op.eq(a.updated_at, company.updated_at ?? ''))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}
