import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import {
  api,
  call,
  codeIn,
  demoPassword,
  linkIn,
  makeFirm,
  signIn,
  smsTo,
  uniqueEmail,
  waitForMail,
  type MadeFirm,
} from '../support/api';

/**
 * FA §4.5 step 4, §3.4, §6 'Force two-factor': when the firm forces two-factor for its staff or for its clients, every
 * way of signing in asks for the second factor at the next sign-in after the partner turns it on (a password, an
 * emailed or texted code, an emailed sign-in link, a reset link, a self sign-up's auth token); sessions started
 * before go on. The flag is set as the partner sets it, through POST /firms/update_preferences.
 */

type Firm = MadeFirm & { partnerEmail: string };
type Challenge = { two_factor_required: true; uid: string; mfa_token: string };

const tokenFrom = (link: string) => new URL(link).searchParams.get('auth_token')!;
const phone = () => `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

const exchange = (authToken: string) =>
  api('/sessions/exchange_for_firebase_token', { body: { auth_token: authToken } });

async function setPreferences(token: string, preferences: Record<string, boolean | null>) {
  const res = await api('/firms/update_preferences', { token, body: { preferences } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

function expectChallenge(res: { status: number; body: any }, uid?: string): Challenge {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ two_factor_required: true, uid: uid ?? expect.any(String) });
  expect(res.body.firebase_token).toBeUndefined();
  expect(res.body.auth_token).toBeUndefined();
  return res.body as Challenge;
}

const uidOf = (firm: Firm, email: string) => firm.users.find((u) => u.email === email)!.uid;

/** The sign-in paths, each as the web makes it, answering what its last step answered. */
const paths = {
  password: (email: string) =>
    api('/sessions/verify_password_for_firebase_token', { body: { username: email, password: demoPassword } }),
  async emailedCode(email: string, uid: string) {
    expect((await api('/sessions/send_email_verification_code', { body: { uid } })).status).toBe(200);
    const code = codeIn((await waitForMail(email, (m) => /sign-in code/.test(m.subject))).subject)!;
    return api('/sessions/verify_verification_code', { body: { uid, verification_code: code } });
  },
  async textedCode(digits: string, uid: string) {
    expect((await api('/sessions/send_sms_verification_code', { body: { uid } })).status).toBe(200);
    const [sms] = await smsTo(digits);
    return api('/sessions/verify_verification_code', { body: { uid, verification_code: codeIn(sms!.body)! } });
  },
  async emailedLink(email: string, uid: string) {
    expect((await api('/sessions/send_auth_link', { body: { uid } })).status).toBe(200);
    const link = linkIn((await waitForMail(email, (m) => /^Sign in to/.test(m.subject))).text, '/signin')!;
    return exchange(tokenFrom(link));
  },
  async resetLink(email: string) {
    expect((await api('/users/change_login_method', { body: { username: email } })).status).toBe(200);
    const mail = await waitForMail(email, (m) => /^Reset how you sign in/.test(m.subject));
    return exchange(tokenFrom(linkIn(mail.text, '/set-sign-in-method')!));
  },
};

/** The second factor as the 2fa state completes it: the mailed code (or its secure link), then the exchange. */
async function completeSecondFactor(email: string, challenge: Challenge) {
  const { uid, mfa_token } = challenge;
  expect((await api('/sessions/send_2fa_link', { body: { uid, mfa_token } })).status).toBe(200);
  const mail = await waitForMail(email, (m) => /two-factor code/.test(m.subject));
  const code = codeIn(mail.subject)!;
  expect(linkIn(mail.text, '/signin')).toContain(`two_factor_code=${code}`);
  const verified = await api('/sessions/verify_verification_code', {
    body: { uid, verification_code: code, mfa_token },
  });
  expect(verified.status).toBe(200);
  const session = await exchange(verified.body.auth_token);
  expect(session.status).toBe(200);
  return session.body as { firebase_token: string; refresh_token: string };
}

describe('the firm forces two-factor for clients (force_2fa_on_users)', () => {
  let firm: Firm;
  let partner: string;
  let templateHashId: string;
  const people = {
    password: uniqueEmail('f2fa-pw'),
    email: uniqueEmail('f2fa-email'),
    sms: uniqueEmail('f2fa-sms'),
    link: uniqueEmail('f2fa-link'),
    reset: uniqueEmail('f2fa-reset'),
  };
  const smsPhone = phone();

  beforeAll(async () => {
    const company = (name: string) => [{ name }];
    firm = await makeFirm({
      firm_name: 'Forced Clients Firm',
      users: [
        { email: people.password, password: demoPassword, companies: company('Pw Co') },
        { email: people.email, preferred_sign_in_method: 'email', companies: company('Email Co') },
        { email: people.sms, preferred_sign_in_method: 'sms', phone_number: smsPhone, companies: company('Sms Co') },
        { email: people.link, preferred_sign_in_method: 'link', companies: company('Link Co') },
        { email: people.reset, password: demoPassword, companies: company('Reset Co') },
      ],
    });
    partner = (await signIn(firm.partnerEmail)).firebase_token;
    const link = await call(sessionRoutes.templateSignUpLink, { id: 'builtin-individual-1040' }, { token: partner });
    expect(link.status).toBe(200);
    templateHashId = link.body.templateHashId;
  });

  it('before it is turned on a client signs in with a password alone, and that session goes on after it is', async () => {
    const before = await signIn(people.password);
    expect(before.firebase_token).toBeTruthy();

    await setPreferences(partner, { force_2fa_on_users: true });
    const me = await api('/sessions/current_user', { token: before.firebase_token });
    expect(me.status).toBe(200);
    expect(me.body.firm.preferences.force_2fa_on_users).toBe(true);
    const refreshed = await exchangeRefresh(before.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.firebase_token).toBeTruthy();
  });

  it('the next sign-in asks for the second factor, by every way a client signs in', async () => {
    await setPreferences(partner, { force_2fa_on_users: true });
    expectChallenge(await paths.password(people.password), uidOf(firm, people.password));
    expectChallenge(await paths.emailedCode(people.email, uidOf(firm, people.email)), uidOf(firm, people.email));
    expectChallenge(await paths.textedCode(smsPhone, uidOf(firm, people.sms)), uidOf(firm, people.sms));
    expectChallenge(await paths.emailedLink(people.link, uidOf(firm, people.link)), uidOf(firm, people.link));
    expectChallenge(await paths.resetLink(people.reset), uidOf(firm, people.reset));
    // The firm's staff are not asked: the client rule is not the staff rule.
    const staff = await paths.password(firm.partnerEmail);
    expect(staff.status).toBe(200);
    expect(staff.body.firebase_token).toBeTruthy();
  });

  it('a self sign-up’s auth token asks for the second factor too, which completes through the mailed code', async () => {
    await setPreferences(partner, { force_2fa_on_users: true });
    const email = uniqueEmail('f2fa-signup');
    const signUp = await api('/resources/firm_self_sign_up', {
      body: { email, fname: 'Sina', lname: 'Signup', templateHashId },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const challenge = expectChallenge(await exchange(signUp.body.auth_token));
    const session = await completeSecondFactor(email, challenge);
    const me = await api('/sessions/current_user', { token: session.firebase_token });
    expect(me.body.user).toMatchObject({ email, is_advisor: false });
  });

  it('the second factor completes an emailed link’s sign-in, and the code can not be used twice', async () => {
    await setPreferences(partner, { force_2fa_on_users: true });
    const challenge = expectChallenge(
      await paths.emailedLink(people.link, uidOf(firm, people.link)),
      uidOf(firm, people.link),
    );
    const session = await completeSecondFactor(people.link, challenge);
    expect((await api('/sessions/current_user', { token: session.firebase_token })).body.user.email).toBe(people.link);
    expect(
      (await api('/sessions/send_2fa_link', { body: { uid: challenge.uid, mfa_token: challenge.mfa_token } })).status,
    ).toBe(401);
  });

  it('turned off again, a client signs in without a second factor', async () => {
    await setPreferences(partner, { force_2fa_on_users: null });
    const res = await paths.password(people.password);
    expect(res.status).toBe(200);
    expect(res.body.two_factor_required).toBeUndefined();
    expect(res.body.firebase_token).toBeTruthy();
  });
});

describe('the firm forces two-factor for its staff (force_2fa_on_firm_users)', () => {
  let firm: Firm;
  let partner: { firebase_token: string; refresh_token: string };
  const staff = {
    password: uniqueEmail('f2fa-staff-pw'),
    email: uniqueEmail('f2fa-staff-email'),
    sms: uniqueEmail('f2fa-staff-sms'),
    link: uniqueEmail('f2fa-staff-link'),
  };
  const client = uniqueEmail('f2fa-staff-client');
  const smsPhone = phone();

  beforeAll(async () => {
    const full = { is_advisor: true, firm_access: 'full' as const };
    firm = await makeFirm({
      firm_name: 'Forced Staff Firm',
      users: [
        { email: staff.password, password: demoPassword, ...full },
        { email: staff.email, preferred_sign_in_method: 'email', ...full },
        { email: staff.sms, preferred_sign_in_method: 'sms', phone_number: smsPhone, ...full },
        { email: staff.link, preferred_sign_in_method: 'link', ...full },
        { email: client, password: demoPassword, companies: [{ name: 'Client Co' }] },
      ],
    });
    partner = await signIn(firm.partnerEmail);
    await setPreferences(partner.firebase_token, { force_2fa_on_firm_users: true });
  });

  it('every way a staff member signs in asks for the second factor; the partner’s own session goes on', async () => {
    expectChallenge(await paths.password(staff.password), uidOf(firm, staff.password));
    expectChallenge(await paths.emailedCode(staff.email, uidOf(firm, staff.email)), uidOf(firm, staff.email));
    expectChallenge(await paths.textedCode(smsPhone, uidOf(firm, staff.sms)), uidOf(firm, staff.sms));
    expectChallenge(await paths.emailedLink(staff.link, uidOf(firm, staff.link)), uidOf(firm, staff.link));
    expectChallenge(await paths.resetLink(staff.password), uidOf(firm, staff.password));
    // The partner who turned it on is staff too: asked at the next sign-in, not thrown out of this one.
    expectChallenge(await paths.password(firm.partnerEmail), firm.users[0]!.uid);
    expect((await api('/sessions/current_user', { token: partner.firebase_token })).status).toBe(200);
  });

  it('clients are not asked when only staff are forced', async () => {
    const res = await paths.password(client);
    expect(res.status).toBe(200);
    expect(res.body.firebase_token).toBeTruthy();
  });

  it('a staff member completes the second factor and is signed in', async () => {
    const challenge = expectChallenge(await paths.password(staff.password), uidOf(firm, staff.password));
    const session = await completeSecondFactor(staff.password, challenge);
    const me = await api('/sessions/current_user', { token: session.firebase_token });
    expect(me.body.user).toMatchObject({ email: staff.password, is_advisor: true });
  });
});

function exchangeRefresh(refreshToken: string) {
  return api('/sessions/exchange_for_firebase_token', { body: { refresh_token: refreshToken } });
}
