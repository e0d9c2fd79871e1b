/**
 * The drop link's pure rules in the browser (FA §2.9, §5.11, §9): the firm's name a link carries, the folder a
 * drop goes to, and whether the dialog has unsaved changes. The files the page takes: ../ui/upload-files.
 */
import { isDropFolderName } from '@ledgerline/shared/drop-links';

/**
 * The firm's name in a drop link's `id` (FA §9): the `fn` claim of the token's payload, read without checking
 * the signature (the API checks it on upload). Null when the id is not such a token.
 */
export function firmNameOfDropId(id: string | null | undefined): string | null {
  const payload = id?.split('.')[1];
  if (!payload || id?.split('.').length !== 3) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const fn = (JSON.parse(json) as { fn?: unknown } | null)?.fn;
    return typeof fn === 'string' && fn.trim() ? fn.trim() : null;
  } catch {
    return null;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A drop's folder: '{name} {YYYY-MM-DD HH-mm-ss}' in the sender's local time, with only the characters a folder
 * name may hold (isDropFolderName), spaces collapsed, at most 120 characters.
 */
export function dropFolderName(name: string, at: Date): string {
  const stamp = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}-${two(at.getMinutes())}-${two(at.getSeconds())}`;
  const cleanName = name
    .replace(/[^\p{L}\p{N} _.()@,-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120 - stamp.length - 1)
    .trim();
  const folder = cleanName ? `${cleanName} ${stamp}` : stamp;
  return isDropFolderName(folder) ? folder : stamp;
}

/** Whether the chosen firm users differ from the saved ones (FA §5.11: Save only with changes; Copy only without). */
export function hasUnsavedChoice(saved: readonly string[], chosen: readonly string[]): boolean {
  const a = new Set(saved);
  const b = new Set(chosen);
  return a.size !== b.size || [...a].some((id) => !b.has(id));
}
