import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, listFingerprint } from './directory-cursor';

describe('directory page cursors', () => {
  const list = listFingerprint(['user', { states: ['active'] }, 'fname', 'asc', 10]);

  it('a cursor opens the page it names, of the list it was made for', () => {
    const text = encodeCursor({ page: 3, key: 'fname#ada#u1', toward: 'next' }, list);
    expect(decodeCursor(text, list, 3, 'fname')).toEqual({ page: 3, key: 'fname#ada#u1', toward: 'next' });
  });

  it('a cursor for another page, another list or another sort field is ignored', () => {
    const text = encodeCursor({ page: 3, key: 'fname#ada#u1', toward: 'previous' }, list);
    expect(decodeCursor(text, list, 4, 'fname')).toBeNull();
    expect(
      decodeCursor(text, listFingerprint(['user', { states: ['inactive'] }, 'fname', 'asc', 10]), 3, 'fname'),
    ).toBeNull();
    expect(decodeCursor(text, list, 3, 'lname')).toBeNull();
  });

  it('text that is not a cursor is ignored, never an error', () => {
    for (const junk of [
      undefined,
      '',
      'x',
      '%%',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('null').toString('base64url'),
    ])
      expect(decodeCursor(junk, list, 1, 'fname')).toBeNull();
    const wrongDirection = Buffer.from(JSON.stringify({ p: 1, k: 'fname#a#1', t: 'sideways', l: list })).toString(
      'base64url',
    );
    expect(decodeCursor(wrongDirection, list, 1, 'fname')).toBeNull();
  });

  it('the same list but for its page number has the same fingerprint; another order has another', () => {
    expect(listFingerprint(['entity', 'name', 'asc'])).toBe(listFingerprint(['entity', 'name', 'asc']));
    expect(listFingerprint(['entity', 'name', 'asc'])).not.toBe(listFingerprint(['entity', 'name', 'desc']));
  });
});
