/**
 * Page cursors of the directory lists. The screens page one step at a time (previous and next, FA §2.6, §9), so
 * the page after the one on screen starts just past its last row's sort key, and the page before it just before
 * its first row's: page 50 reads its 10 rows, not the 490 before them. A cursor names the page it opens and the
 * list it belongs to (kind, order, page size and filters); one for another page or another list is ignored and
 * the page is read by its number, so a stale or made-up cursor can never answer the wrong rows. Pure.
 */
import { createHash } from 'node:crypto';

export type CursorDirection = 'next' | 'previous';

export interface PageCursor {
  /** The page the cursor opens. */
  page: number;
  /** The sort key the page starts just past: the last row of the page before (next), the first of the page after (previous). */
  key: string;
  toward: CursorDirection;
}

/** A short name for one list: the same query but for its page number gives the same name. */
export function listFingerprint(list: unknown): string {
  return createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 16);
}

export function encodeCursor(cursor: PageCursor, list: string): string {
  return Buffer.from(JSON.stringify({ p: cursor.page, k: cursor.key, t: cursor.toward, l: list })).toString(
    'base64url',
  );
}

/** The cursor if it opens `page` of `list` in the order of `sortField`; otherwise null (read the page by number). */
export function decodeCursor(
  text: string | undefined,
  list: string,
  page: number,
  sortField: string,
): PageCursor | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { p, k, t, l } = raw as Record<string, unknown>;
  if (l !== list || p !== page || (t !== 'next' && t !== 'previous')) return null;
  if (typeof k !== 'string' || !k.startsWith(`${sortField}#`)) return null;
  return { page, key: k, toward: t };
}
