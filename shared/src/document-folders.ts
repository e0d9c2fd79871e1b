/**
 * The document tree's rules that both sides of the wire apply (QD §2 Document browser, §5 Uploads, §6, §9; FA §2.10):
 * which folders staff keep to themselves, where the product files things, what a client may change, and how a
 * rename keeps a file's type. Pure: the document browser's API and screens decide with these.
 */
import { attachmentsFolder } from './conversations';

/** QD §2: a folder whose name contains this shows a lock for staff and never reaches clients. */
export const staffOnlyMarker = 'STAFF ONLY';

/** QD §5, §6: the words a client reads where the firm turned folder or file actions off. */
export const disabledByFirm = 'Disabled by firm';

/** QD §9: documents uploaded for prior-year items. */
export const priorYearItemsFolder = (year: number) => `/${year}/Tax Returns and Tax Organizers (STAFF ONLY)`;
/** QD §9: where tax return documents go by default. */
export const taxReturnFolder = (year: number) => `/${year}/Tax Return`;
export { attachmentsFolder };

/** The folders a path runs through, itself last: '/2025/Tax Return' → ['/2025', '/2025/Tax Return']; '/' → []. */
export function folderChain(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
}

/**
 * Whether a folder (or a file's folder) is staff only: any folder on its path is named with 'STAFF ONLY', in any
 * case (hiding more from a client is the safe side of a typo).
 */
export function isStaffOnly(path: string): boolean {
  const marker = staffOnlyMarker.toLowerCase();
  return path
    .split('/')
    .filter(Boolean)
    .some((segment) => segment.toLowerCase().includes(marker));
}

/**
 * QD §3 'document_path (may contain a {year} placeholder matching years 2000 to 2034)': the folder a questionnaire
 * files into for a tax year; a year outside 2000..2034 leaves the placeholder unfilled (null: use the default).
 */
export function documentPathFor(template: string, taxYear: number | null | undefined): string | null {
  if (!template.includes('{year}')) return template;
  if (taxYear == null || !Number.isInteger(taxYear) || taxYear < 2000 || taxYear > 2034) return null;
  return template.replaceAll('{year}', String(taxYear));
}

/** The extension of a file name with its dot ('.pdf'), or '' when it has none. */
export function extensionWithDot(name: string): string {
  const at = name.lastIndexOf('.');
  return at > 0 && at < name.length - 1 ? name.slice(at) : '';
}

/**
 * QD §5, FA §5.11: 'Rename needs a non-empty name and keeps its extension'. The new name as kept: trimmed, with the
 * old extension added when the new name lacks it (in any case); null when blank. A folder keeps no extension.
 */
export function renamedName(oldName: string, newName: string, isFolder: boolean): string | null {
  const name = newName.trim();
  if (!name) return null;
  if (isFolder) return name;
  const ext = extensionWithDot(oldName);
  return ext && !name.toLowerCase().endsWith(ext.toLowerCase()) ? `${name}${ext}` : name;
}

/** What a client may do in the document browser (QD §6); staff may do all of them. */
export type ClientDocumentAction = 'upload' | 'create_folder' | 'rename' | 'move' | 'copy' | 'delete';

export interface ClientActionPreferences {
  disable_folder_action?: unknown;
  disable_file_edit_action?: unknown;
  folders_where_client_actions_disabled?: unknown;
}

/** The firm's folders where clients may change nothing: the folder and everything below it. */
function lockedFolders(p: ClientActionPreferences): string[] {
  const list = p.folders_where_client_actions_disabled;
  return Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && f.startsWith('/')) : [];
}

const within = (path: string, folder: string) =>
  path === folder || path.startsWith(folder === '/' ? '/' : `${folder}/`);

/**
 * QD §6: 'Clients cannot add folders, move, copy, rename or delete when the firm disables folder or file edit
 * actions ('Disabled by firm'). Some folders block client actions (folders_where_client_actions_disabled).' Null
 * when the client may; otherwise why not. `path` is the folder acted in (for a move or copy, both ends are checked
 * by the caller); `onFolder` says whether the action is on a folder (folder actions) or a file (file edit actions).
 */
export function clientActionProblem(
  action: ClientDocumentAction,
  path: string,
  onFolder: boolean,
  prefs: ClientActionPreferences,
): string | null {
  if (isStaffOnly(path)) return disabledByFirm;
  if (lockedFolders(prefs).some((folder) => within(path, folder))) return disabledByFirm;
  if (action === 'upload') return null;
  const folderAction = action === 'create_folder' || onFolder;
  if (folderAction && prefs.disable_folder_action === true) return disabledByFirm;
  if (!folderAction && prefs.disable_file_edit_action === true) return disabledByFirm;
  return null;
}

/** QD §2: '/admin-documents/{hash}?path=...' is rewritten to '/admin/{hash}/documents?path=...'; 'all' is empty. */
export function adminDocumentsPath(hash: string, path: string | null): string {
  const folder = !path || path === 'all' ? '' : path;
  return `/admin/${encodeURIComponent(hash)}/documents${folder ? `?${new URLSearchParams({ path: folder })}` : ''}`;
}
