import { describe, expect, it } from 'vitest';
import type { DocumentItem } from '../../api/documents';
import { itemActions } from './item-actions';
import type { Actor } from './permissions';

const file: DocumentItem = {
  id: 'd1',
  name: 'W-2.pdf',
  type: 'file',
  path: '/2025',
  link: '/c1/2025/d1/W-2.pdf',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const folder: DocumentItem = { ...file, id: '/2025/Receipts', name: 'Receipts', type: 'folder', items_count: 3 };
const actor = (mode: Actor['mode'], prefs: Actor['prefs'] = {}): Actor => ({
  mode,
  prefs,
  userReadOnly: false,
  companyReadOnly: false,
});
const names = (list: ReturnType<typeof itemActions>) => list.map((a) => a.action);

describe('what a file or folder offers (QD §2, §6)', () => {
  it('staff: description and tag editing, copy client file URL; tags only when document tags are enabled', () => {
    expect(names(itemActions(file, actor('staff'), true))).toEqual([
      'preview',
      'download',
      'rename',
      'move',
      'delete',
      'description',
      'tags',
      'copy-link',
    ]);
    expect(names(itemActions(file, actor('staff'), false))).not.toContain('tags');
  });
  it('a client gets no staff-only actions', () => {
    expect(names(itemActions(file, actor('client'), true))).toEqual([
      'preview',
      'download',
      'rename',
      'move',
      'delete',
    ]);
  });
  it('a client’s changes say Disabled by firm when the firm turned them off', () => {
    const list = itemActions(file, actor('client', { disable_file_edit_action: true }), false);
    expect(list.filter((a) => a.reason === 'Disabled by firm').map((a) => a.action)).toEqual([
      'rename',
      'move',
      'delete',
    ]);
    const folders = itemActions(folder, actor('client', { disable_folder_action: true }), false);
    expect(folders.filter((a) => a.reason).map((a) => a.action)).toEqual(['rename', 'move', 'delete']);
  });
  it('a folder opens, downloads (staff also with images converted to PDF), and changes', () => {
    expect(names(itemActions(folder, actor('staff'), true))).toEqual([
      'open',
      'download',
      'convert',
      'rename',
      'move',
      'delete',
    ]);
  });
  it('folder download applies only to folders of files', () => {
    const empty = itemActions({ ...folder, items_count: 0 }, actor('client'), false);
    expect(empty.find((a) => a.action === 'download')?.reason).toBe('There are no files in this folder.');
  });
  it('deleted can be restored, by staff only', () => {
    const deleted = { ...file, deleted_at: '2026-02-01T00:00:00Z' };
    expect(names(itemActions(deleted, actor('staff'), true))).toEqual(['restore']);
    expect(itemActions(deleted, actor('client'), true)).toEqual([]);
  });
  it('no client link to a file in a STAFF ONLY folder', () => {
    const hidden = { ...file, path: '/2025/Workpapers (STAFF ONLY)' };
    expect(names(itemActions(hidden, actor('staff'), false))).not.toContain('copy-link');
  });
});
