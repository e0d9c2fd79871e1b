import { describe, expect, it } from 'vitest';
import { userOwnText, userText } from '@ledgerline/shared/users';
import { entityNameFor, entityNameProblem, groupForNewClient } from './client-rules';

const partner = { isAdvisor: true, firmAccess: 'partner' as const, firmGroupId: null };
const grouped = { isAdvisor: true, firmAccess: 'group' as const, firmGroupId: 'north' };

describe('FA §5.1 Create User and Entity', () => {
  it('Entity name is auto-built from the names for Individual', () => {
    expect(entityNameFor('Individual', undefined, ' Ada ', 'Lee')).toBe('Ada Lee');
    expect(entityNameFor('Individual', '  ', 'Ada', 'Lee')).toBe('Ada Lee');
    expect(entityNameFor('Individual', 'Lee Household', 'Ada', 'Lee')).toBe('Lee Household');
    expect(entityNameFor('S-Corporation', undefined, 'Ada', 'Lee')).toBe('');
  });

  it('Entity name must not contain "/" or a double quote, and is required', () => {
    expect(entityNameProblem('A/B LLC')).toBe(userText.entityNameSlash);
    expect(entityNameProblem('The "Best" LLC')).toBe(userText.entityNameQuote);
    expect(entityNameProblem(' ')).toBe(userOwnText.entityNameRequired);
    expect(entityNameProblem('Lee & Sons, LLC')).toBeNull();
    expect(userText.entityNameSlash).toBe('Entity Name cannot contain a "/" character.');
    expect(userText.entityNameQuote).toBe('Entity Name cannot contain a " character.');
  });

  it('firm group is required when firm groups are enabled; group-limited staff make clients of their group only', () => {
    expect(groupForNewClient(partner, null, { has_firm_groups: true })).toMatchObject({
      invalid: userOwnText.firmGroupRequired,
    });
    expect(groupForNewClient(partner, null, {})).toEqual({ groupId: null });
    expect(groupForNewClient(partner, 'south', { has_firm_groups: true })).toEqual({ groupId: 'south' });
    expect(groupForNewClient(grouped, undefined, {})).toEqual({ groupId: 'north' });
    expect(groupForNewClient(grouped, 'north', {})).toEqual({ groupId: 'north' });
    expect(groupForNewClient(grouped, 'south', {})).toMatchObject({ forbidden: userOwnText.ownGroupOnly });
    expect(groupForNewClient({ ...grouped, firmGroupId: null }, undefined, {})).toMatchObject({
      forbidden: userOwnText.noGroupOfYourOwn,
    });
  });
});
