import { describe, expect, it } from 'vitest';
import { displayName, fullName } from './person-name';

describe('a person’s names', () => {
  it('full_name is first and last; a display name puts a preferred name first', () => {
    const casey = { fname: 'Casey', lname: 'Client', preferred_name: 'Case' };
    expect(fullName(casey)).toBe('Casey Client');
    expect(displayName(casey)).toBe('Case Client');
    expect(displayName({ ...casey, preferred_name: '' })).toBe('Casey Client');
    expect(fullName({ lname: 'Only' })).toBe('Only');
    expect(fullName(undefined)).toBe('');
    expect(displayName(null)).toBe('');
  });
});
