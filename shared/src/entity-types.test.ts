import { describe, expect, it } from 'vitest';
import { entityOwnText } from './companies';
import { chooseEntityType } from './entity-types';
import { importText } from './imports';
import { userOwnText } from './users';

const custom = { custom_entity_types: ['LLC', 'Family Office'] };
const noIndividual = { individual_entity_type_disabled: true };

describe('an entity’s type: one rule for creating, editing, creating a client and importing', () => {
  it('is a built-in type or one of the firm’s own, spelled as the firm spells it', () => {
    expect(chooseEntityType('s-corporation', {})).toEqual({ type: 'S-Corporation' });
    expect(chooseEntityType('S Corporation', {})).toEqual({ type: 'S-Corporation' });
    expect(chooseEntityType(' family  office ', custom)).toEqual({ type: 'Family Office' });
    expect(chooseEntityType('LLC', {})).toEqual({ problem: 'Choose one of the firm’s entity types' });
  });

  it('is required, and Individual only when the firm allows it; an edit may keep the type it has', () => {
    expect(chooseEntityType('  ', custom)).toEqual({ problem: 'Entity type is required' });
    expect(chooseEntityType('Individual', noIndividual)).toEqual({
      problem: 'The Individual entity type is not allowed by the firm.',
    });
    expect(chooseEntityType('individual', noIndividual, 'Individual')).toEqual({ type: 'Individual' });
    expect(chooseEntityType('llc', {}, 'LLC')).toEqual({ type: 'LLC' });
  });

  it('every path words its refusals the same', () => {
    expect(userOwnText.entityTypeRequired).toBe(entityOwnText.entityTypeRequired);
    expect(importText.entityTypeRequired).toBe(entityOwnText.entityTypeRequired);
    expect(userOwnText.individualNotAllowed).toBe(entityOwnText.individualDisallowed);
    expect(importText.individualDisallowed).toBe(entityOwnText.individualDisallowed);
    expect(importText.entityTypeUnknown).toBe(entityOwnText.unknownEntityType);
  });
});
