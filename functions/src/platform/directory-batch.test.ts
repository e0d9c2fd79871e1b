import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';

/**
 * reindexDirectoryItems against DynamoDB: many items' rows in a few transactions, each counter moved with the states
 * that record its rows, so a second run, or two at once, count nothing twice.
 */
let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A firm's clients and their entities written straight to the table, as an import's row transactions write them:
 * not listed yet. Every third client has a spouse who owns the entity too.
 */
async function unlistedFirm(n: number) {
  const { createFirmWithPartner } = await import('./provision');
  const { User } = await import('./data/entities/user');
  const { Company } = await import('./data/entities/company');
  const tag = unique();
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Batch Directory Firm',
    partner: { email: `p-${tag}@test.example`, fname: 'Pat', lname: 'Partner', isAdvisor: true },
  });
  const refs: { kind: 'user' | 'entity'; id: string }[] = [];
  for (let i = 0; i < n; i++) {
    const person = (who: string) => ({
      firmId,
      userId: `${who}${i}-${tag}`,
      uid: `uid-${who}${i}-${tag}`,
      email: `${who}${i}-${tag}@test.example`,
      fname: `${who}${i}`,
      lname: 'Batch',
      phone_number: '5550100000',
      is_advisor: false,
      assigned_advisor_id: partner.userId,
    });
    const client = person('client');
    await User.create(client).go();
    const companyId = `co${i}-${tag}`;
    await Company.create({
      firmId,
      companyId,
      hash_id: `h${i}-${tag}`,
      name: `Batch Co ${i}`,
      entity_type: 'Individual',
      primary_user_id: client.userId,
    }).go();
    refs.push({ kind: 'user', id: client.userId }, { kind: 'entity', id: companyId });
    if (i % 3 === 0) {
      await User.create(person('spouse')).go();
      refs.push({ kind: 'user', id: `spouse${i}-${tag}` });
    }
  }
  return { firmId, partner, refs };
}

async function counts(firmId: string, kind: 'user' | 'entity', parts: string[]) {
  const { directoryCounts } = await import('./directory-read');
  return Object.fromEntries(await directoryCounts(firmId, kind, parts));
}

describe('the directory’s batch reindex', () => {
  it('lists new clients and entities as one-by-one reindexes would, counts each once, and again writes nothing', async () => {
    const { reindexDirectoryItems, reindexDirectoryItem } = await import('./directory');
    const { readDirectoryPartition, searchDirectory } = await import('./directory-read');
    const { firmId, partner, refs } = await unlistedFirm(25);
    const people = refs.filter((r) => r.kind === 'user').length;

    expect(await reindexDirectoryItems(firmId, refs)).toBe(refs.length);

    expect(await counts(firmId, 'user', ['active#all', `active#adv:${partner.userId}`])).toEqual({
      'active#all': people,
      [`active#adv:${partner.userId}`]: people,
    });
    expect(await counts(firmId, 'entity', ['active#all', 'active#type:individual'])).toEqual({
      'active#all': 25,
      'active#type:individual': 25,
    });
    const byEmail = await readDirectoryPartition(firmId, 'user', 'active#all', 'email', 'asc', 1000);
    expect(byEmail).toHaveLength(people);
    const byName = await readDirectoryPartition(firmId, 'entity', 'active#all', 'name', 'asc', 1000);
    expect(byName.map((r) => r.id).sort()).toEqual(
      refs
        .filter((r) => r.kind === 'entity')
        .map((r) => r.id)
        .sort(),
    );
    // An entity is found by its primary owner's names.
    expect((await searchDirectory(firmId, 'entity', ['active'], 'client7', 100)).rows).toHaveLength(1);
    // What each item's own reindex would write is what the batch wrote: nothing is left to do, one by one or again.
    for (const r of refs) expect(await reindexDirectoryItem(firmId, r.kind, r.id)).toBe(false);
    expect(await reindexDirectoryItems(firmId, refs)).toBe(0);
    expect((await counts(firmId, 'user', ['active#all']))['active#all']).toBe(people);
  });

  it('two batches of the same items at once list and count each item once', async () => {
    const { reindexDirectoryItems } = await import('./directory');
    const { firmId, refs } = await unlistedFirm(12);
    const people = refs.filter((r) => r.kind === 'user').length;
    const [a, b] = await Promise.all([reindexDirectoryItems(firmId, refs), reindexDirectoryItems(firmId, refs)]);
    expect(a + b).toBe(refs.length);
    expect(await counts(firmId, 'user', ['active#all'])).toEqual({ 'active#all': people });
    expect(await counts(firmId, 'entity', ['active#all', 'active#type:individual'])).toEqual({
      'active#all': 12,
      'active#type:individual': 12,
    });
  });

  it('moves items already listed that changed (rows, words and counters), next to new ones', async () => {
    const { reindexDirectoryItems } = await import('./directory');
    const { searchDirectory } = await import('./directory-read');
    const { User } = await import('./data/entities/user');
    const { Company } = await import('./data/entities/company');
    const { firmId, refs } = await unlistedFirm(6);
    const [first, rest] = [refs.slice(0, 4), refs.slice(4)];
    expect(await reindexDirectoryItems(firmId, first)).toBe(4);
    const client = first[0]!.id;
    const entity = first[1]!.id;
    await User.patch({ firmId, userId: client }).set({ paying: false, lname: 'Renamed' }).go();
    await Company.patch({ firmId, companyId: entity })
      .set({ entity_tags: ['t1', 't2'] })
      .go();

    expect(await reindexDirectoryItems(firmId, refs)).toBe(2 + rest.length);

    const people = refs.filter((r) => r.kind === 'user').length;
    expect(await counts(firmId, 'user', ['active#all', 'inactive#all'])).toEqual({
      'active#all': people - 1,
      'inactive#all': 1,
    });
    expect(await counts(firmId, 'entity', ['active#all', 'active#tag:t1', 'active#tag:t2'])).toEqual({
      'active#all': 6,
      'active#tag:t1': 1,
      'active#tag:t2': 1,
    });
    expect((await searchDirectory(firmId, 'user', ['active', 'inactive'], 'renamed', 10)).rows).toEqual([
      expect.objectContaining({ id: client, active: false }),
    ]);
    // Its entity lists the primary owner's name as of the owner's write.
    expect((await searchDirectory(firmId, 'entity', ['active'], 'renamed', 10)).rows).toEqual([
      expect.objectContaining({ id: entity }),
    ]);
  });
});
