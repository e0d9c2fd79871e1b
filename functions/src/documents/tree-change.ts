/**
 * A change to a folder and everything below it: move (a rename is a move within its parent), copy, delete and
 * restore. The request makes the top folder's change (so the screen shows it at once) and goes through the first
 * pages itself; a larger folder goes on in the jobs queue, one bounded round per job. Each item is written in its
 * own transaction with the counts it moves, and every step finds only what is left to do (moved items leave the
 * old range, deleted and restored ones are matched by state and stamp, copies skip names already there), so a
 * repeated or interrupted round neither loses nor doubles anything.
 *
 * Phases, in order: 'folders' makes the new folders (move, copy) or changes the old ones (delete, restore);
 * 'files' moves, copies, deletes or restores the files; 'cleanup' (move) removes the old folders.
 */
import type { ParsedPayloadOf } from '../platform/jobs';
import { enqueue } from '../platform/adapters/queue';
import { copyObject, deleteObject } from '../platform/adapters/files';
import { newId } from '../platform/auth/secrets';
import { treePrefix } from '../platform/data/entities/document';
import { Conflict } from '../platform/errors';
import { mapLimited } from '../platform/map-limited';
import { documentJobs } from './jobs';
import { documentKey } from './rules';
import * as tree from './store/tree';
import { movedPath, parentOf } from './tree-paths';

export type TreeChange = ParsedPayloadOf<typeof documentJobs.changeTree>;

const pageSize = 25;
/** Pages the request goes through itself (a folder of up to ~150 items answers done). */
const requestPages = 6;
/** Pages one queued round goes through before queuing the next. */
const jobPages = 80;
const concurrency = 5;

/** Runs up to `pages` pages of the change; the position to go on from, or null when done. */
export async function runTreeChange(
  c: TreeChange,
  pages: number,
): Promise<{ next: TreeChange | null; changed: number }> {
  let at: TreeChange | null = c;
  let changed = 0;
  for (let i = 0; i < pages && at; i++) {
    const step = await runPage(at);
    changed += step.changed;
    at = step.next;
  }
  return { next: at, changed };
}

/** The request's part: the first pages, then the rest queued. */
export async function startTreeChange(c: TreeChange): Promise<{ changed: number; queued: boolean }> {
  const { next, changed } = await runTreeChange(c, requestPages);
  if (next) await enqueue(documentJobs.changeTree, next, { dedupeId: roundId(next) });
  return { changed, queued: Boolean(next) };
}

/** The queued rest: one round, then the next queued. */
export async function continueTreeChange(c: TreeChange): Promise<void> {
  const { next } = await runTreeChange(c, jobPages);
  if (next) await enqueue(documentJobs.changeTree, { ...next, round: c.round + 1 }, { dedupeId: roundId(next) });
}

const roundId = (c: TreeChange) => `tree-${c.stamp}-${c.phase}-${c.round}`;

function phasesOf(op: TreeChange['op']): TreeChange['phase'][] {
  return op === 'move' ? ['folders', 'files', 'cleanup'] : ['folders', 'files'];
}

async function runPage(c: TreeChange): Promise<{ next: TreeChange | null; changed: number }> {
  const page =
    c.phase === 'files'
      ? await tree.subtreeFilesPage(c.firmId, c.companyId, c.from, pageSize, c.cursor)
      : await tree.subtreeFoldersPage(c.firmId, c.companyId, c.from, pageSize, c.cursor);
  const results =
    'files' in page
      ? await mapLimited(page.files, concurrency, (f) => skipConflict(() => changeFile(c, f)))
      : c.phase === 'cleanup'
        ? await mapLimited(page.folders, concurrency, (f) => skipConflict(() => removeOldFolder(c, f)))
        : // Parents before children: a new folder's parent must exist before its count can move.
          await sequentially(page.folders, (f) => skipConflict(() => changeFolder(c, f)));
  const changed = results.filter(Boolean).length;
  if (page.cursor) return { next: { ...c, cursor: page.cursor }, changed };
  const phases = phasesOf(c.op);
  const following = phases[phases.indexOf(c.phase) + 1];
  if (following) return { next: { ...c, phase: following, cursor: null }, changed };
  if (c.op === 'move') await removeTopFolder(c);
  return { next: null, changed };
}

