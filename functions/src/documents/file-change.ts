/** One file's rename, move, copy, delete and restore, each one transaction with the counts and words it moves. */
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { attachmentsFolder, folderChain } from '@ledgerline/shared/document-folders';
import { Conflict } from '../platform/errors';
import { findFolder } from './find-item';
import * as tree from './store/tree';
import { copyFile, moveFile } from './tree-change';

/** Refuses a second active file of a name in a folder (message attachments may repeat names). */
export async function mustBeFree(firmId: string, companyId: string, path: string, name: string): Promise<void> {
  if (path === attachmentsFolder) return;
  if ((await tree.filesNamed(firmId, companyId, path, name, 'active')).length > 0)
    throw new Conflict(documentBrowserText.itemExists(name));
}

export async function placeFile(
  firmId: string,
  f: tree.DocumentItem,
  to: { companyId: string; path: string; name: string },
  op: 'move' | 'copy',
  by: string,
): Promise<tree.DocumentItem> {
  await findFolder(firmId, to.companyId, to.path);
  await mustBeFree(firmId, to.companyId, to.path, to.name);
  return op === 'move' ? moveFile(firmId, f, to) : copyFile({ firmId }, f, to, by);
}

export async function deleteFile(firmId: string, f: tree.DocumentItem): Promise<tree.DocumentItem> {
  const t = new Date().toISOString();
  const next = tree.dropUndefined({
    ...f,
    state: 'deleted' as const,
    deleted_at: t,
    deleted_with: undefined,
    updated_at: t,
  });
  await tree.writeTree(firmId, {
    files: [{ next, was: f }],
    counts: [{ companyId: f.companyId, path: f.path, delta: -1, file: true }],
  });
  return next;
}

/** A deleted file back in its folder (made again, with the folders above it, when they were deleted). */
export async function restoreFile(firmId: string, f: tree.DocumentItem, by: string): Promise<tree.DocumentItem> {
  await tree.ensureFolderChain(firmId, f.companyId, folderChain(f.path), by);
  await mustBeFree(firmId, f.companyId, f.path, f.document_name);
  const next = tree.dropUndefined({
    ...f,
    state: 'active' as const,
    deleted_at: undefined,
    deleted_with: undefined,
    updated_at: new Date().toISOString(),
  });
  await tree.writeTree(firmId, {
    files: [{ next, was: f }],
    counts: [{ companyId: f.companyId, path: f.path, delta: 1, file: true }],
  });
  return next;
}
