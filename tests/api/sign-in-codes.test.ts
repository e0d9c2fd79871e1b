import { describe, expect, it } from 'vitest';
import { api, codeIn, demoPassword, linkIn, makeFirm, signIn, smsTo, uniqueEmail, waitForMail } from '../support/api';

const tokenFrom = (link: string) => new URL(link).searchParams.get('auth_token')!;

async function exchange(authToken: string) {
  return api('/sessions/exchange_for_firebase_token', { body: { auth_token: authToken } });
}

describe('emailed code sign-in', () => {
  it('emails a 6-character code that signs in once', async () => {
    const email = uniqueEmail('code');
    const firm = await makeFirm({
      users: [{ email, preferred_sign_in_method: 'email', companies: [{ name: 'Code Co' }] }],
    });
    const uid = firm.users[1].uid;
    expect(
      (await api('/sessions/get_preferred_sign_in_method', { query: { username: email } })).body
        .preferred_sign_in_method,
    ).toBe('email');
    expect((await api('/sessions/send_email_verification_code', { body: { uid } })).status).toBe(200);
    const code = codeIn((await waitForMail(email, (m) => /sign-in code/.test(m.subject))).text)!;
    expect(code).toHaveLength(6);

    const verified = await api('/sessions/verify_verification_code', {
      body: { uid, verification_code: code.toLowerCase() },
    });
    expect(verified.status).toBe(200);
    const session = await exchange(verified.body.auth_token);
    expect(session.status).toBe(200);
    expect((await api('/sessions/current_user', { token: session.body.firebase_token })).body.user.email).toBe(email);

    expect(await api('/sessions/verify_verification_code', { body: { uid, verification_code: code } })).toMatchObject({
      status: 401,
      body: { error: 'Invalid or expired verification code' },
    });
    expect((await exchange(verified.body.auth_token)).status).toBe(401);
  });

  it('burns the code after 5 wrong guesses: Too many incorrect attempts, and the right code no longer works', async () => {
    const email = uniqueEmail('guess');
    const firm = await makeFirm({ users: [{ email, preferred_sign_in_method: 'email' }] });
    const uid = firm.users[1].uid;
    await api('/sessions/send_email_verification_code', { body: { uid } });
    const code = codeIn((await waitForMail(email)).text)!;
    const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await api('/sessions/verify_verification_code', { body: { uid, verification_code: wrong } })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const after = await api('/sessions/verify_verification_code', { body: { uid, verification_code: code } });
    expect(after.status).toBe(401);
  });

  it('checks the code format and the uid', async () => {
    expect(
      (await api('/sessions/verify_verification_code', { body: { verification_code: 'ABCDEF' } })).body.error,
    ).toBe('no UID provided for verification');
    expect(
      (await api('/sessions/verify_verification_code', { body: { uid: 'x', verification_code: '123' } })).status,
    ).toBe(400);
    expect(
      (await api('/sessions/verify_verification_code', { body: { uid: 'unknownuid', verification_code: 'ABCDEF' } }))
        .status,
    ).toBe(401);
    expect((await api('/sessions/send_email_verification_code', { body: { uid: 'unknownuid' } })).status).toBe(404);
  });

  it('limits how many codes one person can be sent', async () => {
    const email = uniqueEmail('flood');
    const firm = await makeFirm({ users: [{ email, preferred_sign_in_method: 'email' }] });
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api('/sessions/send_email_verification_code', { body: { uid: firm.users[1].uid } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('texted code sign-in', () => {
  it('texts a code to the phone on file', async () => {
    const email = uniqueEmail('sms');
    const firm = await makeFirm({ users: [{ email, preferred_sign_in_method: 'sms', phone_number: '5552223344' }] });
    const uid = firm.users[1].uid;
    expect((await api('/sessions/send_sms_verification_code', { body: { uid } })).status).toBe(200);
    const [sms] = await smsTo('5552223344');
    const code = codeIn(sms.body)!;
    const verified = await api('/sessions/verify_verification_code', { body: { uid, verification_code: code } });
    expect((await exchange(verified.body.auth_token)).status).toBe(200);
  });

  it("answers the spec's SMS failure with the masked phone when the text cannot be sent", async () => {
    const firm = await makeFirm({
      users: [
        { email: uniqueEmail('badphone'), preferred_sign_in_method: 'sms', phone_number: '5550100000' },
        { email: uniqueEmail('nophone') },
      ],
    });
    const failed = await api('/sessions/send_sms_verification_code', { body: { uid: firm.users[1].uid } });
    expect(failed).toMatchObject({
      status: 422,
      body: {
        error:
          'SMS code failed to send. Your phone number might be invalid. Please use the button below to reset your sign-in method.',
        phone: '(•••) •••-0000',
      },
    });
    expect((await api('/sessions/send_sms_verification_code', { body: { uid: firm.users[2].uid } })).status).toBe(422);
  });
});

describe('emailed sign-in link', () => {
  it('signs in once from the link, keeping the redirect inside the portal', async () => {
    const email = uniqueEmail('link');
    const firm = await makeFirm({ users: [{ email, companies: [{ name: 'Link Co' }] }] });
    const user = firm.users[1];
    expect(
      (
        await api('/sessions/send_auth_link', {
          body: { uid: user.uid, accountant_id: firm.firm_id, redirect: '/inbox' },
        })
      ).status,
    ).toBe(200);
    const link = linkIn((await waitForMail(email)).text, '/signin')!;
    expect(new URL(link).searchParams.get('redirect')).toBe('/inbox');
    expect((await exchange(tokenFrom(link))).status).toBe(200);
    expect(await exchange(tokenFrom(link))).toMatchObject({
      status: 401,
      body: { error: 'This link has expired or was already used. Please request a new one.' },
    });
  });

  it('refuses redirects to other sites and a firm id that is not the user’s', async () => {
    const firm = await makeFirm({ users: [{ email: uniqueEmail('redir') }] });
    expect(
      (await api('/sessions/send_auth_link', { body: { uid: firm.users[1].uid, redirect: '//evil.example' } })).status,
    ).toBe(400);
    expect(
      (await api('/sessions/send_auth_link', { body: { uid: firm.users[1].uid, accountant_id: 'someotherfirm' } }))
        .status,
    ).toBe(404);
  });

  it('names the owner of a spent link, so the expired-link page can offer a new link or a code, but not of an altered one', async () => {
    const email = uniqueEmail('spent');
    const firm = await makeFirm({ users: [{ email }] });
    const user = firm.users[1];
    await api('/sessions/send_auth_link', { body: { uid: user.uid } });
    const token = tokenFrom(linkIn((await waitForMail(email)).text, '/signin')!);
    expect((await exchange(token)).status).toBe(200);
    expect(await exchange(token)).toMatchObject({ status: 401, body: { uid: user.uid, accountant_id: firm.firm_id } });
    const altered = await exchange(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(altered.status).toBe(401);
    expect(altered.body).toEqual({ error: 'This link has expired or was already used. Please request a new one.' });
  });

  it('treats a tampered token as expired', async () => {
    expect((await exchange('a.b.c')).status).toBe(401);
    expect((await exchange('x'.repeat(600))).status).toBe(400);
  });
});

describe('two-factor authentication', () => {
  async function passwordStep(email: string) {
    const res = await api('/sessions/verify_password_for_firebase_token', {
      body: { username: email, password: demoPassword },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ two_factor_required: true });
    expect(res.body.firebase_token).toBeUndefined();
    return res.body as { uid: string; mfa_token: string };
  }

  it('asks a user with 2FA on for an emailed code after the password, then exchanges the auth token', async () => {
    const email = uniqueEmail('twofa');
    await makeFirm({ users: [{ email, password: demoPassword, enabled_2fa: true, companies: [{ name: 'T Co' }] }] });
    const { uid, mfa_token } = await passwordStep(email);
    expect((await api('/sessions/send_2fa_link', { body: { uid, mfa_token } })).status).toBe(200);
    const mail = await waitForMail(email, (m) => /two-factor/.test(m.subject));
    const code = codeIn(mail.subject)!;
    expect(linkIn(mail.text, '/signin')).toContain(`two_factor_code=${code}`);

    expect((await api('/sessions/verify_verification_code', { body: { uid, verification_code: code } })).status).toBe(
      401,
    ); // a 2FA code is not a sign-in code
    const verified = await api('/sessions/verify_verification_code', {
      body: { uid, verification_code: code, mfa_token },
    });
    expect(verified.status).toBe(200);
    const session = await exchange(verified.body.auth_token);
    expect(session.status).toBe(200);
    expect(session.body.firebase_token).toBeTruthy();
    // The challenge is spent: the same mfa_token can't be used for another code.
    expect((await api('/sessions/send_2fa_link', { body: { uid, mfa_token } })).status).toBe(401);
  });

  it('a second factor can not be skipped with a forged or another user’s challenge', async () => {
    const a = uniqueEmail('a2fa');
    const b = uniqueEmail('b2fa');
    const firm = await makeFirm({
      users: [
        { email: a, password: demoPassword, enabled_2fa: true },
        { email: b, password: demoPassword, enabled_2fa: true },
      ],
    });
    const first = await passwordStep(a);
    expect(
      (await api('/sessions/send_2fa_link', { body: { uid: firm.users[2].uid, mfa_token: first.mfa_token } })).status,
    ).toBe(401);
    expect(
      (await api('/sessions/send_2fa_link', { body: { uid: first.uid, mfa_token: `${first.mfa_token}x` } })).status,
    ).toBe(401);
    expect((await api('/sessions/send_2fa_link', { body: { uid: first.uid } })).status).toBe(400);
  });

  it('applies when the firm forces it for clients, not for its staff', async () => {
    const email = uniqueEmail('forced');
    const firm = await makeFirm({
      preferences: { force_2fa_on_users: true },
      users: [{ email, password: demoPassword }],
    });
    await passwordStep(email);
    expect((await signIn(firm.partnerEmail)).firebase_token).toBeTruthy();
  });

  it('applies to staff when the firm forces it for firm users, after an emailed link too', async () => {
    const email = uniqueEmail('staff2fa');
    const firm = await makeFirm({
      preferences: { force_2fa_on_firm_users: true },
      users: [{ email, is_advisor: true, firm_access: 'full', password: demoPassword }],
    });
    await passwordStep(email);
    await api('/sessions/send_auth_link', { body: { uid: firm.users[1].uid } });
    const link = linkIn((await waitForMail(email, (m) => /Sign in/.test(m.subject))).text, '/signin')!;
    const res = await exchange(tokenFrom(link));
    expect(res.body).toMatchObject({ two_factor_required: true, uid: firm.users[1].uid });
  });
});
