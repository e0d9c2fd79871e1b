import { describe, expect, it } from 'vitest';
import { entitiesToActivate, entitiesToDeactivate, entitiesToLock, planWrites } from './lifecycle-rules';

const companies = [
  { companyId: 'own', primary_user_id: 'u' },
  { companyId: 'own-off', primary_user_id: 'u', inactive: true },
  { companyId: 'shared', primary_user_id: 'other' },
  { companyId: 'co-owned', primary_user_id: 'other' },
];

describe('FA §4.4 User and entity lifecycle', () => {
  it('deactivation together with all entities the user is primary owner of', () => {
    expect(entitiesToDeactivate(companies, 'u')).toEqual(['own']);
  });

  it('activation likewise, optionally with the user’s inactive entities', () => {
    expect(entitiesToActivate(companies)).toEqual(['own-off']);
  });

  it('Deactivation locks the questionnaires of entities no other active owner uses', () => {
    const others = new Map([
      ['own', 0],
      ['own-off', 0],
      ['shared', 1],
      ['co-owned', 0],
    ]);
    expect(entitiesToLock(companies, others, [])).toEqual(['own', 'own-off', 'co-owned']);
    expect(entitiesToLock(companies, new Map([['own', 2]]), ['own'])).toContain('own');
  });

  it('counts the writes of a plan (a scheduled message is two)', () => {
    expect(planWrites({ entities: ['a'], questionnaires: ['q1', 'q2'], scheduled: 3 })).toBe(9);
  });
});
