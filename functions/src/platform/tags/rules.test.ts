import { describe, expect, it } from 'vitest';
import { nextTags, sameTags } from './rules';

const known = new Set(['a', 'b', 'c']);

describe('what a tag change does to one item', () => {
  it('adding keeps the item’s tags and appends the new ones once', () => {
    expect(nextTags(['a'], known, ['b', 'a'], false)).toEqual(['a', 'b']);
  });

  it('removing takes off the selected ones; removing with none selected takes off every tag', () => {
    expect(nextTags(['a', 'b', 'c'], known, ['b'], true)).toEqual(['a', 'c']);
    expect(nextTags(['a', 'b'], known, [], true)).toEqual([]);
  });

  it('ids of tags the firm no longer has are dropped', () => {
    expect(nextTags(['gone', 'a'], known, ['c'], false)).toEqual(['a', 'c']);
    expect(sameTags(nextTags(['a'], known, ['a'], false), ['a'])).toBe(true);
  });
});
