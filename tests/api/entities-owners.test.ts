import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { directoryStaff } from '../support/directory-fixtures';

/**
 * An entity's owners as the Entities page lists them (GET /v2/entities and by_ids, FA §2.5, §3.2) through every
 * change of owners (a new owner, an existing client added, update owners with transfer and with copy, an owner
 * removed, an owner deleted), and an entity's firm group as group-limited staff meet it everywhere (FA §6): the
 * group of its primary owner, whatever group its other owners are in.
 */
let f: {
  partner: string;
  groupToken: string;
  ids: Record<'pam' | 'nia' | 'sid' | 'partner', string>;
  emails: Record<'pam', string>;
  entities: Record<'pam' | 'nia' | 'sid', string>;
};

beforeAll(async () => {
  const e = { pam: uniqueEmail('own-pam'), nia: uniqueEmail('own-nia'), sid: uniqueEmail('own-sid') };
  const firm = await makeFirm({
    groups: ['North', 'South'],
    users: [
      ...directoryStaff(uniqueEmail('own-staff'), uniqueEmail('own-group')),
      {
        email: e.pam,
        fname: 'Pam',
        lname: 'South',
        firm_group: 'South',
        assigned_advisor: 'partner',
        companies: [{ name: 'Pam Partners', entity_type: 'Partnership' }],
      },
      {
        email: e.nia,
        fname: 'Nia',
        lname: 'North',
        firm_group: 'North',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Nia Holdings', entity_type: 'Trust' }],
      },
      { email: e.sid, fname: 'Sid', lname: 'Solo', companies: [{ name: 'Sid Solo', entity_type: 'Individual' }] },
    ],
  });
  const by = (email: string) => firm.users.find((u) => u.email === email)!;
  const group = firm.users.find((u) => u.email.startsWith('own-group'))!;
  f = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    groupToken: (await signIn(group.email)).firebase_token,
    ids: { pam: by(e.pam).id, nia: by(e.nia).id, sid: by(e.sid).id, partner: firm.users[0]!.id },
    emails: { pam: e.pam },
    entities: {
      pam: by(e.pam).companies[0]!.id,
      nia: by(e.nia).companies[0]!.id,
      sid: by(e.sid).companies[0]!.id,
    },
  };
});

type Row = { id: string; name: string; owners: { id: string; full_name: string }[]; owners_count: number };

async function byIds(ids: string[], token = f.partner): Promise<Row[]> {
  const res = await api(`/v2/entities/by_ids?${ids.map((id) => `ids[]=${id}`).join('&')}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entities;
}

/** The entity's owners as its list row has them: the primary owner first, then the others (as a set). */
async function ownersOf(companyId: string) {
  const [row] = await byIds([companyId]);
  expect(row!.owners_count).toBe(row!.owners.length);
  return { primary: row!.owners[0]?.id, all: row!.owners.map((o) => o.id).sort() };
}

const owners = (primary: string, ...others: string[]) => ({ primary, all: [primary, ...others].sort() });

const updateOwners = (id: string, body: Record<string, unknown>) =>
  api(`/companies/${id}/update_owners`, { token: f.partner, body });

describe('an entity’s owners on the Entities page', () => {
  it('follow a new owner, a client added, update owners (transfer, copy), a removal and a deleted owner', async () => {
    const id = f.entities.sid;
    expect(await ownersOf(id)).toEqual(owners(f.ids.sid));

    const made = await api(`/companies/${id}/create_new_owner`, {
      token: f.partner,
      body: { firstName: 'Noah', lastName: 'New', email: uniqueEmail('own-noah') },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const noah = made.body.user_id as string;
    expect(await ownersOf(id)).toEqual(owners(f.ids.sid, noah));

    // An email of a client of the firm adds that client.
    const added = await api(`/companies/${id}/create_new_owner`, {
      token: f.partner,
      body: { firstName: 'Pam', lastName: 'South', email: f.emails.pam },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await ownersOf(id)).toEqual(owners(f.ids.sid, noah, f.ids.pam));

    expect(
      (await updateOwners(id, { owner_ids: [f.ids.sid, f.ids.pam], should_transfer_over_previous_messages: true }))
        .status,
    ).toBe(200);
    expect(await ownersOf(id)).toEqual(owners(f.ids.sid, f.ids.pam));

    // Copy, without the primary owner: the first owner left takes over.
    expect(
      (await updateOwners(id, { owner_ids: [f.ids.pam, f.ids.nia], should_copy_over_previous_messages: true })).status,
    ).toBe(200);
    expect(await ownersOf(id)).toEqual(owners(f.ids.pam, f.ids.nia));

    // An owner removed.
    expect((await updateOwners(id, { owner_ids: [f.ids.pam] })).status).toBe(200);
    expect(await ownersOf(id)).toEqual(owners(f.ids.pam));

    // Deleting a client (a soft delete) keeps their ownership, as restoring them expects.
    expect((await updateOwners(id, { owner_ids: [f.ids.pam, noah] })).status).toBe(200);
    const deleted = await api('/users/delete_client_from_api', { token: f.partner, body: { id: noah } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await ownersOf(id)).toEqual(owners(f.ids.pam, noah));

    // The list answers the same owners as by_ids.
    const listed = await api('/v2/entities', { token: f.partner, query: { search_term: 'Sid Solo' } });
    const row = listed.body.entities.find((r: Row) => r.id === id);
    expect(row.owners.map((o: Row['owners'][number]) => o.id).sort()).toEqual([f.ids.pam, noah].sort());
  });
});

describe('an entity’s firm group for group-limited staff (FA §6): its primary owner’s', () => {
  beforeAll(async () => {
    // Pam Partners: primary Pam (South), also owned by Nia (North). Nia Holdings: primary Nia, also owned by Pam.
    expect((await updateOwners(f.entities.pam, { owner_ids: [f.ids.pam, f.ids.nia] })).status).toBe(200);
    expect((await updateOwners(f.entities.nia, { owner_ids: [f.ids.nia, f.ids.pam] })).status).toBe(200);
  });

  it('the list, by_ids and GET /companies/{id} leave out an entity whose primary owner is of another group', async () => {
    const listed = await api('/v2/entities', { token: f.groupToken, query: { rows_per_page: '-1' } });
    expect(listed.status).toBe(200);
    const names = listed.body.entities.map((r: Row) => r.name);
    expect(names).toContain('Nia Holdings');
    expect(names).not.toContain('Pam Partners');
    expect((await byIds([f.entities.pam, f.entities.nia], f.groupToken)).map((r) => r.name)).toEqual(['Nia Holdings']);
    const theirs = await api(`/companies/${f.entities.nia}`, { token: f.groupToken });
    expect(theirs.status).toBe(200);
    const row = listed.body.entities.find((r: Row) => r.name === 'Nia Holdings');
    expect(theirs.body.company.firm_group_id).toBe(row.firm_group_id);
    const other = await api(`/companies/${f.entities.pam}`, { token: f.groupToken });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Pam Partners');
  });

  it('the entity switcher of their entity leaves it out too', async () => {
    const related = await api(`/v2/entities/${f.entities.nia}/get_related_entities`, { token: f.groupToken });
    expect(related.status).toBe(200);
    expect(related.body.entities.map((e: { name: string }) => e.name)).not.toContain('Pam Partners');
    // Firm-wide staff see it there.
    const all = await api(`/v2/entities/${f.entities.nia}/get_related_entities`, { token: f.partner });
    expect(all.body.entities.map((e: { name: string }) => e.name)).toContain('Pam Partners');
  });
});
