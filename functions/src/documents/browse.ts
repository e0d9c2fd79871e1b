/**
 * Reading the document tree (QD §2 Document browser, §7): a folder's page, search, and the files uploaded outside
 * questionnaires. A page reads the folder, its subfolders (first page) and one page of files from the index of the
 * chosen order, so a folder of 5,000 files costs what a folder of 50 does.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { isStaffOnly } from '@ledgerline/shared/document-folders';
import type { DocumentItemView } from '@ledgerline/shared/schemas/document-browser';
import { handle } from '../platform/handle';
import { requireFields } from '../platform/require-fields';
import { Invalid, NotFound } from '../platform/errors';
import { matchesAll, searchTerms } from '../platform/search-words';
import { openDocuments } from './document-access';
import { fileView, folderView } from './item-views';
import { savedAnnotations } from './extracted-views';
import { getExtractedMany } from './store/extracted';
import { decodePageCursor, encodePageCursor } from './page-cursor';
import * as tree from './store/tree';

export const getDocuments = handle(documentRoutes.getDocuments, async ({ caller, input }) => {
  const company = await openDocuments(caller, input.company_id, input.path);
  const staff = caller.isAdvisor;
  const withDeleted = staff && input.include_deleted;
  const q = { firmId: caller.firmId, companyId: company.companyId, path: input.path };
  const folder = await tree.getFolder(q.firmId, q.companyId, q.path);
  if (input.path !== '/' && (!folder || (folder.state === 'deleted' && !withDeleted)))
    throw new NotFound('folder', documentBrowserText.folderNotFound);
  const empty = { path: input.path, folders: [], files: [], total_files: 0, next_cursor: null };
  if (!folder) return empty;

  const position = input.cursor ? decodePageCursor(input.cursor, input) : null;
  if (input.cursor && !position) throw new Invalid(documentBrowserText.staleCursor);
  const folders = position ? [] : await listedSubfolders(q, withDeleted, staff, input.sort, input.order);
  if (input.folders_only) return { ...empty, folders, total_files: Math.max(0, folder.files_count ?? 0) };

  // Active files first, then (staff asking for them) the deleted ones: each state is its own partition.
  const states: tree.ItemState[] = withDeleted ? ['active', 'deleted'] : ['active'];
  let at = position ?? { state: 'active' as tree.ItemState, cursor: null };
  const files: tree.DocumentItem[] = [];
  let next: string | null = null;
  for (;;) {
    const page = await tree
      .folderFilesPage({ ...q, state: at.state }, input.sort, input.order, input.per_page - files.length, at.cursor)
      .catch((e: Error) => {
        // A token we made but whose inner position DynamoDB refuses (edited by hand): the same answer as a bad one.
        if (at.cursor) throw new Invalid(documentBrowserText.staleCursor);
        throw e;
      });
    files.push(...page.files);
    const following = states[states.indexOf(at.state) + 1];
    if (page.cursor) at = { state: at.state, cursor: page.cursor };
    else if (following) at = { state: following, cursor: null };
    else break;
    if (files.length >= input.per_page) {
      next = encodePageCursor(at, input);
      break;
    }
  }
  const annotations = staff ? await annotationsOf(caller.firmId, company.companyId, files) : new Map();
  return {
    path: input.path,
    folders,
    files: files.map((d) => fileView(d, staff, annotations.get(d.documentId))),
    total_files: Math.max(0, folder.files_count ?? 0),
    next_cursor: next,
  };
});

/** A folder's folders a caller sees, in the page's order (a folder holds few: sorted here). */
async function listedSubfolders(
  q: { firmId: string; companyId: string; path: string },
  withDeleted: boolean,
  staff: boolean,
  sort: tree.FileSort,
  order: 'asc' | 'desc',
): Promise<DocumentItemView[]> {
  const [active, deleted] = await Promise.all([
    tree.subfolders(q.firmId, q.companyId, q.path, 'active'),
    withDeleted ? tree.subfolders(q.firmId, q.companyId, q.path, 'deleted') : [],
  ]);
  const key = (f: tree.DocumentFolderItem) =>
    sort === 'name' ? f.name : sort === 'created_at' ? f.created_at : f.updated_at;
  const sorted = [...active, ...deleted]
    .filter((f) => staff || !isStaffOnly(f.path))
    .sort((a, b) => key(a).localeCompare(key(b)) * (order === 'asc' ? 1 : -1));
  return sorted.map(folderView);
}

