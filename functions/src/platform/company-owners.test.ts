import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { firmWithClient, useLocalServices } from '../../../tests/support/in-process';
import { inOwnerKeyOrder } from './company-owners';

/** An entity's owner_ids against its memberships, through every write that adds or removes one (DynamoDB Local). */
let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

const sorted = (ids: string[]) => [...ids].sort();

/** What the entity carries and what its memberships say, read strongly consistent (the memberships by user). */
async function ownersNow(firmId: string, companyId: string, people: string[]) {
  const { Company } = await import('./data/entities/company');
  const { Membership } = await import('./data/entities/membership');
  const company = (await Company.get({ firmId, companyId }).go({ consistent: true })).data!;
  const members = await Promise.all(
    people.map(async (userId) => (await Membership.get({ firmId, userId, companyId }).go({ consistent: true })).data),
  );
  return {
    company,
    carried: company.owner_ids ? sorted(company.owner_ids) : undefined,
    members: sorted(members.filter((m) => m !== null).map((m) => m!.userId)),
  };
}

async function aFirm() {
  const { createUser } = await import('./provision');
  const { firmId, client, tag } = await firmWithClient('Owner Ids Firm', {
    emailLabel: 'own',
    fname: 'O',
    lname: 'One',
  });
  const person = (label: string) =>
    createUser(firmId, { email: `${label}-${tag}@test.example`, fname: label, lname: 'Client', isAdvisor: false });
  return { firmId, client, second: await person('second'), third: await person('third'), tag };
}

async function newOwner(firmId: string, tag: string, label: string) {
  const { userRecord } = await import('./provision');
  return userRecord(firmId, { email: `${label}-${tag}@test.example`, fname: label, lname: 'New', isAdvisor: false });
}

const errors = { emailTaken: () => new Error('taken'), companyChanged: () => new Error('changed') };

describe('an entity’s owner_ids', () => {
  it('follow its memberships through a new entity, owners added and removed, a new owner and a spouse', async () => {
    const store = await import('../companies/store');
    const f = await aFirm();
    const made = await store.insertCompany(f.firmId, {
      name: 'Owned Co',
      entityType: 'Partnership',
      ownerIds: [f.client.userId, f.second.userId],
      fields: {},
    });
    const everyone = [f.client.userId, f.second.userId, f.third.userId];
    let now = await ownersNow(f.firmId, made.companyId, everyone);
    expect(now.carried).toEqual(sorted([f.client.userId, f.second.userId]));
    expect(now.carried).toEqual(now.members);

    // Update owners: one added, one removed, in one write.
    await store.replaceOwners(now.company, {
      added: [f.third.userId],
      removed: [f.second.userId],
      primary: f.client.userId,
    });
    now = await ownersNow(f.firmId, made.companyId, everyone);
    expect(now.carried).toEqual(sorted([f.client.userId, f.third.userId]));
    expect(now.carried).toEqual(now.members);

    // A new owner, then a spouse, each made with their membership.
    const owner = await newOwner(f.firmId, f.tag, 'owner');
    await store.insertOwner(now.company, owner, null, errors);
    now = await ownersNow(f.firmId, made.companyId, [...everyone, owner.userId]);
    expect(now.carried).toEqual(sorted([f.client.userId, f.third.userId, owner.userId]));
    const spouse = await newOwner(f.firmId, f.tag, 'spouse');
    await store.insertOwner(now.company, spouse, { isTaxpayer: false, needsAccess: true }, errors);
    now = await ownersNow(f.firmId, made.companyId, [...everyone, owner.userId, spouse.userId]);
    expect(now.carried).toEqual(sorted([f.client.userId, f.third.userId, owner.userId, spouse.userId]));
    expect(now.carried).toEqual(now.members);
  });

  it('of an entity written before them stay absent (its memberships answer), and such a write holds only then', async () => {
    const store = await import('../companies/store');
    const { Company } = await import('./data/entities/company');
    const { ownerIdsOf } = await import('./company-owners');
    const f = await aFirm();
    const made = await store.insertCompany(f.firmId, {
      name: 'Old Co',
      entityType: 'Trust',
      ownerIds: [f.client.userId],
      fields: {},
    });
    await Company.patch({ firmId: f.firmId, companyId: made.companyId }).remove(['owner_ids']).go();
    const everyone = [f.client.userId, f.second.userId];
    let now = await ownersNow(f.firmId, made.companyId, everyone);
    await store.replaceOwners(now.company, { added: [f.second.userId], removed: [], primary: f.client.userId });
    now = await ownersNow(f.firmId, made.companyId, everyone);
    expect(now.carried).toBeUndefined();
    expect(now.members).toEqual(sorted(everyone));
    expect(sorted(await ownerIdsOf(now.company))).toEqual(sorted(everyone));

    // Read without owner_ids, but they appeared meanwhile: adding an owner without them would leave them short.
    const stale = now.company;
    await Company.patch({ firmId: f.firmId, companyId: made.companyId }).set({ owner_ids: everyone }).go();
    await expect(store.insertOwner(stale, await newOwner(f.firmId, f.tag, 'late'), null, errors)).rejects.toThrow();
  });

  it('list in the memberships’ key order (user ids lower-cased), whichever of the two they come from', () => {
    expect(inOwnerKeyOrder(['b', 'A', 'a_', 'C', '0'])).toEqual(['0', 'A', 'a_', 'b', 'C']);
  });
});
