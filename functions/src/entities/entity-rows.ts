/**
 * Entities as the Entities page lists them (FA §2.5, §3.2): the entity's fields, its primary contact, its owners
 * and its tags' names. A page's reads do not grow with its rows: the owners come with the entities (owner_ids; an
 * entity written before it has its memberships queried), the primary contacts and owners in one BatchGet, and the
 * page's tags by their ids (as many as the page names, never the firm's whole list).
 */
import { fullName } from '@ledgerline/shared/person-name';
import type { EntityRow } from '@ledgerline/shared/schemas/entities';
import { companyView } from '../platform/company-view';
import { itemTagsOf } from '../platform/tags/firm-tags';
import { getPeopleByIds, ownerIdsOfEach, tagViewsByIds, type CompanyItem, type UserItem } from './store';

export async function entityRows(firmId: string, companies: CompanyItem[]): Promise<EntityRow[]> {
  const owners = await ownerIdsOfEach(companies);
  const [people, tags] = await Promise.all([
    getPeopleByIds(firmId, [
      ...companies.flatMap((c) => (c.primary_user_id ? [c.primary_user_id] : [])),
      ...owners.flat(),
    ]),
    tagViewsByIds(
      firmId,
      'entity',
      companies.flatMap((c) => c.entity_tags ?? []),
    ),
  ]);
  return companies.map((c, i) => {
    const primary = c.primary_user_id ? people.get(c.primary_user_id) : undefined;
    // The primary owner first, then the others in the order of their ids.
    const ownerIds = owners[i]!.slice().sort(
      (a, b) => Number(b === c.primary_user_id) - Number(a === c.primary_user_id),
    );
    const known = ownerIds.map((id) => people.get(id)).filter((u): u is UserItem => u !== undefined);
    return {
      ...companyView(c),
      created_at: c.created_at ?? '',
      deleted_at: c.deleted_at ?? null,
      primary_contact: primary ? { id: primary.userId, full_name: fullName(primary), email: primary.email } : null,
      owners: known.map((u) => ({ id: u.userId, full_name: fullName(u) })),
      owners_count: ownerIds.length,
      assigned_advisor_id: primary?.assigned_advisor_id ?? null,
      firm_group_id: primary?.firm_group_id ?? null,
      entity_tags: itemTagsOf(tags, c.entity_tags),
    };
  });
}