/** Word rows a search reads at most: a query matching more names shows the first of them. */
const searchRowLimit = 400;
const maxResults = 100;

export const searchDocuments = handle(documentRoutes.searchDocuments, async ({ caller, input }) => {
  const company = await openDocuments(caller, input.company_id);
  const staff = caller.isAdvisor;
  const withDeleted = staff && input.include_deleted;
  const terms = searchTerms(input.query);
  if (terms.length === 0) return { files: [], folders: [], truncated: false };
  const { refs, more } = await tree.wordRefs(caller.firmId, company.companyId, terms[0], searchRowLimit);
  const docIds = refs.filter((r) => r.startsWith('DOC#')).map((r) => r.slice(4));
  const paths = refs.filter((r) => r.startsWith('FOLDER#')).map((r) => r.slice(7));
  const [docs, folders] = await Promise.all([
    tree.getFiles(caller.firmId, company.companyId, docIds),
    tree.getFolders(caller.firmId, company.companyId, paths),
  ]);
  const shown = (name: string, path: string, state: string) =>
    (withDeleted || state === 'active') && (staff || !isStaffOnly(path)) && matchesAll(tree.nameWords(name), terms);
  const files = docs
    .filter((d) => shown(d.document_name, d.path, d.state))
    .sort((a, b) => a.document_name.localeCompare(b.document_name));
  const matchedFolders = folders
    .filter((f) => f.path !== '/' && shown(f.name, f.path, f.state))
    .sort((a, b) => a.path.localeCompare(b.path));
  return {
    files: files.slice(0, maxResults).map((d) => fileView(d, staff)),
    folders: matchedFolders.slice(0, maxResults).map(folderView),
    truncated: more || files.length > maxResults || matchedFolders.length > maxResults,
  };
});

export const unattachedDocuments = handle(documentRoutes.unattachedDocuments, async ({ caller, input }) => {
  const company = await openDocuments(caller, input.company_id);
  const since = input.from_3_months_ago ? monthsAgo(3).toISOString() : null;
  const docs = await tree.unattachedSince(caller.firmId, company.companyId, since, 500);
  return { documents: docs.map((d) => fileView(d, true)) };
});

function monthsAgo(months: number): Date {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** The most files one export lists (a year's folder holds a few hundred at most in practice). */
const maxExportable = 2000;

export const exportableDocuments = handle(documentRoutes.exportableDocuments, async ({ caller, input }) => {
  const company = await openDocuments(caller, input.id);
  requireFields({ year: { missing: input.year === undefined, message: 'Invalid tax year' } });
  const files: tree.DocumentItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await tree.subtreeFilesPage(caller.firmId, company.companyId, `/${input.year!}`, 500, cursor);
    files.push(...page.files.filter((f) => f.state === 'active'));
    cursor = page.cursor;
  } while (cursor && files.length < maxExportable);
  return { documents: files.slice(0, maxExportable).map((d) => fileView(d, true)) };
});

/** The page's files' annotations (staff's, on their extracted documents): one batch read, for this page only. */
async function annotationsOf(firmId: string, companyId: string, files: readonly tree.DocumentItem[]) {
  const ids = files.flatMap((d) => (d.extracted_document_id ? [d.extracted_document_id] : []));
  const byId = new Map<string, unknown[]>();
  if (ids.length === 0) return byId;
  for (const x of await getExtractedMany(firmId, companyId, ids)) {
    const list = savedAnnotations(x);
    if (list.length) byId.set(x.documentId, list);
  }
  return byId;
}
