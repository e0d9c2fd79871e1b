import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

type Firm = Awaited<ReturnType<typeof makeFirm>>;

let firm: Firm;
let emails: Record<'client' | 'north' | 'readonly' | 'group' | 'advisor' | 'other', string>;
let tokens: Record<'partner' | 'client' | 'north' | 'readonly' | 'group' | 'advisor' | 'other' | 'foreign', string>;
let ids: {
  partner: string;
  client: string;
  north: string;
  readonlyUser: string;
  advisor: string;
  house: string;
  old: string;
  northCo: string;
  readonlyCo: string;
};

beforeAll(async () => {
  emails = {
    client: uniqueEmail('co-client'),
    north: uniqueEmail('co-north'),
    readonly: uniqueEmail('co-ro'),
    group: uniqueEmail('co-group'),
    advisor: uniqueEmail('co-adv'),
    other: uniqueEmail('co-other'),
  };
  firm = await makeFirm({
    groups: ['North'],
    preferences: { custom_entity_types: ['LLC'], external_entity_id_allowed: true },
    users: [
      { email: emails.group, password: demoPassword, is_advisor: true, firm_access: 'group', firm_group: 'North' },
      { email: emails.advisor, password: demoPassword, is_advisor: true },
      {
        email: emails.client,
        fname: 'Casey',
        lname: 'Client',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [
          { name: 'Casey Household', entity_type: 'Individual' },
          { name: 'Casey Old Co', entity_type: 'Partnership', inactive: true },
        ],
      },
      {
        email: emails.north,
        fname: 'Nora',
        lname: 'North',
        password: demoPassword,
        firm_group: 'North',
        companies: [{ name: 'North Trading', entity_type: 'S-Corporation' }],
      },
      { email: emails.readonly, password: demoPassword, readonly: true, companies: [{ name: 'Rory Readonly' }] },
      { email: emails.other, password: demoPassword, companies: [{ name: 'Other Co', readonly: true }] },
    ],
  });
  const foreign = await makeFirm({});
  const by = (email: string) => firm.users.find((u) => u.email === email)!;
  ids = {
    partner: firm.users[0]!.id,
    client: by(emails.client).id,
    north: by(emails.north).id,
    readonlyUser: by(emails.readonly).id,
    advisor: by(emails.advisor).id,
    house: by(emails.client).companies[0]!.id,
    old: by(emails.client).companies[1]!.id,
    northCo: by(emails.north).companies[0]!.id,
    readonlyCo: by(emails.readonly).companies[0]!.id,
  };
  const token = async (email: string) => (await signIn(email)).firebase_token;
  tokens = {
    partner: await token(firm.partnerEmail),
    client: await token(emails.client),
    north: await token(emails.north),
    readonly: await token(emails.readonly),
    group: await token(emails.group),
    advisor: await token(emails.advisor),
    other: await token(emails.other),
    foreign: await token(foreign.partnerEmail),
  };
});

const get = (token: string, id: string) => api(`/companies/${id}`, { token });
const create = (token: string, body: Record<string, unknown>) => api('/companies', { token, body });
const patch = (token: string, id: string, body: Record<string, unknown>) =>
  api(`/companies/${id}`, { token, method: 'PATCH', body });
const put = (token: string, id: string, body: Record<string, unknown>) =>
  api(`/companies/${id}`, { token, method: 'PUT', body });

