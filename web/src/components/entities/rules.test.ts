import { describe, expect, it } from 'vitest';
import { canAddTag, entityNameError, needsBulkConfirmation, newOwnerErrors, newTagError } from './rules';

describe('entity dialog rules', () => {
  it("an entity name must not contain '/' or a double quote, and must be unique among related entities", () => {
    expect(entityNameError('  ')).toBe('Entity name is required');
    expect(entityNameError('Smith / Jones')).toBe('Entity Name cannot contain a "/" character.');
    expect(entityNameError('The "Best" LLC')).toBe('Entity Name cannot contain a " character.');
    expect(entityNameError('smith llc ', ['Smith LLC'])).toBe('Entity Name already exists.');
    expect(entityNameError('Smith Trust', ['Smith LLC'])).toBeNull();
  });

  it("a new tag is disabled when empty or already existing ('Tag already exist')", () => {
    expect(canAddTag('', ['VIP'])).toBe(false);
    expect(newTagError(' vip', ['VIP'])).toBe('Tag already exist');
    expect(canAddTag('vip', ['VIP'])).toBe(false);
    expect(canAddTag('Priority', ['VIP'])).toBe(true);
  });

  it('bulk confirmation at 10 or more entities', () => {
    expect(needsBulkConfirmation(9)).toBe(false);
    expect(needsBulkConfirmation(10)).toBe(true);
  });

  it('a new owner needs first and last name; email valid if given', () => {
    expect(newOwnerErrors({ firstName: '', lastName: 'X', email: '' })).toEqual({
      firstName: 'First name is required',
      lastName: null,
      email: null,
    });
    expect(newOwnerErrors({ firstName: 'A', lastName: 'B', email: 'nope' }).email).toBe('Invalid email address');
  });
});
