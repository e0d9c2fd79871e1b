import { describe, expect, it } from 'vitest';
import { canAddTag, newTagProblem, tagChoices } from './tag-rules';

describe('Document Tags (QD §5)', () => {
  it('new tag disabled when empty or existing (Tag already exist)', () => {
    expect(canAddTag('  ', ['W-2'])).toBe(false);
    expect(newTagProblem('  ', ['W-2'])).toBeNull();
    expect(canAddTag(' w-2 ', ['W-2'])).toBe(false);
    expect(newTagProblem(' w-2 ', ['W-2'])).toBe('Tag already exist');
    expect(canAddTag('1099', ['W-2'])).toBe(true);
  });
  it('lists the firm’s tags and any the document keeps that the firm removed', () => {
    expect(tagChoices(['W-2', '1099'], ['w-2', 'Old'])).toEqual(['W-2', '1099', 'Old']);
  });
});
