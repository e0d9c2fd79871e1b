import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';

/** The entity directory against DynamoDB: what createCompany and a change of the primary owner write. */
let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function aFirm() {
  const { createFirmWithPartner, createUser, createCompany } = await import('./provision');
  const tag = unique();
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Entity Directory Firm',
    partner: { email: `p-${tag}@test.example`, fname: 'P', lname: 'P', isAdvisor: true },
  });
  const client = await createUser(firmId, {
    email: `c-${tag}@test.example`,
    fname: 'Cleo',
    lname: 'Client',
    isAdvisor: false,
    assignedAdvisorId: partner.userId,
  });
  const second = await createUser(firmId, {
    email: `s-${tag}@test.example`,
    fname: 'Sam',
    lname: 'Second',
    isAdvisor: false,
  });
  const company = await createCompany(firmId, {
    name: 'Cleo Holdings',
    entityType: 'Partnership',
    ownerIds: [client.userId, second.userId],
  });
  return { firmId, partner, client, second, company };
}

async function counts(firmId: string, parts: string[]) {
  const { directoryCounts } = await import('./directory-read');
  return Object.fromEntries(await directoryCounts(firmId, 'entity', parts));
}

describe('the entity directory', () => {
  it('createCompany lists the entity under its primary owner’s firm user and its type; again writes nothing', async () => {
    const { reindexDirectoryEntity } = await import('./directory');
    const { readDirectoryPartition } = await import('./directory-read');
    const { firmId, partner, company } = await aFirm();
    expect(await counts(firmId, ['active#all', `active#adv:${partner.userId}`, 'active#type:partnership'])).toEqual({
      'active#all': 1,
      [`active#adv:${partner.userId}`]: 1,
      'active#type:partnership': 1,
    });
    const byName = await readDirectoryPartition(firmId, 'entity', 'active#all', 'name', 'asc', 10);
    expect(byName).toEqual([
      { key: `name#cleo holdings#${company.companyId}`, id: company.companyId, active: true, dims: expect.any(Array) },
    ]);
    expect(await reindexDirectoryEntity(firmId, company.companyId)).toBe(false);
  });

  it('a change of the primary owner’s firm user, group or name moves their entities; a second owner’s does not', async () => {
    const { syncDirectoryUser, primaryEntityIds } = await import('./directory');
    const { searchDirectory } = await import('./directory-read');
    const { User } = await import('./data/entities/user');
    const { firmId, partner, client, second, company } = await aFirm();
    expect(await primaryEntityIds(firmId, client.userId)).toEqual([company.companyId]);
    expect(await primaryEntityIds(firmId, second.userId)).toEqual([]);
    await User.patch({ firmId, userId: client.userId })
      .set({ assigned_advisor_id: 'adv2', firm_group_id: 'grp2', is_advisor: false, lname: 'Renamed' })
      .go();
    await syncDirectoryUser(firmId, client.userId);
    expect(
      await counts(firmId, [`active#adv:${partner.userId}`, 'active#adv:adv2', 'active#grp:grp2', 'active#all']),
    ).toEqual({ [`active#adv:${partner.userId}`]: 0, 'active#adv:adv2': 1, 'active#grp:grp2': 1, 'active#all': 1 });
    const found = await searchDirectory(firmId, 'entity', ['active'], 'renamed', 100);
    expect(found.rows.map((r) => [r.id, r.sort.primary_contact])).toEqual([[company.companyId, 'cleo renamed']]);
  });

  it('a client with 8 tags, a firm user, a group and 16 words moves to deleted in one transaction; so does an entity with 8 tags', async () => {
    const { reindexDirectoryUser, reindexDirectoryEntity } = await import('./directory');
    const { directoryCounts } = await import('./directory-read');
    const { User } = await import('./data/entities/user');
    const { Company } = await import('./data/entities/company');
    const { firmId, partner, client, company } = await aFirm();
    const tags = Array.from({ length: 8 }, (_, i) => `t${i}`);
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    await User.patch({ firmId, userId: client.userId })
      .set({ contact_tags: tags, fname: words, phone_number: '5551234567', firm_group_id: 'g1', is_advisor: false })
      .go();
    expect(await reindexDirectoryUser(firmId, client.userId)).toBe(true);
    await User.patch({ firmId, userId: client.userId }).set({ deleted_at: new Date().toISOString() }).go();
    expect(await reindexDirectoryUser(firmId, client.userId)).toBe(true);
    // 11 partitions × 2 rows, 16 words and 22 counters moved, with the check and the state: 100 operations.
    const dims = ['all', `adv:${partner.userId}`, 'grp:g1', ...tags.map((t) => `tag:${t}`)];
    const userCounts = await directoryCounts(
      firmId,
      'user',
      dims.flatMap((d) => [`active#${d}`, `deleted#${d}`]),
    );
    // The firm's other client (Sam) is still active.
    expect(Object.fromEntries(userCounts)).toEqual({
      ...Object.fromEntries(
        dims.flatMap((d) => [
          [`active#${d}`, 0],
          [`deleted#${d}`, 1],
        ]),
      ),
      'active#all': 1,
    });

    await Company.patch({ firmId, companyId: company.companyId }).set({ entity_tags: tags, name: words }).go();
    expect(await reindexDirectoryEntity(firmId, company.companyId)).toBe(true);
    await Company.patch({ firmId, companyId: company.companyId }).set({ deleted_at: new Date().toISOString() }).go();
    expect(await reindexDirectoryEntity(firmId, company.companyId)).toBe(true);
    expect(await counts(firmId, ['active#tag:t0', 'deleted#tag:t0', 'deleted#type:partnership'])).toEqual({
      'active#tag:t0': 0,
      'deleted#tag:t0': 1,
      'deleted#type:partnership': 1,
    });
  });

  it('the firm rebuild and the reindex job find entities written before the index', async () => {
    const { reindexDirectoryFirm } = await import('./directory');
    const { Company } = await import('./data/entities/company');
    const { runReindexDirectory } = await import('../users/reindex-directory');
    const { firmId, client } = await aFirm();
    const raw = { firmId, hash_id: `h${unique()}`, name: 'Old Co', primary_user_id: client.userId };
    await Company.create({ ...raw, companyId: `old1-${unique()}` }).go();
    expect(await reindexDirectoryFirm(firmId, 'entity')).toEqual({ written: 1, cursor: null });
    expect(await reindexDirectoryFirm(firmId, 'entity')).toEqual({ written: 0, cursor: null });
    await Company.create({ ...raw, companyId: `old2-${unique()}` }).go();
    expect(await runReindexDirectory({ firmId, kind: 'user', round: 1 })).toEqual({ written: 1, more: false });
    expect((await counts(firmId, ['active#all']))['active#all']).toBe(3);
  });
});
