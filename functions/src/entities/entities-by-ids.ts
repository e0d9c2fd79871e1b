/**
 * GET /v2/entities/by_ids?ids[]= (FA §7.4): up to 100 entities as the list shows them, e.g. a selection kept
 * across pages. Ids of nothing or of another firm are left out; a group-limited caller gets their group's only.
 */
import { entityRoutes } from '@ledgerline/shared/routes/entities';
import { handle } from '../platform/handle';
import { isGroupLimited } from '../platform/firm-groups';
import { entityRows } from './entity-rows';
import { getCompaniesByIds } from './store';

export const entitiesByIds = handle(entityRoutes.entitiesByIds, async ({ caller, input }) => {
  const companies = await getCompaniesByIds(caller.firmId, [...new Set(input.ids)]);
  const rows = await entityRows(caller.firmId, companies);
  // An entity is in its primary owner's group (platform/firm-groups.ts), the group its row carries.
  const limited = isGroupLimited(caller);
  return { entities: rows.filter((r) => !limited || (caller.firmGroupId && r.firm_group_id === caller.firmGroupId)) };
});
