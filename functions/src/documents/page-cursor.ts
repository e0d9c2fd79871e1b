/**
 * The browser's "next page" token: which state's partition the next page starts in and ElectroDB's cursor there,
 * bound to the folder, order and deleted-files choice it was made for. A token for another folder or order, or a
 * made-up one, is refused rather than read from (it could only ever read this folder's rows, but in a wrong place).
 */
import type { ItemState } from './store/tree';

interface Listing {
  path: string;
  sort: string;
  order: string;
  include_deleted: boolean;
}

interface Position {
  state: ItemState;
  cursor: string | null;
}

export function encodePageCursor(at: Position, l: Listing): string {
  const body = { s: at.state, c: at.cursor, p: l.path, o: `${l.sort}:${l.order}:${l.include_deleted ? 1 : 0}` };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

export function decodePageCursor(token: string, l: Listing): Position | null {
  try {
    const body = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (body.p !== l.path || body.o !== `${l.sort}:${l.order}:${l.include_deleted ? 1 : 0}`) return null;
    if (body.s !== 'active' && body.s !== 'deleted') return null;
    if (body.c !== null && typeof body.c !== 'string') return null;
    if (body.s === 'deleted' && !l.include_deleted) return null;
    return { state: body.s, cursor: body.c as string | null };
  } catch {
    return null;
  }
}
