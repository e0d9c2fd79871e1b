import { describe, expect, it } from 'vitest';
import { clientsAfter, historyMode } from './entity-conversations';
import { copyId, mapThreadLane } from './entity-conversation-ids';

describe('an entity’s conversation after an owner change', () => {
  it('transfer wins over copy; neither starts anew', () => {
    expect(historyMode({ copy: true, transfer: true })).toBe('transfer');
    expect(historyMode({ copy: true, transfer: false })).toBe('copy');
    expect(historyMode({ copy: false, transfer: false })).toBe('fresh');
  });

  it('new owners join, removed ones leave unless they own another of its entities', () => {
    expect(clientsAfter(['a', 'b'], { added: ['a', 'c'], removed: ['b'] })).toEqual(['a', 'c']);
    expect(clientsAfter(['a', 'b'], { added: ['a'], removed: ['b'] }, new Set(['b']))).toEqual(['a', 'b']);
  });

  it('a copied message has an id made from the original’s, so a repeated copy writes the same item', () => {
    expect(copyId('to', 'm1')).toBe(copyId('to', 'm1'));
    expect(copyId('to', 'm1')).not.toBe(copyId('to', 'm2'));
    expect(copyId('to', 'm1')).not.toBe(copyId('other', 'm1'));
    expect(copyId('to', 'm1')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('a thread’s lane follows its parent’s copy; other lanes stay', () => {
    expect(mapThreadLane('THREAD~p1', (p) => `THREAD~${p}-copy`)).toBe('THREAD~p1-copy');
    expect(mapThreadLane('MSG', () => 'x')).toBe('MSG');
  });
});
