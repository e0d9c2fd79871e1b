/** Firm roles' plain rules (FA §3.4, §7.6): ids, pairs, changes, and what the screens are answered. */
import { createHash } from 'node:crypto';
import { maxBulkAssignments, roleNameKey, firmRoleText as text } from '@ledgerline/shared/firm-roles';
import type { FirmRoleAssignmentView, FirmRoleView } from '@ledgerline/shared/schemas/firm-roles';
import { Invalid } from '../platform/errors';

export interface AssignmentKey {
  companyId: string;
  userId: string;
  roleId: string;
}

/** An assignment's id, from what it links: the same role given twice to the same person on an entity is one item. */
export function assignmentId(k: AssignmentKey): string {
  return createHash('sha256').update(`${k.roleId}\n${k.companyId}\n${k.userId}`).digest('base64url').slice(0, 22);
}

/** Every user on every entity, for the bulk calls; refused above the bound a request may write. */
export function pairsOf(roleId: string, companyIds: readonly string[], userIds: readonly string[]): AssignmentKey[] {
  if (companyIds.length * userIds.length > maxBulkAssignments) throw new Invalid(text.tooManyPairs);
  return companyIds.flatMap((companyId) => userIds.map((userId) => ({ companyId, userId, roleId })));
}

/** What a PATCH changes: only fields given and different; a name differing only in case is a rename too. */
export function roleChanges(
  role: { role_name: string; permission_ids: readonly string[] },
  input: { role_name?: string; permission_ids?: string[] },
): { role_name?: string; permission_ids?: string[] } {
  const out: { role_name?: string; permission_ids?: string[] } = {};
  if (input.role_name !== undefined && input.role_name !== role.role_name) out.role_name = input.role_name;
  if (input.permission_ids !== undefined && !sameSet(input.permission_ids, role.permission_ids))
    out.permission_ids = input.permission_ids;
  return out;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/** Whether a name is taken by another of these roles (the transaction decides races; this names the role). */
export const nameTakenBy = <R extends { roleId: string; role_name: string }>(roles: readonly R[], name: string) =>
  roles.find((r) => roleNameKey(r.role_name) === roleNameKey(name));

/** Roles in name order, as the screens list them. */
export const byName = <R extends { role_name: string }>(roles: readonly R[]): R[] =>
  [...roles].sort((a, b) => a.role_name.localeCompare(b.role_name, 'en', { sensitivity: 'base' }));

export function roleView(r: {
  roleId: string;
  role_name: string;
  permission_ids: readonly string[];
  created_at?: string;
  updated_at?: string;
}): FirmRoleView {
  return {
    id: r.roleId,
    role_name: r.role_name,
    permission_ids: [...r.permission_ids],
    created_at: r.created_at ?? '',
    updated_at: r.updated_at ?? r.created_at ?? '',
  };
}

export function assignmentView(a: AssignmentKey & { assignmentId: string }): FirmRoleAssignmentView {
  return { id: a.assignmentId, firm_role_id: a.roleId, company_id: a.companyId, user_id: a.userId };
}
