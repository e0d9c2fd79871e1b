import { describe, expect, it } from 'vitest';
import type { CompanyItem } from './data/entities/company';
import type { UserItem } from './data/entities/user';
import { directoryChanges, directoryRows, maxTransactionOperations } from './directory';
import { entityImage, maxWordsPerItem, userImage } from './directory-images';
import { sortFieldSlot, sortLayers } from './directory-keys';

const owner = {
  firmId: 'f1',
  userId: 'u1',
  uid: 'x',
  email: 'Ann.Lee@Example.com',
  fname: 'Ann',
  lname: 'Lee',
  is_advisor: false,
  assigned_advisor_id: 'a1',
  firm_group_id: 'g1',
} as UserItem;
const company = {
  firmId: 'f1',
  companyId: 'c1',
  hash_id: 'h1',
  name: 'Lee Holdings LLC',
  entity_type: 'S-Corporation',
  primary_user_id: 'u1',
  created_at: '2026-01-02T00:00:00.000Z',
} as CompanyItem;
const tags = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

describe('an entity as the Entities page lists it', () => {
  it('takes its assigned firm user and group from its primary owner, and is listed under its type and tags', () => {
    const img = entityImage({ ...company, entity_tags: ['t1', 't2'] }, owner);
    expect(img).toMatchObject({ id: 'c1', state: 'active', active: true });
    expect(img.dims).toEqual(['adv:a1', 'grp:g1', 'type:s-corporation', 'tag:t1', 'tag:t2']);
    expect(img.sort).toEqual({
      created_at: '2026-01-02T00:00:00.000Z',
      name: 'lee holdings llc',
      entity_type: 's-corporation',
      primary_contact: 'ann lee',
    });
    expect(img.words).toEqual(['lee', 'holdings', 'llc', 'ann', 'example', 'com']);
  });

  it('is inactive or deleted from its own flags; with no primary owner it has no firm user or group', () => {
    expect(entityImage({ ...company, inactive: true }, owner)).toMatchObject({ state: 'inactive', active: false });
    expect(entityImage({ ...company, inactive: true, deleted_at: '2026-02-01' }, owner)).toMatchObject({
      state: 'deleted',
      active: false,
    });
    const orphan = entityImage({ ...company, entity_type: '  Exempt   Organization ' }, null);
    expect(orphan.dims).toEqual(['type:exempt organization']);
    expect(orphan.sort.primary_contact).toBe('');
  });

  it('lists at most 8 distinct tags and 16 words', () => {
    const img = entityImage({ ...company, entity_tags: [...tags(10), 't1'], name: tags(30).join(' ') }, owner);
    expect(img.dims.filter((d) => d.startsWith('tag:'))).toHaveLength(8);
    expect(img.words).toHaveLength(maxWordsPerItem);
  });

  it('a client carries their contact tags as dims', () => {
    expect(userImage({ ...owner, contact_tags: ['t9', 't9', 't8'] })!.dims).toEqual([
      'adv:a1',
      'grp:g1',
      'tag:t9',
      'tag:t8',
    ]);
  });
});

describe('the rows of an entity', () => {
  it('one row per partition: its four sort fields are one layer (the table key and the three GSIs)', () => {
    expect(sortLayers('entity')).toEqual([['created_at', 'name', 'entity_type', 'primary_contact']]);
    expect(sortFieldSlot('entity', 'entity_type')).toEqual({ lead: 'created_at', slot: 2 });
    expect(sortFieldSlot('user', 'email')).toEqual({ lead: 'email', slot: 0 });
    const rows = directoryRows('entity', entityImage(company, owner));
    expect(rows.map((r) => r.part)).toEqual([
      'active#all',
      'active#adv:a1',
      'active#grp:g1',
      'active#type:s-corporation',
    ]);
    expect(rows[0]).toEqual({
      part: 'active#all',
      field: 'created_at',
      key: 'created_at#2026-01-02T00:00:00.000Z#c1',
      more: ['name#lee holdings llc#c1', 'entity_type#s-corporation#c1', 'primary_contact#ann lee#c1'],
    });
  });

  it('a change of primary owner moves the rows of the partitions it leaves and joins', () => {
    const first = directoryChanges('entity', null, entityImage(company, owner));
    const other = { ...owner, userId: 'u2', assigned_advisor_id: 'a2', firm_group_id: undefined };
    const moved = directoryChanges('entity', first, entityImage({ ...company, primary_user_id: 'u2' }, other));
    expect(Object.fromEntries(moved.counts)).toEqual({ 'active#adv:a1': -1, 'active#grp:g1': -1, 'active#adv:a2': 1 });
    expect(moved.deleteRows.map((r) => r.part).sort()).toEqual(['active#adv:a1', 'active#grp:g1']);
  });
});

describe('one item’s reindex stays one transaction', () => {
  /** Operations of the worst case: every row, word and counter moves (a change of state), plus checks and state. */
  const operations = (c: ReturnType<typeof directoryChanges>, checks: number) =>
    checks + c.putRows.length + c.deleteRows.length + c.putWords.length + c.deleteWords.length + c.counts.size + 1;

  it('a client with 8 tags, a firm user, a group and 16 words moving to deleted', () => {
    const client = { ...owner, contact_tags: tags(8), fname: tags(20).join(' '), phone_number: '5551234567' };
    const first = directoryChanges('user', null, userImage(client));
    const moved = directoryChanges('user', first, userImage({ ...client, deleted_at: '2026-02-01' }));
    expect(moved.putWords).toHaveLength(16);
    expect(operations(moved, 1)).toBeLessThanOrEqual(maxTransactionOperations);
  });

  it('an entity with 8 tags, a type, a firm user and a group moving to deleted', () => {
    const tagged = { ...company, entity_tags: tags(8), name: tags(20).join(' ') };
    const first = directoryChanges('entity', null, entityImage(tagged, owner));
    const moved = directoryChanges('entity', first, entityImage({ ...tagged, deleted_at: '2026-02-01' }, owner));
    expect(operations(moved, 2)).toBeLessThanOrEqual(maxTransactionOperations);
  });
});
