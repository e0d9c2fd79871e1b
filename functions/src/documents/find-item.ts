/**
 * Finding what a call names: a file by folder and name (and id, when several deleted files share a name), a folder
 * by path. What is not there answers 404, the same for another entity's or firm's items.
 */
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { documentOwnText } from '@ledgerline/shared/documents';
import { NotFound } from '../platform/errors';
import * as tree from './store/tree';

export async function findFile(
  firmId: string,
  companyId: string,
  ref: { path: string; documentName: string; document_id?: string | null },
  state: tree.ItemState,
): Promise<tree.DocumentItem> {
  if (ref.document_id) {
    const f = await tree.getFile(firmId, companyId, ref.document_id);
    if (!f || f.path !== ref.path || f.document_name !== ref.documentName || f.state !== state)
      throw new NotFound('document', documentOwnText.documentNotFound);
    return f;
  }
  const named = await tree.filesNamed(firmId, companyId, ref.path, ref.documentName, state);
  // Several of a name (deleted ones, or message attachments): the newest.
  const newest = named.sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (!newest) throw new NotFound('document', documentOwnText.documentNotFound);
  return newest;
}

/** A folder in the given state; the root always is (made on first use). */
export async function findFolder(
  firmId: string,
  companyId: string,
  path: string,
  state: tree.ItemState = 'active',
): Promise<tree.DocumentFolderItem> {
  const folder =
    path === '/' && state === 'active'
      ? await tree.ensureFolderChain(firmId, companyId, [], '')
      : await tree.getFolder(firmId, companyId, path);
  if (!folder || folder.state !== state || (path === '/' && state !== 'active'))
    throw new NotFound('folder', documentBrowserText.folderNotFound);
  return folder;
}