async function sequentially<T>(items: T[], fn: (t: T) => Promise<boolean>): Promise<boolean[]> {
  const out: boolean[] = [];
  for (const item of items) out.push(await fn(item));
  return out;
}

/** An item changed by someone else meanwhile is left as they made it. */
async function skipConflict(fn: () => Promise<boolean>): Promise<boolean> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof Conflict) return false;
    throw e;
  }
}

const now = () => new Date().toISOString();

function targetOf(c: TreeChange, path: string): { companyId: string; path: string } {
  return { companyId: c.toCompanyId ?? c.companyId, path: movedPath(path, c.from, c.to ?? c.from) };
}

async function changeFolder(c: TreeChange, f: tree.DocumentFolderItem): Promise<boolean> {
  if (c.op === 'delete' || c.op === 'restore') {
    const deleting = c.op === 'delete';
    if (deleting ? f.state !== 'active' : f.state !== 'deleted' || f.deleted_with !== c.stamp) return false;
    await tree.writeTree(c.firmId, {
      folders: [{ next: stateChanged(f, deleting, c.stamp), was: f }],
      counts: [{ companyId: f.companyId, path: f.parent, delta: deleting ? -1 : 1 }],
    });
    return true;
  }
  // move, copy: the same folder at its new place (a copy takes only what is not deleted).
  if (c.op === 'copy' && f.state !== 'active') return false;
  const to = targetOf(c, f.path);
  if (await tree.getFolder(c.firmId, to.companyId, to.path)) return false;
  const made: tree.DocumentFolderItem = tree.dropUndefined({
    ...f,
    companyId: to.companyId,
    path: to.path,
    parent: parentOf(to.path),
    items_count: 0,
    files_count: 0,
    ...(c.op === 'copy' ? { created_at: now(), created_by: c.by } : {}),
    updated_at: now(),
  });
  await tree.writeTree(c.firmId, {
    folders: [{ next: made, was: null }],
    counts: f.state === 'active' ? [{ companyId: to.companyId, path: made.parent, delta: 1 }] : [],
    words: { add: tree.wordsOf(to.companyId, made.name, tree.folderRef(made.path)) },
  });
  return true;
}

function stateChanged<T extends tree.DocumentFolderItem | tree.DocumentItem>(
  item: T,
  deleting: boolean,
  stamp: string,
): T {
  const t = now();
  return tree.dropUndefined({
    ...item,
    state: deleting ? 'deleted' : 'active',
    deleted_at: deleting ? t : undefined,
    deleted_with: deleting ? stamp : undefined,
    updated_at: t,
  });
}

async function changeFile(c: TreeChange, f: tree.DocumentItem): Promise<boolean> {
  const active = f.state === 'active';
  if (c.op === 'delete' || c.op === 'restore') {
    const deleting = c.op === 'delete';
    if (deleting ? !active : f.state !== 'deleted' || f.deleted_with !== c.stamp) return false;
    // A file of the same name came into the folder meanwhile: this one stays deleted (restore it by hand).
    if (!deleting && (await tree.filesNamed(c.firmId, f.companyId, f.path, f.document_name, 'active')).length > 0)
      return false;
    await tree.writeTree(c.firmId, {
      files: [{ next: stateChanged(f, deleting, c.stamp), was: f }],
      counts: [{ companyId: f.companyId, path: f.path, delta: deleting ? -1 : 1, file: true }],
    });
    return true;
  }
  const to = targetOf(c, f.path);
  if (c.op === 'copy') {
    if (!active) return false;
    if ((await tree.filesNamed(c.firmId, to.companyId, to.path, f.document_name, 'active')).length > 0) return false;
    await copyFile(c, f, to, c.by);
    return true;
  }
  await moveFile(c.firmId, f, to);
  return true;
}

