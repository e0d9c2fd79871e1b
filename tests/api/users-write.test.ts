import { beforeAll, describe, expect, it } from 'vitest';
import { individualDisallowedPreference, userOwnText, userText } from '@ledgerline/shared/users';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * Creating and editing clients (FA §3.3, §5.1, §5.2, §6, §7.2, §8.2): POST /users/create_client_from_api,
 * POST /users/check_email_availability, PATCH /users/{id}, removing an email, delete and restore, search, by_ids,
 * a user's entities and the overview setting. Each rule and message as the spec words it, bad input (400, never
 * 500), another firm's ids (404, nothing said), group-limited staff.
 */
let f: {
  firmId: string;
  partner: string;
  full: string;
  advisor: string;
  group: string;
  foreign: string;
  foreignPartnerId: string;
  foreignClientEmail: string;
  foreignClientId: string;
  ids: Record<'partner' | 'full' | 'advisor' | 'north' | 'south' | 'casey' | 'nora', string>;
  emails: Record<'casey' | 'nora', string>;
  groups: Record<string, string>;
};

beforeAll(async () => {
  const e = {
    full: uniqueEmail('w-full'),
    advisor: uniqueEmail('w-adv'),
    group: uniqueEmail('w-group'),
    north: uniqueEmail('w-north'),
    south: uniqueEmail('w-south'),
    casey: uniqueEmail('w-casey'),
    nora: uniqueEmail('w-nora'),
  };
  const firm = await makeFirm({
    groups: ['North', 'South'],
    users: [
      { email: e.full, fname: 'Fay', lname: 'Full', is_advisor: true, firm_access: 'full', password: demoPassword },
      { email: e.advisor, fname: 'Ada', lname: 'Adv', is_advisor: true, password: demoPassword },
      {
        email: e.group,
        fname: 'Gus',
        lname: 'Group',
        is_advisor: true,
        firm_access: 'group',
        firm_group: 'North',
        password: demoPassword,
      },
      { email: e.north, fname: 'Nat', lname: 'North', is_advisor: true, firm_group: 'North' },
      { email: e.south, fname: 'Sol', lname: 'South', is_advisor: true, firm_group: 'South' },
      {
        email: e.casey,
        fname: 'Casey',
        lname: 'Client',
        assigned_advisor: 'partner',
        companies: [{ name: 'Casey Household' }, { name: 'Casey Old Co', entity_type: 'Trust', inactive: true }],
      },
      { email: e.nora, fname: 'Nora', lname: 'Northern', firm_group: 'North', assigned_advisor: e.north },
    ],
  });
  const foreignClientEmail = uniqueEmail('w-foreign');
  const other = await makeFirm({ users: [{ email: foreignClientEmail, fname: 'Secret', lname: 'Person' }] });
  const id = (email: string) => firm.users.find((u) => u.email === email)!.id;
  f = {
    firmId: firm.firm_id,
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    full: (await signIn(e.full)).firebase_token,
    advisor: (await signIn(e.advisor)).firebase_token,
    group: (await signIn(e.group)).firebase_token,
    foreign: (await signIn(other.partnerEmail)).firebase_token,
    foreignPartnerId: other.users[0]!.id,
    foreignClientEmail,
    foreignClientId: other.users.find((u) => u.email === foreignClientEmail)!.id,
    ids: {
      partner: firm.users[0]!.id,
      full: id(e.full),
      advisor: id(e.advisor),
      north: id(e.north),
      south: id(e.south),
      casey: id(e.casey),
      nora: id(e.nora),
    },
    emails: { casey: e.casey, nora: e.nora },
    groups: firm.groups,
  };
});

const create = (body: Record<string, unknown>, token = f.partner) =>
  api('/users/create_client_from_api', { token, body });
const patch = (id: string, body: Record<string, unknown>, token = f.partner) =>
  api(`/users/${id}`, { method: 'PATCH', token, body });
const getUser = (id: string, token = f.partner) => api(`/users/${id}`, { token });
const checkEmail = (email: string, token = f.partner) =>
  api('/users/check_email_availability', { token, body: { email } });
