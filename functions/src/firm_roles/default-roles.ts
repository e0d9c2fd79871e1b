/**
 * POST /firm_roles/create_default_roles (FA §7.6): the default roles the firm lacks, by name; a second call
 * creates nothing new (a name the firm already has, its own role of that name included, is skipped).
 */
import { firmRoleRoutes } from '@ledgerline/shared/routes/firm_roles';
import { defaultFirmRoles, firmRoleText as text } from '@ledgerline/shared/firm-roles';
import { handle } from '../platform/handle';
import { assertRolesEnabled } from './access';
import { byName, nameTakenBy, roleView } from './rules';
import * as store from './store';

export const createDefaultRoles = handle(firmRoleRoutes.createDefaultRoles, async ({ caller }) => {
  await assertRolesEnabled(caller);
  const existing = await store.listRoles(caller.firmId);
  const created: store.FirmRoleItem[] = [];
  for (const d of defaultFirmRoles) {
    if (nameTakenBy(existing, d.role_name)) continue;
    // A concurrent call that made it first wins the name; this one then skips it.
    const role = await store.createRole(caller.firmId, {
      role_name: d.role_name,
      permission_ids: [...d.permission_ids],
      createdBy: caller.userId,
    });
    if (role) created.push(role);
  }
  const roles = created.length ? await store.listRoles(caller.firmId) : existing;
  return {
    message: text.defaultsCreated(created.length),
    created: created.map(roleView),
    firm_roles: byName(roles).map(roleView),
  };
});
