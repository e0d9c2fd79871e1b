import { describe, expect, it } from 'vitest';
import {
  assignableFirmUserProblem,
  entityNameChoice,
  entityTypeChoice,
  inCallerReach,
  nameTaken,
  ownerProblem,
  profileEditProblem,
  readonlyProblem,
} from './rules';

describe('entity type of a new or edited entity', () => {
  it('is one of the firm’s types, spelled as the firm spells it', () => {
    expect(entityTypeChoice('s-corporation', {})).toEqual({ type: 'S-Corporation' });
    expect(entityTypeChoice('LLC', { custom_entity_types: ['LLC'] })).toEqual({ type: 'LLC' });
    expect(entityTypeChoice('Cooperative', {})).toEqual({
      field: 'entity_type',
      message: 'Choose one of the firm’s entity types',
    });
  });

  it('entity type is required (FA §5.3)', () => {
    expect(entityTypeChoice('  ', {})).toEqual({ field: 'entity_type', message: 'Entity type is required' });
  });

  it('the Individual entity type can be disallowed by the firm, but an entity keeps the type it has', () => {
    const off = { individual_entity_type_disabled: true };
    expect(entityTypeChoice('Individual', off)).toEqual({
      field: 'entity_type',
      message: 'The Individual entity type is not allowed by the firm.',
    });
    expect(entityTypeChoice('individual', off, 'Individual')).toEqual({ type: 'Individual' });
    expect(entityTypeChoice('LLC', {}, 'LLC')).toEqual({ type: 'LLC' });
  });
});

describe('entity name of a new entity (FA §5.1)', () => {
  it('is built from the names for Individual', () => {
    expect(entityNameChoice({ entityType: 'Individual', name: 'ignored', firstName: 'Ana', lastName: 'Lee' })).toEqual({
      name: 'Ana Lee',
    });
    expect(entityNameChoice({ entityType: 'Individual', name: 'Ana Lee Household' })).toEqual({
      name: 'Ana Lee Household',
    });
  });

  it('refuses a missing name and the forbidden characters', () => {
    expect(entityNameChoice({ entityType: 'Trust' })).toEqual({ field: 'name', message: 'Entity name is required' });
    expect(entityNameChoice({ entityType: 'Trust', name: 'A/B' })).toEqual({
      field: 'name',
      message: 'Entity Name cannot contain a "/" character.',
    });
    expect(entityNameChoice({ entityType: 'Individual', firstName: 'Ana "Bo"', lastName: 'Lee' })).toEqual({
      field: 'name',
      message: 'Entity Name cannot contain a " character.',
    });
  });

  it('must be unique among related entities, the entity itself aside', () => {
    const related = [
      { companyId: 'c1', name: 'Acme LLC' },
      { companyId: 'c2', name: 'Other' },
    ];
    expect(nameTaken(' acme  llc', related)).toBe(true);
    expect(nameTaken('Acme LLC', related, 'c1')).toBe(false);
    expect(nameTaken('New Co', related)).toBe(false);
  });
});

describe('read-only of an entity (FA §4.4)', () => {
  it('cannot change while the entity is or becomes inactive', () => {
    const message = 'Read-only access cannot be changed while the entity is inactive.';
    expect(readonlyProblem({ inactive: true, readonly_access: false }, { readonly_access: true })?.message).toBe(
      message,
    );
    expect(
      readonlyProblem({ inactive: false, readonly_access: false }, { inactive: true, readonly_access: true })?.message,
    ).toBe(message);
    expect(readonlyProblem({ inactive: false, readonly_access: false }, { readonly_access: true })).toBeNull();
    expect(readonlyProblem({ inactive: true, readonly_access: true }, { readonly_access: true })).toBeNull();
    expect(
      readonlyProblem({ inactive: true, readonly_access: false }, { inactive: false, readonly_access: true }),
    ).toBeNull();
  });
});

describe('owners', () => {
  it('are clients of the firm: never staff, never deleted people', () => {
    expect(ownerProblem(undefined)).toBe('Choose a client of the firm');
    expect(ownerProblem({ is_advisor: false, deleted_at: '2026-01-01' })).toBe('Choose a client of the firm');
    expect(ownerProblem({ is_advisor: true })).toBe('A firm user cannot be an owner of an entity.');
    expect(ownerProblem({ is_advisor: false })).toBeNull();
  });
});

describe('assigned firm user (FA §5.4)', () => {
  it('lists only active users with no group or with the client’s firm group', () => {
    const staff = { is_advisor: true, paying: true };
    expect(assignableFirmUserProblem(staff, 'g1')).toBeNull();
    expect(assignableFirmUserProblem({ ...staff, firm_group_id: 'g1' }, 'g1')).toBeNull();
    expect(assignableFirmUserProblem({ ...staff, firm_group_id: 'g2' }, 'g1')).toBe(
      'Choose a firm user with no group or with the client’s firm group',
    );
    expect(assignableFirmUserProblem({ ...staff, firm_group_id: 'g2' }, undefined)).not.toBeNull();
    expect(assignableFirmUserProblem({ ...staff, paying: false }, 'g1')).toBe('Choose an active firm user');
    expect(assignableFirmUserProblem({ is_advisor: false }, 'g1')).toBe('Choose an active firm user');
    expect(assignableFirmUserProblem(undefined, 'g1')).toBe('Choose an active firm user');
  });
});

describe('a client’s own entity profile (FA §6)', () => {
  it('read-only users or companies cannot edit their profile', () => {
    expect(profileEditProblem({ readonly_access: false }, { readonly: true })).toBe(
      'This account is read-only, so the entity’s profile cannot be changed.',
    );
    expect(profileEditProblem({ readonly_access: true }, { readonly: false })).toBe(
      'This entity is read-only, so its profile cannot be changed.',
    );
    expect(profileEditProblem({ readonly_access: false }, { readonly: false })).toBeNull();
  });
});

describe('group-limited staff (FA §6)', () => {
  it('reach only their own group’s clients, and none without a group', () => {
    const group = { isAdvisor: true, firmAccess: 'group' as const };
    expect(inCallerReach({ ...group, firmGroupId: 'g1' }, { firm_group_id: 'g1' })).toBe(true);
    expect(inCallerReach({ ...group, firmGroupId: 'g1' }, { firm_group_id: 'g2' })).toBe(false);
    expect(inCallerReach({ ...group, firmGroupId: null }, {})).toBe(false);
    expect(inCallerReach({ isAdvisor: true, firmAccess: 'full', firmGroupId: null }, { firm_group_id: 'g2' })).toBe(
      true,
    );
  });
});
