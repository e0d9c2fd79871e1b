/**
 * The firm_roles domain's reads and writes (entities/firm-role.ts and firm-role-assignment.ts hold the key design):
 * the firm's roles are one Query, an entity's assignments one Query; a role is written with its name's item in one
 * transaction, so names stay unique per firm; assignments are written and removed in batches.
 */
import { FirmRole, type FirmRoleItem } from '../platform/data/entities/firm-role';
import { FirmRoleAssignment, type FirmRoleAssignmentItem } from '../platform/data/entities/firm-role-assignment';
import { Firm } from '../platform/data/entities/firm';
import { Company } from '../platform/data/entities/company';
import { User } from '../platform/data/entities/user';
import { db } from '../platform/data/service';
import { getItem, getItems } from '../platform/data/batch-get';
import { newId } from '../platform/auth/secrets';
import { roleNameKey } from '@ledgerline/shared/firm-roles';
import { assignmentId, type AssignmentKey } from './rules';

export type { FirmRoleItem, FirmRoleAssignmentItem };

export const getFirm = (firmId: string) => getItem(Firm, { firmId });
export const getRole = (firmId: string, roleId: string) => getItem(FirmRole, { firmId, roleId }, { consistent: true });
export const getCompany = (firmId: string, companyId: string) => getItem(Company, { firmId, companyId });
export const getUsers = (firmId: string, userIds: readonly string[]) =>
  getItems(
    User,
    userIds.map((userId) => ({ firmId, userId })),
  );
export const getCompanies = (firmId: string, companyIds: readonly string[]) =>
  getItems(
    Company,
    companyIds.map((companyId) => ({ firmId, companyId })),
  );

/** The firm's roles: its roles partition, one Query. */
export async function listRoles(firmId: string): Promise<FirmRoleItem[]> {
  const { data } = await FirmRole.query.byFirm({ firmId }).go({ pages: 'all', consistent: true });
  return data;
}

/** A new role with its name's item; false when the firm has a role of that name already (the name's condition). */
export async function createRole(
  firmId: string,
  fields: { role_name: string; permission_ids: string[]; createdBy: string },
): Promise<FirmRoleItem | null> {
  const now = new Date().toISOString();
  const role = {
    firmId,
    roleId: newId(),
    role_name: fields.role_name,
    name_key: roleNameKey(fields.role_name),
    permission_ids: fields.permission_ids,
    created_by: fields.createdBy,
    created_at: now,
    updated_at: now,
  };
  const result = await db.transaction
    .write(({ firmRole, firmRoleName }) => [
      firmRoleName.create({ firmId, name_key: role.name_key, roleId: role.roleId }).commit(),
      firmRole.create(role).commit(),
    ])
    .go();
  return result.canceled ? null : role;
}

export type RoleChanges = { role_name?: string; permission_ids?: string[] };

/**
 * Changes a role; a new name moves its name's item in the same transaction. 'taken' when another role has the
 * name, 'gone' when the role was deleted meanwhile, 'changed' when it was renamed meanwhile.
 */
export async function updateRole(
  role: FirmRoleItem,
  set: RoleChanges,
): Promise<FirmRoleItem | 'taken' | 'gone' | 'changed'> {
  const { firmId, roleId } = role;
  const newKey = set.role_name === undefined ? role.name_key : roleNameKey(set.role_name);
  const changes = { ...set, ...(newKey !== role.name_key ? { name_key: newKey } : {}) };
  const result = await db.transaction
    .write(({ firmRole, firmRoleName }) => [
      firmRole
        .patch({ firmId, roleId })
        .set(changes)
        .where((a, op) => op.eq(a.name_key, role.name_key))
        .commit(),
      ...(newKey !== role.name_key
        ? [
            firmRoleName.delete({ firmId, name_key: role.name_key }).commit(),
            firmRoleName.create({ firmId, name_key: newKey, roleId }).commit(),
          ]
        : []),
    ])
    .go();
  if (!result.canceled) return { ...role, ...changes, updated_at: new Date().toISOString() };
  const now = await getRole(firmId, roleId);
  if (!now) return 'gone';
  return now.name_key === role.name_key ? 'taken' : 'changed';
}

/** Deletes a role and its name; its assignments stop granting at once (the check reads the role). */
export async function deleteRole(role: FirmRoleItem): Promise<boolean> {
  const { firmId, roleId } = role;
  const result = await db.transaction
    .write(({ firmRole, firmRoleName }) => [
      firmRole
        .delete({ firmId, roleId })
        .where((a, op) => op.exists(a.roleId))
        .commit(),
      firmRoleName.delete({ firmId, name_key: role.name_key }).commit(),
    ])
    .go();
  return !result.canceled;
}

/** An entity's assignments: its partition, one Query. */
export async function listEntityAssignments(firmId: string, companyId: string): Promise<FirmRoleAssignmentItem[]> {
  const { data } = await FirmRoleAssignment.query
    .byCompany({ firmId, companyId })
    .go({ pages: 'all', consistent: true });
  return data;
}

const maxAttempts = 5;

/** Writes the assignments (an existing one is written again unchanged: its id comes from its key). */
export async function putAssignments(firmId: string, keys: readonly AssignmentKey[], by: string) {
  let items = keys.map((k) => ({
    firmId,
    ...k,
    assignmentId: assignmentId(k),
    created_by: by,
  }));
  const written = items;
  for (let attempt = 0; items.length > 0; attempt++) {
    if (attempt >= maxAttempts) throw new Error('Role assignments could not all be written');
    const { unprocessed } = await FirmRoleAssignment.put(items).go();
    const left = new Set(unprocessed.map((u) => `${u.companyId}|${u.userId}|${u.roleId}`));
    items = items.filter((i) => left.has(`${i.companyId}|${i.userId}|${i.roleId}`));
  }
  return written;
}

/** Removes the assignments (one that is not there is no error). */
export async function deleteAssignments(firmId: string, keys: readonly AssignmentKey[]): Promise<void> {
  let left = keys.map((k) => ({ firmId, ...k }));
  for (let attempt = 0; left.length > 0; attempt++) {
    if (attempt >= maxAttempts) throw new Error('Role assignments could not all be removed');
    const { unprocessed } = await FirmRoleAssignment.delete(left).go();
    left = unprocessed.map((u) => ({ firmId, companyId: u.companyId, userId: u.userId, roleId: u.roleId }));
  }
}
