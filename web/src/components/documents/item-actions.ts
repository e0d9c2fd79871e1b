/**
 * The actions a file or folder offers (QD §2 dialogs, §6 who may), each with why it is unavailable when it is.
 * Pure: the table's and the grid's menus show the same list.
 */
import { isStaffOnly } from '@ledgerline/shared/document-folders';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import type { DocumentItem } from '../../api/documents';
import { actionProblem, isStaff, type Actor } from './permissions';

export type ItemAction =
  | 'open'
  | 'preview'
  | 'download'
  | 'convert'
  | 'rename'
  | 'move'
  | 'delete'
  | 'description'
  | 'tags'
  | 'copy-link'
  | 'restore';

export interface ItemActionState {
  action: ItemAction;
  /** Why it cannot be done now ('Disabled by firm'), or null. */
  reason: string | null;
}

const ok = (action: ItemAction): ItemActionState => ({ action, reason: null });

/** What `item` offers this actor, in menu order. */
export function itemActions(item: DocumentItem, actor: Actor, tagsEnabled: boolean): ItemActionState[] {
  const staff = isStaff(actor);
  // QD §4: deleted can be restored (staff only, QD §6); nothing else acts on a deleted item.
  if (item.deleted_at) return staff ? [ok('restore')] : [];
  const folder = item.type === 'folder';
  const change = (action: 'rename' | 'move' | 'delete'): ItemActionState => ({
    action,
    reason: actionProblem(actor, action, item.path, folder),
  });
  if (folder) {
    // QD §5 'Folder download applies only to folders of files'.
    const empty = item.items_count === 0 ? documentBrowserText.nothingToDownload : null;
    return [
      ok('open'),
      { action: 'download', reason: empty },
      ...(staff ? [{ action: 'convert' as const, reason: empty }] : []),
      change('rename'),
      change('move'),
      change('delete'),
    ];
  }
  return [
    ok('preview'),
    ok('download'),
    change('rename'),
    change('move'),
    change('delete'),
    ...(staff ? [ok('description')] : []),
    ...(staff && tagsEnabled ? [ok('tags')] : []),
    // A client never sees a STAFF ONLY folder, so a link to a file in one would open nothing for them.
    ...(staff && !isStaffOnly(item.path) ? [ok('copy-link')] : []),
  ];
}
