/**
 * The document tree's data access: folders by path and by parent, a folder's files in three orders, a subtree's
 * files and folders, and the name words of search. Every read is a GetItem, a BatchGet or a Query on a key made for
 * it; every write of a file or folder is a whole-item put in a transaction with the counters and words it moves, on
 * the condition that the item is still as it was read (a concurrent change is a Conflict, never a lost write).
 */
import { getItems } from '../../platform/data/batch-get';
import { Document, treePrefix, type DocumentItem } from '../../platform/data/entities/document';
import { DocumentFolder, DocumentWord, type DocumentFolderItem } from '../../platform/data/entities/document-folder';
import type { ExtractedDocumentItem } from '../../platform/data/entities/extracted-document';
import { db } from '../../platform/data/service';
import { isConditionFailure } from '../../platform/data/transact';
import { commitRetryingConflicts } from '../../platform/activity';
import { searchWords } from '../../platform/search-words';
import { Conflict } from '../../platform/errors';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { nameOf, parentOf } from '../tree-paths';

export type { DocumentItem, DocumentFolderItem };
export type ItemState = 'active' | 'deleted';
type Tx = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

/** At most this many words of a name are indexed (a name of 255 characters has fewer). */
const maxNameWords = 24;

/** A name's search words: its words and the whole name folded, so both 'w2' and 'w-2 2025.pdf' find it. */
export function nameWords(name: string): string[] {
  const whole = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().slice(0, 120);
  return [...new Set([...searchWords([name]), whole])].slice(0, maxNameWords);
}

export const docRef = (documentId: string) => `DOC#${documentId}`;
export const folderRef = (path: string) => `FOLDER#${path}`;

// ------------------------------------------------------------------------------------------------------- reads

export async function getFolder(firmId: string, companyId: string, path: string) {
  return (await DocumentFolder.get({ firmId, companyId, path }).go({ consistent: true })).data ?? null;
}

export async function getFolders(firmId: string, companyId: string, paths: string[]) {
  return getItems(
    DocumentFolder,
    [...new Set(paths)].map((path) => ({ firmId, companyId, path })),
    { consistent: true },
  );
}

export async function getFile(firmId: string, companyId: string, documentId: string) {
  return (await Document.get({ firmId, companyId, documentId }).go({ consistent: true })).data ?? null;
}

export async function getFiles(firmId: string, companyId: string, documentIds: string[]) {
  return getItems(
    Document,
    [...new Set(documentIds)].map((documentId) => ({ firmId, companyId, documentId })),
  );
}

/** A folder's subfolders in one state, by name (a folder holds at most a few hundred). */
export async function subfolders(firmId: string, companyId: string, parent: string, state: ItemState) {
  return (await DocumentFolder.query.byParent({ firmId, companyId, parent, state }).go({ pages: 'all' })).data;
}

export type FileSort = 'name' | 'created_at' | 'updated_at';

/** One page of a folder's files in one state, in the order of the index made for the sort. */
export async function folderFilesPage(
  q: { firmId: string; companyId: string; path: string; state: ItemState },
  sort: FileSort,
  order: 'asc' | 'desc',
  limit: number,
  cursor: string | null,
): Promise<{ files: DocumentItem[]; cursor: string | null }> {
  const opts = { order, limit, cursor, pages: 1 } as const;
  const page =
    sort === 'name'
      ? await Document.query.byFolderName(q).go(opts)
      : sort === 'created_at'
        ? await Document.query.byFolderCreated(q).go(opts)
        : await Document.query.byFolderUpdated(q).go(opts);
  return { files: page.data, cursor: page.cursor ?? null };
}

/** The folder's files of exactly this name in one state (the name's rows sort together). */
export async function filesNamed(
  firmId: string,
  companyId: string,
  path: string,
  name: string,
  state: ItemState,
): Promise<DocumentItem[]> {
  const { data } = await Document.query
    .byFolderName({ firmId, companyId, path, state })
    .begins({ document_name: name })
    .go({ pages: 'all' });
  return data.filter((d) => d.document_name === name);
}

/** One page of the files in a folder and all folders below it, in any state. */
export async function subtreeFilesPage(
  firmId: string,
  companyId: string,
  folder: string,
  limit: number,
  cursor: string | null,
): Promise<{ files: DocumentItem[]; cursor: string | null }> {
  const page = await Document.query
    .byTree({ firmId, companyId })
    .begins({ tree: treePrefix(folder) })
    .go({ limit, cursor, pages: 1 });
  return { files: page.data, cursor: page.cursor ?? null };
}