describe('GET /companies/{id}: an entity with its FA §3.2 fields', () => {
  it('staff read the entity with its owners, primary contact and fields', async () => {
    const res = await get(tokens.partner, ids.house);
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({
      id: ids.house,
      name: 'Casey Household',
      entity_type: 'Individual',
      business_email: '',
      street: '',
      inactive: false,
      readonly_access: false,
      deleted_at: null,
      owners: [{ id: ids.client, full_name: 'Casey Client', email: emails.client, is_primary: true, paying: true }],
      primary_contact: { id: ids.client, full_name: 'Casey Client', email: emails.client },
      primary_user_id: ids.client,
      user_ids: [ids.client],
      assigned_advisor_id: ids.partner,
      firm_group_id: null,
      client_manager_id: null,
      cpa_id: null,
      spouse_user_id: null,
      entity_tags: [],
      relevant_conversation_id: null,
    });
    expect(res.body.company.hash_id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('an entity’s firm group is its primary owner’s (FA §5.4)', async () => {
    const res = await get(tokens.partner, ids.northCo);
    expect(res.body.company).toMatchObject({ primary_user_id: ids.north, firm_group_id: firm.groups.North });
  });

  it('a client may read their own active entity only', async () => {
    expect((await get(tokens.client, ids.house)).status).toBe(200);
    expect((await get(tokens.client, ids.old)).status).toBe(404);
    const notTheirs = await get(tokens.north, ids.house);
    expect(notTheirs.status).toBe(404);
    expect(JSON.stringify(notTheirs.body)).not.toContain('Casey');
  });

  it('another firm’s ids answer 404 and leak nothing; a malformed id is a bad request', async () => {
    const res = await get(tokens.foreign, ids.house);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Entity not found' });
    expect((await get(tokens.partner, 'no-such-entity')).status).toBe(404);
    expect((await get(tokens.partner, 'bad$id')).status).toBe(400);
  });

  it('group-limited staff read only their group’s entities', async () => {
    expect((await get(tokens.group, ids.northCo)).status).toBe(200);
    expect((await get(tokens.group, ids.house)).status).toBe(404);
  });
});

describe('POST /companies: Create entity (FA §3.3, §5.1, §5.3)', () => {
  it('creates a new entity for an existing client, who owns it and is its primary contact', async () => {
    const res = await create(tokens.partner, {
      user_id: ids.client,
      entity_type: 's-corporation',
      name: ' Casey Consulting ',
      ein: '12-3456789',
      fax: '(555) 123-4567',
      business_email: 'Office@Casey.example',
      street: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The entity was successfully created');
    expect(res.body.company).toMatchObject({
      name: 'Casey Consulting',
      entity_type: 'S-Corporation',
      ein: '12-3456789',
      fax: '5551234567',
      business_email: 'office@casey.example',
      city: 'Springfield',
      primary_user_id: ids.client,
      user_ids: [ids.client],
    });
    const mine = await api('/companies/get_user_assigned_companies', { token: tokens.client });
    expect(mine.body.companies.map((c: { name: string }) => c.name)).toContain('Casey Consulting');
    const inUse = await api('/firms/all_firms_entity_types', { token: tokens.partner });
    expect(inUse.body.entity_types).toEqual(expect.arrayContaining(['Individual', 'S-Corporation']));
  });

  it('an Individual entity’s name is built from the first and last names', async () => {
    const res = await create(tokens.partner, {
      user_id: ids.north,
      entity_type: 'Individual',
      firstName: 'Nora',
      lastName: 'North',
      name: 'typed name is not used',
    });
    expect(res.status).toBe(201);
    expect(res.body.company.name).toBe('Nora North');
  });

  it('refuses names with "/" or a double quote, and names the client already has, in the spec’s words', async () => {
    const slash = await create(tokens.partner, { user_id: ids.client, entity_type: 'Trust', name: 'Casey/Trust' });
    expect(slash.status).toBe(400);
    expect(slash.body).toEqual({
      error: 'Entity Name cannot contain a "/" character.',
      fields: { name: 'Entity Name cannot contain a "/" character.' },
    });
    const quote = await create(tokens.partner, {
      user_id: ids.client,
      entity_type: 'Trust',
      name: 'The "Casey" Trust',
    });
    expect(quote.body.error).toBe('Entity Name cannot contain a " character.');
    const taken = await create(tokens.partner, { user_id: ids.client, entity_type: 'Trust', name: 'casey  household' });
    expect(taken.status).toBe(400);
    expect(taken.body.error).toBe('Entity Name already exists.');
    // Another client's entities are not related: the same name is fine for them.
    expect(
      (await create(tokens.partner, { user_id: ids.north, entity_type: 'Trust', name: 'Casey Household' })).status,
    ).toBe(201);
  });

  it('entity type and name are required', async () => {
    const noType = await create(tokens.partner, { user_id: ids.client, name: 'No Type' });
    expect(noType.status).toBe(400);
    expect(noType.body.fields.entity_type).toBe('Entity type is required');
    const noName = await create(tokens.partner, { user_id: ids.client, entity_type: 'Trust' });
    expect(noName.status).toBe(400);
    expect(noName.body.error).toBe('Entity name is required');
    const unknown = await create(tokens.partner, { user_id: ids.client, entity_type: 'Cooperative', name: 'Co-op' });
    expect(unknown.body.error).toBe('Choose one of the firm’s entity types');
  });

  it('the owner must be a client of the firm; another firm’s user is as unknown as a missing one', async () => {
    expect((await create(tokens.partner, { user_id: ids.advisor, entity_type: 'Trust', name: 'X' })).body.error).toBe(
      'A firm user cannot be an owner of an entity.',
    );
    expect((await create(tokens.foreign, { user_id: ids.client, entity_type: 'Trust', name: 'X' })).status).toBe(404);
    expect((await create(tokens.group, { user_id: ids.client, entity_type: 'Trust', name: 'X' })).status).toBe(404);
    expect((await create(tokens.group, { user_id: ids.north, entity_type: 'Trust', name: 'North Trust' })).status).toBe(
      201,
    );
    expect((await create(tokens.client, { user_id: ids.client, entity_type: 'Trust', name: 'Mine' })).status).toBe(403);
  });

  it('bad input is a 400, never a 500', async () => {
    for (const body of [
      {},
      { user_id: ids.client, entity_type: 5, name: 'X' },
      { user_id: ids.client, entity_type: 'Trust', name: 'x'.repeat(201) },
      { user_id: ids.client, entity_type: 'Trust', name: 'X', business_email: 'not-an-email' },
      { user_id: ids.client, entity_type: 'Trust', name: 'X', ein: 'abc' },
      { user_id: ['x'], entity_type: 'Trust', name: 'X' },
    ])
      expect((await create(tokens.partner, body)).status).toBe(400);
  });
});

describe('entity types (FA §3.2, §5.1)', () => {
  it('the firm offers the built-in types and its own; the Individual entity type can be disallowed by the firm', async () => {
    const offered = await api('/firms/all_entity_types', { token: tokens.partner });
    expect(offered.body.entity_types).toEqual([
      'Individual',
      'Partnership',
      'Trust',
      'Exempt Organization',
      'S-Corporation',
      'C-Corporation',
      'LLC',
    ]);
    const strict = await makeFirm({
      preferences: { individual_entity_type_disabled: true },
      users: [{ email: uniqueEmail('strict'), companies: [{ name: 'Legacy Person', entity_type: 'Individual' }] }],
    });
    const partner = (await signIn(strict.partnerEmail)).firebase_token;
    const types = await api('/firms/all_entity_types', { token: partner });
    expect(types.body.entity_types).not.toContain('Individual');
    const refused = await create(partner, {
      user_id: strict.users[1]!.id,
      entity_type: 'Individual',
      firstName: 'Ida',
      lastName: 'Person',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('The Individual entity type is not allowed by the firm.');
    // The types in use still list it: an existing entity has it.
    expect((await api('/firms/all_firms_entity_types', { token: partner })).body.entity_types).toEqual(['Individual']);
    expect((await api('/firms/all_entity_types', { token: tokens.client })).status).toBe(403);
  });
});

describe('PATCH /companies/{id}: Edit Entity Information', () => {
  it('changes the entity’s fields and type', async () => {
    const made = (await create(tokens.partner, { user_id: ids.client, entity_type: 'Trust', name: 'Edit Me' })).body
      .company;
    const res = await patch(tokens.partner, made.id, {
      name: 'Edited Trust',
      entity_type: 'LLC',
      city: 'Chicago',
      other_email: '',
      external_entity_id: 'EXT-1',
      tax_return_id: 'TR-9',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Entity updated successfully');
    expect(res.body.company).toMatchObject({
      name: 'Edited Trust',
      entity_type: 'LLC',
      city: 'Chicago',
      external_entity_id: 'EXT-1',
      tax_return_id: 'TR-9',
    });
    const renamed = await patch(tokens.partner, made.id, { name: 'Casey Household' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error).toBe('Entity Name already exists.');
    expect((await patch(tokens.partner, made.id, { name: 'a/b' })).body.error).toBe(
      'Entity Name cannot contain a "/" character.',
    );
  });

  it('read-only cannot be turned on or off while the entity is inactive (FA §4.4)', async () => {
    const made = (await create(tokens.partner, { user_id: ids.client, entity_type: 'Trust', name: 'Lifecycle Trust' }))
      .body.company;
    const both = await patch(tokens.partner, made.id, { inactive: true, readonly_access: true });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe('Read-only access cannot be changed while the entity is inactive.');
    expect((await patch(tokens.partner, made.id, { readonly_access: true })).body.company.readonly_access).toBe(true);
    expect((await patch(tokens.partner, made.id, { inactive: true })).body.company.inactive).toBe(true);
    expect((await patch(tokens.partner, made.id, { readonly_access: false })).status).toBe(400);
    // An inactive entity cannot be accessed by its users; staff still see it.
    expect((await get(tokens.client, made.id)).status).toBe(404);
    expect((await get(tokens.partner, made.id)).body.company.inactive).toBe(true);
  });

  it('is staff only, group-limited staff only their group’s, another firm 404', async () => {
    expect((await patch(tokens.client, ids.house, { city: 'X' })).status).toBe(403);
    expect((await patch(tokens.group, ids.house, { city: 'X' })).status).toBe(404);
    expect((await patch(tokens.group, ids.northCo, { city: 'Nome' })).status).toBe(200);
    const foreign = await patch(tokens.foreign, ids.house, { city: 'X' });
    expect(foreign.status).toBe(404);
    expect((await patch(tokens.partner, ids.house, { name: 12 })).status).toBe(400);
    expect((await patch(tokens.partner, ids.house, { inactive: 'maybe' })).status).toBe(400);
  });
});

describe('PUT /companies/{id}: the client’s own profile update', () => {
  it('a client owner updates their active entity’s contact fields', async () => {
    const res = await put(tokens.client, ids.house, {
      street: '9 Elm St',
      zip: '60601',
      business_email: 'c@x.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Entity info updated successfully.');
    expect(res.body.company).toMatchObject({ street: '9 Elm St', zip: '60601', business_email: 'c@x.example' });
  });

  it('advisors cannot edit a client’s entity profile through it', async () => {
    const res = await put(tokens.partner, ids.house, { street: 'Staff St' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Advisors cannot edit a client’s entity profile.');
  });

  it('read-only users or companies cannot edit their profile; others’ and inactive entities are not found', async () => {
    const roUser = await put(tokens.readonly, ids.readonlyCo, { street: 'x' });
    expect(roUser.status).toBe(403);
    expect(roUser.body.error).toBe('This account is read-only, so the entity’s profile cannot be changed.');
    const otherCo = firm.users.find((u) => u.email === emails.other)!.companies[0]!.id;
    const roCo = await put(tokens.other, otherCo, { street: 'x' });
    expect(roCo.status).toBe(403);
    expect(roCo.body.error).toBe('This entity is read-only, so its profile cannot be changed.');
    expect((await put(tokens.client, ids.old, { street: 'x' })).status).toBe(404);
    expect((await put(tokens.north, ids.house, { street: 'x' })).status).toBe(404);
    expect((await put(tokens.client, ids.house, { name: 'Renamed by client' })).body.company?.name).not.toBe(
      'Renamed by client',
    );
  });
});

describe('POST /companies/{id}/delete_company: soft delete', () => {
  it('sets deleted_at; the entity leaves the client’s lists, staff still read it, and a second delete is 404', async () => {
    const made = (await create(tokens.partner, { user_id: ids.client, entity_type: 'Trust', name: 'Doomed Trust' }))
      .body.company;
    expect((await api(`/companies/${made.id}/delete_company`, { token: tokens.client, body: {} })).status).toBe(403);
    expect((await api(`/companies/${made.id}/delete_company`, { token: tokens.foreign, body: {} })).status).toBe(404);
    const res = await api(`/companies/${made.id}/delete_company`, { token: tokens.partner, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Entity deleted');
    expect((await get(tokens.partner, made.id)).body.company.deleted_at).toMatch(/^\d{4}-/);
    expect((await get(tokens.client, made.id)).status).toBe(404);
    const mine = await api('/companies/get_user_assigned_companies', { token: tokens.client });
    expect(mine.body.companies.map((c: { id: string }) => c.id)).not.toContain(made.id);
    expect((await api(`/companies/${made.id}/delete_company`, { token: tokens.partner, body: {} })).status).toBe(404);
    expect((await patch(tokens.partner, made.id, { city: 'x' })).status).toBe(404);
  });
});

describe('pickers and the default entity', () => {
  it('simple_index: staff search a bounded page by name; group-limited staff see their group’s only', async () => {
    const pick = (token: string, query: Record<string, string>) => api('/companies/simple_index', { token, query });
    const found = await pick(tokens.partner, { search_term: 'north trad', rows_per_page: '10', page: '1' });
    expect(found.status).toBe(200);
    expect(found.body.companies).toEqual([{ id: ids.northCo, hash_id: expect.any(String), name: 'North Trading' }]);
    const first = await pick(tokens.partner, { rows_per_page: '2', page: '1' });
    expect(first.body.companies).toHaveLength(2);
    expect(first.body.has_more).toBe(true);
    const names = first.body.companies.map((c: { name: string }) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const grouped = await pick(tokens.group, { rows_per_page: '50' });
    expect(grouped.body.companies.map((c: { id: string }) => c.id)).toContain(ids.northCo);
    expect(grouped.body.companies.map((c: { id: string }) => c.id)).not.toContain(ids.house);
    expect((await pick(tokens.partner, { search_term: 'casey consulting' })).body.companies).toHaveLength(1);
    expect((await pick(tokens.group, { search_term: 'casey consulting' })).body.companies).toEqual([]);
    expect((await pick(tokens.partner, { rows_per_page: 'abc' })).status).toBe(400);
    expect((await pick(tokens.partner, { page: '-1' })).status).toBe(400);
  });

  it('simple_index and get_user_assigned_companies: a client gets their own active entities', async () => {
    const pick = await api('/companies/simple_index', { token: tokens.client, query: { search_term: 'household' } });
    expect(pick.body.companies.map((c: { id: string }) => c.id)).toEqual([ids.house]);
    const mine = await api('/companies/get_user_assigned_companies', { token: tokens.client });
    expect(mine.status).toBe(200);
    expect(mine.body.companies.map((c: { id: string }) => c.id)).toContain(ids.house);
    expect(mine.body.companies.map((c: { id: string }) => c.id)).not.toContain(ids.old);
  });

  it('set_default_company: a client’s own active entity becomes their default company', async () => {
    const made = (await create(tokens.partner, { user_id: ids.client, entity_type: 'Trust', name: 'Default Trust' }))
      .body.company;
    const res = await api('/set_default_company', { token: tokens.client, body: { company_id: made.id } });
    expect(res.status).toBe(200);
    expect(res.body.default_company_id).toBe(made.id);
    const me = await api('/sessions/current_user', { token: tokens.client });
    expect(me.body.user.default_company_id).toBe(made.id);
    expect((await api('/set_default_company', { token: tokens.client, body: { company_id: ids.old } })).status).toBe(
      404,
    );
    expect(
      (await api('/set_default_company', { token: tokens.client, body: { company_id: ids.northCo } })).status,
    ).toBe(404);
    expect((await api('/set_default_company', { token: tokens.partner, body: { company_id: ids.house } })).status).toBe(
      403,
    );
    expect((await api('/set_default_company', { token: tokens.client, body: {} })).status).toBe(400);
  });
});
