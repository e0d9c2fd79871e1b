import { beforeAll, describe, expect, it } from 'vitest';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { api, call, demoPassword, makeFirm, randomIp, signIn, uniqueEmail, type MadeFirm } from '../support/api';

const invalidLink = 'This sign-up link is not valid. Please ask your firm for a new one.';

let firm: MadeFirm & { partnerEmail: string };
let other: MadeFirm & { partnerEmail: string };
let partner: string;
let hash: string;
const knownEmail = uniqueEmail('known-client');

async function linkOf(token: string, templateId: string) {
  const res = await call(sessionRoutes.templateSignUpLink, { id: templateId }, { token });
  expect(res.status).toBe(200);
  return res.body.templateHashId;
}

async function signUp(body: Record<string, unknown>, ip = randomIp()) {
  return api('/resources/firm_self_sign_up', { body, ip });
}

/** The auth token of a sign-up, exchanged for a session as the web does. */
async function sessionOf(authToken: string) {
  const res = await call(sessionRoutes.exchangeForIdentityToken, { auth_token: authToken });
  expect(res.status).toBe(200);
  return (res.body as { firebase_token: string }).firebase_token;
}

beforeAll(async () => {
  firm = await makeFirm({
    firm_name: 'Sign-up Firm',
    groups: ['North'],
    users: [{ email: knownEmail, password: demoPassword, companies: [{ name: 'Known Co' }] }],
  });
  other = await makeFirm({ firm_name: 'Other Firm' });
  partner = (await signIn(firm.partnerEmail)).firebase_token;
  hash = await linkOf(partner, 'builtin-individual-1040');
});

