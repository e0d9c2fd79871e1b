/**
 * What a selection of files and folders may do together (QD §4 Documents: 'Bulk actions are unavailable for a mix
 * of deleted and non-deleted').
 */
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import type { DocumentItem } from '../../api/documents';
import { documentsLabels } from '../../texts/documents';

export type SelectionKind = 'none' | 'active' | 'deleted' | 'mixed';

export function selectionKind(items: readonly Pick<DocumentItem, 'deleted_at'>[]): SelectionKind {
  if (items.length === 0) return 'none';
  const deleted = items.filter((i) => Boolean(i.deleted_at)).length;
  if (deleted === 0) return 'active';
  return deleted === items.length ? 'deleted' : 'mixed';
}

/** Why the bulk actions are unavailable for this selection, or null when they are available. */
export function bulkProblem(items: readonly Pick<DocumentItem, 'deleted_at'>[]): string | null {
  return selectionKind(items) === 'mixed' ? documentBrowserText.mixedSelection : null;
}

/** The files of a selection that a zip of selected documents takes (download_multiple_documents: files only). */
export function downloadableNames(items: readonly Pick<DocumentItem, 'type' | 'name' | 'deleted_at'>[]): string[] {
  return items.filter((i) => i.type === 'file' && !i.deleted_at).map((i) => i.name);
}

/** The selected items still listed, in the order shown (a reload or a folder change drops the rest). */
export function selectedItems<T extends { id: string }>(shown: readonly T[], selected: ReadonlySet<string>): T[] {
  return shown.filter((i) => selected.has(i.id));
}

/**
 * Why the selection cannot be downloaded as one zip (download_multiple_documents takes files of one folder), or
 * null: a mix of deleted and not, a folder among them, or files of several folders (search results).
 */
export function downloadProblem(items: readonly Pick<DocumentItem, 'type' | 'path' | 'deleted_at'>[]): string | null {
  const mixed = bulkProblem(items);
  if (mixed) return mixed;
  if (items.some((i) => i.type !== 'file' || i.deleted_at)) return documentsLabels.foldersNotZipped;
  return new Set(items.map((i) => i.path)).size > 1 ? documentsLabels.oneFolderOnly : null;
}
