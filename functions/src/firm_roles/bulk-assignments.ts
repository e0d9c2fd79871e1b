/**
 * FA §7.6 bulk_add_roles and bulk_remove_roles: a role given to or taken from every named firm user on every named
 * entity, each pair one assignment.
 */
import { firmRoleRoutes } from '@ledgerline/shared/routes/firm_roles';
import { firmRoleText as text } from '@ledgerline/shared/firm-roles';
import { handle } from '../platform/handle';
import { openEntities, openFirmUsers, openRole } from './access';
import { pairsOf } from './rules';
import * as store from './store';

export const bulkAddRoles = handle(firmRoleRoutes.bulkAddRoles, async ({ caller, input }) => {
  const role = await openRole(caller, input.firm_role_id);
  const pairs = pairsOf(role.roleId, input.company_ids, input.user_ids);
  await Promise.all([openEntities(caller, input.company_ids), openFirmUsers(caller, input.user_ids)]);
  await store.putAssignments(caller.firmId, pairs, caller.userId);
  return { message: text.bulkAssigned(pairs.length), count: pairs.length };
});

export const bulkRemoveRoles = handle(firmRoleRoutes.bulkRemoveRoles, async ({ caller, input }) => {
  const role = await openRole(caller, input.firm_role_id);
  const pairs = pairsOf(role.roleId, input.company_ids, input.user_ids);
  await openEntities(caller, input.company_ids);
  await store.deleteAssignments(caller.firmId, pairs);
  return { message: text.bulkRemoved(pairs.length), count: pairs.length };
});
