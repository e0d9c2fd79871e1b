/**
 * Folder paths as the document browser's address and breadcrumbs use them (QD §2 /documents/{companyHash}?path&file
 * &previewName, /admin/{companyHash}/documents?path). Pure: the pages and their tests share them.
 */
import { isDocumentName, isFolderPath, parseDocumentLocation } from '@ledgerline/shared/documents';
import { folderChain } from '@ledgerline/shared/document-folders';

/** The root folder's name in the breadcrumbs and the tree. */
export const rootFolderName = 'Documents';

/**
 * The folder a `path` query parameter names: '/' when it is missing, empty, 'all' (QD §2) or not a folder path; a
 * trailing slash is dropped and a missing leading one added, so '2025/' and '/2025' open the same folder.
 */
export function folderFromParam(raw: string | null | undefined): string {
  const trimmed = (raw ?? '').trim();
  if (!trimmed || trimmed === 'all' || trimmed === '/') return '/';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const path = withSlash.length > 1 && withSlash.endsWith('/') ? withSlash.slice(0, -1) : withSlash;
  return isFolderPath(path) ? path : '/';
}

/** The path of `name` inside `folder`: '/' + 'W-2.pdf' is '/W-2.pdf'. */
export function joinPath(folder: string, name: string): string {
  return folder === '/' ? `/${name}` : `${folder}/${name}`;
}

/** The folder a path is in: '/2025/W-2.pdf' is in '/2025'; '/2025' in '/'. */
export function parentOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at <= 0 ? '/' : path.slice(0, at);
}

/** A folder's own name: '/2025/Tax Return' is 'Tax Return'; the root has the browser's root name. */
export function folderName(path: string): string {
  return path === '/' ? rootFolderName : path.slice(path.lastIndexOf('/') + 1);
}

export interface Crumb {
  name: string;
  path: string;
}

/** The breadcrumbs of a folder, the root first and the folder itself last. */
export function breadcrumbs(path: string): Crumb[] {
  return [{ name: rootFolderName, path: '/' }, ...folderChain(path).map((p) => ({ name: folderName(p), path: p }))];
}

/** The address of a folder (and optionally a file to preview) under a page's base ('/admin/h/documents'). */
export function browserHref(base: string, folder: string, file?: string | null): string {
  const q = new URLSearchParams();
  if (folder !== '/') q.set('path', folder);
  if (file) q.set('file', file);
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

/**
 * QD §6 'copy client file URL': the address a client opens to see the file, `{origin}/documents/{hash}?path&file`.
 */
export function clientFileLink(origin: string, hash: string, folder: string, file: string): string {
  const q = new URLSearchParams({ path: folder, file });
  return `${origin}/documents/${encodeURIComponent(hash)}?${q}`;
}

/**
 * The file a `file` parameter asks to preview: a name in the folder of `path`, or a document location (which
 * carries its own folder: `/{companyId}{folder}/{documentId}/{name}`). Null when it names neither.
 */
export function previewTarget(folder: string, file: string | null | undefined): { path: string; name: string } | null {
  const raw = (file ?? '').trim();
  if (!raw) return null;
  if (raw.startsWith('/') && parseDocumentLocation(raw)) {
    const segments = raw.slice(1).split('/');
    const inner = segments.slice(1, -2);
    return { path: inner.length ? `/${inner.join('/')}` : '/', name: segments[segments.length - 1] };
  }
  return isDocumentName(raw) ? { path: folder, name: raw } : null;
}
