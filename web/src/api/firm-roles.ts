/**
 * Firm roles calls (FA §7.6): the firm's roles, the default roles, a role's create, edit and delete, and a role
 * given to or taken from firm users on entities, singly or in bulk. Types only from the shared schemas.
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/firm-roles';
import { firmRoleRoutes as r } from '@ledgerline/shared/routes/firm_roles';
import { api } from './client';

export type FirmRole = z.infer<typeof s.FirmRoleView>;
export type FirmRoleAssignment = z.infer<typeof s.FirmRoleAssignmentView>;

/** SWR key heads: the firm's roles, and an entity's assignments. */
export const firmRolesPath = r.listRoles.path;
export const firmRoleAssignmentsPath = r.listAssignments.path;

export interface RoleFields {
  role_name: string;
  permission_ids: string[];
}

export interface AssignmentPairs {
  firm_role_id: string;
  company_ids: string[];
  user_ids: string[];
}

export const firmRoles = {
  /** Errors are the page's to show. */
  list: () => api.call(r.listRoles, {}, { quiet: true }),
  createDefaults: () => api.call(r.createDefaultRoles, {}),
  /** Field errors (the name) and a taken name (409) are the dialog's to show. */
  create: (f: RoleFields) => api.call(r.createRole, f, { fieldErrors: true, quiet: [409] }),
  update: (id: string, f: RoleFields) => api.call(r.updateRole, { id, ...f }, { fieldErrors: true, quiet: [409] }),
  remove: (id: string) => api.call(r.deleteRole, { id }),

  /** An entity's assignments; errors are the list's to show. */
  assignments: (companyId: string) => api.call(r.listAssignments, { company_id: companyId }, { quiet: true }),
  assign: (firmRoleId: string, companyId: string, userId: string) =>
    api.call(r.assignRole, { firm_role_id: firmRoleId, company_id: companyId, user_id: userId }),
  unassign: (firmRoleId: string, companyId: string, userId: string) =>
    api.call(r.removeRole, { firm_role_id: firmRoleId, company_id: companyId, user_id: userId }),
  bulkAssign: (p: AssignmentPairs) => api.call(r.bulkAddRoles, p),
  bulkUnassign: (p: AssignmentPairs) => api.call(r.bulkRemoveRoles, p),
};
