import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import type { UserItem } from '../platform/data/entities/user';
import { directoryChanges, directoryRows } from '../platform/directory';
import { userImage } from '../platform/directory-images';
import { firmWithClient, useLocalServices } from '../../../tests/support/in-process';

const base = {
  firmId: 'f1',
  userId: 'u1',
  uid: 'x',
  email: 'Ann.Lee@Example.com',
  fname: 'Ann',
  lname: 'Lee',
  is_advisor: false,
  paying: true,
  created_at: '2026-01-02T00:00:00.000Z',
} as UserItem;

describe('the directory rows of a client', () => {
  it('one row per partition and layer of sort fields, the state from paying and deleted_at, words from names and email', () => {
    const img = userImage({ ...base, assigned_advisor_id: 'a1', firm_group_id: 'g1', phone_number: '5551234567' })!;
    expect(img.state).toBe('active');
    expect(img.sort).toMatchObject({ full_name: 'ann lee', email: 'ann.lee@example.com', fname: 'ann' });
    expect(img.words).toEqual(expect.arrayContaining(['ann', 'lee', 'example', 'com', '5551234567', '4567']));
    const rows = directoryRows('user', img);
    // Five sort fields: a layer of four (the table's key and the three GSIs') and one of the email alone.
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.part))).toEqual(new Set(['active#all', 'active#adv:a1', 'active#grp:g1']));
    expect(rows).toContainEqual({
      part: 'active#adv:a1',
      field: 'created_at',
      key: 'created_at#2026-01-02T00:00:00.000Z#u1',
      more: ['fname#ann#u1', 'lname#lee#u1', 'full_name#ann lee#u1'],
    });
    expect(rows).toContainEqual({
      part: 'active#grp:g1',
      field: 'email',
      key: 'email#ann.lee@example.com#u1',
      more: [],
    });
    expect(userImage({ ...base, paying: false })!.state).toBe('inactive');
    expect(userImage({ ...base, paying: false, deleted_at: '2026-02-01' })).toMatchObject({
      state: 'deleted',
      active: false,
    });
    expect(userImage({ ...base, is_advisor: true })).toBeNull();
  });

  it('a change deletes the rows no longer wanted and moves the counters of the partitions it leaves and joins', () => {
    const first = directoryChanges('user', null, userImage({ ...base, assigned_advisor_id: 'a1' }));
    expect(Object.fromEntries(first.counts)).toEqual({ 'active#all': 1, 'active#adv:a1': 1 });
    const before = { firmId: 'f1', kind: 'user' as const, id: 'u1', version: 1, rows: first.rows, words: first.words };
    const moved = directoryChanges('user', before, userImage({ ...base, assigned_advisor_id: 'a2', paying: false }));
    expect(Object.fromEntries(moved.counts)).toEqual({
      'active#all': -1,
      'active#adv:a1': -1,
      'inactive#all': 1,
      'inactive#adv:a2': 1,
    });
    expect(moved.deleteRows).toHaveLength(4);
    expect(moved.deleteWords).toHaveLength(first.words.length);
    const same = directoryChanges('user', before, userImage({ ...base, assigned_advisor_id: 'a1' }));
    expect(same.counts.size).toBe(0);
    expect(same.deleteRows).toHaveLength(0);
    const gone = directoryChanges('user', before, null);
    expect(gone.deleteRows).toHaveLength(4);
    expect(Object.fromEntries(gone.counts)).toEqual({ 'active#all': -1, 'active#adv:a1': -1 });
  });
});

