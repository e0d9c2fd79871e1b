/**
 * Firm roles' permissions, checked (FA §3.4, §6, §7.6). When the firm uses roles (`use_firm_roles`), a staff member
 * below admin (access full, group or none) may do what a permission governs on an entity only through a role they
 * hold there whose permission_ids include it. Partners and admins always may; clients are not concerned (their own
 * rules apply); a firm that does not use roles changes nothing. Call it after the entity is opened, so another
 * firm's or an unknown entity still answers 404.
 */
import type { Caller } from '@ledgerline/shared/access';
import { type FirmPermissionId, firmPermissionIds, firmRoleText } from '@ledgerline/shared/firm-roles';
import { getItem, getItems } from './data/batch-get';
import { Firm } from './data/entities/firm';
import { FirmRole } from './data/entities/firm-role';
import { FirmRoleAssignment, type FirmRoleAssignmentItem } from './data/entities/firm-role-assignment';
import { Forbidden } from './errors';
import { firmFlagOn } from './firm-flags';

const forbidden = () => new Forbidden(firmRoleText.noPermission);

/** Whether roles decide for this caller at all: staff below admin of a firm that uses roles. */
async function governedByRoles(caller: Caller): Promise<boolean> {
  if (!caller.isAdvisor || caller.firmAccess === 'partner' || caller.firmAccess === 'admin') return false;
  return firmFlagOn(await getItem(Firm, { firmId: caller.firmId }), 'use_firm_roles');
}

/** The ids of the roles (among these assignments') that still exist and grant the permission. */
async function grantingRoles(
  firmId: string,
  assignments: readonly FirmRoleAssignmentItem[],
  permissionId: FirmPermissionId,
): Promise<Set<string>> {
  const roleIds = [...new Set(assignments.map((a) => a.roleId))];
  // Point reads of the roles: a deleted role is simply not there, so its assignments grant nothing from then on.
  const roles = await getItems(
    FirmRole,
    roleIds.map((roleId) => ({ firmId, roleId })),
    { consistent: true },
  );
  return new Set(roles.filter((r) => r.permission_ids.includes(permissionId)).map((r) => r.roleId));
}

/** 403 'You do not have permission to do this for this entity' unless the caller may do `permissionId` there. */
export async function assertEntityPermission(
  caller: Caller,
  companyId: string,
  permissionId: FirmPermissionId,
): Promise<void> {
  if (!(await governedByRoles(caller))) return;
  const { data } = await FirmRoleAssignment.query
    .byCompany({ firmId: caller.firmId, companyId, userId: caller.userId })
    .go({ pages: 'all', consistent: true });
  const mine = data.filter((a) => a.userId === caller.userId);
  if (mine.length === 0 || (await grantingRoles(caller.firmId, mine, permissionId)).size === 0) throw forbidden();
}

/**
 * What the caller may do on an entity, for the screens to offer only that (README "Firm roles and permissions"):
 * null when roles do not decide for them (partners, admins, clients, a firm without roles), otherwise the permission
 * ids of the roles they hold there (one Query of their assignments on the entity, one batch read of those roles).
 */
export async function entityPermissionsOf(caller: Caller, companyId: string): Promise<FirmPermissionId[] | null> {
  if (!(await governedByRoles(caller))) return null;
  const { data } = await FirmRoleAssignment.query
    .byCompany({ firmId: caller.firmId, companyId, userId: caller.userId })
    .go({ pages: 'all' });
  const roleIds = [...new Set(data.filter((a) => a.userId === caller.userId).map((a) => a.roleId))];
  if (roleIds.length === 0) return [];
  const roles = await getItems(
    FirmRole,
    roleIds.map((roleId) => ({ firmId: caller.firmId, roleId })),
  );
  const granted = new Set(roles.flatMap((r) => r.permission_ids));
  return firmPermissionIds.filter((id) => granted.has(id));
}

/**
 * The same over several entities (a questionnaire sent to a list): one Query of the caller's assignments. A send
 * to every entity of some types names no entities to check, so a caller whom roles govern is refused it.
 */
export async function assertEntitiesPermission(
  caller: Caller,
  companyIds: readonly string[],
  permissionId: FirmPermissionId,
  entityTypes: readonly string[] = [],
): Promise<void> {
  const byType = entityTypes.length > 0;
  if (companyIds.length === 0 && !byType) return;
  if (companyIds.length === 1 && !byType) return assertEntityPermission(caller, companyIds[0]!, permissionId);
  if (!(await governedByRoles(caller))) return;
  if (byType) throw forbidden();
  const { data } = await FirmRoleAssignment.query
    .byUser({ firmId: caller.firmId, userId: caller.userId })
    .go({ pages: 'all' });
  const granting = await grantingRoles(caller.firmId, data, permissionId);
  const allowed = new Set(data.filter((a) => granting.has(a.roleId)).map((a) => a.companyId));
  if (companyIds.some((id) => !allowed.has(id))) throw forbidden();
}
