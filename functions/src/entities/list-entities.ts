/**
 * GET /v2/entities (FA §2.5, §7.4): the entity directory on its index (platform/directory-list.ts: the most
 * selective filter's partitions, or a search's word rows), never the firm's whole partition; then the page's
 * entities by id. An entity's assigned firm user and group are its primary owner's (a group-limited caller sees
 * the entities whose primary owner is in their group).
 */
import type { Caller } from '@ledgerline/shared/access';
import type { EntityListQuery } from '@ledgerline/shared/schemas/entities';
import { entityRoutes } from '@ledgerline/shared/routes/entities';
import { handle } from '../platform/handle';
import { dim, roleClause } from '../platform/directory-keys';
import { directoryPlan, listDirectory, type DirectoryPlan } from '../platform/directory-list';
import { entityRows } from './entity-rows';
import { getCompaniesByIds } from './store';

/** What a query asks of the index: its states and filters (assigned firm user, type, roles, any of the tags). */
export function planEntityList(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  q: EntityListQuery,
): DirectoryPlan | null {
  return directoryPlan(caller, q, {
    clauses: [
      q.assigned_advisor_id ? [dim.advisor(q.assigned_advisor_id)] : undefined,
      q.entity_type ? [dim.entityType(q.entity_type)] : undefined,
      roleClause(q),
      q.selected_entity_tags_filter?.map(dim.tag),
    ],
  });
}

export const listEntities = handle(entityRoutes.listEntities, async (ctx) => {
  const { caller, input: q } = ctx;
  const listed = await listDirectory(caller.firmId, 'entity', planEntityList(caller, q), q);
  if (q.count) return { total: listed.total };
  const { ids, ...paging } = listed;
  if (q.only_ids) return { ids, ...paging };
  const companies = await getCompaniesByIds(caller.firmId, ids);
  return { entities: await entityRows(caller.firmId, companies), ...paging };
});