const newClient = (extra: Record<string, unknown> = {}) => ({
  fname: 'Wes',
  lname: 'Writer',
  assignedAdvisorId: f.ids.partner,
  entityType: 'Individual',
  ...extra,
});

describe('POST /users/create_client_from_api (FA §3.3, §5.1)', () => {
  it('creates the client with their first entity: error null, the user and company_id', async () => {
    const email = uniqueEmail('w-new');
    const res = await create(
      newClient({
        email: email.toUpperCase(),
        phoneNumber: '(555) 123-4567',
        workPhoneNumber: '555.765.4321',
        workPhoneExtenstion: '12',
        preferredName: 'Wesley',
        externalUserId: 'EXT-1',
        companyName: 'Writer Household',
        city: 'Portland',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.error).toBeNull();
    expect(res.body.user).toMatchObject({
      email,
      fname: 'Wes',
      lname: 'Writer',
      full_name: 'Wes Writer',
      phone_number: '5551234567',
      work_phone_number: '5557654321',
      work_phone_extension: '12',
      preferred_name: 'Wesley',
      external_user_id: 'EXT-1',
      time_zone: 'Pacific Time (US & Canada)',
      assigned_advisor_id: f.ids.partner,
      paying: true,
      preferences: { has_temp_email: false },
    });
    const companies = await api(`/v2/users/${res.body.user.id}/user_assigned_companies`, { token: f.partner });
    expect(companies.body.companies).toEqual([
      {
        id: res.body.company_id,
        hash_id: expect.any(String),
        name: 'Writer Household',
        entity_type: 'Individual',
        inactive: false,
        is_primary: true,
        business_email: null,
      },
    ]);
    // The directory lists the new client at once.
    const found = await api('/v2/users/search', { token: f.partner, query: { name: 'wesley writer' } });
    expect(found.body.users.map((u: { id: string }) => u.id)).toContain(res.body.user.id);
    expect((await checkEmail(email)).body).toEqual({
      is_available: false,
      user: { id: res.body.user.id, full_name: 'Wes Writer' },
    });
  });

  it('Entity name is auto-built from the names for Individual; other types need one', async () => {
    const res = await create(newClient({ fname: 'Ivy', lname: 'Indie' }));
    expect(res.status).toBe(200);
    const companies = await api(`/v2/users/${res.body.user.id}/user_assigned_companies`, { token: f.partner });
    expect(companies.body.companies[0].name).toBe('Ivy Indie');
    const scorp = await create(newClient({ entityType: 'S-Corporation' }));
    expect(scorp.status).toBe(400);
    expect(scorp.body.error).toBe(userOwnText.entityNameRequired);
  });

  it('Required: first name, last name, assigned advisor, entity type (400, each with its message)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fname: '' }, userOwnText.fnameRequired],
      [{ lname: '  ' }, userOwnText.lnameRequired],
      [{ assignedAdvisorId: '' }, userOwnText.assignedAdvisorRequired],
      [{ entityType: '' }, userOwnText.entityTypeRequired],
    ];
    for (const [change, message] of cases) {
      const res = await create(newClient(change));
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const missing = await create({ fname: 'Only' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({
      lname: userOwnText.lnameRequired,
      assignedAdvisorId: userOwnText.assignedAdvisorRequired,
      entityType: userOwnText.entityTypeRequired,
    });
  });

  it('Entity Name cannot contain a "/" character. Entity Name cannot contain a " character.', async () => {
    const slash = await create(newClient({ companyName: 'A/B Holdings' }));
    expect(slash.status).toBe(400);
    expect(slash.body.error).toBe('Entity Name cannot contain a "/" character.');
    const quote = await create(newClient({ companyName: 'The "Best" Co' }));
    expect(quote.status).toBe(400);
    expect(quote.body.error).toBe('Entity Name cannot contain a " character.');
  });

  it('bad input answers 400, never 500', async () => {
    for (const body of [
      newClient({ email: 'not-an-email' }),
      newClient({ phoneNumber: '555-1234' }),
      newClient({ timeZone: 'Mars/Olympus' }),
      newClient({ preferredContactMethod: 'pigeon' }),
      newClient({ fname: 'x'.repeat(5000) }),
      newClient({ assignedAdvisorId: { $ne: null } }),
      newClient({ firmGroupId: '../../etc' }),
      newClient({ forTesting: 'yes' }),
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('Email is already taken. Learn how to resolve this issue here (409), whatever its case', async () => {
    const res = await create(newClient({ email: ` ${f.emails.casey.toUpperCase()} ` }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Email is already taken. Learn how to resolve this issue here');
    const foreign = await create(newClient({ email: f.foreignClientEmail }));
    expect(foreign.status).toBe(409);
    expect(JSON.stringify(foreign.body)).not.toMatch(/Secret|Person/);
  });

  it('of 10 concurrent creates with one email, exactly one succeeds', async () => {
    const email = uniqueEmail('w-race');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create(newClient({ email, fname: `Racer${i}` }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe(userText.emailTaken);
    const winner = results.find((r) => r.status === 200)!;
    expect((await checkEmail(email)).body.user.id).toBe(winner.body.user.id);
  });

  it('a blank email gets a temporary one, unique and flagged has_temp_email', async () => {
    const a = await create(newClient({ email: '', generate_temp_email: true }));
    const b = await create(newClient());
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.user.preferences).toEqual({ has_temp_email: true });
    expect(b.body.user.preferences).toEqual({ has_temp_email: true });
    expect(a.body.user.email).toMatch(/@no-email\.ledgerline\.invalid$/);
    expect(a.body.user.email).not.toBe(b.body.user.email);
  });

  it('The Individual entity type can be disallowed by the firm', async () => {
    const firm = await makeFirm({ preferences: { [individualDisallowedPreference]: true } });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const body = { ...newClient(), assignedAdvisorId: firm.users[0]!.id };
    const res = await create(body, token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(userOwnText.individualNotAllowed);
    expect((await create({ ...body, entityType: 'Trust', companyName: 'Family Trust' }, token)).status).toBe(200);
  });

  it('the entity type is one of the firm’s (built-in or its own), by the rule POST /companies follows', async () => {
    const firm = await makeFirm({ preferences: { custom_entity_types: ['Family Office'] } });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const body = { ...newClient(), assignedAdvisorId: firm.users[0]!.id, companyName: 'Writer Holdings' };
    const unknown = await create({ ...body, entityType: 'Cooperative' }, token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Choose one of the firm’s entity types');
    expect(unknown.body.fields).toEqual({ entityType: 'Choose one of the firm’s entity types' });
    // Any spelling of one of the firm's types is saved as the firm spells it.
    const theirs = await create({ ...body, entityType: ' family office ' }, token);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    const entity = await api(`/companies/${theirs.body.company_id}`, { token });
    expect(entity.body.company.entity_type).toBe('Family Office');
  });

  it('firm group is required when firm groups are enabled', async () => {
    const firm = await makeFirm({ groups: ['East'], preferences: { has_firm_groups: true } });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const body = { ...newClient(), assignedAdvisorId: firm.users[0]!.id };
    const res = await create(body, token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(userOwnText.firmGroupRequired);
    const ok = await create({ ...body, firmGroupId: firm.groups.East }, token);
    expect(ok.status).toBe(200);
    expect(ok.body.user.firm_group).toBe(firm.groups.East);
    // Another firm's group is a bad choice like any other.
    expect((await create({ ...body, firmGroupId: f.groups.North }, token)).body.error).toBe(
      userOwnText.unknownFirmGroup,
    );
  });

  it('the assigned firm user has no group or the client’s group, and is of the firm', async () => {
    const south = await create(newClient({ firmGroupId: f.groups.North, assignedAdvisorId: f.ids.south }));
    expect(south.status).toBe(400);
    expect(south.body.fields).toHaveProperty('assignedAdvisorId');
    const north = await create(newClient({ firmGroupId: f.groups.North, assignedAdvisorId: f.ids.north }));
    expect(north.status).toBe(200);
    for (const id of [f.foreignPartnerId, f.ids.casey, 'nobody']) {
      const res = await create(newClient({ assignedAdvisorId: id }));
      expect(res.status, id).toBe(400);
      expect(JSON.stringify(res.body)).not.toMatch(/Secret|Person/);
    }
  });

  it('group-limited staff create clients of their own group only', async () => {
    const own = await create(newClient({ assignedAdvisorId: f.ids.north }), f.group);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.user.firm_group).toBe(f.groups.North);
    const other = await create(newClient({ firmGroupId: f.groups.South, assignedAdvisorId: f.ids.partner }), f.group);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe(userOwnText.ownGroupOnly);
  });

  it('clients cannot create clients', async () => {
    const client = uniqueEmail('w-cl');
    const firm = await makeFirm({ users: [{ email: client, password: demoPassword }] });
    const token = (await signIn(client)).firebase_token;
    expect((await create({ ...newClient(), assignedAdvisorId: firm.users[0]!.id }, token)).status).toBe(403);
  });
});

describe('POST /users/check_email_availability', () => {
  it('answers is_available and, when taken in the firm, who holds it; never another firm’s person', async () => {
    expect((await checkEmail(uniqueEmail('w-free'))).body).toEqual({ is_available: true, user: null });
    expect((await checkEmail(f.emails.casey.toUpperCase())).body).toEqual({
      is_available: false,
      user: { id: f.ids.casey, full_name: 'Casey Client' },
    });
    const foreign = await checkEmail(f.foreignClientEmail);
    expect(foreign.body).toEqual({ is_available: false, user: null });
    // Group-limited staff are not told of a client outside their group.
    expect((await checkEmail(f.emails.casey, f.group)).body).toEqual({ is_available: false, user: null });
    expect((await checkEmail('nope')).status).toBe(400);
  });
});

describe('PATCH /users/{id} (FA §5.2)', () => {
  async function aClient(extra: Record<string, unknown> = {}) {
    const res = await create(newClient({ email: uniqueEmail('w-edit'), ...extra }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.user as { id: string; email: string };
  }

  it('saves the fields and answers the user as GET /users/{id} does', async () => {
    const u = await aClient();
    const res = await patch(u.id, {
      fname: 'Wendy',
      preferred_name: 'Wen',
      work_email: 'Wen@Work.example',
      phone_number: '(555) 222-3333',
      work_phone_number: '5554443333',
      work_phone_extension: '7',
      preferred_contact_method: 'email_and_sms',
      time_zone: 'Eastern Time (US & Canada)',
      external_user_id: 'E-9',
      tax_return_name: 'Wendy & Wes Writer',
      readonly_access: true,
      enabled_2fa: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(userText.updated);
    const { message: _m, task_id: _t, ...user } = res.body;
    expect(user).toEqual((await getUser(u.id)).body);
    expect(res.body.user).toMatchObject({
      fname: 'Wendy',
      preferred_name: 'Wen',
      work_email: 'wen@work.example',
      phone_number: '5552223333',
      work_phone_extension: '7',
      preferred_contact_method: 'email_and_sms',
      time_zone: 'Eastern Time (US & Canada)',
      external_user_id: 'E-9',
      tax_return_name: 'Wendy & Wes Writer',
      readonly_access: true,
      enabled_2fa: true,
    });
    const cleared = await patch(u.id, { preferred_name: '', work_email: null, external_user_id: '' });
    expect(cleared.body.user).toMatchObject({ preferred_name: null, work_email: null, external_user_id: null });
  });

  it('First and last name required; email must be valid (400)', async () => {
    const u = await aClient();
    expect((await patch(u.id, { fname: '' })).body.error).toBe(userOwnText.fnameRequired);
    expect((await patch(u.id, { lname: ' ' })).body.error).toBe(userOwnText.lnameRequired);
    const bad = await patch(u.id, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(userOwnText.invalidEmail);
    for (const body of [{ paying: 'no' }, { phone_number: '12' }, { firm_group_id: 5 }, { time_zone: 'x' }])
      expect((await patch(u.id, body)).status, JSON.stringify(body)).toBe(400);
  });

  it('an email change moves its claim: the old address is free again, the new one taken', async () => {
    const u = await aClient();
    const next = uniqueEmail('w-moved');
    const res = await patch(u.id, { email: next });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(next);
    expect((await checkEmail(u.email)).body.is_available).toBe(true);
    expect((await checkEmail(next)).body.user).toEqual({ id: u.id, full_name: 'Wes Writer' });
  });

  it('A taken email blocks save and shows who owns it (in the firm only)', async () => {
    const u = await aClient();
    const taken = await patch(u.id, { email: f.emails.casey });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: userText.emailTaken,
      owner: { id: f.ids.casey, full_name: 'Casey Client' },
    });
    const foreign = await patch(u.id, { email: f.foreignClientEmail });
    expect(foreign.status).toBe(409);
    expect(foreign.body.owner).toBeNull();
    expect(JSON.stringify(foreign.body)).not.toMatch(/Secret|Person/);
    expect((await getUser(u.id)).body.user.email).toBe(u.email);
  });

  it('Email may be empty only if the user has no email or a temporary one', async () => {
    const u = await aClient();
    const res = await patch(u.id, { email: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(userOwnText.emailRequired);
    const temp = (await create(newClient())).body.user;
    expect((await patch(temp.id, { email: '', fname: 'Tem' })).status).toBe(200);
  });

  it('phone cannot be removed when SMS is the preferred sign-in method', async () => {
    const phone = uniqueEmail('w-sms');
    const firm = await makeFirm({
      users: [{ email: phone, preferred_sign_in_method: 'sms', phone_number: '5550001111' }],
    });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const id = firm.users.find((x) => x.email === phone)!.id;
    const res = await patch(id, { phone_number: '' }, token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(userOwnText.cannotRemoveSmsPhone);
    expect((await patch(id, { phone_number: '(555) 000-2222' }, token)).status).toBe(200);
  });

  it('Activation requires a real email: User email is required before activating account.', async () => {
    const temp = (await create(newClient())).body.user;
    expect((await patch(temp.id, { paying: false })).status).toBe(200);
    const res = await patch(temp.id, { paying: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('User email is required before activating account.');
    const withEmail = await patch(temp.id, { paying: true, email: uniqueEmail('w-act') });
    expect(withEmail.status).toBe(200);
    expect(withEmail.body.user).toMatchObject({ paying: true, preferences: { has_temp_email: false } });
  });

  it('The read-only toggle is available only for active users', async () => {
    const u = await aClient();
    await patch(u.id, { paying: false });
    const res = await patch(u.id, { readonly_access: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(userOwnText.readonlyNeedsActive);
  });

  it('two-factor cannot be turned off when the firm forces it', async () => {
    const client = uniqueEmail('w-2fa');
    const firm = await makeFirm({
      preferences: { force_2fa_on_users: true },
      users: [{ email: client, enabled_2fa: true }],
    });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const id = firm.users.find((x) => x.email === client)!.id;
    const res = await patch(id, { enabled_2fa: false }, token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(userOwnText.twoFactorForced);
  });

  it("Only partner and full users may reassign a client's firm user", async () => {
    const u = await aClient();
    for (const token of [f.advisor, f.group]) {
      const res = await patch(u.id, { assigned_advisor_id: f.ids.full }, token);
      expect(res.status).toBe(token === f.group ? 404 : 403);
    }
    expect((await patch(u.id, { assigned_advisor_id: f.ids.full }, f.advisor)).body.error).toBe(
      "Only partner and full users may reassign a client's firm user",
    );
    const ok = await patch(u.id, { assigned_advisor_id: f.ids.full }, f.full);
    expect(ok.status).toBe(200);
    expect(ok.body.user.assigned_advisor_id).toBe(f.ids.full);
    const outside = await patch(u.id, { assigned_advisor_id: f.ids.south });
    expect(outside.status).toBe(400);
    // A group change must suit the assigned firm user (FA §5.4).
    expect((await patch(u.id, { firm_group_id: f.groups.South })).status).toBe(200);
    expect((await patch(u.id, { firm_group_id: f.groups.North })).status).toBe(200);
    const mismatch = await patch(u.id, { firm_group_id: f.groups.South, assigned_advisor_id: f.ids.north });
    expect(mismatch.status).toBe(400);
  });

  it('group-limited staff edit only their group’s clients, and keep them in it', async () => {
    expect((await patch(f.ids.casey, { fname: 'Hacked' }, f.group)).status).toBe(404);
    const ok = await patch(f.ids.nora, { preferred_name: 'Nor' }, f.group);
    expect(ok.status).toBe(200);
    const moved = await patch(f.ids.nora, { firm_group_id: f.groups.South }, f.group);
    expect(moved.status).toBe(403);
    expect((await patch(f.ids.nora, { firm_group_id: null }, f.group)).status).toBe(403);
  });

  it('another firm’s ids answer 404 and leak nothing; firm users are not edited here', async () => {
    for (const id of [f.foreignClientId, f.foreignPartnerId, 'nobody']) {
      const res = await patch(id, { fname: 'X' });
      expect(res.status, id).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Secret|Person/);
    }
    expect((await patch(f.ids.full, { fname: 'X' })).status).toBe(403);
    expect((await patch(f.ids.casey, { fname: 'X' }, f.foreign)).status).toBe(404);
  });
});

describe('removing an email (FA §5.2)', () => {
  it('Email successfully removed.: the client gets a temporary email; theirs is free again', async () => {
    const email = uniqueEmail('w-rm');
    const u = (await create(newClient({ email }))).body.user;
    const res = await api(`/users/${u.id}/remove_email`, { token: f.partner, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Email successfully removed.');
    expect(res.body.user.preferences).toEqual({ has_temp_email: true });
    expect(res.body.user.email).toMatch(/@no-email\.ledgerline\.invalid$/);
    expect((await checkEmail(email)).body.is_available).toBe(true);
    const again = await api(`/users/${u.id}/remove_email`, { token: f.partner, body: {} });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(userOwnText.noEmailToRemove);
  });

  it('Test-account emails cannot be removed', async () => {
    const u = (await create(newClient({ email: uniqueEmail('w-test'), forTesting: true }))).body.user;
    expect(u.for_testing).toBe(true);
    const res = await api('/users/assign_temporary_email', { token: f.partner, body: { user_id: u.id } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(userOwnText.testEmailKept);
  });

  it('Cannot remove email when it is the preferred sign-in method', async () => {
    const client = uniqueEmail('w-em');
    const firm = await makeFirm({ users: [{ email: client, preferred_sign_in_method: 'email' }] });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const id = firm.users.find((x) => x.email === client)!.id;
    const res = await api('/users/assign_temporary_email', { token, body: { user_id: id } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Cannot remove email when it is the preferred sign-in method');
  });

  it('POST /users/assign_temporary_email gives a temporary email; another firm’s id is 404', async () => {
    const u = (await create(newClient({ email: uniqueEmail('w-ate') }))).body.user;
    const res = await api('/users/assign_temporary_email', { token: f.partner, body: { user_id: u.id } });
    expect(res.status).toBe(200);
    expect(res.body.user.preferences.has_temp_email).toBe(true);
    const foreign = await api('/users/assign_temporary_email', {
      token: f.partner,
      body: { user_id: f.foreignClientId },
    });
    expect(foreign.status).toBe(404);
    expect((await api(`/users/${f.foreignClientId}/remove_email`, { token: f.partner, body: {} })).status).toBe(404);
  });
});

describe('delete and restore (FA §4.4)', () => {
  it('a deleted client is gone from the lists, keeps their email, and comes back on restore', async () => {
    const email = uniqueEmail('w-del');
    const u = (await create(newClient({ email, fname: 'Dora', lname: 'Deleted' }))).body.user;
    const del = await api('/users/delete_client_from_api', { token: f.partner, body: { id: u.id } });
    expect(del.status).toBe(200);
    expect((await getUser(u.id)).status).toBe(404);
    const deleted = await api('/v2/users', {
      token: f.partner,
      query: { show_only_deleted: 'true', rows_per_page: '-1' },
    });
    expect(deleted.body.users.map((x: { id: string }) => x.id)).toContain(u.id);
    expect((await checkEmail(email)).body.is_available).toBe(false);
    expect((await create(newClient({ email }))).status).toBe(409);
    expect((await api('/users/delete_client_from_api', { token: f.partner, body: { id: u.id } })).status).toBe(404);
    const restored = await api(`/v2/users/${u.id}/restore_deleted_user`, { token: f.partner, body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.user).toMatchObject({ id: u.id, email, deleted_at: null });
    expect((await getUser(u.id)).status).toBe(200);
  });

  it('another firm’s and other groups’ clients answer 404', async () => {
    for (const [id, token] of [
      [f.foreignClientId, f.partner],
      [f.ids.casey, f.group],
      [f.ids.casey, f.foreign],
    ] as const) {
      expect((await api('/users/delete_client_from_api', { token, body: { id } })).status).toBe(404);
      expect((await api(`/v2/users/${id}/restore_deleted_user`, { token, body: {} })).status).toBe(404);
    }
    expect((await api('/users/delete_client_from_api', { token: f.advisor, body: {} })).status).toBe(400);
  });
});

describe('GET /v2/users/search, /v2/users/by_ids, /v2/users/{id}/user_assigned_companies', () => {
  it('search finds a few clients by name; group-limited staff only their group’s', async () => {
    const res = await api('/v2/users/search', { token: f.partner, query: { name: 'case cli' } });
    expect(res.status).toBe(200);
    expect(res.body.users.map((u: { id: string }) => u.id)).toEqual([f.ids.casey]);
    expect((await api('/v2/users/search', { token: f.group, query: { name: 'casey' } })).body.users).toEqual([]);
    expect(
      (await api('/v2/users/search', { token: f.group, query: { name: 'nora' } })).body.users.map(
        (u: { id: string }) => u.id,
      ),
    ).toEqual([f.ids.nora]);
    expect((await api('/v2/users/search', { token: f.partner, query: { name: '' } })).body.users).toEqual([]);
    expect((await api('/v2/users/search', { token: f.foreign, query: { name: 'casey' } })).body.users).toEqual([]);
    expect((await api('/v2/users/search', { token: f.partner, query: { limit: '500' } })).status).toBe(400);
  });

  it('by_ids answers the firm’s people in the order asked, at most 100; others are left out', async () => {
    const ids = [f.ids.nora, f.foreignClientId, f.ids.casey, 'nobody'];
    const res = await api(`/v2/users/by_ids?${ids.map((id) => `ids[]=${id}`).join('&')}`, { token: f.partner });
    expect(res.status).toBe(200);
    expect(res.body.users.map((u: { id: string }) => u.id)).toEqual([f.ids.nora, f.ids.casey]);
    const grouped = await api(`/v2/users/by_ids?${ids.map((id) => `ids[]=${id}`).join('&')}`, { token: f.group });
    expect(grouped.body.users.map((u: { id: string }) => u.id)).toEqual([f.ids.nora]);
    const many = Array.from({ length: 101 }, (_, i) => `ids[]=u${i}`).join('&');
    expect((await api(`/v2/users/by_ids?${many}`, { token: f.partner })).status).toBe(400);
  });

  it('a user’s entities: id, hash_id, name, entity_type, inactive, is_primary (staff see inactive ones)', async () => {
    const res = await api(`/v2/users/${f.ids.casey}/user_assigned_companies`, { token: f.partner });
    expect(res.status).toBe(200);
    expect(
      res.body.companies.map((c: Record<string, unknown>) => [c.name, c.entity_type, c.inactive, c.is_primary]),
    ).toEqual([
      ['Casey Household', 'Individual', false, true],
      ['Casey Old Co', 'Trust', true, true],
    ]);
    expect((await api(`/v2/users/${f.ids.casey}/user_assigned_companies`, { token: f.group })).status).toBe(404);
    expect((await api(`/v2/users/${f.foreignClientId}/user_assigned_companies`, { token: f.partner })).status).toBe(
      404,
    );
  });
});

describe('POST /users/update_overview_setting', () => {
  it('sets the caller’s own overview setting', async () => {
    const res = await api('/users/update_overview_setting', {
      token: f.advisor,
      body: { last_activity_should_include_all_activity: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: userOwnText.overviewSaved, last_activity_should_include_all_activity: true });
    const bad = await api('/users/update_overview_setting', {
      token: f.advisor,
      body: { last_activity_should_include_all_activity: 'sure' },
    });
    expect(bad.status).toBe(400);
  });
});
