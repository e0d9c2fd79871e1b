import { describe, expect, it } from 'vitest';
import { firmRoleText } from '@ledgerline/shared/firm-roles';
import { permissionProblem } from './entity-permissions';

describe('the screens offer a staff member only what their firm roles allow on the entity (FA §3.4, §6)', () => {
  it('when roles do not decide for the caller (partner, admin, client, a firm without roles) nothing is refused', () => {
    expect(permissionProblem(null, 'documents.delete')).toBeNull();
    expect(permissionProblem(null, 'entities.edit')).toBeNull();
  });

  it('a holder may do what their roles’ permission ids say on the entity, and nothing else', () => {
    const mine = ['messages.send', 'documents.upload'];
    expect(permissionProblem(mine, 'messages.send')).toBeNull();
    expect(permissionProblem(mine, 'documents.upload')).toBeNull();
    expect(permissionProblem(mine, 'documents.delete')).toBe(firmRoleText.noPermission);
    expect(permissionProblem([], 'messages.send')).toBe(firmRoleText.noPermission);
  });

  it('until the entity’s permissions are known, nothing they govern is offered', () => {
    expect(permissionProblem(undefined, 'tax_returns.deliver')).toBe(firmRoleText.noPermission);
  });
});
