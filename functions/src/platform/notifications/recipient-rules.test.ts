import { describe, expect, it } from 'vitest';
import { chooseStaff, effectiveOwnerTypes, mayBeNotified, needsEntityGroups, type Person } from './recipient-rules';

const staff = (userId: string, more: Partial<Person> = {}): Person => ({ userId, is_advisor: true, ...more });
const people = (...list: Person[]) => new Map(list.map((p) => [p.userId, p]));
const none = new Set<string>();

describe('who on the firm side hears of an entity’s event (FA §5.5)', () => {
  it('the subscribers for the type and the assigned firm user of the primary owner, each once, assigned first', () => {
    const chosen = chooseStaff({
      assignedFirmUserId: 'a',
      subscriberIds: ['s1', 'a', 's2', 's1'],
      people: people(staff('a'), staff('s1'), staff('s2')),
      entityGroupIds: none,
    });
    expect(chosen).toEqual(['a', 's1', 's2']);
  });

  it('with no assigned firm user, only the subscribers; with neither, nobody', () => {
    expect(chooseStaff({ subscriberIds: ['s1'], people: people(staff('s1')), entityGroupIds: none })).toEqual(['s1']);
    expect(
      chooseStaff({ assignedFirmUserId: null, subscriberIds: [], people: people(), entityGroupIds: none }),
    ).toEqual([]);
  });

  it('active staff only: deactivated, deleted, clients and unknown ids are never notified', () => {
    const chosen = chooseStaff({
      assignedFirmUserId: 'gone',
      subscriberIds: ['off', 'client', 'unknown', 'ok'],
      people: people(
        staff('gone', { deleted_at: '2026-01-01T00:00:00Z' }),
        staff('off', { paying: false }),
        { userId: 'client', is_advisor: false },
        staff('ok'),
      ),
      entityGroupIds: none,
    });
    expect(chosen).toEqual(['ok']);
  });

  it('a group-limited user is notified only for an entity of their group; one of another group or none never', () => {
    const groupies = people(
      staff('north', { firm_access: 'group', firm_group_id: 'g-north' }),
      staff('south', { firm_access: 'group', firm_group_id: 'g-south' }),
      staff('nogroup', { firm_access: 'group' }),
      staff('full', { firm_access: 'full', firm_group_id: 'g-south' }),
    );
    expect(needsEntityGroups(groupies.values())).toBe(true);
    expect(needsEntityGroups([staff('full', { firm_access: 'full' })])).toBe(false);
    expect(
      chooseStaff({
        assignedFirmUserId: 'south',
        subscriberIds: ['north', 'nogroup', 'full'],
        people: groupies,
        entityGroupIds: new Set(['g-north']),
      }),
    ).toEqual(['north', 'full']);
    expect(mayBeNotified(groupies.get('south'), new Set(['g-north', 'g-south']))).toBe(true);
  });
});

describe('which owners receive the entity’s questionnaire mail', () => {
  it('nothing saved: the primary contact gets everything, other owners nothing', () => {
    const types = effectiveOwnerTypes(['o1', 'p'], 'p', new Map());
    expect(Object.fromEntries(types)).toEqual({ o1: [], p: [4, 5] });
  });

  it('saved: what was saved, an owner added since gets nothing and a former owner’s row is ignored', () => {
    const saved = new Map([
      ['p', [5]],
      ['o1', [4]],
      ['former', [4, 5]],
    ]);
    expect(Object.fromEntries(effectiveOwnerTypes(['p', 'o1', 'new'], 'p', saved))).toEqual({
      p: [5],
      o1: [4],
      new: [],
    });
  });

  it('a type nobody has any more (its owner left) goes to the primary contact, so it reaches someone', () => {
    const saved = new Map([
      ['p', [5]],
      ['left', [4]],
    ]);
    expect(Object.fromEntries(effectiveOwnerTypes(['p', 'o1'], 'p', saved))).toEqual({ p: [4, 5], o1: [] });
  });

  it('an entity whose primary contact is not an owner falls back to its first owner; no owners, nobody', () => {
    expect(Object.fromEntries(effectiveOwnerTypes(['o1', 'o2'], 'gone', new Map()))).toEqual({ o1: [4, 5], o2: [] });
    expect(effectiveOwnerTypes([], 'p', new Map()).size).toBe(0);
  });
});
