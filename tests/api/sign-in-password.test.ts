import { describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, randomIp, signIn, uniqueEmail } from '../support/api';

const restricted =
  'Access to this account has been temporarily restricted. Please try again later or reset your password for immediate access.';

describe('email lookup', () => {
  it('answers uid, accountant_id and the preferred method for a known email, trimmed and in any case', async () => {
    const firm = await makeFirm();
    const res = await api('/sessions/get_preferred_sign_in_method', {
      query: { username: `  ${firm.partnerEmail.toUpperCase()} ` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      uid: firm.users[0].uid,
      accountant_id: firm.firm_id,
      preferred_sign_in_method: 'password',
      set_password_required: false,
    });
  });

  it("says the spec's words for an unknown email and 400 for a missing or malformed one", async () => {
    const unknown = await api('/sessions/get_preferred_sign_in_method', { query: { username: uniqueEmail('nobody') } });
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: "Sorry, we couldn't find a user with that email address" },
    });
    expect((await api('/sessions/get_preferred_sign_in_method')).body.error).toBe('Email is missing');
    expect((await api('/sessions/get_preferred_sign_in_method', { query: { username: 'not-an-email' } })).status).toBe(
      400,
    );
  });

  it('lists masked ways to receive a code', async () => {
    const firm = await makeFirm({
      users: [{ email: uniqueEmail('sms'), phone_number: '5551234567', preferred_sign_in_method: 'sms' }],
    });
    const res = await api('/sessions/get_auth_methods', { query: { uid: firm.users[1].uid } });
    expect(res.status).toBe(200);
    expect(res.body.methods).toEqual([
      { kind: 'email', value: expect.stringMatching(/^s•••@test\.example$/) },
      { kind: 'phone', value: '(•••) •••-4567' },
    ]);
  });
});

describe('password sign-in', () => {
  it('answers an identity token that works as the bearer on the next call', async () => {
    const firm = await makeFirm();
    const tokens = await signIn(firm.partnerEmail);
    expect(tokens.expires_in).toBe(900);
    const me = await api('/sessions/current_user', { token: tokens.firebase_token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: firm.partnerEmail, is_advisor: true, firm_access: 'partner' });
    expect(me.body.firm).toMatchObject({ id: firm.firm_id, name: 'Test Firm' });
    expect(me.body.user.password_hash).toBeUndefined();
  });

  it('refuses a wrong password with the same words as an unknown email', async () => {
    const firm = await makeFirm();
    const wrong = await api('/sessions/verify_password_for_firebase_token', {
      body: { username: firm.partnerEmail, password: 'Wrong-Password-1!' },
    });
    const unknown = await api('/sessions/verify_password_for_firebase_token', {
      body: { username: uniqueEmail('ghost'), password: 'Wrong-Password-1!' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'The email address or password is incorrect' } });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'The email address or password is incorrect' } });
  });

  it('restricts an account after 5 wrong passwords, even from different addresses and with the right password', async () => {
    const firm = await makeFirm();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await api('/sessions/verify_password_for_firebase_token', {
            body: { username: firm.partnerEmail, password: `Wrong-${i}-Password!` },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await api('/sessions/verify_password_for_firebase_token', {
      body: { username: firm.partnerEmail, password: demoPassword },
    });
    expect(right).toMatchObject({ status: 429, body: { error: restricted } });
  });

  it('restricts an address that fails 30 times across accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++)
      await api('/sessions/verify_password_for_firebase_token', {
        ip,
        body: { username: uniqueEmail('spray'), password: 'Guess-Password-1!' },
      });
    const firm = await makeFirm();
    const res = await api('/sessions/verify_password_for_firebase_token', {
      ip,
      body: { username: firm.partnerEmail, password: demoPassword },
    });
    expect(res).toMatchObject({ status: 429, body: { error: restricted } });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a deactivated user', async () => {
    const email = uniqueEmail('gone');
    await makeFirm({ users: [{ email, password: demoPassword, active: false, companies: [{ name: 'Gone' }] }] });
    const res = await api('/sessions/verify_password_for_firebase_token', {
      body: { username: email, password: demoPassword },
    });
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'Your account has been deactivated. Please contact your firm.' },
    });
  });

  it('gives field errors for missing or mistyped fields and never a 500', async () => {
    const path = '/sessions/verify_password_for_firebase_token';
    const missing = await api(path, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ username: 'Email is missing', password: 'Password is missing' });
    expect((await api(path, { body: { username: 'a@b.test', password: '' } })).body.error).toBe('Password is missing');
    expect((await api(path, { body: { username: 42, password: ['x'] } })).status).toBe(400);
    expect(
      (await api(path, { rawBody: '{"username":', headers: { 'content-type': 'application/json' }, method: 'POST' }))
        .body.error,
    ).toBe('The request body is not valid JSON');
    expect((await api(path, { body: ['array'] })).status).toBe(400);
    expect((await api(path, { body: { username: 'a@b.test', password: 'x'.repeat(5000) } })).status).toBe(400);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await api('/sessions/verify_password_for_firebase_token', {
      body: { username: 'a@b.test', password: 'x', pad: 'y'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
  });
});

