import { describe, expect, it } from 'vitest';
import { defaultFirmRoles, firmPermissionIds, maxBulkAssignments, roleNameKey } from '@ledgerline/shared/firm-roles';
import { CreateRoleInput, BulkAssignmentInput } from '@ledgerline/shared/schemas/firm-roles';
import { Invalid } from '../platform/errors';
import { assignmentId, byName, nameTakenBy, pairsOf, roleChanges } from './rules';

describe('firm role rules', () => {
  it('role names are unique per firm whatever their case and spacing', () => {
    expect(roleNameKey('  Client   Service ')).toBe(roleNameKey('client service'));
    const roles = [{ roleId: 'r1', role_name: 'Preparer' }];
    expect(nameTakenBy(roles, 'PREPARER ')?.roleId).toBe('r1');
    expect(nameTakenBy(roles, 'Reviewer')).toBeUndefined();
  });

  it('a role given twice to the same person on an entity is one assignment', () => {
    const k = { roleId: 'r', companyId: 'c', userId: 'u' };
    expect(assignmentId(k)).toBe(assignmentId({ ...k }));
    expect(assignmentId(k)).not.toBe(assignmentId({ ...k, userId: 'u2' }));
    expect(assignmentId(k)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('a bulk call pairs every user with every entity, within a bound', () => {
    expect(pairsOf('r', ['c1', 'c2'], ['u1'])).toEqual([
      { companyId: 'c1', userId: 'u1', roleId: 'r' },
      { companyId: 'c2', userId: 'u1', roleId: 'r' },
    ]);
    const many = Array.from({ length: maxBulkAssignments + 1 }, (_, i) => `c${i}`);
    expect(() => pairsOf('r', many, ['u'])).toThrow(Invalid);
  });

  it('an edit changes only the fields given and different', () => {
    const role = { role_name: 'Preparer', permission_ids: ['documents.upload', 'messages.send'] };
    expect(roleChanges(role, {})).toEqual({});
    expect(roleChanges(role, { permission_ids: ['messages.send', 'documents.upload'] })).toEqual({});
    expect(roleChanges(role, { permission_ids: ['messages.send'] })).toEqual({ permission_ids: ['messages.send'] });
    expect(roleChanges(role, { role_name: 'preparer' })).toEqual({ role_name: 'preparer' });
  });

  it('roles list by name', () => {
    expect(byName([{ role_name: 'b' }, { role_name: 'A' }]).map((r) => r.role_name)).toEqual(['A', 'b']);
  });

  it('a role names only permissions of the catalogue, and the defaults do too', () => {
    expect(CreateRoleInput.safeParse({ role_name: 'X', permission_ids: ['documents.upload'] }).success).toBe(true);
    expect(CreateRoleInput.safeParse({ role_name: 'X', permission_ids: ['everything'] }).success).toBe(false);
    expect(CreateRoleInput.safeParse({ role_name: '  ', permission_ids: [] }).success).toBe(false);
    for (const d of defaultFirmRoles) for (const p of d.permission_ids) expect(firmPermissionIds).toContain(p);
  });

  it('bulk lists come as a body array or a query string of one or many', () => {
    const one = BulkAssignmentInput.parse({ firm_role_id: 'r', company_ids: 'c1', user_ids: ['u1', 'u1'] });
    expect(one).toEqual({ firm_role_id: 'r', company_ids: ['c1'], user_ids: ['u1'] });
    expect(BulkAssignmentInput.safeParse({ firm_role_id: 'r', company_ids: [], user_ids: ['u'] }).success).toBe(false);
  });
});
