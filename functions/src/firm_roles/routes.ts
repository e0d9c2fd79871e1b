import type { firmRoleRoutes } from '@ledgerline/shared/routes/firm_roles';
import type { Handlers } from '../platform/handle';
import { createRole, getRole, listRoles } from './roles';
import { deleteRole, updateRole } from './change-role';
import { createDefaultRoles } from './default-roles';
import { assignRole, listAssignments, removeRole } from './assignments';
import { bulkAddRoles, bulkRemoveRoles } from './bulk-assignments';

/** Each firm_roles route's handler, by the operation its declaration names. */
export const firmRoleHandlers: Handlers<typeof firmRoleRoutes> = {
  listRoles,
  createDefaultRoles,
  getRole,
  updateRole,
  deleteRole,
  createRole,
  assignRole,
  bulkAddRoles,
  removeRole,
  bulkRemoveRoles,
  listAssignments,
};