/** One page of the folders below a folder (not itself), any state, parents before their children. */
export async function subtreeFoldersPage(
  firmId: string,
  companyId: string,
  folder: string,
  limit: number,
  cursor: string | null,
): Promise<{ folders: DocumentFolderItem[]; cursor: string | null }> {
  const page = await DocumentFolder.query
    .byPath({ firmId, companyId })
    .begins({ path: treePrefix(folder) })
    .go({ limit, cursor, pages: 1 });
  return { folders: page.data, cursor: page.cursor ?? null };
}

/** Items whose name has a word starting with `term`, from at most `limit` word rows (`more`: the limit was hit). */
export async function wordRefs(
  firmId: string,
  companyId: string,
  term: string,
  limit: number,
): Promise<{ refs: string[]; more: boolean }> {
  const { data } = await DocumentWord.query
    .byWord({ firmId, companyId })
    .begins({ word: term })
    .go({ limit, pages: 1, attributes: ['ref'] });
  return { refs: [...new Set(data.map((w) => w.ref))], more: data.length >= limit };
}

/** QD §7: active files uploaded outside a questionnaire since `since`, newest first. */
export async function unattachedSince(firmId: string, companyId: string, since: string | null, limit: number) {
  const q = Document.query.unattached({ firmId, companyId });
  const { data } = await (since ? q.gte({ created_at: since }) : q).go({ order: 'desc', limit, pages: 1 });
  return data;
}

// ------------------------------------------------------------------------------------------------------ writes

/** A change to one file or folder, with the counters and words it moves, written in one transaction. */
export interface TreeWrite {
  /** Files to write whole; `was` is the stored version it replaces (null for a new one). */
  files?: { next: DocumentItem; was: DocumentItem | null }[];
  /** Files removed from their entity (moved to another entity). */
  removedFiles?: DocumentItem[];
  folders?: { next: DocumentFolderItem; was: DocumentFolderItem | null }[];
  removedFolders?: DocumentFolderItem[];
  /** items_count changes of folders that must exist: path → delta. */
  counts?: Count[];
  words?: { add?: Word[]; remove?: Word[] };
  /** Extracted documents written with their files (a split's record and the file it names). */
  extracted?: { next: ExtractedDocumentItem; was: ExtractedDocumentItem | null }[];
}

/** A folder's count moving: a file also moves files_count. */
export interface Count {
  companyId: string;
  path: string;
  delta: number;
  file?: boolean;
}

export interface Word {
  companyId: string;
  word: string;
  ref: string;
}

export function wordsOf(companyId: string, name: string, ref: string): Word[] {
  return nameWords(name).map((word) => ({ companyId, word, ref }));
}

/** The words to add and remove when an item's name or ref changes from `before` to `after` (null: none). */
export function wordChange(before: Word[] | null, after: Word[] | null): { add: Word[]; remove: Word[] } {
  const key = (w: Word) => `${w.companyId}|${w.word}|${w.ref}`;
  const was = new Set((before ?? []).map(key));
  const will = new Set((after ?? []).map(key));
  return {
    add: (after ?? []).filter((w) => !was.has(key(w))),
    remove: (before ?? []).filter((w) => !will.has(key(w))),
  };
}

function fileWrites(tx: Tx, firmId: string, w: TreeWrite) {
  return [
    ...(w.files ?? []).map(({ next, was }) =>
      was
        ? tx.document
            .put(next)
            .where((a, op) => op.eq(a.updated_at, was.updated_at))
            .commit()
        : tx.document
            .put(next)
            .where((a, op) => op.notExists(a.documentId))
            .commit(),
    ),
    ...(w.removedFiles ?? []).map((d) =>
      tx.document
        .delete({ firmId, companyId: d.companyId, documentId: d.documentId })
        .where((a, op) => op.eq(a.updated_at, d.updated_at))
        .commit(),
    ),
  ];
}

function folderWrites(tx: Tx, firmId: string, w: TreeWrite) {
  return [
    ...(w.folders ?? []).map(({ next, was }) =>
      was
        ? tx.documentFolder
            .put(next)
            .where((a, op) => op.eq(a.updated_at, was.updated_at))
            .commit()
        : tx.documentFolder
            .put(next)
            .where((a, op) => op.notExists(a.path))
            .commit(),
    ),
    ...(w.removedFolders ?? []).map((f) =>
      tx.documentFolder
        .delete({ firmId, companyId: f.companyId, path: f.path })
        .where((a, op) => op.eq(a.updated_at, f.updated_at))
        .commit(),
    ),
    ...mergedCounts(w.counts ?? []).map((c) =>
      tx.documentFolder
        .update({ firmId, companyId: c.companyId, path: c.path })
        .add(c.files ? { items_count: c.items, files_count: c.files } : { items_count: c.items })
        .where((a, op) => op.exists(a.path))
        .commit(),
    ),
  ];
}

