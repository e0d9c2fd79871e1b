/** PATCH and DELETE /firm_roles/{id} (FA §7.6): rename, change permission ids, delete. */
import { firmRoleRoutes } from '@ledgerline/shared/routes/firm_roles';
import { firmRoleText as text } from '@ledgerline/shared/firm-roles';
import { handle } from '../platform/handle';
import { Conflict, NotFound } from '../platform/errors';
import { openRole } from './access';
import { nameTakenBy, roleChanges, roleView } from './rules';
import * as store from './store';

export const updateRole = handle(firmRoleRoutes.updateRole, async ({ caller, input }) => {
  const role = await openRole(caller, input.id);
  const changes = roleChanges(role, input);
  if (Object.keys(changes).length === 0) return { message: text.updated, firm_role: roleView(role) };
  if (changes.role_name !== undefined) {
    const taken = nameTakenBy(
      (await store.listRoles(caller.firmId)).filter((r) => r.roleId !== role.roleId),
      changes.role_name,
    );
    if (taken) throw new Conflict(text.nameTaken(taken.role_name));
  }
  const saved = await store.updateRole(role, changes);
  if (saved === 'gone') throw new NotFound('role', text.roleNotFound);
  if (saved === 'changed') throw new Conflict(text.changedMeanwhile);
  if (saved === 'taken') throw new Conflict(text.nameTaken(changes.role_name ?? role.role_name));
  return { message: text.updated, firm_role: roleView(saved) };
});

export const deleteRole = handle(firmRoleRoutes.deleteRole, async ({ caller, input }) => {
  const role = await openRole(caller, input.id);
  if (!(await store.deleteRole(role))) throw new NotFound('role', text.roleNotFound);
  return { message: text.deleted };
});
