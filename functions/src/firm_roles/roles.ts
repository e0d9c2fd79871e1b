/** GET /firm_roles, GET /firm_roles/{id}, POST /firm_roles (FA §7.6). */
import { firmRoleRoutes } from '@ledgerline/shared/routes/firm_roles';
import { firmRoleText as text, maxFirmRoles } from '@ledgerline/shared/firm-roles';
import { handle } from '../platform/handle';
import { Conflict } from '../platform/errors';
import { assertRolesEnabled, openRole } from './access';
import { byName, nameTakenBy, roleView } from './rules';
import * as store from './store';

export const listRoles = handle(firmRoleRoutes.listRoles, async ({ caller }) => {
  const [roles] = await Promise.all([store.listRoles(caller.firmId), assertRolesEnabled(caller)]);
  return { firm_roles: byName(roles).map(roleView) };
});

export const getRole = handle(firmRoleRoutes.getRole, async ({ caller, input }) => {
  const role = await openRole(caller, input.id);
  return { firm_role: roleView(role) };
});

export const createRole = handle(firmRoleRoutes.createRole, async ({ caller, input }) => {
  await assertRolesEnabled(caller);
  const roles = await store.listRoles(caller.firmId);
  const taken = nameTakenBy(roles, input.role_name);
  if (taken) throw new Conflict(text.nameTaken(taken.role_name));
  if (roles.length >= maxFirmRoles) throw new Conflict(text.tooManyRoles);
  const role = await store.createRole(caller.firmId, { ...input, createdBy: caller.userId });
  if (!role) throw new Conflict(text.nameTaken(input.role_name));
  return { message: text.created, firm_role: roleView(role) };
});