describe('self sign-up through a template link (FA §2.1, §2.4, §4.5 step 6, §7.5)', () => {
  it('the template states show the firm name and the template before anyone signs in', async () => {
    expect(await api('/resources/get_firm', { query: { templateHashId: hash } })).toMatchObject({
      status: 200,
      body: { name: 'Sign-up Firm' },
    });
    const template = await api('/resources/get_template', { query: { templateHashId: hash } });
    expect(template.status).toBe(200);
    expect(template.body.name).toBeTruthy();
  });

  it('an unknown email signs up with first and last name, then a token exchange and sign-in, and lands in the questionnaire created from the template', async () => {
    const email = uniqueEmail('new-client');
    const res = await signUp({ email, fname: 'Nina', lname: 'Newcomer', templateHashId: hash, year: 2025 });
    expect(res.status).toBe(200);
    const token = await sessionOf(res.body.auth_token);
    const me = await api('/sessions/current_user', { token });
    expect(me.body.user).toMatchObject({ email, is_advisor: false });

    const before = await api('/resources/get_questionnaire_id_by_template', {
      token,
      query: { templateHashId: hash, year: '2025' },
    });
    expect(before).toMatchObject({ status: 200, body: { questionnaire_id: null, tax_year: 2025 } });
    const made = await api('/resources/firm_self_sign_up_create_questionnaire', {
      token,
      body: { templateHashId: hash, year: 2025 },
    });
    expect(made).toMatchObject({ status: 200, body: { created: true, tax_year: 2025 } });
    const again = await api('/resources/firm_self_sign_up_create_questionnaire', {
      token,
      body: { templateHashId: hash, year: 2025 },
    });
    expect(again.body).toMatchObject({ created: false, questionnaire_id: made.body.questionnaire_id });
    const after = await api('/resources/get_questionnaire_id_by_template', {
      token,
      query: { templateHashId: hash, year: '2025' },
    });
    expect(after.body).toMatchObject({
      questionnaire_id: made.body.questionnaire_id,
      company_hash_id: made.body.company_hash_id,
    });
    const opened = await api('/questionnaires/get_questionnaire', {
      token,
      query: { company_id: made.body.company_id, id: made.body.questionnaire_id },
    });
    expect(opened.status).toBe(200);
  });

  it('a known email does not create a duplicate: it is sent to sign in', async () => {
    const res = await signUp({ email: knownEmail, fname: 'Someone', lname: 'Else', templateHashId: hash });
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'An account with this email already exists. Please sign in instead.' },
    });
    const me = await api('/sessions/current_user', { token: (await signIn(knownEmail)).firebase_token });
    expect(me.body.user).toMatchObject({ fname: 'Test', lname: 'User' });
    expect(me.body.companies.map((c: { name: string }) => c.name)).toEqual(['Known Co']);
  });

  it('a template’s link is the same whenever it is asked for, even twice at once, and is a stored random id', async () => {
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await linkOf(partner, 'builtin-individual-1040')).toBe(hash);
    const [a, b] = await Promise.all([linkOf(partner, 'builtin-schedule-c'), linkOf(partner, 'builtin-schedule-c')]);
    expect(a).toBe(b);
    expect(a).not.toBe(hash);
    expect(await api('/resources/get_template', { query: { templateHashId: a } })).toMatchObject({ status: 200 });
  });

  it('an unknown, altered or removed template link is 404', async () => {
    const altered = `${hash.slice(0, 21)}${hash.endsWith('A') ? 'B' : 'A'}`;
    // A link of the shape signed before links were stored names the firm and template, but is no link the server has.
    const signedBefore = `${Buffer.from(`${firm.firm_id}\nbuiltin-schedule-c`).toString('base64url')}.${'A'.repeat(22)}`;
    for (const templateHashId of ['A'.repeat(22), altered, signedBefore]) {
      expect(await api('/resources/get_firm', { query: { templateHashId } })).toMatchObject({
        status: 404,
        body: { error: invalidLink },
      });
      const res = await signUp({ email: uniqueEmail('x'), fname: 'A', lname: 'B', templateHashId });
      expect(res.status).toBe(404);
    }
    const removed = await linkOf(partner, 'builtin-schedule-f');
    expect(
      (await api('/questionnaire_templates/builtin-schedule-f/delete_template', { token: partner, body: {} })).status,
    ).toBe(200);
    expect((await api('/resources/get_template', { query: { templateHashId: removed } })).status).toBe(404);
    expect((await call(sessionRoutes.templateSignUpLink, { id: 'no-such-template' }, { token: partner })).status).toBe(
      404,
    );
  });

  it('bad input is refused with the field that is wrong', async () => {
    const ok = { email: uniqueEmail('bad'), fname: 'A', lname: 'B', templateHashId: hash };
    for (const [field, value] of [
      ['email', 'not-an-email'],
      ['fname', ''],
      ['lname', ' '],
      ['templateHashId', '../../etc'],
      ['year', 'soon'],
      ['firmGroupId', 'x y'],
    ] as const) {
      const res = await signUp({ ...ok, [field]: value });
      expect(res.status, field).toBe(400);
    }
    expect((await api('/resources/get_firm', { query: { templateHashId: '' } })).status).toBe(400);
    const unknownGroup = await signUp({ ...ok, firmGroupId: 'nogroup' });
    expect(unknownGroup.status).toBe(400);
    const withGroup = await signUp({ ...ok, email: uniqueEmail('north'), firmGroupId: firm.groups.North });
    expect(withGroup.status).toBe(200);
  });

  it('sign-ups from one network are rate-limited', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    const altered = 'B'.repeat(22);
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await signUp({ email: uniqueEmail('rate'), fname: 'R', lname: 'L', templateHashId: altered }, ip)).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("another firm's link makes no questionnaire for this firm's client, and staff do not answer one", async () => {
    const foreign = await linkOf((await signIn(other.partnerEmail)).firebase_token, 'builtin-individual-1040');
    const client = (await signIn(knownEmail)).firebase_token;
    const res = await api('/resources/firm_self_sign_up_create_questionnaire', {
      token: client,
      body: { templateHashId: foreign },
    });
    expect(res).toMatchObject({ status: 404, body: { error: invalidLink } });
    const staff = await api('/resources/firm_self_sign_up_create_questionnaire', {
      token: partner,
      body: { templateHashId: hash },
    });
    expect(staff.status).toBe(403);
  });
});
