import { declareRoutes } from '../route';
import * as s from '../schemas/firm-roles';

/**
 * FA §7.6 Firm roles, plus GET /firm_role_assignments (an entity's assignments, for the roles screen). FA §6: the
 * Firm Roles page is for a partner or admin when the firm uses roles, so every call is the 'admin' rule and answers
 * 403 'Firm roles are not enabled for this firm' while the firm's `use_firm_roles` preference is off. A role in the
 * address is looked up first: another firm's id answers 404 whatever the preference.
 */
export const firmRoleRoutes = declareRoutes('firm_roles', {
  listRoles: {
    aws: ['table'],
    method: 'GET',
    path: '/firm_roles',
    access: 'admin',
    summary: 'The firm’s roles with their permission ids, by name',
    output: s.FirmRoleList,
    readsOnly: true,
  },
  createDefaultRoles: {
    aws: ['table'],
    method: 'POST',
    path: '/firm_roles/create_default_roles',
    access: 'admin',
    summary: 'Create the default roles (Preparer, Reviewer, Client service); a name the firm already has is skipped',
    output: s.DefaultRolesAnswer,
  },
  getRole: {
    aws: ['table'],
    method: 'GET',
    path: '/firm_roles/{id}',
    access: 'admin',
    summary: 'One role',
    input: s.RoleIdPath,
    output: s.FirmRoleDetail,
    readsOnly: true,
  },
  updateRole: {
    aws: ['table'],
    method: 'PATCH',
    path: '/firm_roles/{id}',
    access: 'admin',
    summary: 'Rename a role or change its permission ids (a name unique in the firm: 409 otherwise)',
    input: s.UpdateRoleInput,
    output: s.FirmRoleAnswer,
  },
  deleteRole: {
    aws: ['table'],
    method: 'DELETE',
    path: '/firm_roles/{id}',
    access: 'admin',
    summary: 'Delete a role: its assignments stop granting at once',
    input: s.RoleIdPath,
    output: s.MessageAnswer,
  },
  createRole: {
    aws: ['table'],
    method: 'POST',
    path: '/firm_roles',
    access: 'admin',
    summary: 'Create a role {role_name, permission_ids} (a name unique in the firm: 409 otherwise)',
    input: s.CreateRoleInput,
    output: s.FirmRoleAnswer,
  },
  assignRole: {
    aws: ['table'],
    method: 'POST',
    path: '/firm_role_assignments',
    access: 'admin',
    summary: 'Give a firm user a role on an entity {firm_role_id, company_id, user_id} (again: no change)',
    input: s.AssignmentInput,
    output: s.AssignmentAnswer,
  },
  bulkAddRoles: {
    aws: ['table'],
    method: 'POST',
    path: '/firm_role_assignments/bulk_add_roles',
    access: 'admin',
    summary: 'Give firm users a role on entities {firm_role_id, company_ids, user_ids}: every user on every entity',
    input: s.BulkAssignmentInput,
    output: s.BulkAssignmentAnswer,
  },
  removeRole: {
    aws: ['table'],
    method: 'DELETE',
    path: '/firm_role_assignments/remove_role',
    access: 'admin',
    summary: 'Take a role from a firm user on an entity (?firm_role_id&company_id&user_id)',
    input: s.AssignmentInput,
    output: s.MessageAnswer,
  },
  bulkRemoveRoles: {
    aws: ['table'],
    method: 'DELETE',
    path: '/firm_role_assignments/bulk_remove_roles',
    access: 'admin',
    summary: 'Take a role from firm users on entities (?firm_role_id&company_ids[]&user_ids[]): every pair',
    input: s.BulkAssignmentInput,
    output: s.BulkAssignmentAnswer,
  },
  listAssignments: {
    aws: ['table'],
    method: 'GET',
    path: '/firm_role_assignments',
    access: 'admin',
    summary: 'An entity’s role assignments (?company_id), of roles that still exist',
    input: s.EntityAssignmentsQuery,
    output: s.AssignmentList,
    readsOnly: true,
  },
});
