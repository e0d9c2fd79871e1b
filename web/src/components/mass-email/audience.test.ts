import { describe, expect, it } from 'vitest';
import type { ClientRow } from '../../api/users';
import { assignedTo, canSendTest, canSendToUsers, matchingUsers } from './audience';

const row = (
  id: string,
  full_name: string,
  email: string,
  assigned_advisor_id: string | null,
  preferred_name: string | null = null,
): ClientRow => {
  const [fname, lname = ''] = full_name.split(' ');
  return {
    id,
    fname,
    lname,
    full_name,
    preferred_name,
    email,
    phone_number: null,
    assigned_advisor_id,
    firm_group_id: null,
    paying: false,
    created_at: '2026-01-01T00:00:00.000Z',
  };
};

const users = [
  row('casey', 'Casey Client', 'client@demo.test', 'pat'),
  row('morgan', 'Morgan Multi', 'multi@demo.test', 'fran'),
  row('tove', 'Tove Twofa', 'twofa@demo.test', 'pat', 'Tovi'),
  row('zoe', 'Zoë Zed', 'zoe@demo.test', null),
];

describe('the Mass Email audience', () => {
  it("'Select Assigned' picks the users whose assigned advisor is the current user", () => {
    expect(assignedTo(users, 'pat')).toEqual(['casey', 'tove']);
    expect(assignedTo(users, 'nobody')).toEqual([]);
  });

  it('offers users whose name, preferred name or email has every typed word, leaving out the selected', () => {
    expect(matchingUsers(users, '', new Set(), 10).shown.map((u) => u.id)).toEqual(['casey', 'morgan', 'tove', 'zoe']);
    expect(matchingUsers(users, 'demo.test multi', new Set(), 10).shown.map((u) => u.id)).toEqual(['morgan']);
    expect(matchingUsers(users, 'TOVI', new Set(), 10).shown.map((u) => u.id)).toEqual(['tove']);
    expect(matchingUsers(users, 'zoe', new Set(), 10).shown.map((u) => u.id)).toEqual(['zoe']);
    expect(matchingUsers(users, 'demo', new Set(['casey', 'tove']), 10).shown.map((u) => u.id)).toEqual([
      'morgan',
      'zoe',
    ]);
  });

  it('offers at most the limit and says how many more match', () => {
    expect(matchingUsers(users, '', new Set(), 2)).toMatchObject({
      shown: [{ id: 'casey' }, { id: 'morgan' }],
      more: 2,
    });
  });

  it('needs Subject and Message for a test send, and a user too for a real send', () => {
    expect(canSendTest({ subject: 'Hi', body: ' ' })).toBe(false);
    expect(canSendTest({ subject: ' ', body: 'Body' })).toBe(false);
    expect(canSendTest({ subject: 'Hi', body: 'Body' })).toBe(true);
    expect(canSendToUsers({ subject: 'Hi', body: 'Body', userIds: [] })).toBe(false);
    expect(canSendToUsers({ subject: 'Hi', body: 'Body', userIds: ['casey'] })).toBe(true);
  });
});
