import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

type Firm = Awaited<ReturnType<typeof makeFirm>>;

/** A firm of the test's own: a primary client with an Individual entity, a second client, staff of each kind. */
async function setup() {
  const emails = {
    primary: uniqueEmail('own-primary'),
    second: uniqueEmail('own-second'),
    full: uniqueEmail('own-full'),
    advisor: uniqueEmail('own-adv'),
    northStaff: uniqueEmail('own-north-staff'),
  };
  const firm: Firm = await makeFirm({
    groups: ['North'],
    users: [
      {
        email: emails.full,
        fname: 'Fay',
        lname: 'Full',
        password: demoPassword,
        is_advisor: true,
        firm_access: 'full',
      },
      { email: emails.advisor, fname: 'Ada', lname: 'Advisor', password: demoPassword, is_advisor: true },
      { email: emails.northStaff, password: demoPassword, is_advisor: true, firm_group: 'North' },
      {
        email: emails.primary,
        fname: 'Pam',
        lname: 'Primary',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [
          { name: 'Pam Primary', entity_type: 'Individual' },
          { name: 'Pam Partners', entity_type: 'Partnership' },
        ],
      },
      {
        email: emails.second,
        fname: 'Sid',
        lname: 'Second',
        password: demoPassword,
        companies: [{ name: 'Sid Second', entity_type: 'Individual' }],
      },
    ],
  });
  const by = (email: string) => firm.users.find((u) => u.email === email)!;
  const token = async (email: string) => (await signIn(email)).firebase_token;
  return {
    firm,
    emails,
    ids: {
      partner: firm.users[0]!.id,
      full: by(emails.full).id,
      advisor: by(emails.advisor).id,
      northStaff: by(emails.northStaff).id,
      primary: by(emails.primary).id,
      second: by(emails.second).id,
      individual: by(emails.primary).companies[0]!.id,
      partnership: by(emails.primary).companies[1]!.id,
    },
    tokens: {
      partner: await token(firm.partnerEmail),
      full: await token(emails.full),
      advisor: await token(emails.advisor),
      primary: await token(emails.primary),
      second: await token(emails.second),
    },
  };
}

let s: Awaited<ReturnType<typeof setup>>;
let foreign: { token: string; clientId: string; clientEmail: string };

beforeAll(async () => {
  s = await setup();
  const clientEmail = uniqueEmail('own-foreign-client');
  const other = await makeFirm({ users: [{ email: clientEmail, companies: [{ name: 'Foreign Co' }] }] });
  foreign = {
    token: (await signIn(other.partnerEmail)).firebase_token,
    clientId: other.users[1]!.id,
    clientEmail,
  };
});

const company = async (token: string, id: string) => (await api(`/companies/${id}`, { token })).body.company;
const conversationOf = async (token: string, companyId: string) =>
  (await api('/conversations/get_client_conversation', { token, query: { company_id: companyId } })).body.conversation;
const send = (token: string, conversation_id: string, text: string) =>
  api('/conversations/send_message', { token, body: { conversation_id, text } });
const open = (token: string, id: string) => api(`/v2/conversations/${id}`, { token });
const texts = (messages: { text: string }[]) => messages.map((m) => m.text);
const updateOwners = (token: string, id: string, body: Record<string, unknown>) =>
  api(`/companies/${id}/update_owners`, { token, body });

