import { firmRoleText } from '@ledgerline/shared/firm-roles';

/**
 * Words of the Firm Roles page (FA §2.2 'Firm Roles' at /settings/roles, §6, §7.6). The API's messages come from
 * @ledgerline/shared/firm-roles (the same texts the server answers with); the rest are plain names for what the
 * spec lists without wording.
 */
export const firmRolesText = {
  heading: 'Firm Roles',
  intro:
    'A role is a set of permissions. Give firm users roles on entities: when your firm uses roles, full-access and group users may do these things for an entity only through a role they hold there. Partners and admins always may.',
  rolesHeading: 'Roles',
  rolesTable: 'Roles and permissions',
  createDefaults: 'Create default roles',
  createRole: 'Create role',
  editRole: 'Edit role',
  actions: 'Actions',
  editShort: 'Edit',
  deleteShort: 'Delete',
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
  roleName: 'Role name',
  permissions: 'Permissions',
  role: 'Role',
  noPermissions: 'No permissions',
  noRoles: 'Your firm has no roles yet. Create the default roles or a role of your own.',
  loadFailed: 'The roles could not be loaded.',
  save: 'Save',
  create: 'Create',
  deleteTitle: 'Delete role?',
  deleteBody: (name: string) =>
    `“${name}” will be removed from everyone who holds it, and its permissions stop applying at once.`,
  deleteConfirm: 'Delete',

  assignHeading: 'Assign roles',
  assignIntro:
    'Choose a role, one or more entities and one or more firm users: every user gets (or loses) the role on every entity.',
  chooseRole: 'Choose a role',
  entities: 'Entities',
  searchEntities: 'Search entities',
  loadingEntities: 'Loading entities…',
  noEntities: 'No entities found',
  chosenEntities: (n: number) => (n === 1 ? '1 entity chosen' : `${n} entities chosen`),
  firmUsers: 'Firm users',
  loadingUsers: 'Loading firm users…',
  assign: 'Assign role',
  unassign: 'Remove role',

  entityHeading: 'Roles on an entity',
  entity: 'Entity',
  user: 'Firm user',
  noAssignments: 'No one holds a role on this entity.',
  removeAssignment: (role: string, user: string) => `Remove ${role} from ${user}`,
  remove: 'Remove',
  unknownUser: 'Former firm user',
  ...firmRoleText,
} as const;
