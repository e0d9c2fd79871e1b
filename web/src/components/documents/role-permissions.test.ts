import { describe, expect, it } from 'vitest';
import { firmRoleText } from '@ledgerline/shared/firm-roles';
import type { DocumentItem } from '../../api/documents';
import { itemActions } from './item-actions';
import { actionProblem, type Actor } from './permissions';

const staff = (permissions: Actor['permissions']): Actor => ({
  mode: 'staff',
  prefs: {},
  userReadOnly: false,
  companyReadOnly: false,
  permissions,
});
const file = { id: 'd1', name: 'W-2.pdf', path: '/2025', type: 'file' } as DocumentItem;

describe('the entity’s documents offer staff what their firm roles allow (documents.upload, documents.delete)', () => {
  it('a holder without documents.delete is not offered Delete; Upload follows documents.upload', () => {
    const holder = staff(['documents.upload']);
    expect(actionProblem(holder, 'delete', '/2025', false)).toBe(firmRoleText.noPermission);
    expect(actionProblem(holder, 'upload', '/2025', false)).toBeNull();
    const del = itemActions(file, holder, false).find((a) => a.action === 'delete');
    expect(del?.reason).toBe(firmRoleText.noPermission);
    // What roles do not govern stays offered.
    expect(actionProblem(holder, 'rename', '/2025', false)).toBeNull();
    expect(actionProblem(holder, 'create_folder', '/', true)).toBeNull();
  });

  it('a role granting documents.delete offers Delete; staff whom roles do not govern may do everything', () => {
    expect(actionProblem(staff(['documents.delete']), 'delete', '/2025', true)).toBeNull();
    expect(actionProblem(staff(['documents.delete']), 'upload', '/', false)).toBe(firmRoleText.noPermission);
    for (const permissions of [null, undefined])
      for (const action of ['upload', 'delete'] as const)
        expect(actionProblem(staff(permissions), action, '/', false)).toBeNull();
  });
});