describe('POST /companies/{id}/update_owners: the entity’s owners and its conversation', () => {
  it('with transfer, the conversation goes on with the new owners, who see the previous messages', async () => {
    const t = await setup();
    const before = await conversationOf(t.tokens.primary, t.ids.partnership);
    await send(t.tokens.primary, before.id, 'Question about the partnership return');
    const res = await updateOwners(t.tokens.partner, t.ids.partnership, {
      owner_ids: [t.ids.primary, t.ids.second],
      should_transfer_over_previous_messages: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('You have successfully updated the list of users.');
    expect(res.body.conversation_id).toBe(before.id);
    expect(res.body.company.user_ids.sort()).toEqual([t.ids.primary, t.ids.second].sort());
    const seen = await open(t.tokens.second, before.id);
    expect(seen.status).toBe(200);
    expect(texts(seen.body.messages)).toContain('Question about the partnership return');
    expect(seen.body.user_ids.sort()).toEqual([t.ids.primary, t.ids.second].sort());
    // The new owner reads the entity as their own.
    expect((await api(`/companies/${t.ids.partnership}`, { token: t.tokens.second })).status).toBe(200);
  });

  it('without copy or transfer, a new conversation starts and the old one is archived with its messages', async () => {
    const t = await setup();
    const before = await conversationOf(t.tokens.primary, t.ids.partnership);
    await send(t.tokens.primary, before.id, 'Kept in the archive');
    const res = await updateOwners(t.tokens.partner, t.ids.partnership, { owner_ids: [t.ids.primary, t.ids.second] });
    expect(res.status).toBe(200);
    const nextId = res.body.conversation_id;
    expect(nextId).not.toBe(before.id);
    const old = await open(t.tokens.partner, before.id);
    expect(old.body.archived).toBe(true);
    expect(texts(old.body.messages)).toContain('Kept in the archive');
    const fresh = await open(t.tokens.second, nextId);
    expect(fresh.status).toBe(200);
    expect(texts(fresh.body.messages)).toEqual([]);
    expect(fresh.body.user_ids.sort()).toEqual([t.ids.primary, t.ids.second].sort());
    expect(fresh.body.advisor_ids).toEqual(before.advisor_ids);
    // The new owner is not in the archived conversation.
    expect((await open(t.tokens.second, before.id)).status).toBe(404);
    expect((await company(t.tokens.partner, t.ids.partnership)).relevant_conversation_id).toBe(nextId);
  });

  it('with copy, the new conversation starts with a copy of the previous messages; the originals stay archived', async () => {
    const t = await setup();
    const before = await conversationOf(t.tokens.primary, t.ids.partnership);
    for (const text of ['first', 'second', 'third']) await send(t.tokens.primary, before.id, text);
    const res = await updateOwners(t.tokens.full, t.ids.partnership, {
      owner_ids: [t.ids.second, t.ids.primary],
      should_copy_over_previous_messages: true,
    });
    expect(res.status).toBe(200);
    const copy = await open(t.tokens.second, res.body.conversation_id);
    expect(texts(copy.body.messages)).toEqual(['first', 'second', 'third']);
    expect(copy.body.last_message.text).toBe('third');
    const old = await open(t.tokens.partner, before.id);
    expect(old.body.archived).toBe(true);
    expect(texts(old.body.messages)).toEqual(['first', 'second', 'third']);
    // The copies are messages of their own: editing one leaves the original as it was.
    const mine = copy.body.messages.find((m: { text: string }) => m.text === 'first');
    const edit = await api('/conversations/edit_message', {
      token: t.tokens.primary,
      body: { message_id: mine.id, text: 'first, edited' },
    });
    expect(edit.status).toBe(200);
    expect(texts((await open(t.tokens.partner, before.id)).body.messages)[0]).toBe('first');
  });

  it('the primary contact stays an owner or moves to the first owner; removed owners lose the entity', async () => {
    const t = await setup();
    const res = await updateOwners(t.tokens.partner, t.ids.partnership, {
      owner_ids: [t.ids.second],
      should_transfer_over_previous_messages: true,
    });
    expect(res.body.company.primary_user_id).toBe(t.ids.second);
    expect(res.body.company.owners).toEqual([
      { id: t.ids.second, full_name: 'Sid Second', email: t.emails.second, is_primary: true, paying: true },
    ]);
    expect((await api(`/companies/${t.ids.partnership}`, { token: t.tokens.primary })).status).toBe(404);
  });

  it('owners are clients of the firm; at least one; only partner and full users; another firm 404', async () => {
    const id = s.ids.partnership;
    const empty = await updateOwners(s.tokens.partner, id, { owner_ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Choose at least one owner');
    expect((await updateOwners(s.tokens.partner, id, { owner_ids: [s.ids.advisor] })).body.error).toBe(
      'A firm user cannot be an owner of an entity.',
    );
    expect((await updateOwners(s.tokens.partner, id, { owner_ids: [foreign.clientId] })).body.error).toBe(
      'Choose a client of the firm',
    );
    expect((await updateOwners(s.tokens.advisor, id, { owner_ids: [s.ids.primary] })).status).toBe(403);
    expect((await updateOwners(foreign.token, id, { owner_ids: [foreign.clientId] })).status).toBe(404);
    expect((await updateOwners(s.tokens.partner, id, { owner_ids: 'x' })).status).toBe(400);
    expect((await company(s.tokens.partner, id)).user_ids).toEqual([s.ids.primary]);
  });
});

describe('POST /companies/{id}/create_new_owner (FA §3.3 New owner, §5.3)', () => {
  const newOwner = (token: string, id: string, body: Record<string, unknown>) =>
    api(`/companies/${id}/create_new_owner`, { token, body });

  it('makes a new client who owns the entity; without an email they get a temporary one', async () => {
    const t = await setup();
    const email = uniqueEmail('own-new');
    const res = await newOwner(t.tokens.partner, t.ids.partnership, {
      firstName: 'Nel',
      lastName: 'New',
      email,
      phoneNumber: '(555) 222-3333',
      advisor: t.ids.advisor,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Successfully created a new user');
    expect(res.body.company.owners).toContainEqual({
      id: res.body.user_id,
      full_name: 'Nel New',
      email,
      is_primary: false,
      paying: true,
    });
    const user = await api(`/users/${res.body.user_id}`, { token: t.tokens.partner });
    expect(user.body.user).toMatchObject({ phone_number: '5552223333', assigned_advisor: { name: 'Ada Advisor' } });
    const blank = await newOwner(t.tokens.partner, t.ids.partnership, { firstName: 'Tem', lastName: 'Porary' });
    expect(blank.status).toBe(201);
    expect(blank.body.company.owners.find((o: { id: string }) => o.id === blank.body.user_id).email).toBeNull();
  });

  it('an email of the firm’s client adds that client; one of another firm is taken', async () => {
    const t = await setup();
    const added = await newOwner(t.tokens.full, t.ids.partnership, {
      firstName: 'Sid',
      lastName: 'Second',
      email: t.emails.second.toUpperCase(),
      transferPreviousMessages: true,
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('You have successfully updated the list of users.');
    expect(added.body.user_id).toBe(t.ids.second);
    const again = await newOwner(t.tokens.full, t.ids.partnership, {
      firstName: 'Sid',
      lastName: 'Second',
      email: t.emails.second,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This user is already an owner of the entity.');
    const taken = await newOwner(t.tokens.full, t.ids.partnership, {
      firstName: 'Far',
      lastName: 'Away',
      email: foreign.clientEmail,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('Email is already taken. Learn how to resolve this issue here');
    expect(JSON.stringify(taken.body)).not.toContain('Foreign');
    const staff = await newOwner(t.tokens.full, t.ids.partnership, {
      firstName: 'Ada',
      lastName: 'Advisor',
      email: t.emails.advisor,
    });
    expect(staff.body.error).toBe('A firm user cannot be an owner of an entity.');
  });

  it('first and last name are required and the email must be valid', async () => {
    const id = s.ids.partnership;
    const noFirst = await newOwner(s.tokens.partner, id, { lastName: 'Only' });
    expect(noFirst.status).toBe(400);
    expect(noFirst.body.fields.firstName).toBe('First name is required');
    expect((await newOwner(s.tokens.partner, id, { firstName: 'Only', lastName: ' ' })).body.fields.lastName).toBe(
      'Last name is required',
    );
    expect(
      (await newOwner(s.tokens.partner, id, { firstName: 'A', lastName: 'B', email: 'nope' })).body.fields.email,
    ).toBe('Invalid email address');
    expect((await newOwner(s.tokens.advisor, id, { firstName: 'A', lastName: 'B' })).status).toBe(403);
    expect((await newOwner(foreign.token, id, { firstName: 'A', lastName: 'B' })).status).toBe(404);
  });
});

describe('POST /companies/{id}/change_primary_contact', () => {
  it('the new primary contact must be an owner', async () => {
    const t = await setup();
    const refused = await api(`/companies/${t.ids.partnership}/change_primary_contact`, {
      token: t.tokens.partner,
      body: { new_primary_contact_id: t.ids.second },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('The primary contact must be one of the entity’s owners.');
    await updateOwners(t.tokens.partner, t.ids.partnership, {
      owner_ids: [t.ids.primary, t.ids.second],
      should_transfer_over_previous_messages: true,
    });
    const res = await api(`/companies/${t.ids.partnership}/change_primary_contact`, {
      token: t.tokens.advisor,
      body: { new_primary_contact_id: t.ids.second },
    });
    expect(res.status).toBe(200);
    expect(res.body.company.primary_contact.id).toBe(t.ids.second);
    expect(res.body.company.owners[0]).toMatchObject({ id: t.ids.second, is_primary: true });
  });
});

describe('GET and POST /companies/{id}/spouse (FA §3.3 Spouse, §5.1)', () => {
  const addSpouse = (token: string, id: string, body: Record<string, unknown>) =>
    api(`/companies/${id}/spouse`, { token, body });

  it('a spouse is allowed only for Individual entities', async () => {
    const res = await addSpouse(s.tokens.partner, s.ids.partnership, { fname: 'Sam', lname: 'Spouse' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A spouse can be added to Individual entities only.');
  });

  it('spouse first and last name are required; the email, if given, valid and unused', async () => {
    const id = s.ids.individual;
    expect((await addSpouse(s.tokens.partner, id, { lname: 'Spouse' })).body.fields.fname).toBe(
      'First name is required',
    );
    expect((await addSpouse(s.tokens.partner, id, { fname: 'Sam' })).body.fields.lname).toBe('Last name is required');
    expect((await addSpouse(s.tokens.partner, id, { fname: 'Sam', lname: 'S', email: 'x@' })).body.fields.email).toBe(
      'Invalid email address',
    );
    const used = await addSpouse(s.tokens.partner, id, { fname: 'Sam', lname: 'S', email: foreign.clientEmail });
    expect(used.status).toBe(400);
    expect(used.body.error).toBe('This email already exists');
    expect((await api(`/companies/${id}/spouse`, { token: s.tokens.partner })).body).toEqual({ spouse: null });
  });

  it('creates the spouse as a client who owns the entity as its second owner', async () => {
    const t = await setup();
    const conversation = await conversationOf(t.tokens.primary, t.ids.individual);
    await send(t.tokens.primary, conversation.id, 'Our joint return');
    const email = uniqueEmail('own-spouse');
    const res = await addSpouse(t.tokens.partner, t.ids.individual, {
      fname: 'Sam',
      lname: 'Spouse',
      email,
      work_email: 'sam@work.example',
      phone_number: '5553334444',
      is_taxpayer: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.spouse).toMatchObject({
      fname: 'Sam',
      lname: 'Spouse',
      full_name: 'Sam Spouse',
      email,
      work_email: 'sam@work.example',
      phone_number: '5553334444',
      is_taxpayer: true,
      needs_access: true,
      assigned_advisor_id: t.ids.partner,
    });
    const spouseId = res.body.spouse.id;
    expect((await api(`/companies/${t.ids.individual}/spouse`, { token: t.tokens.partner })).body.spouse.id).toBe(
      spouseId,
    );
    const entity = await company(t.tokens.partner, t.ids.individual);
    expect(entity.spouse_user_id).toBe(spouseId);
    expect(entity.user_ids).toHaveLength(2);
    expect(entity.primary_user_id).toBe(t.ids.primary);
    // The spouse joins the entity's conversation as it is, messages included.
    const seen = await open(t.tokens.partner, conversation.id);
    expect(seen.body.user_ids).toContain(spouseId);
    const again = await addSpouse(t.tokens.partner, t.ids.individual, { fname: 'Second', lname: 'Spouse' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This entity already has a spouse.');
    expect((await api(`/companies/${t.ids.individual}/spouse`, { token: t.tokens.primary })).status).toBe(403);
    expect((await api(`/companies/${t.ids.individual}/spouse`, { token: foreign.token })).status).toBe(404);
  });
});

describe('PATCH /companies/{id}/update_client_assignment (FA §5.4)', () => {
  const assign = (token: string, id: string, user_id: string | null) =>
    api(`/companies/${id}/update_client_assignment`, { token, method: 'PATCH', body: { user_id } });

  it('sets the assigned firm user of the primary owner, for all of that user’s entities; the conversation follows', async () => {
    const t = await setup();
    const conversation = await conversationOf(t.tokens.primary, t.ids.individual);
    expect(conversation.advisor_ids).toEqual([t.ids.partner]);
    const res = await assign(t.tokens.full, t.ids.individual, t.ids.advisor);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Success!' });
    expect((await company(t.tokens.partner, t.ids.individual)).assigned_advisor_id).toBe(t.ids.advisor);
    expect((await company(t.tokens.partner, t.ids.partnership)).assigned_advisor_id).toBe(t.ids.advisor);
    const after = await open(t.tokens.advisor, conversation.id);
    expect(after.status).toBe(200);
    expect(after.body.advisor_ids).toEqual([t.ids.advisor]);
    expect((await assign(t.tokens.full, t.ids.individual, null)).status).toBe(200);
    expect((await company(t.tokens.partner, t.ids.individual)).assigned_advisor_id).toBeNull();
  });

  it('only partner and full users; only a firm user with no group or the client’s group', async () => {
    const id = s.ids.individual;
    expect((await assign(s.tokens.advisor, id, s.ids.advisor)).status).toBe(403);
    expect((await assign(s.tokens.primary, id, s.ids.advisor)).status).toBe(403);
    const otherGroup = await assign(s.tokens.partner, id, s.ids.northStaff);
    expect(otherGroup.status).toBe(400);
    expect(otherGroup.body.error).toBe('Choose a firm user with no group or with the client’s firm group');
    expect((await assign(s.tokens.partner, id, s.ids.second)).body.error).toBe('Choose an active firm user');
    expect((await assign(foreign.token, id, s.ids.advisor)).status).toBe(404);
  });
});

describe('PATCH /companies/{id}/update_roles: special roles of FA §3.2', () => {
  const roles = (token: string, id: string, body: Record<string, unknown>) =>
    api(`/companies/${id}/update_roles`, { token, method: 'PATCH', body });

  it('stores client_manager_id and cpa_id, and clears them', async () => {
    const t = await setup();
    const cpa = await roles(t.tokens.advisor, t.ids.partnership, { special_role: 'cpa_id', user_id: t.ids.full });
    expect(cpa.status).toBe(200);
    expect(cpa.body.company.cpa_id).toBe(t.ids.full);
    const manager = await roles(t.tokens.partner, t.ids.partnership, {
      special_role: 'client_manager_id',
      user_id: t.ids.advisor,
    });
    expect(manager.body.company).toMatchObject({ cpa_id: t.ids.full, client_manager_id: t.ids.advisor });
    expect(
      (await roles(t.tokens.partner, t.ids.partnership, { special_role: 'cpa_id', user_id: '-1' })).body.company.cpa_id,
    ).toBeNull();
    expect(
      (await roles(t.tokens.partner, t.ids.partnership, { special_role: 'owner', user_id: t.ids.full })).status,
    ).toBe(400);
    expect(
      (await roles(t.tokens.partner, t.ids.partnership, { special_role: 'cpa_id', user_id: t.ids.second })).body.error,
    ).toBe('Choose an active firm user');
    expect((await roles(t.tokens.primary, t.ids.partnership, { special_role: 'cpa_id', user_id: null })).status).toBe(
      403,
    );
  });
});
