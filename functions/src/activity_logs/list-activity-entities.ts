import { activityRoutes } from '@ledgerline/shared/routes/activity_logs';
import { handle } from '../platform/handle';
import { isGroupLimited } from '../platform/firm-groups';
import { groupEntities } from './store';

/** At most this many entities are listed; a search narrows them. */
export const maxListedEntities = 50;

/**
 * GET /v2/activity_logs/entities: staff limited to a firm group (FA §6) read the log of one entity at a time,
 * so the log screen offers them their group's entities to choose from (an entity is in a group when one of its
 * owners is). Other staff read the whole firm's log and need no picker: they get none.
 */
export const listActivityEntities = handle(activityRoutes.listActivityEntities, async ({ caller, input }) => {
  if (!isGroupLimited(caller) || !caller.firmGroupId) return { entities: [], total: 0 };
  const needle = input.search_term?.toLowerCase() ?? '';
  const entities = (await groupEntities(caller.firmId, caller.firmGroupId))
    .filter((c) => !needle || c.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    entities: entities.slice(0, maxListedEntities).map((c) => ({ id: c.companyId, name: c.name, hash_id: c.hash_id })),
    total: entities.length,
  };
});
