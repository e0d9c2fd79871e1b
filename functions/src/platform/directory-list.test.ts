import { describe, expect, it } from 'vitest';
import { directoryPlan, planStates, rowMatches } from './directory-list';

const partner = { isAdvisor: true, firmAccess: 'partner' as const, firmGroupId: null };
const groupStaff = { isAdvisor: true, firmAccess: 'group' as const, firmGroupId: 'g1' };
const flags = { hide_inactives: false, hide_actives: false, show_only_deleted: false };

describe('planning a directory list', () => {
  it('lists active and inactive by default; the hide flags drop one; both hidden lists nothing', () => {
    expect(planStates(flags)).toEqual({ states: ['active', 'inactive'] });
    expect(planStates({ ...flags, hide_inactives: true })).toEqual({ states: ['active'] });
    expect(planStates({ ...flags, hide_actives: true })).toEqual({ states: ['inactive'] });
    expect(planStates({ ...flags, hide_actives: true, hide_inactives: true })).toBeNull();
  });

  it('show only deleted reads the deleted partitions, a hide flag checking the active flag on the rows', () => {
    expect(planStates({ ...flags, show_only_deleted: true })).toEqual({ states: ['deleted'], active: undefined });
    expect(planStates({ ...flags, show_only_deleted: true, hide_inactives: true })).toEqual({
      states: ['deleted'],
      active: true,
    });
  });

  it('each filter is a clause; tags are one clause of any of them', () => {
    const plan = directoryPlan(partner, flags, {
      group: 'g2',
      clauses: [['adv:a1'], ['tag:t1', 'tag:t2'], undefined, []],
    });
    expect(plan).toEqual({ states: ['active', 'inactive'], clauses: [['adv:a1'], ['tag:t1', 'tag:t2'], ['grp:g2']] });
  });

  it('a group-limited firm user always reads their own group, and nothing for another group or with none', () => {
    const plan = directoryPlan(groupStaff, flags, { clauses: [['adv:a1']] })!;
    expect(plan.clauses).toEqual([['adv:a1'], ['grp:g1']]);
    expect(plan.fixed).toBe(plan.clauses[1]);
    expect(directoryPlan(groupStaff, flags, { group: 'g2', clauses: [] })).toBeNull();
    expect(directoryPlan({ ...groupStaff, firmGroupId: null }, flags, { clauses: [] })).toBeNull();
  });

  it('a row passes when it is under one dim of every clause (but the one its partition was read for)', () => {
    const plan = directoryPlan(
      partner,
      { ...flags, show_only_deleted: true, hide_actives: true },
      {
        clauses: [['adv:a1'], ['tag:t1', 'tag:t2']],
      },
    )!;
    const row = { dims: ['adv:a1', 'tag:t2'], active: false };
    expect(rowMatches(plan, row)).toBe(true);
    expect(rowMatches(plan, { ...row, active: true })).toBe(false);
    expect(rowMatches(plan, { ...row, dims: ['adv:a1'] })).toBe(false);
    expect(rowMatches(plan, { ...row, dims: ['tag:t1'] }, plan.clauses[0])).toBe(true);
  });
});
