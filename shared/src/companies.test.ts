import { describe, expect, it } from 'vitest';
import {
  builtInEntityTypes,
  canChangeReadonly,
  entityNameKey,
  entityNameProblem,
  entityText,
  firmEntityTypes,
  individualEntityName,
  primaryAfter,
} from './companies';

describe('entity names (FA §5.1)', () => {
  it("must not contain '/' or a double quote, in the spec's words", () => {
    expect(entityNameProblem('Acme/West')).toBe('Entity Name cannot contain a "/" character.');
    expect(entityNameProblem('The "Best" LLC')).toBe('Entity Name cannot contain a " character.');
    expect(entityNameProblem('Acme LLC')).toBeNull();
  });

  it('an entity name is required (FA §5.3)', () => {
    expect(entityNameProblem('   ')).toBe('Entity name is required');
  });

  it('Entity name is auto-built from the names for Individual', () => {
    expect(individualEntityName(' Casey ', 'Client ')).toBe('Casey Client');
    expect(individualEntityName('', 'Solo')).toBe('Solo');
  });

  it('names are compared trimmed, in any case and with spaces collapsed', () => {
    expect(entityNameKey('  Acme   LLC ')).toBe(entityNameKey('acme llc'));
    expect(entityText.nameExists).toBe('Entity Name already exists.');
  });
});

describe('entity types (FA §3.2)', () => {
  it('are the built-in ones, then the firm-defined ones without duplicates', () => {
    expect(firmEntityTypes({})).toEqual([...builtInEntityTypes]);
    expect(firmEntityTypes({ custom_entity_types: ['LLC', 'trust', ' ', 7, 'LLC'] })).toEqual([
      ...builtInEntityTypes,
      'LLC',
    ]);
  });

  it('The Individual entity type can be disallowed by the firm', () => {
    expect(firmEntityTypes({ individual_entity_type_disabled: true })).not.toContain('Individual');
    expect(firmEntityTypes({ individual_entity_type_disabled: 'yes' })).toContain('Individual');
  });
});

describe('entity lifecycle (FA §4.4)', () => {
  it('the read-only toggle is disabled when the entity is inactive', () => {
    expect(canChangeReadonly({ inactive: true })).toBe(false);
    expect(canChangeReadonly({ inactive: false })).toBe(true);
  });
});

describe('the primary contact after an owner change', () => {
  it('stays when still an owner, else the first owner takes over', () => {
    expect(primaryAfter('b', ['a', 'b'])).toBe('b');
    expect(primaryAfter('c', ['a', 'b'])).toBe('a');
    expect(primaryAfter(undefined, ['a'])).toBe('a');
  });
});
