import { describe, expect, it } from 'vitest';
import { distinctCompanies, primaryOwnersOf } from './assignment-clients';

describe('the clients a bulk assignment from the tax returns table reassigns', () => {
  it('are the primary owners of the selected entities, each once, with their firm group', () => {
    expect(
      primaryOwnersOf([
        { primary_contact: { id: 'u1' }, firm_group_id: 'g1' },
        { primary_contact: { id: 'u2' }, firm_group_id: null },
        { primary_contact: { id: 'u1' }, firm_group_id: 'g1' },
      ]),
    ).toEqual([
      { id: 'u1', firm_group_id: 'g1' },
      { id: 'u2', firm_group_id: null },
    ]);
  });
  it('leave out an entity with no primary owner', () => {
    expect(primaryOwnersOf([{ primary_contact: null, firm_group_id: null }])).toEqual([]);
  });
  it('start from each selected entity once, however many of its returns were selected', () => {
    expect(distinctCompanies(['c1', 'c2', 'c1'])).toEqual(['c1', 'c2']);
  });
});
