/**
 * Firm roles (FA §3.4, §6, §7.6): named sets of permission ids a partner or admin assigns to a firm user on an
 * entity. When the firm uses roles (the `use_firm_roles` preference), a staff member below admin may do what a
 * permission governs on an entity only through a role they hold there. Pure: the web and the API both import it.
 */

/** The permissions a role can grant, each governing calls that exist (README "Firm roles and permissions"). */
export const firmPermissions = [
  { id: 'messages.send', label: 'Send messages', governs: 'POST /conversations/send_message' },
  {
    id: 'documents.upload',
    label: 'Upload documents',
    governs: 'GET /integrations/get_temporary_upload_link, POST /integrations/process_document',
  },
  {
    id: 'documents.delete',
    label: 'Delete documents',
    governs: 'POST /integrations/delete_document, POST /integrations/delete_path',
  },
  { id: 'questionnaires.send', label: 'Send questionnaires', governs: 'POST /questionnaires/send_questionnaires' },
  { id: 'tax_returns.deliver', label: 'Deliver tax returns', governs: 'POST /tax_returns' },
  { id: 'entities.edit', label: 'Edit entity information', governs: 'PATCH /companies/{id}' },
] as const;

export type FirmPermissionId = (typeof firmPermissions)[number]['id'];
export const firmPermissionIds = firmPermissions.map((p) => p.id) as [FirmPermissionId, ...FirmPermissionId[]];

export function isFirmPermissionId(id: string): id is FirmPermissionId {
  return (firmPermissionIds as readonly string[]).includes(id);
}

export const firmPermissionLabel = (id: string): string => firmPermissions.find((p) => p.id === id)?.label ?? id;

/** What create_default_roles makes: roles a firm starts from; one whose name the firm already has is left alone. */
export const defaultFirmRoles: readonly { role_name: string; permission_ids: readonly FirmPermissionId[] }[] = [
  {
    role_name: 'Preparer',
    permission_ids: ['documents.upload', 'documents.delete', 'questionnaires.send', 'tax_returns.deliver'],
  },
  { role_name: 'Reviewer', permission_ids: ['messages.send', 'documents.upload', 'tax_returns.deliver'] },
  {
    role_name: 'Client service',
    permission_ids: ['messages.send', 'documents.upload', 'questionnaires.send', 'entities.edit'],
  },
];

export const maxRoleNameLength = 100;
/** Roles per firm: the roles page lists them all, and a check reads a user's few roles on one entity. */
export const maxFirmRoles = 100;
/** A bulk call's entities and users; it writes (or removes) one assignment per pair. */
export const maxBulkAssignmentCompanies = 100;
export const maxBulkAssignmentUsers = 25;
export const maxBulkAssignments = 500;

/** Role names are unique per firm whatever their case and spacing. */
export const roleNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const firmRoleText = {
  notEnabled: 'Firm roles are not enabled for this firm',
  noPermission: 'You do not have permission to do this for this entity',
  nameTaken: (name: string) => `A role named “${name}” already exists`,
  nameRequired: 'Please enter a role name',
  nameTooLong: `The role name may be at most ${maxRoleNameLength} characters`,
  unknownPermission: 'Unknown permission',
  roleRequired: 'Please choose a role',
  entityRequired: 'Please choose an entity',
  userRequired: 'Please choose a firm user',
  entitiesRequired: 'Please choose at least one entity',
  usersRequired: 'Please choose at least one firm user',
  tooManyPairs: `At most ${maxBulkAssignments} assignments at once`,
  tooManyRoles: `A firm has at most ${maxFirmRoles} roles`,
  roleNotFound: 'Role not found',
  entityNotFound: 'Entity not found',
  userNotFound: 'Firm user not found',
  created: 'Role created',
  updated: 'Role updated',
  deleted: 'Role deleted',
  defaultsCreated: (n: number) => (n === 0 ? 'The default roles already exist' : `${n} default roles created`),
  assigned: 'Role assigned',
  bulkAssigned: (n: number) => `${n} role assignments saved`,
  removed: 'Role removed',
  bulkRemoved: (n: number) => `${n} role assignments removed`,
  changedMeanwhile: 'The role changed meanwhile. Please reload and try again.',
} as const;
