import { describe, expect, it } from 'vitest';
import { api, demoPassword, linkIn, makeFirm, signIn, uniqueEmail, waitForMail } from '../support/api';

const resetMessage = 'If an account exists for that email address, we sent a link to reset how you sign in.';

async function resetLinkSession(email: string) {
  expect(await api('/users/change_login_method', { body: { username: email, redirect: '/' } })).toMatchObject({
    status: 200,
    body: { message: resetMessage },
  });
  const link = linkIn(
    (await waitForMail(email, (m) => /Reset how you sign in/.test(m.subject))).text,
    '/set-sign-in-method',
  )!;
  const res = await api('/sessions/exchange_for_firebase_token', {
    body: { auth_token: new URL(link).searchParams.get('auth_token') },
  });
  expect(res.status).toBe(200);
  return res.body as { firebase_token: string; refresh_token: string };
}

describe('forgot password and alternate sign-in', () => {
  it('answers the same for an unknown email, so the reset form reveals nothing', async () => {
    expect(await api('/users/change_login_method', { body: { username: uniqueEmail('none') } })).toMatchObject({
      status: 200,
      body: { message: resetMessage },
    });
  });

  it('a reset link used a second time names its owner, so the expired-link page can offer an email link or a text code', async () => {
    const firm = await makeFirm();
    expect((await api('/users/change_login_method', { body: { username: firm.partnerEmail } })).status).toBe(200);
    const link = linkIn(
      (await waitForMail(firm.partnerEmail, (m) => /Reset how you sign in/.test(m.subject))).text,
      '/set-sign-in-method',
    )!;
    const exchange = () =>
      api('/sessions/exchange_for_firebase_token', {
        body: { auth_token: new URL(link).searchParams.get('auth_token') },
      });
    expect((await exchange()).status).toBe(200);
    expect(await exchange()).toMatchObject({
      status: 401,
      body: {
        error: 'This link has expired or was already used. Please request a new one.',
        uid: firm.users[0].uid,
        accountant_id: firm.firm_id,
      },
    });
  });

  it('a reset link leads to a new password that ends every other session', async () => {
    const firm = await makeFirm();
    const before = await signIn(firm.partnerEmail);
    const session = await resetLinkSession(firm.partnerEmail);
    const set = await api('/users/set_sign_in_method', {
      token: session.firebase_token,
      body: { sign_in_method: 'password', new_password: 'Brand-New-Pass-9' },
    });
    expect(set.status).toBe(200);
    expect(set.body.firebase_token).toBeTruthy();
    expect((await api('/sessions/current_user', { token: before.firebase_token })).status).toBe(401);
    expect((await api('/sessions/current_user', { token: session.firebase_token })).status).toBe(401);
    expect((await api('/sessions/current_user', { token: set.body.firebase_token })).status).toBe(200);
    expect((await signIn(firm.partnerEmail, 'Brand-New-Pass-9')).firebase_token).toBeTruthy();
    expect(
      (
        await api('/sessions/verify_password_for_firebase_token', {
          body: { username: firm.partnerEmail, password: demoPassword },
        })
      ).status,
    ).toBe(401);
  });
});