describe('reindexing against DynamoDB', () => {
  let services: RunningServices;
  beforeAll(async () => {
    services = await useLocalServices();
  });
  afterAll(() => services?.stop());

  const aFirm = () => firmWithClient('Directory Firm', { emailLabel: 'c', fname: 'Cleo', lname: 'Client' });

  async function counts(firmId: string, parts: string[]) {
    const { directoryCounts } = await import('../platform/directory-read');
    return Object.fromEntries(await directoryCounts(firmId, 'user', parts));
  }

  async function partition(firmId: string, part: string) {
    const { readDirectoryPartition } = await import('../platform/directory-read');
    return readDirectoryPartition(firmId, 'user', part, 'full_name', 'asc', Number.POSITIVE_INFINITY);
  }

  it('createUser lists the client (not the staff); a second reindex writes nothing', async () => {
    const { reindexDirectoryUser } = await import('../platform/directory');
    const { firmId, partner, client } = await aFirm();
    expect(await counts(firmId, ['active#all', `active#adv:${partner.userId}`])).toEqual({
      'active#all': 1,
      [`active#adv:${partner.userId}`]: 1,
    });
    expect((await partition(firmId, 'active#all')).map((r) => r.id)).toEqual([client.userId]);
    expect(await reindexDirectoryUser(firmId, client.userId)).toBe(false);
    expect(await reindexDirectoryUser(firmId, partner.userId)).toBe(false);
  });

  it('a change moves the rows and counters, also when reindexes of it race', async () => {
    const { reindexDirectoryUser } = await import('../platform/directory');
    const { User } = await import('../platform/data/entities/user');
    const { firmId, partner, client } = await aFirm();
    await User.patch({ firmId, userId: client.userId }).set({ paying: false, assigned_advisor_id: 'other' }).go();
    const done = await Promise.all([1, 2, 3, 4, 5].map(() => reindexDirectoryUser(firmId, client.userId)));
    expect(done.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(
      await counts(firmId, ['active#all', `active#adv:${partner.userId}`, 'inactive#all', 'inactive#adv:other']),
    ).toEqual({
      'active#all': 0,
      [`active#adv:${partner.userId}`]: 0,
      'inactive#all': 1,
      'inactive#adv:other': 1,
    });
    expect(await partition(firmId, 'active#all')).toEqual([]);
    expect((await partition(firmId, 'inactive#adv:other')).map((r) => [r.id, r.dims, r.active])).toEqual([
      [client.userId, ['adv:other'], false],
    ]);
    await User.patch({ firmId, userId: client.userId }).set({ deleted_at: new Date().toISOString() }).go();
    await reindexDirectoryUser(firmId, client.userId);
    expect(await counts(firmId, ['inactive#all', 'deleted#all'])).toEqual({ 'inactive#all': 0, 'deleted#all': 1 });
  });

  it('the firm rebuild is idempotent and finds users written before the index', async () => {
    const { reindexDirectoryFirm } = await import('../platform/directory');
    const { searchDirectory } = await import('../platform/directory-read');
    const { User } = await import('../platform/data/entities/user');
    const { firmId } = await aFirm();
    // A client written straight to the table, as before the directory existed.
    await User.create({ firmId, userId: `old-${Date.now()}`, uid: `uid-${Date.now()}`, email: 'zed.old@x.test' }).go();
    expect(await reindexDirectoryFirm(firmId)).toEqual({ written: 1, cursor: null });
    expect(await reindexDirectoryFirm(firmId)).toEqual({ written: 0, cursor: null });
    expect((await counts(firmId, ['active#all']))['active#all']).toBe(2);
    const { runReindexDirectory } = await import('./reindex-directory');
    expect(await runReindexDirectory({ firmId, kind: 'user', round: 1 })).toEqual({ written: 0, more: false });
    const found = await searchDirectory(firmId, 'user', ['active'], 'zed', 1000);
    expect(found.rows.map((r) => r.sort.email)).toEqual(['zed.old@x.test']);
  });

  it('reads active and inactive partitions as one list in order, also when the counters mislead the first reads', async () => {
    const { indexNewDirectoryItems } = await import('../platform/directory');
    const { readDirectoryPartitions } = await import('../platform/directory-read');
    const firmId = `merge-${Date.now()}`;
    const images = Array.from(
      { length: 60 },
      (_, i) =>
        userImage({
          ...base,
          userId: `u${String(i).padStart(2, '0')}`,
          fname: `N${(i * 37) % 60}`,
          paying: i % 3 !== 0,
        })!,
    );
    await indexNewDirectoryItems(firmId, 'user', images);
    const expected = images.map((img) => `fname#${img.sort.fname}#${img.id}`).sort();
    for (const [active, inactive] of [
      [40, 20],
      [1, 500],
      [0, 0],
    ]) {
      const parts = [
        { part: 'active#all', expected: active! },
        { part: 'inactive#all', expected: inactive! },
      ];
      const asc = await readDirectoryPartitions(firmId, 'user', parts, 'fname', 'asc', 45);
      expect(asc.map((r) => r.key)).toEqual(expected.slice(0, 45));
      const desc = await readDirectoryPartitions(firmId, 'user', parts, 'fname', 'desc', Number.POSITIVE_INFINITY);
      expect(desc.map((r) => r.key)).toEqual([...expected].reverse());
    }
    const onlyActive = await readDirectoryPartitions(
      firmId,
      'user',
      [{ part: 'active#all', expected: 40 }],
      'fname',
      'asc',
      100,
      (r) => r.id.endsWith('1'),
    );
    expect(onlyActive.every((r) => r.active && r.id.endsWith('1'))).toBe(true);
  });
});
