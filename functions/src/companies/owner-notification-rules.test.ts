import { describe, expect, it } from 'vitest';
import { entityNotificationText } from '@ledgerline/shared/entity-notifications';
import { mergeOwnerAssignments } from './owner-notification-rules';

const current = new Map<string, (4 | 5)[]>([
  ['p', [4, 5]],
  ['o1', []],
]);
const assign = (id: string, types: (4 | 5)[], companyId = 'c1') => ({
  id,
  assignments: [{ company_id: companyId, notification_type_ids: types }],
});

describe('saving an entity’s owner notifications (FA §3.3)', () => {
  it('the named owners get what the body says; the others keep what they have', () => {
    const merged = mergeOwnerAssignments('c1', current, [assign('o1', [5, 4])]);
    expect('types' in merged && Object.fromEntries(merged.types)).toEqual({ p: [4, 5], o1: [4, 5] });
  });

  it('an owner with no assignment for the entity receives nothing', () => {
    const merged = mergeOwnerAssignments('c1', current, [{ id: 'p', assignments: [] }]);
    expect('types' in merged && merged.types.get('p')).toEqual([]);
  });

  it('refuses someone who is not an owner, an owner twice, and an assignment for another entity', () => {
    expect(mergeOwnerAssignments('c1', current, [assign('stranger', [4])])).toEqual({
      invalid: entityNotificationText.notAnOwner,
    });
    expect(mergeOwnerAssignments('c1', current, [assign('p', [4]), assign('p', [5])])).toEqual({
      invalid: entityNotificationText.duplicateOwner,
    });
    expect(mergeOwnerAssignments('c1', current, [assign('p', [4], 'c2')])).toEqual({
      invalid: entityNotificationText.assignmentOtherEntity,
    });
  });
});
