/**
 * The browser's changes to files and folders (QD §7): rename_item, move_item (move or copy, also to another entity
 * of the firm), delete_document, delete_path and restore_deleted_document. Each checks who may (document-access),
 * finds what it names, makes the change (file-change, folder-change) and reports it (activity and notifications).
 */
import type { Caller } from '@ledgerline/shared/access';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { renamedName } from '@ledgerline/shared/document-folders';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { handle } from '../platform/handle';
import { Invalid } from '../platform/errors';
import { openForChange, type OpenedCompany } from './document-access';
import { deleteFile, placeFile, restoreFile } from './file-change';
import { findFile } from './find-item';
import { deleteFolder, moveOrCopyFolder, restoreFolder } from './folder-change';
import { fileView, folderView } from './item-views';
import { reportDocumentChange, type DocumentAction } from './report-change';
import * as tree from './store/tree';
import { childPath, nameOf, parentOf } from './tree-paths';
import { assertEntityPermission } from '../platform/firm-permissions';

const shown = (folder: string, name: string) => childPath(folder, name);

/** Reports this request's change: the log line and notifications say what changed and open `path`. */
function reporter(
  req: { caller: Caller; ip: string; requestId: string },
  company: OpenedCompany,
  description: string,
  path: string,
) {
  return (action: DocumentAction, title: string) =>
    reportDocumentChange({
      firmId: req.caller.firmId,
      actorId: req.caller.userId,
      company,
      action,
      title,
      description,
      path,
      ip: req.ip,
      requestId: req.requestId,
    });
}

export const renameItem = handle(documentRoutes.renameItem, async ({ caller, input, ip, requestId }) => {
  const itemPath = childPath(input.path, input.itemName);
  const company = await openForChange(caller, input.company_id, 'rename', input.isFolder, input.path, itemPath);
  const newName = renamedName(input.itemName, input.newName, input.isFolder);
  if (!newName) throw new Invalid(documentBrowserText.nameRequired);
  const w = { firmId: caller.firmId, companyId: company.companyId, by: caller.userId };
  const report = reporter(
    { caller, ip, requestId },
    company,
    `${itemPath} → ${shown(input.path, newName)}`,
    input.path,
  );
  if (input.isFolder) {
    if (newName === input.itemName) return { changed: 0, queued: false };
    const to = childPath(input.path, newName);
    const done = await moveOrCopyFolder(w, itemPath, { companyId: company.companyId, path: to }, 'move');
    await report('folder_renamed', 'Folder renamed');
    const renamed = await tree.getFolder(w.firmId, w.companyId, to);
    return { ...done, ...(renamed ? { item: folderView(renamed) } : {}) };
  }
  const file = await findFile(w.firmId, w.companyId, { path: input.path, documentName: input.itemName }, 'active');
  if (newName === file.document_name) return { item: fileView(file, caller.isAdvisor), changed: 0, queued: false };
  const renamed = await placeFile(
    w.firmId,
    file,
    { companyId: w.companyId, path: input.path, name: newName },
    'move',
    caller.userId,
  );
  await report('document_renamed', 'Document renamed');
  return { item: fileView(renamed, caller.isAdvisor), changed: 1, queued: false };
});

export const moveItem = handle(documentRoutes.moveItem, async ({ caller, input, ip, requestId }) => {
  const op = input.deleteOldPath ? 'move' : 'copy';
  const from = { folder: parentOf(input.oldPath), name: nameOf(input.oldPath) };
  if (input.oldPath === '/') throw new Invalid(documentBrowserText.folderNotFound);
  const company = await openForChange(caller, input.company_id, op, input.isFolder, from.folder, input.oldPath);
  const target = input.newCompanyId
    ? await openForChange(caller, input.newCompanyId, op, input.isFolder, input.newPath)
    : company;
  const w = { firmId: caller.firmId, companyId: company.companyId, by: caller.userId };
  const to = { companyId: target.companyId, path: childPath(input.newPath, from.name) };
  const sameSpot = to.companyId === company.companyId && to.path === input.oldPath;
  const otherEntity = target.companyId === company.companyId ? '' : `${target.name}: `;
  const report = reporter(
    { caller, ip, requestId },
    company,
    `${input.oldPath} → ${otherEntity}${to.path}`,
    from.folder,
  );
  if (input.isFolder) {
    if (sameSpot && op === 'move') return { changed: 0, queued: false };
    const done = await moveOrCopyFolder(w, input.oldPath, to, op);
    await report(op === 'move' ? 'folder_moved' : 'folder_copied', op === 'move' ? 'Folder moved' : 'Folder copied');
    return done;
  }
  const file = await findFile(w.firmId, w.companyId, { path: from.folder, documentName: from.name }, 'active');
  if (sameSpot && op === 'move') return { item: fileView(file, caller.isAdvisor), changed: 0, queued: false };
  const placed = await placeFile(w.firmId, file, { ...to, path: input.newPath, name: from.name }, op, caller.userId);
  await report(
    op === 'move' ? 'document_moved' : 'document_copied',
    op === 'move' ? 'Document moved' : 'Document copied',
  );
  return { item: fileView(placed, caller.isAdvisor), changed: 1, queued: false };
});

/** delete_document and delete_path: a file, or (delete_path with isFolder) a folder and everything in it. */
async function deleteItem(
  args: { caller: Caller; ip: string; requestId: string },
  input: { company_id: string; path: string; documentName: string; document_id?: string | null; isFolder: boolean },
) {
  const { caller } = args;
  const itemPath = childPath(input.path, input.documentName);
  const company = await openForChange(caller, input.company_id, 'delete', input.isFolder, input.path, itemPath);
  await assertEntityPermission(caller, company.companyId, 'documents.delete');
  const w = { firmId: caller.firmId, companyId: company.companyId, by: caller.userId };
  const report = reporter(args, company, itemPath, input.path);
  if (input.isFolder) {
    const done = await deleteFolder(w, itemPath);
    await report('folder_deleted', 'Folder deleted');
    return done;
  }
  const file = await findFile(w.firmId, w.companyId, input, 'active');
  const deleted = await deleteFile(w.firmId, file);
  await report('document_deleted', 'Document deleted');
  return { item: fileView(deleted, caller.isAdvisor), changed: 1, queued: false };
}

export const deleteDocument = handle(documentRoutes.deleteDocument, ({ caller, input, ip, requestId }) =>
  deleteItem({ caller, ip, requestId }, { ...input, isFolder: false }),
);

export const deletePath = handle(documentRoutes.deletePath, ({ caller, input, ip, requestId }) =>
  deleteItem({ caller, ip, requestId }, input),
);

export const restoreDeletedDocument = handle(
  documentRoutes.restoreDeletedDocument,
  async ({ caller, input, ip, requestId }) => {
    const itemPath = childPath(input.path, input.documentName);
    const company = await openForChange(caller, input.company_id, 'delete', input.isFolder, input.path, itemPath);
    const w = { firmId: caller.firmId, companyId: company.companyId, by: caller.userId };
    const report = reporter({ caller, ip, requestId }, company, itemPath, input.path);
    if (input.isFolder) {
      const done = await restoreFolder(w, itemPath);
      await report('folder_restored', 'Folder restored');
      return done;
    }
    const file = await findFile(w.firmId, w.companyId, input, 'deleted');
    const restored = await restoreFile(w.firmId, file, caller.userId);
    await report('document_restored', 'Document restored');
    return { item: fileView(restored, true), changed: 1, queued: false };
  },
);
