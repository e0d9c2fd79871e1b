import { describe, expect, it } from 'vitest';
import { TaxReturn } from './tax-return';
import { User } from './user';

/** The keys ElectroDB writes (or removes) for the designed sparse indexes, read from the requests it builds. */
const returnKey = { firmId: 'f1', companyId: 'c1', taxReturnId: 'r1' };
const newReturn = { ...returnKey, tax_year: 2025, tax_return_name: 'Form 1040' };
const userKey = { firmId: 'f1', userId: 'u1' };
const newUser = { ...userKey, uid: 'uid1', email: 'a@example.test' };

describe('drafts waiting for the client: the firm’s waiting index (gsi2)', () => {
  it('an unlocked draft sent for review is on it, newest sent first by its sort key', () => {
    const item = TaxReturn.create({
      ...newReturn,
      draft_status: 'draft',
      waiting_since: '2026-03-01T10:00:00.000Z',
    }).params().Item;
    expect(item).toMatchObject({ gsi2pk: 'FIRM#f1#TR#WAITING', gsi2sk: '2026-03-01T10:00:00.000Z#r1' });
  });

  it('a return that does not wait (approved, never a draft) is not on it', () => {
    for (const r of [{ draft_status: 'approved' as const }, {}]) {
      const item = TaxReturn.create({ ...newReturn, ...r }).params().Item;
      expect(item).not.toHaveProperty('gsi2pk');
      expect(item).not.toHaveProperty('gsi2sk');
    }
  });

  it('the client’s review takes the return off it; other changes leave its keys alone', () => {
    const review = TaxReturn.patch(returnKey)
      .set({ draft_status: 'change_requested', status: 'change_requested', waiting_since: '' })
      .params();
    expect(review.UpdateExpression).toMatch(/REMOVE #gsi2pk, #gsi2sk$/);
    const other = TaxReturn.patch(returnKey).set({ file_name: 'x.pdf' }).params();
    expect(JSON.stringify(other)).not.toContain('gsi2');
  });
});

describe('a firm group’s clients: the group index on people (gsi2)', () => {
  it('a client in a group is keyed by firm, group and role; a person in no group is not on it', () => {
    expect(User.create({ ...newUser, firm_group_id: 'g1' }).params().Item).toMatchObject({
      gsi2pk: 'FIRM#f1#GROUP#g1#ADVISOR#false',
      gsi2sk: 'USER#u1',
    });
    expect(User.create({ ...newUser, firm_group_id: 'g1', is_advisor: true }).params().Item).toMatchObject({
      gsi2pk: 'FIRM#f1#GROUP#g1#ADVISOR#true',
    });
    const none = User.create({ ...newUser, firm_group_id: undefined }).params().Item;
    expect(none).not.toHaveProperty('gsi2pk');
  });

  it('changing the group rewrites the keys only when the write names every key attribute, and leaving it removes them', () => {
    expect(() => User.patch(userKey).set({ firm_group_id: 'g2' }).params()).toThrow(/Incomplete composite attributes/);
    expect(() => User.patch(userKey).set({ is_advisor: true }).params()).toThrow(/Incomplete composite attributes/);
    const moved = User.patch(userKey).set({ firm_group_id: 'g2', is_advisor: false }).params();
    expect(moved.ExpressionAttributeValues).toMatchObject({
      ':gsi2pk_u0': 'FIRM#f1#GROUP#g2#ADVISOR#false',
      ':gsi2sk_u0': 'USER#u1',
    });
    const left = User.patch(userKey).set({ firm_group_id: '', is_advisor: false }).params();
    expect(left.UpdateExpression).toMatch(/REMOVE #gsi2pk, #gsi2sk$/);
    expect(JSON.stringify(User.patch(userKey).set({ fname: 'Ada' }).params())).not.toContain('gsi2');
  });
});
