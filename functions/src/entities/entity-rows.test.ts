import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { firmWithClient, useLocalServices } from '../../../tests/support/in-process';

/** What one page of the Entities list costs in DynamoDB requests, against DynamoDB Local. */
let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

/** A firm with two clients and `n` entities both own, the second client's tags on every one. */
async function firmWithEntities(n: number) {
  const { createUser, createCompany } = await import('../platform/provision');
  const { createFirmTag } = await import('../platform/tags/firm-tags');
  const { Company } = await import('../platform/data/entities/company');
  const { firmId, client, tag } = await firmWithClient('Entity Rows Firm', {
    emailLabel: 'rows',
    fname: 'Rhea',
    lname: 'Rows',
  });
  const second = await createUser(firmId, {
    email: `second-${tag}@test.example`,
    fname: 'Sol',
    lname: 'Second',
    isAdvisor: false,
  });
  const [vip, late] = [await createFirmTag(firmId, 'entity', 'VIP'), await createFirmTag(firmId, 'entity', 'Late')];
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { companyId } = await createCompany(firmId, {
      name: `Rows ${i}`,
      entityType: 'Partnership',
      ownerIds: [second.userId, client.userId],
    });
    await Company.patch({ firmId, companyId })
      .set({ entity_tags: [vip.tagId, late.tagId] })
      .go();
    ids.push(companyId);
  }
  return { firmId, client, second, ids, tags: { vip, late } };
}

/** The requests `run` sends to DynamoDB, by command. */
async function requestsOf(run: () => Promise<unknown>) {
  const { documentClient } = await import('../platform/data/client');
  const spy = vi.spyOn(documentClient, 'send');
  try {
    await run();
    return spy.mock.calls.map(([command]) => command.constructor.name);
  } finally {
    spy.mockRestore();
  }
}

const count = (commands: string[], name: string) => commands.filter((c) => c === name).length;

describe('a page of the Entities list', () => {
  it('reads the same few requests for 2 rows as for 8: no owners query per row, only the page’s tags', async () => {
    const { entityRows } = await import('./entity-rows');
    const { getCompaniesByIds } = await import('./store');
    const f = await firmWithEntities(8);
    const companies = await getCompaniesByIds(f.firmId, f.ids);
    expect(companies.every((c) => c.owner_ids?.length === 2)).toBe(true);

    let rows: Awaited<ReturnType<typeof entityRows>> = [];
    const few = await requestsOf(() => entityRows(f.firmId, companies.slice(0, 2)));
    const many = await requestsOf(async () => {
      rows = await entityRows(f.firmId, companies);
    });

    // One BatchGet of the people; one key read per tag the page names (two here), whatever the rows.
    expect(count(many, 'BatchGetCommand')).toBe(1);
    expect(count(many, 'QueryCommand')).toBe(2);
    expect(many).toEqual(few);
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      // The primary owner (the first owner at creation) first.
      expect(row.owners).toEqual([
        { id: f.second.userId, full_name: 'Sol Second' },
        { id: f.client.userId, full_name: 'Rhea Rows' },
      ]);
      expect(row.owners_count).toBe(2);
      expect(row.entity_tags).toEqual([
        { id: f.tags.late.tagId, name: 'Late' },
        { id: f.tags.vip.tagId, name: 'VIP' },
      ]);
    }
  });

  it('an entity written before owner_ids has its memberships queried, that row alone', async () => {
    const { entityRows } = await import('./entity-rows');
    const { getCompaniesByIds } = await import('./store');
    const { Company } = await import('../platform/data/entities/company');
    const f = await firmWithEntities(3);
    await Company.patch({ firmId: f.firmId, companyId: f.ids[1]! }).remove(['owner_ids']).go();
    const companies = await getCompaniesByIds(f.firmId, f.ids);
    expect(companies.map((c) => c.owner_ids === undefined)).toEqual([false, true, false]);

    let rows: Awaited<ReturnType<typeof entityRows>> = [];
    const commands = await requestsOf(async () => {
      rows = await entityRows(f.firmId, companies);
    });

    // The two tags and the one entity's memberships.
    expect(count(commands, 'QueryCommand')).toBe(3);
    expect(rows.map((r) => r.owners.map((o) => o.id))).toEqual(
      Array.from({ length: 3 }, () => [f.second.userId, f.client.userId]),
    );
  });
});
