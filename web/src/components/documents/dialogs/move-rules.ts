/**
 * QD §7 move_item (oldPath, newPath, isFolder, deleteOldPath, newCompanyId) as the Specify new location dialog
 * checks it before asking: a folder cannot go into itself, and nothing is moved where it already is.
 */
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import type { DocumentItem } from '../../../api/documents';
import { joinPath } from '../paths';

/** The path move_item names an item by: a file's or a folder's own path ('/2025/W-2.pdf', '/2025/Receipts'). */
export const ownPath = (item: Pick<DocumentItem, 'path' | 'name'>) => joinPath(item.path, item.name);

/** Why these items cannot go to `folder` of the same entity, or null. */
export function sameEntityProblem(
  items: readonly Pick<DocumentItem, 'path' | 'name' | 'type'>[],
  folder: string,
  mode: 'move' | 'copy',
): string | null {
  for (const item of items) {
    const own = ownPath(item);
    if (item.type === 'folder' && (folder === own || folder.startsWith(`${own}/`)))
      return documentBrowserText.intoItself;
    if (mode === 'move' && item.path === folder) return documentBrowserText.itemExists(item.name);
  }
  return null;
}