describe('sessions', () => {
  it('refreshes the identity token with the refresh token, without the password', async () => {
    const firm = await makeFirm();
    const tokens = await signIn(firm.partnerEmail);
    const refreshed = await api('/sessions/exchange_for_firebase_token', {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect((await api('/sessions/current_user', { token: refreshed.body.firebase_token })).status).toBe(200);
  });

  it('logout ends the session server-side: the identity and refresh tokens stop working', async () => {
    const firm = await makeFirm();
    const tokens = await signIn(firm.partnerEmail);
    expect((await api('/sessions/logout', { method: 'POST', token: tokens.firebase_token })).status).toBe(200);
    expect((await api('/sessions/current_user', { token: tokens.firebase_token })).status).toBe(401);
    expect(
      (await api('/sessions/exchange_for_firebase_token', { body: { refresh_token: tokens.refresh_token } })).status,
    ).toBe(401);
  });

  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    expect((await api('/sessions/current_user')).status).toBe(401);
    expect((await api('/sessions/current_user', { token: 'garbage' })).status).toBe(401);
    const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x","fid":"y","sid":"z"}').toString('base64url')}.`;
    expect((await api('/sessions/current_user', { token: forged })).status).toBe(401);
  });

  it('exchange needs exactly one of auth_token and refresh_token', async () => {
    expect((await api('/sessions/exchange_for_firebase_token', { body: {} })).status).toBe(400);
    expect(
      (await api('/sessions/exchange_for_firebase_token', { body: { auth_token: 'a.b.c', refresh_token: 'a.b.c' } }))
        .status,
    ).toBe(400);
    expect(
      (await api('/sessions/exchange_for_firebase_token', { body: { refresh_token: 'not.a.token' } })).status,
    ).toBe(401);
  });

  it('shows a client only active entities and says when none are left', async () => {
    const active = uniqueEmail('active');
    const inactive = uniqueEmail('inactive');
    await makeFirm({
      users: [
        {
          email: active,
          password: demoPassword,
          companies: [{ name: 'Open LLC' }, { name: 'Closed LLC', inactive: true }],
        },
        { email: inactive, password: demoPassword, companies: [{ name: 'Closed Too', inactive: true }] },
      ],
    });
    const a = await api('/sessions/current_user', { token: (await signIn(active)).firebase_token });
    expect(a.body.companies.map((c: { name: string }) => c.name)).toEqual(['Open LLC']);
    expect(a.body.has_active_entities).toBe(true);
    const b = await api('/sessions/current_user', { token: (await signIn(inactive)).firebase_token });
    expect(b.body).toMatchObject({ companies: [], has_active_entities: false });
  });
});

describe('the API describes itself', () => {
  it('serves an OpenAPI 3.1 document with every route', async () => {
    const res = await api('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/sessions/verify_password_for_firebase_token'].post.requestBody).toBeDefined();
  });
});
