import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * Two calls FA §7.2 and §7.4 name without paths: 'Update entity email' {companyId, userId}, the answer to 'Should
 * we also update the Entity's Entity Email', and 'Set contact tags by names'.
 */
let tokens: Record<'partner' | 'advisor' | 'group' | 'foreign', string>;
let tempCompany: string;
let ids: { casey: string; nora: string; other: string; house: string; north: string; temp: string };
const emails = {
  casey: uniqueEmail('ee-casey'),
  nora: uniqueEmail('ee-nora'),
  other: uniqueEmail('ee-other'),
  advisor: uniqueEmail('ee-adv'),
  group: uniqueEmail('ee-group'),
};

beforeAll(async () => {
  const firm = await makeFirm({
    groups: ['North'],
    users: [
      { email: emails.advisor, password: demoPassword, is_advisor: true },
      { email: emails.group, password: demoPassword, is_advisor: true, firm_access: 'group', firm_group: 'North' },
      { email: emails.casey, fname: 'Casey', lname: 'Client', companies: [{ name: 'Casey Household' }] },
      {
        email: emails.nora,
        fname: 'Nora',
        lname: 'North',
        firm_group: 'North',
        companies: [{ name: 'North Trading', entity_type: 'S-Corporation' }],
      },
      { email: emails.other, fname: 'Olly', lname: 'Other' },
    ],
  });
  const foreign = await makeFirm({});
  const by = (email: string) => firm.users.find((u) => u.email === email)!;
  tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    advisor: (await signIn(emails.advisor)).firebase_token,
    group: (await signIn(emails.group)).firebase_token,
    foreign: (await signIn(foreign.partnerEmail)).firebase_token,
  };
  const temp = await api('/users/create_client_from_api', {
    token: tokens.partner,
    method: 'POST',
    body: {
      fname: 'Tia',
      lname: 'Temp',
      email: '',
      generate_temp_email: true,
      entityType: 'Individual',
      assignedAdvisorId: by(firm.partnerEmail).id,
    },
  });
  expect(temp.status, JSON.stringify(temp.body)).toBe(200);
  tempCompany = temp.body.company_id;
  ids = {
    casey: by(emails.casey).id,
    nora: by(emails.nora).id,
    other: by(emails.other).id,
    house: by(emails.casey).companies[0]!.id,
    north: by(emails.nora).companies[0]!.id,
    temp: temp.body.user.id,
  };
});

const entityEmail = (companyId: string, userId: string, token = tokens.partner) =>
  api(`/companies/${companyId}/update_entity_email`, { token, method: 'POST', body: { user_id: userId } });

describe('POST /companies/{id}/update_entity_email', () => {
  it("the entity's email becomes the owner's current email after it changed", async () => {
    const changed = uniqueEmail('ee-casey-new');
    const patch = await api(`/users/${ids.casey}`, {
      token: tokens.partner,
      method: 'PATCH',
      body: { email: changed },
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    const res = await entityEmail(ids.house, ids.casey);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Entity email updated');
    expect(res.body.company.business_email).toBe(changed);
    const read = await api(`/companies/${ids.house}`, { token: tokens.partner });
    expect(read.body.business_email ?? read.body.company?.business_email).toBe(changed);
  });

  it('refuses a user who is not an owner, one with a temporary email (400) and unknown ids (404)', async () => {
    const notOwner = await entityEmail(ids.house, ids.other);
    expect(notOwner.status).toBe(400);
    expect(notOwner.body.error).toBe('The user must be one of the entity’s owners.');
    const temp = await entityEmail(tempCompany, ids.temp);
    expect(temp.status).toBe(400);
    expect(temp.body.error).toBe('This user has no email to give the entity.');
    expect((await entityEmail('nope', ids.casey)).status).toBe(404);
    expect((await entityEmail(ids.house, 'nope')).status).toBe(404);
  });

  it("another firm's ids and another group's entity answer 404; a bad body 400", async () => {
    expect((await entityEmail(ids.house, ids.casey, tokens.foreign)).status).toBe(404);
    expect((await entityEmail(ids.house, ids.casey, tokens.group)).status).toBe(404);
    expect((await entityEmail(ids.north, ids.nora, tokens.group)).status).toBe(200);
    const bad = await api(`/companies/${ids.house}/update_entity_email`, {
      token: tokens.partner,
      method: 'POST',
      body: { user_id: 42 },
    });
    expect(bad.status).toBe(400);
    const missing = await api(`/companies/${ids.house}/update_entity_email`, {
      token: tokens.partner,
      method: 'POST',
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Choose the owner whose email the entity takes');
  });
});

const byNames = (userId: string, names: unknown, token = tokens.partner) =>
  api('/users/set_contact_tags_by_names', { token, method: 'POST', body: { user_id: userId, names } });

describe('POST /users/set_contact_tags_by_names', () => {
  it("sets a client's contact tags by name in any case, creating the ones the firm lacks", async () => {
    const added = await api('/firms/add_client_tag', {
      token: tokens.partner,
      method: 'POST',
      body: { new_tag: 'VIP' },
    });
    expect(added.status).toBe(200);
    const res = await byNames(ids.casey, ['vip ', 'Payroll', 'PAYROLL']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.contact_tags.map((t: { name: string }) => t.name)).toEqual(['Payroll', 'VIP']);
    expect(res.body.contact_tags.find((t: { name: string }) => t.name === 'VIP').id).toBe(added.body.tag.id);
    const tags = await api('/firms/client_tags', { token: tokens.partner });
    expect(tags.body.tags.map((t: { name: string }) => t.name)).toEqual(['Payroll', 'VIP']);
    const user = await api(`/users/${ids.casey}`, { token: tokens.partner });
    expect(user.body.user.contact_tags.map((t: { name: string }) => t.name)).toEqual(['Payroll', 'VIP']);
    const cleared = await byNames(ids.casey, []);
    expect(cleared.body.contact_tags).toEqual([]);
  });

  it('a firm user who may not create tags gets 403 naming the missing ones, and nothing is written', async () => {
    const res = await byNames(ids.casey, ['VIP', 'Brand New'], tokens.advisor);
    expect(res.status).toBe(403);
    expect(res.body.error).toContain('‘Brand New’');
    const tags = await api('/firms/client_tags', { token: tokens.partner });
    expect(tags.body.tags.map((t: { name: string }) => t.name)).not.toContain('Brand New');
    const known = await byNames(ids.casey, ['vip'], tokens.advisor);
    expect(known.status).toBe(200);
  });

  it("more than 8 names, a blank name and a bad list are 400; another firm's or group's client 404", async () => {
    expect(
      (
        await byNames(
          ids.casey,
          Array.from({ length: 9 }, (_, i) => `t${i}`),
        )
      ).status,
    ).toBe(400);
    expect((await byNames(ids.casey, ['  '])).status).toBe(400);
    expect((await byNames(ids.casey, 'VIP')).status).toBe(400);
    expect((await byNames(ids.casey, ['VIP'], tokens.foreign)).status).toBe(404);
    expect((await byNames(ids.casey, ['VIP'], tokens.group)).status).toBe(404);
  });
});
