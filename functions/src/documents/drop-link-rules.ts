/** The drop link's rules (FA §7.5, QD §9), pure: who may be notified, where files go, what a drop may hold. */
import { maxDropFiles } from '@ledgerline/shared/drop-links';

/** Who a drop may notify: active firm users. */
export function isActiveStaff(u: { is_advisor?: boolean | null; paying?: boolean | null; deleted_at?: string | null }) {
  return u.is_advisor === true && u.paying !== false && !u.deleted_at;
}

/** Where a drop's file waits for its check, and where it is kept after. Never under an entity's documents. */
export const dropStagingKey = (firmId: string, folder: string, uploadId: string) =>
  `drops/${firmId}/staging/${encodeURIComponent(folder)}/${uploadId}`;
export const dropFileKey = (firmId: string, folder: string, name: string) =>
  `drops/${firmId}/files/${encodeURIComponent(folder)}/${encodeURIComponent(name)}`;
export const dropZipKey = (firmId: string, folder: string, zipId: string) =>
  `drops/${firmId}/zips/${encodeURIComponent(folder)}/${zipId}.zip`;

/** Whether one more file fits the drop (a name staged already is replaced, not added). */
export function dropHasRoom(staged: { name: string }[], kept: { name: string }[], name: string): boolean {
  const names = new Set([...staged, ...kept].map((f) => f.name));
  return names.has(name) || names.size < maxDropFiles;
}

/** Who may download a drop: the firm users it notified, and full access and above. */
export function mayDownloadDrop(caller: { userId: string; full: boolean }, notified: readonly string[]): boolean {
  return caller.full || notified.includes(caller.userId);
}
