import { describe, expect, it } from 'vitest';
import { disabledByFirm } from '@ledgerline/shared/document-folders';
import { documentOwnText } from '@ledgerline/shared/documents';
import { actionProblem, folderShown, moveProblem, type Actor } from './permissions';

const client = (prefs: Actor['prefs'] = {}, more: Partial<Actor> = {}): Actor => ({
  mode: 'client',
  prefs,
  userReadOnly: false,
  companyReadOnly: false,
  ...more,
});
const staff: Actor = { ...client({ disable_folder_action: true, disable_file_edit_action: true }), mode: 'staff' };

describe('who may change documents (QD §6)', () => {
  it('clients cannot add folders, move, copy, rename or delete when the firm disables folder or file edit actions', () => {
    const folders = client({ disable_folder_action: true });
    expect(actionProblem(folders, 'create_folder', '/', true)).toBe(disabledByFirm);
    expect(actionProblem(folders, 'rename', '/', true)).toBe(disabledByFirm);
    expect(actionProblem(folders, 'rename', '/', false)).toBeNull();
    const files = client({ disable_file_edit_action: true });
    for (const action of ['rename', 'move', 'copy', 'delete'] as const)
      expect(actionProblem(files, action, '/2025', false)).toBe(disabledByFirm);
    expect(actionProblem(files, 'upload', '/2025', false)).toBeNull();
  });
  it('some folders block client actions (folders_where_client_actions_disabled)', () => {
    const locked = client({ folders_where_client_actions_disabled: ['/2025'] });
    expect(actionProblem(locked, 'upload', '/2025/W-2', false)).toBe(disabledByFirm);
    expect(moveProblem(locked, 'move', '/2024', '/2025', false)).toBe(disabledByFirm);
    expect(moveProblem(locked, 'copy', '/2024', '/2026', false)).toBeNull();
  });
  it('staff may do everything', () => {
    for (const action of ['upload', 'create_folder', 'rename', 'move', 'copy', 'delete'] as const)
      expect(actionProblem(staff, action, '/Tax (STAFF ONLY)', true)).toBeNull();
  });
  it('read-only users or entities can view existing documents but not upload', () => {
    expect(actionProblem(client({}, { userReadOnly: true }), 'upload', '/', false)).toBe(documentOwnText.readonlyUser);
    expect(actionProblem(client({}, { companyReadOnly: true }), 'upload', '/', false)).toBe(
      documentOwnText.readonlyCompany,
    );
  });
  it('staff previewing a client change nothing and do not see STAFF ONLY folders', () => {
    const preview: Actor = { ...client(), mode: 'preview' };
    expect(actionProblem(preview, 'upload', '/', false)).not.toBeNull();
    expect(folderShown(preview, '/2025/Workpapers (STAFF ONLY)')).toBe(false);
    expect(folderShown(staff, '/2025/Workpapers (STAFF ONLY)')).toBe(true);
    expect(folderShown(preview, '/2025')).toBe(true);
  });
});