describe('set sign-in method', () => {
  it("gives each password rule's own message", async () => {
    const firm = await makeFirm();
    const { firebase_token: token } = await signIn(firm.partnerEmail);
    const cases: [string, string][] = [
      ['Short-1!', 'Password must be greater than 10 characters'],
      ['lowercase-only-1!', 'Password must contain at least one uppercase letter'],
      ['UPPERCASE-ONLY-1!', 'Password must contain at least one lowercase letter'],
      ['No-Numbers-Here!', 'Password must contain at least one number'],
      ['NoSpecials12345', 'Password must contain at least one special character (#?!@$%^&*-)'],
    ];
    for (const [new_password, message] of cases) {
      const res = await api('/users/set_sign_in_method', { token, body: { sign_in_method: 'password', new_password } });
      expect(res).toMatchObject({ status: 400, body: { error: message, fields: { new_password: message } } });
    }
  });

  it('checks phone numbers and emails with the spec’s words', async () => {
    const firm = await makeFirm();
    const { firebase_token: token } = await signIn(firm.partnerEmail);
    const set = (body: object) => api('/users/set_sign_in_method', { token, body });
    expect((await set({ sign_in_method: 'sms', phone_number: '' })).body.error).toBe('Phone is required');
    expect((await set({ sign_in_method: 'sms', phone_number: '555-123' })).body.error).toBe(
      'Phone number must be 10 digits',
    );
    expect((await set({ sign_in_method: 'sms', phone_number: '(555) 123-45678' })).body.error).toBe(
      'Phone number must be 10 digits',
    );
    expect((await set({ sign_in_method: 'email', email: '' })).body.error).toBe('Email is required');
    expect((await set({ sign_in_method: 'email', email: 'nope' })).body.error).toBe('Invalid email address');
    expect((await set({ sign_in_method: 'carrier-pigeon' })).status).toBe(400);
  });

  it('switches to SMS sign-in with a formatted phone number', async () => {
    const firm = await makeFirm();
    const { firebase_token: token } = await signIn(firm.partnerEmail);
    const res = await api('/users/set_sign_in_method', {
      token,
      body: { sign_in_method: 'sms', phone_number: '(555) 987-6543' },
    });
    expect(res.status).toBe(200);
    const me = await api('/sessions/current_user', { token: res.body.firebase_token });
    expect(me.body.user).toMatchObject({ phone_number: '5559876543', preferred_sign_in_method: 'sms' });
  });

  it('moves sign-in to another email only if no one else has it', async () => {
    const other = uniqueEmail('taken');
    const firm = await makeFirm({ users: [{ email: other }] });
    const { firebase_token: token } = await signIn(firm.partnerEmail);
    const taken = await api('/users/set_sign_in_method', { token, body: { sign_in_method: 'email', email: other } });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: 'Email is already taken. Learn how to resolve this issue here' },
    });
    const fresh = uniqueEmail('moved');
    const moved = await api('/users/set_sign_in_method', { token, body: { sign_in_method: 'email', email: fresh } });
    expect(moved.status).toBe(200);
    expect(
      (await api('/sessions/get_preferred_sign_in_method', { query: { username: fresh } })).body
        .preferred_sign_in_method,
    ).toBe('email');
    expect(
      (await api('/sessions/get_preferred_sign_in_method', { query: { username: firm.partnerEmail } })).status,
    ).toBe(404);
  });

  it('needs a session', async () => {
    expect(
      (
        await api('/users/set_sign_in_method', {
          body: { sign_in_method: 'password', new_password: 'Brand-New-Pass-9' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('create a firm', () => {
  it('creates the firm and its partner, who sets a sign-in method from the emailed link', async () => {
    const email = uniqueEmail('founder');
    const res = await api('/resources/create_firm', {
      body: { email, firm_name: 'Founders CPA', fname: 'Fay', lname: 'Founder' },
    });
    expect(res.status).toBe(201);
    const link = linkIn((await waitForMail(email, (m) => /Welcome/.test(m.subject))).text, '/set-sign-in-method')!;
    const session = await api('/sessions/exchange_for_firebase_token', {
      body: { auth_token: new URL(link).searchParams.get('auth_token') },
    });
    expect(session.body.set_password_required).toBe(true);
    const set = await api('/users/set_sign_in_method', {
      token: session.body.firebase_token,
      body: { sign_in_method: 'password', new_password: 'Founder-Pass-2026' },
    });
    const me = await api('/sessions/current_user', { token: set.body.firebase_token });
    expect(me.body).toMatchObject({
      user: { firm_access: 'partner', is_advisor: true, set_password_required: false },
      firm: { name: 'Founders CPA' },
    });
  });

  it('refuses an email that already belongs to someone, and missing fields', async () => {
    const firm = await makeFirm();
    const dup = await api('/resources/create_firm', {
      body: { email: firm.partnerEmail, firm_name: 'Again', fname: 'A', lname: 'B' },
    });
    expect(dup).toMatchObject({
      status: 409,
      body: { error: 'Email is already taken. Learn how to resolve this issue here' },
    });
    const missing = await api('/resources/create_firm', { body: { email: uniqueEmail('x') } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({
      firm_name: expect.any(String),
      fname: expect.any(String),
      lname: expect.any(String),
    });
  });
});