/** A copy of a file (its own stored object) at `to`. */
export async function copyFile(
  c: { firmId: string },
  f: tree.DocumentItem,
  to: { companyId: string; path: string; name?: string },
  by: string,
): Promise<tree.DocumentItem> {
  const documentId = newId();
  const key = documentKey(c.firmId, to.companyId, documentId);
  await copyObject(f.storage_key, key);
  const t = now();
  const name = to.name ?? f.document_name;
  const next: tree.DocumentItem = tree.dropUndefined({
    ...f,
    companyId: to.companyId,
    documentId,
    path: to.path,
    tree: treePrefix(to.path),
    document_name: name,
    storage_key: key,
    uploaded_by: by,
    state: 'active' as const,
    deleted_at: undefined,
    deleted_with: undefined,
    // A copy is a file of its own: neither the split the original had nor the piece it was.
    extracted_document_id: undefined,
    created_at: t,
    updated_at: t,
  });
  try {
    await tree.writeTree(c.firmId, {
      files: [{ next, was: null }],
      counts: [{ companyId: to.companyId, path: to.path, delta: 1, file: true }],
      words: { add: tree.wordsOf(to.companyId, name, tree.docRef(documentId)) },
    });
  } catch (e) {
    await deleteObject(key);
    throw e;
  }
  return next;
}

/**
 * A file at `to` (and a new name). Within its entity it keeps its id, object and words; to another entity it
 * becomes that entity's (its object copied under it), and leaves this one.
 */
export async function moveFile(
  firmId: string,
  f: tree.DocumentItem,
  to: { companyId: string; path: string; name?: string },
): Promise<tree.DocumentItem> {
  const active = f.state === 'active';
  const name = to.name ?? f.document_name;
  const counts: tree.Count[] = active
    ? [
        { companyId: f.companyId, path: f.path, delta: -1, file: true },
        { companyId: to.companyId, path: to.path, delta: 1, file: true },
      ]
    : [];
  const placed = { path: to.path, tree: treePrefix(to.path), document_name: name, updated_at: now() };
  if (to.companyId === f.companyId) {
    const next = { ...f, ...placed };
    const words = tree.wordChange(
      tree.wordsOf(f.companyId, f.document_name, tree.docRef(f.documentId)),
      tree.wordsOf(f.companyId, name, tree.docRef(f.documentId)),
    );
    await tree.writeTree(firmId, { files: [{ next, was: f }], counts, words });
    return next;
  }
  const key = documentKey(firmId, to.companyId, f.documentId);
  await copyObject(f.storage_key, key);
  // The extracted document stays with the entity it was made for (its partition); the moved file is a plain file.
  const next = tree.dropUndefined({
    ...f,
    ...placed,
    companyId: to.companyId,
    storage_key: key,
    extracted_document_id: undefined,
  });
  await tree.writeTree(firmId, {
    files: [{ next, was: null }],
    removedFiles: [f],
    counts,
    words: {
      remove: tree.wordsOf(f.companyId, f.document_name, tree.docRef(f.documentId)),
      add: tree.wordsOf(to.companyId, name, tree.docRef(f.documentId)),
    },
  });
  await deleteObject(f.storage_key);
  return next;
}

async function removeOldFolder(c: TreeChange, f: tree.DocumentFolderItem): Promise<boolean> {
  await tree.writeTree(c.firmId, {
    removedFolders: [f],
    words: { remove: tree.wordsOf(f.companyId, f.name, tree.folderRef(f.path)) },
  });
  return true;
}

/** The moved folder's old item goes last, with its parent's count. */
async function removeTopFolder(c: TreeChange): Promise<void> {
  const top = await tree.getFolder(c.firmId, c.companyId, c.from);
  if (!top) return;
  await skipConflict(async () => {
    await tree.writeTree(c.firmId, {
      removedFolders: [top],
      counts: top.state === 'active' ? [{ companyId: c.companyId, path: top.parent, delta: -1 }] : [],
      words: { remove: tree.wordsOf(c.companyId, top.name, tree.folderRef(top.path)) },
    });
    return true;
  });
}
