import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor } from './page-cursor';

const listing = { path: '/2025', sort: 'name', order: 'asc', include_deleted: false };

describe('a folder’s next-page token', () => {
  it('reads back where the page before ended', () => {
    const token = encodePageCursor({ state: 'active', cursor: 'abc' }, listing);
    expect(decodePageCursor(token, listing)).toEqual({ state: 'active', cursor: 'abc' });
  });

  it('is refused for another folder, order or deleted-files choice', () => {
    const token = encodePageCursor({ state: 'active', cursor: 'abc' }, listing);
    expect(decodePageCursor(token, { ...listing, path: '/2024' })).toBeNull();
    expect(decodePageCursor(token, { ...listing, order: 'desc' })).toBeNull();
    expect(decodePageCursor(token, { ...listing, include_deleted: true })).toBeNull();
  });

  it('a made-up token is refused', () => {
    expect(decodePageCursor('not-a-token', listing)).toBeNull();
    expect(decodePageCursor(Buffer.from('{"s":"x"}').toString('base64url'), listing)).toBeNull();
  });
});
