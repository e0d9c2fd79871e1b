/**
 * Firm roles' requests and answers (FA §3.4 firm role: id, role_name, permission_ids; a role assignment links
 * firm_role_id, company_id and user_id; §7.6 calls). A route with a role in its address keeps its body fields
 * optional here: another firm's id answers 404 whatever the body holds, and the handler then refuses a missing one
 * with its message.
 */
import * as z from 'zod';
import {
  firmRoleText as text,
  isFirmPermissionId,
  maxBulkAssignmentCompanies,
  maxBulkAssignmentUsers,
  maxRoleNameLength,
} from '../firm-roles';
import { Id } from './common';
import { QueryIdList } from './tags';

export const RoleName = z
  .string({ error: text.nameRequired })
  .trim()
  .min(1, text.nameRequired)
  .max(maxRoleNameLength, text.nameTooLong)
  .transform((n) => n.replace(/\s+/g, ' '));

export const PermissionIds = z
  .array(z.string().max(64).refine(isFirmPermissionId, text.unknownPermission), { error: text.unknownPermission })
  .max(50)
  .transform((ids) => [...new Set(ids)]);

export const FirmRoleView = z.object({
  id: z.string(),
  role_name: z.string(),
  permission_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FirmRoleView = z.infer<typeof FirmRoleView>;

export const FirmRoleAssignmentView = z.object({
  id: z.string(),
  firm_role_id: z.string(),
  company_id: z.string(),
  user_id: z.string(),
});
export type FirmRoleAssignmentView = z.infer<typeof FirmRoleAssignmentView>;

export const FirmRoleList = z.object({ firm_roles: z.array(FirmRoleView) });
export const FirmRoleDetail = z.object({ firm_role: FirmRoleView });
export const FirmRoleAnswer = z.object({ message: z.string(), firm_role: FirmRoleView });
export const DefaultRolesAnswer = z.object({
  message: z.string(),
  created: z.array(FirmRoleView),
  firm_roles: z.array(FirmRoleView),
});
export const MessageAnswer = z.object({ message: z.string() });

export const RoleIdPath = z.object({ id: Id });
export const CreateRoleInput = z.object({ role_name: RoleName, permission_ids: PermissionIds.default([]) });
/** PATCH /firm_roles/{id}: whatever is given changes. */
export const UpdateRoleInput = z.object({
  id: Id,
  role_name: RoleName.optional(),
  permission_ids: PermissionIds.optional(),
});

const RoleRef = z.string({ error: text.roleRequired }).trim().min(1, text.roleRequired).pipe(Id);
const EntityRef = z.string({ error: text.entityRequired }).trim().min(1, text.entityRequired).pipe(Id);
const UserRef = z.string({ error: text.userRequired }).trim().min(1, text.userRequired).pipe(Id);

/** POST /firm_role_assignments and DELETE /firm_role_assignments/remove_role (its fields in the query string). */
export const AssignmentInput = z.object({ firm_role_id: RoleRef, company_id: EntityRef, user_id: UserRef });

const idList = (max: number, missing: string) =>
  QueryIdList(max).pipe(
    z
      .array(z.string(), { error: missing })
      .min(1, missing)
      .transform((ids) => [...new Set(ids)]),
  );

/** bulk_add_roles (body) and bulk_remove_roles (query: company_ids[]=…&user_ids[]=…): every entity × every user. */
export const BulkAssignmentInput = z.object({
  firm_role_id: RoleRef,
  company_ids: idList(maxBulkAssignmentCompanies, text.entitiesRequired),
  user_ids: idList(maxBulkAssignmentUsers, text.usersRequired),
});

export const AssignmentAnswer = z.object({ message: z.string(), firm_role_assignment: FirmRoleAssignmentView });
export const BulkAssignmentAnswer = z.object({ message: z.string(), count: z.number().int() });

/** GET /firm_role_assignments?company_id: an entity's assignments (of roles that still exist). */
export const EntityAssignmentsQuery = z.object({ company_id: EntityRef });
export const AssignmentList = z.object({ firm_role_assignments: z.array(FirmRoleAssignmentView) });