/** One update per folder (a transaction may touch an item once): a move within a folder moves nothing. */
function mergedCounts(counts: Count[]) {
  const byFolder = new Map<string, { companyId: string; path: string; items: number; files: number }>();
  for (const c of counts) {
    const key = `${c.companyId}|${c.path}`;
    const m = byFolder.get(key) ?? { companyId: c.companyId, path: c.path, items: 0, files: 0 };
    m.items += c.delta;
    if (c.file) m.files += c.delta;
    byFolder.set(key, m);
  }
  return [...byFolder.values()].filter((m) => m.items !== 0 || m.files !== 0);
}

function extractedWrites(tx: Tx, w: TreeWrite) {
  return (w.extracted ?? []).map(({ next, was }) =>
    was
      ? tx.extractedDocument
          .put(next)
          .where((a, op) => op.eq(a.updated_at, was.updated_at))
          .commit()
      : tx.extractedDocument
          .put(next)
          .where((a, op) => op.notExists(a.extractedId))
          .commit(),
  );
}

function wordWrites(tx: Tx, firmId: string, w: TreeWrite) {
  return [
    ...(w.words?.remove ?? []).map((x) => tx.documentWord.delete({ firmId, ...x }).commit()),
    ...(w.words?.add ?? []).map((x) => tx.documentWord.put({ firmId, ...x }).commit()),
  ];
}

/**
 * Writes one change atomically; a changed or missing item answers 409 'Failed to update document or folder'. Uploads
 * into one folder at once all move its counts: a transaction cancelled only for a concurrent one is run again.
 */
export async function writeTree(firmId: string, w: TreeWrite): Promise<void> {
  await commitRetryingConflicts(
    () =>
      db.transaction
        .write((tx) => [
          ...fileWrites(tx, firmId, w),
          ...folderWrites(tx, firmId, w),
          ...wordWrites(tx, firmId, w),
          ...extractedWrites(tx, w),
        ])
        .go(),
    8,
    20,
    () => new Conflict(documentBrowserText.updateFailed),
  );
}

/**
 * Makes the folders of a path that are missing (or deleted: a folder named again comes back, without the files
 * deleted with it), the root included, each with its parent's count, one transaction per folder. Concurrent
 * callers may race on a folder: the loser finds it made.
 */
export async function ensureFolderChain(
  firmId: string,
  companyId: string,
  chain: string[],
  by: string,
): Promise<DocumentFolderItem | null> {
  const found = new Map((await getFolders(firmId, companyId, ['/', ...chain])).map((f) => [f.path, f]));
  if (!found.has('/')) await ensureRoot(firmId, companyId);
  let last: DocumentFolderItem | null = found.get('/') ?? (await getFolder(firmId, companyId, '/'));
  for (const path of chain) {
    const was = found.get(path) ?? null;
    if (was?.state === 'active') {
      last = was;
      continue;
    }
    const now = new Date().toISOString();
    const next: DocumentFolderItem = was
      ? { ...was, state: 'active', deleted_at: undefined, deleted_with: undefined, updated_at: now }
      : {
          firmId,
          companyId,
          path,
          parent: parentOf(path),
          name: nameOf(path),
          state: 'active',
          items_count: 0,
          created_by: by,
          created_at: now,
          updated_at: now,
        };
    try {
      await writeTree(firmId, {
        folders: [{ next: dropUndefined(next), was }],
        counts: [{ companyId, path: parentOf(path), delta: 1 }],
        words: was ? undefined : { add: wordsOf(companyId, next.name, folderRef(path)) },
      });
      last = next;
    } catch (e) {
      if (!(e instanceof Conflict)) throw e;
      last = await getFolder(firmId, companyId, path);
      if (last?.state !== 'active') throw e;
    }
  }
  return last;
}

async function ensureRoot(firmId: string, companyId: string) {
  try {
    await DocumentFolder.put({ firmId, companyId, path: '/', parent: '', name: '/', state: 'active', items_count: 0 })
      .where((a, op) => op.notExists(a.path))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** ElectroDB's put refuses explicit undefined for some types; a removed attribute is simply left out. */
export function dropUndefined<T extends object>(item: T): T {
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined)) as T;
}
