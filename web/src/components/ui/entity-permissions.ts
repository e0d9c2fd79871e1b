/**
 * Whether the signed-in staff member may do what a firm-role permission governs on an entity (FA §3.4, §6, §7.6), from
 * the `my_permissions` the entity address's lookup answers (GET /companies/get_company_by_hash_id): null means roles do
 * not decide for them (partners, admins, clients, a firm without roles), so nothing is refused; otherwise only the
 * permissions of the roles they hold there. The API checks the same (functions/src/platform/firm-permissions.ts):
 * the screens only stop offering what it would refuse. Pure: features read it through useEntityPermissions.
 */
import { type FirmPermissionId, firmRoleText } from '@ledgerline/shared/firm-roles';

export type EntityPermissions = readonly string[] | null | undefined;

/** Why the caller may not do `permission` on the entity ('You do not have permission…'), or null when they may. */
export function permissionProblem(mine: EntityPermissions, permission: FirmPermissionId): string | null {
  if (mine === null) return null;
  // Not known yet (still loading): not offered until it is, so a refused button never flashes up.
  if (mine === undefined) return firmRoleText.noPermission;
  return mine.includes(permission) ? null : firmRoleText.noPermission;
}
