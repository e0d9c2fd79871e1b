/**
 * Starting a folder's move, copy, delete or restore: the top folder's own change, written at once, then the rest
 * through tree-change.ts (the request does the first pages; a large folder goes on in the queue).
 */
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { folderChain } from '@ledgerline/shared/document-folders';
import { newId } from '../platform/auth/secrets';
import { Conflict, Invalid } from '../platform/errors';
import { findFolder } from './find-item';
import * as tree from './store/tree';
import { startTreeChange } from './tree-change';
import { isWithin, nameOf, parentOf } from './tree-paths';

interface Where {
  firmId: string;
  companyId: string;
  by: string;
}

export async function moveOrCopyFolder(
  w: Where,
  from: string,
  to: { companyId: string; path: string },
  op: 'move' | 'copy',
): Promise<{ changed: number; queued: boolean }> {
  if (from === '/') throw new Invalid(documentBrowserText.folderNotFound);
  const top = await findFolder(w.firmId, w.companyId, from);
  if (to.companyId === w.companyId && isWithin(to.path, from)) throw new Invalid(documentBrowserText.intoItself);
  await findFolder(w.firmId, to.companyId, parentOf(to.path));
  if (await tree.getFolder(w.firmId, to.companyId, to.path))
    throw new Conflict(documentBrowserText.itemExists(nameOf(to.path)));
  const t = new Date().toISOString();
  const made: tree.DocumentFolderItem = tree.dropUndefined({
    ...top,
    companyId: to.companyId,
    path: to.path,
    parent: parentOf(to.path),
    name: nameOf(to.path),
    items_count: 0,
    files_count: 0,
    ...(op === 'copy' ? { created_at: t, created_by: w.by } : {}),
    updated_at: t,
  });
  await tree.writeTree(w.firmId, {
    folders: [{ next: made, was: null }],
    counts: [{ companyId: to.companyId, path: made.parent, delta: 1 }],
    words: { add: tree.wordsOf(to.companyId, made.name, tree.folderRef(made.path)) },
  });
  const rest = await startTreeChange({
    firmId: w.firmId,
    companyId: w.companyId,
    op,
    from,
    to: to.path,
    ...(to.companyId !== w.companyId ? { toCompanyId: to.companyId } : {}),
    stamp: newId(),
    by: w.by,
    phase: 'folders',
    cursor: null,
    round: 1,
  });
  return { changed: rest.changed + 1, queued: rest.queued };
}

export async function deleteFolder(w: Where, path: string): Promise<{ changed: number; queued: boolean }> {
  if (path === '/') throw new Invalid(documentBrowserText.folderNotFound);
  const top = await findFolder(w.firmId, w.companyId, path);
  const stamp = newId();
  const t = new Date().toISOString();
  await tree.writeTree(w.firmId, {
    folders: [{ next: { ...top, state: 'deleted', deleted_at: t, deleted_with: stamp, updated_at: t }, was: top }],
    counts: [{ companyId: w.companyId, path: top.parent, delta: -1 }],
  });
  const rest = await startTreeChange({ ...base(w, path, 'delete'), stamp });
  return { changed: rest.changed + 1, queued: rest.queued };
}

/** A deleted folder back, with what was deleted with it (and the folders above it, when they were deleted too). */
export async function restoreFolder(w: Where, path: string): Promise<{ changed: number; queued: boolean }> {
  const top = await findFolder(w.firmId, w.companyId, path, 'deleted');
  await tree.ensureFolderChain(w.firmId, w.companyId, folderChain(top.parent), w.by);
  const next = tree.dropUndefined({
    ...top,
    state: 'active' as const,
    deleted_at: undefined,
    deleted_with: undefined,
    updated_at: new Date().toISOString(),
  });
  await tree.writeTree(w.firmId, {
    folders: [{ next, was: top }],
    counts: [{ companyId: w.companyId, path: top.parent, delta: 1 }],
  });
  if (!top.deleted_with) return { changed: 1, queued: false };
  const rest = await startTreeChange({ ...base(w, path, 'restore'), stamp: top.deleted_with });
  return { changed: rest.changed + 1, queued: rest.queued };
}

function base(w: Where, from: string, op: 'delete' | 'restore') {
  return {
    firmId: w.firmId,
    companyId: w.companyId,
    op,
    from,
    by: w.by,
    phase: 'folders' as const,
    cursor: null,
    round: 1,
  };
}
