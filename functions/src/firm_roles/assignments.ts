/**
 * A role given to or taken from one firm user on one entity (FA §7.6 POST /firm_role_assignments, DELETE
 * /firm_role_assignments/remove_role), and an entity's assignments (GET /firm_role_assignments?company_id).
 */
import { firmRoleRoutes } from '@ledgerline/shared/routes/firm_roles';
import { firmRoleText as text } from '@ledgerline/shared/firm-roles';
import { handle } from '../platform/handle';
import { assertRolesEnabled, openEntity, openFirmUsers, openRole } from './access';
import { assignmentView } from './rules';
import * as store from './store';

export const assignRole = handle(firmRoleRoutes.assignRole, async ({ caller, input }) => {
  const role = await openRole(caller, input.firm_role_id);
  await Promise.all([openEntity(caller, input.company_id), openFirmUsers(caller, [input.user_id])]);
  const [saved] = await store.putAssignments(
    caller.firmId,
    [{ roleId: role.roleId, companyId: input.company_id, userId: input.user_id }],
    caller.userId,
  );
  return { message: text.assigned, firm_role_assignment: assignmentView(saved!) };
});

export const removeRole = handle(firmRoleRoutes.removeRole, async ({ caller, input }) => {
  const role = await openRole(caller, input.firm_role_id);
  await openEntity(caller, input.company_id);
  await store.deleteAssignments(caller.firmId, [
    { roleId: role.roleId, companyId: input.company_id, userId: input.user_id },
  ]);
  return { message: text.removed };
});

/** Assignments of roles that still exist only: a deleted role's stay behind in the table but grant nothing. */
export const listAssignments = handle(firmRoleRoutes.listAssignments, async ({ caller, input }) => {
  await assertRolesEnabled(caller);
  await openEntity(caller, input.company_id);
  const [assignments, roles] = await Promise.all([
    store.listEntityAssignments(caller.firmId, input.company_id),
    store.listRoles(caller.firmId),
  ]);
  const live = new Set(roles.map((r) => r.roleId));
  return { firm_role_assignments: assignments.filter((a) => live.has(a.roleId)).map(assignmentView) };
});
