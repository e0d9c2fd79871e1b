import { describe, expect, it } from 'vitest';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { linkedAccountText } from '@ledgerline/shared/schemas/linked-accounts';
import {
  api,
  baseUrl,
  call,
  demoPassword,
  linkIn,
  makeFirm,
  randomIp,
  signIn,
  uniqueEmail,
  waitForMail,
} from '../support/api';

/**
 * Linked accounts (FA §7.2, MD §7) against the local OpenID Connect twin (infra/local/dev-oidc.ts), driven over
 * HTTP as a browser drives Google's or Microsoft's pages: the authorization address, the twin's sign-in page, its
 * redirect back with a code. Nothing is mocked: the portal exchanges the code at the twin's token endpoint and checks
 * the ID token against its keys.
 */
type Provider = 'google' | 'microsoft';
const callbackUrl = () => `${baseUrl()}/signin/callback`;

/** Follows an authorization address as a browser would, choosing `email` on the provider's page: the callback's query. */
async function pickAccount(authorizationUrl: string, email: string): Promise<URLSearchParams> {
  const jar = new Map<string, string>();
  const visit = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
  const next = (res: Response, from: string) => {
    expect(res.status, `${from} → ${res.status}`).toBe(303);
    return new URL(res.headers.get('location')!, from).href;
  };
  const interaction = next(await visit(authorizationUrl), authorizationUrl);
  const page = await visit(interaction);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Email');
  const resume = next(
    await visit(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    }),
    interaction,
  );
  const callback = new URL(next(await visit(resume), resume));
  expect(callback.origin + callback.pathname).toBe(callbackUrl());
  return callback.searchParams;
}

/** The callback of a linking the signed-in user started, with `email` chosen at the provider. */
async function linkCallback(token: string, email: string, provider: Provider = 'google') {
  const started = await call(userRoutes.linkAccountUrl, { provider, redirect_uri: callbackUrl() }, { token });
  expect(started.status).toBe(200);
  const q = await pickAccount(started.body.url, email);
  return { provider, code: q.get('code')!, state: q.get('state')!, redirect_uri: callbackUrl() };
}

async function link(token: string, email: string, provider: Provider = 'google') {
  return call(userRoutes.linkAccount, await linkCallback(token, email, provider), { token });
}

async function signInCallback(email: string, provider: Provider = 'google') {
  const started = await call(sessionRoutes.providerSignInUrl, { provider, redirect_uri: callbackUrl() });
  expect(started.status).toBe(200);
  const q = await pickAccount(started.body.url, email);
  return { provider, code: q.get('code')!, state: q.get('state')!, redirect_uri: callbackUrl() };
}

async function signInWith(email: string, provider: Provider = 'google') {
  return call(sessionRoutes.signInWithProvider, await signInCallback(email, provider), { ip: randomIp() });
}

/** The identity token of a sign-in that started a session (not one that asks for a second factor). */
const sessionToken = (body: object) => {
  expect(body).toHaveProperty('firebase_token');
  return (body as { firebase_token: string }).firebase_token;
};

const linkedOf = async (token: string) => (await call(userRoutes.getLinkedAccounts, {}, { token })).body;

describe('linking a Google or Microsoft account', () => {
  it('a user links a Google account through the provider and sees it among their linked accounts', async () => {
    const email = uniqueEmail('linker');
    await makeFirm({ users: [{ email, password: demoPassword, companies: [{ name: 'Linker Co' }] }] });
    const { firebase_token: token } = await signIn(email);
    expect(await linkedOf(token)).toEqual({ linked_accounts: [] });

    const googleEmail = uniqueEmail('g');
    const before = Date.now();
    const res = await link(token, googleEmail);

    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your Google account is linked');
    expect(res.body.linked_account).toMatchObject({ provider: 'google', email: googleEmail });
    const { linked_accounts } = await linkedOf(token);
    expect(linked_accounts).toEqual([{ provider: 'google', email: googleEmail, linked_at: expect.any(String) }]);
    expect(Date.parse(linked_accounts[0].linked_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a user links a Microsoft account beside a Google one, and each is listed', async () => {
    const email = uniqueEmail('both');
    await makeFirm({ users: [{ email, password: demoPassword }] });
    const { firebase_token: token } = await signIn(email);
    const g = uniqueEmail('g');
    const m = uniqueEmail('m');

    expect((await link(token, g, 'google')).status).toBe(200);
    expect((await link(token, m, 'microsoft')).status).toBe(200);

    const { linked_accounts } = await linkedOf(token);
    expect(linked_accounts.map((l: { provider: string; email: string }) => [l.provider, l.email])).toEqual([
      ['google', g],
      ['microsoft', m],
    ]);
  });

  it('an account is linked to one user only: another user, even of another firm, is refused with 409', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await makeFirm({ users: [{ email: first, password: demoPassword }] });
    await makeFirm({ users: [{ email: second, password: demoPassword }] });
    const a = (await signIn(first)).firebase_token;
    const b = (await signIn(second)).firebase_token;
    const shared = uniqueEmail('shared');
    expect((await link(a, shared)).status).toBe(200);

    const res = await link(b, shared);

    expect(res).toMatchObject({ status: 409, body: { error: linkedAccountText.linkedToSomeoneElse('google') } });
    expect((await linkedOf(b)).linked_accounts).toEqual([]);
    expect((await linkedOf(a)).linked_accounts).toHaveLength(1);
    // Linking one's own account again changes nothing.
    expect((await link(a, shared)).status).toBe(200);
    expect((await linkedOf(a)).linked_accounts).toHaveLength(1);
  });
});

describe('signing in with a linked account', () => {
  it('a linked account signs in: the session is the linked user’s', async () => {
    const email = uniqueEmail('signer');
    await makeFirm({ users: [{ email, password: demoPassword, companies: [{ name: 'Signer Co' }] }] });
    const { firebase_token: token } = await signIn(email);
    const googleEmail = uniqueEmail('g');
    await link(token, googleEmail);

    const res = await signInWith(googleEmail);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refresh_token: expect.any(String), set_password_required: false });
    const me = await api('/sessions/current_user', { token: sessionToken(res.body) });
    expect(me.body.user.email).toBe(email);
  });

  it('an account linked to nobody is refused with 401 and a clear message', async () => {
    const res = await signInWith(uniqueEmail('stranger'));
    expect(res).toMatchObject({ status: 401, body: { error: linkedAccountText.notLinked('google') } });
  });

  it('two-factor applies to a linked-account sign-in as to a password one', async () => {
    const email = uniqueEmail('twofa');
    const firm = await makeFirm({ users: [{ email, password: demoPassword, companies: [{ name: 'Twofa Co' }] }] });
    const googleEmail = uniqueEmail('g');
    await link((await signIn(email)).firebase_token, googleEmail);
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    const patched = await api(`/users/${firm.users[1]!.id}`, {
      method: 'PATCH',
      token: partner,
      body: { enabled_2fa: true },
    });
    expect(patched.status).toBe(200);

    const res = await signInWith(googleEmail);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      two_factor_required: true,
      uid: expect.any(String),
      mfa_token: expect.any(String),
    });
    expect(res.body).not.toHaveProperty('firebase_token');
  });

  it('a deactivated user cannot sign in with a linked account', async () => {
    const email = uniqueEmail('gone');
    const firm = await makeFirm({ users: [{ email, password: demoPassword, companies: [{ name: 'Gone Co' }] }] });
    const googleEmail = uniqueEmail('g');
    await link((await signIn(email)).firebase_token, googleEmail);
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    expect(
      (await api(`/users/${firm.users[1]!.id}`, { method: 'PATCH', token: partner, body: { paying: false } })).status,
    ).toBe(200);

    const res = await signInWith(googleEmail);

    expect(res).toMatchObject({
      status: 403,
      body: { error: 'Your account has been deactivated. Please contact your firm.' },
    });
  });
});

describe('unlinking', () => {
  it('unlinking the only sign-in method is refused; with another method it is unlinked and no longer signs in', async () => {
    // A client who signs in by emailed link links Google; the firm then removes their email (they get a made-up one),
    // so Google is their only way in.
    const email = uniqueEmail('only');
    const firm = await makeFirm({ users: [{ email, companies: [{ name: 'Only Co' }] }] });
    const client = firm.users[1]!;
    await api('/sessions/send_auth_link', { body: { uid: client.uid } });
    const authToken = new URL(linkIn((await waitForMail(email)).text, '/signin')!).searchParams.get('auth_token')!;
    const session = await api('/sessions/exchange_for_firebase_token', { body: { auth_token: authToken } });
    expect(session.status).toBe(200);
    let token: string = session.body.firebase_token;
    const googleEmail = uniqueEmail('g');
    expect((await link(token, googleEmail)).status).toBe(200);
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    expect((await api(`/users/${client.id}/remove_email`, { method: 'POST', token: partner, body: {} })).status).toBe(
      200,
    );

    const refused = await call(userRoutes.unlinkAccount, { email: googleEmail, provider: 'google' }, { token });

    expect(refused).toMatchObject({ status: 409, body: { error: linkedAccountText.onlyMethod } });
    expect((await linkedOf(token)).linked_accounts).toHaveLength(1);
    // Google still signs them in; once they set a password, Google may go.
    const viaGoogle = await signInWith(googleEmail);
    expect(viaGoogle.status).toBe(200);
    token = sessionToken(viaGoogle.body);
    const withPassword = await api('/users/set_sign_in_method', {
      token,
      body: { sign_in_method: 'password', new_password: 'A-new-Password-2026!' },
    });
    expect(withPassword.status).toBe(200);
    token = withPassword.body.firebase_token;
    const unlinked = await call(userRoutes.unlinkAccount, { email: googleEmail, provider: 'google' }, { token });
    expect(unlinked).toMatchObject({ status: 200, body: { message: 'Your Google account is unlinked' } });
    expect((await linkedOf(token)).linked_accounts).toEqual([]);
    expect(await signInWith(googleEmail)).toMatchObject({
      status: 401,
      body: { error: linkedAccountText.notLinked('google') },
    });
  });

  it('a user with a real email may unlink; an account that is not theirs is 404', async () => {
    const email = uniqueEmail('unlinker');
    const other = uniqueEmail('other');
    await makeFirm({
      users: [
        { email, password: demoPassword },
        { email: other, password: demoPassword },
      ],
    });
    const token = (await signIn(email)).firebase_token;
    const otherToken = (await signIn(other)).firebase_token;
    const googleEmail = uniqueEmail('g');
    await link(token, googleEmail);

    expect(
      (await call(userRoutes.unlinkAccount, { email: googleEmail, provider: 'google' }, { token: otherToken })).status,
    ).toBe(404);
    expect(
      (await call(userRoutes.unlinkAccount, { email: googleEmail, provider: 'microsoft' }, { token })).status,
    ).toBe(404);
    expect((await call(userRoutes.unlinkAccount, { email: googleEmail, provider: 'google' }, { token })).status).toBe(
      200,
    );
    expect((await linkedOf(token)).linked_accounts).toEqual([]);
  });
});

describe('bad requests', () => {
  it('an unknown provider, a missing code or a callback that is not the portal’s is 400', async () => {
    const email = uniqueEmail('bad');
    await makeFirm({ users: [{ email, password: demoPassword }] });
    const token = (await signIn(email)).firebase_token;
    const good = { provider: 'google', code: 'x', state: 'y', redirect_uri: callbackUrl() };

    for (const body of [
      { ...good, provider: 'facebook' },
      { ...good, code: '' },
      { ...good, state: undefined },
      { ...good, redirect_uri: 'https://evil.example/steal' },
      { ...good, redirect_uri: 'not a url' },
    ]) {
      expect((await api('/users/link_account', { token, body })).status, JSON.stringify(body)).toBe(400);
      expect((await api('/sessions/sign_in_with_provider', { body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await api('/users/link_account_url', { token, body: { provider: 'yahoo', redirect_uri: callbackUrl() } }))
        .status,
    ).toBe(400);
    expect((await api('/users/unlink_account', { token, body: { provider: 'google', email: 'nope' } })).status).toBe(
      400,
    );
  });

  it('a wrong or spent code, or an altered state, is refused: 422 when linking, 401 when signing in', async () => {
    const email = uniqueEmail('codes');
    await makeFirm({ users: [{ email, password: demoPassword }] });
    const token = (await signIn(email)).firebase_token;
    const googleEmail = uniqueEmail('g');

    const cb = await linkCallback(token, googleEmail);
    expect(await call(userRoutes.linkAccount, { ...cb, code: 'made-up-code' }, { token })).toMatchObject({
      status: 422,
      body: { error: linkedAccountText.notVerified('google') },
    });
    const altered = `${cb.state.slice(0, -4)}${cb.state.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect(await call(userRoutes.linkAccount, { ...cb, state: altered }, { token })).toMatchObject({
      status: 422,
      body: { error: linkedAccountText.expired },
    });
    expect((await call(userRoutes.linkAccount, cb, { token })).status).toBe(200);
    // A code works once.
    expect((await call(userRoutes.linkAccount, cb, { token })).status).toBe(422);

    const s = await signInCallback(googleEmail);
    expect(await call(sessionRoutes.signInWithProvider, { ...s, code: 'made-up-code' })).toMatchObject({
      status: 401,
      body: { error: linkedAccountText.notVerified('google') },
    });
    expect((await call(sessionRoutes.signInWithProvider, s)).status).toBe(200);
    expect((await call(sessionRoutes.signInWithProvider, s)).status).toBe(401);
  });

  it('a state is good only for what it was made for: its purpose, its user, its provider and its callback', async () => {
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    await makeFirm({
      users: [
        { email: a, password: demoPassword },
        { email: b, password: demoPassword },
      ],
    });
    const tokenA = (await signIn(a)).firebase_token;
    const tokenB = (await signIn(b)).firebase_token;

    // A linking A started cannot link the account to B (a forged link request).
    const forA = await linkCallback(tokenA, uniqueEmail('g'));
    expect((await call(userRoutes.linkAccount, forA, { token: tokenB })).status).toBe(422);
    // A sign-in's callback cannot link, a linking's cannot sign in.
    const signInCb = await signInCallback(uniqueEmail('g'));
    expect((await call(userRoutes.linkAccount, signInCb, { token: tokenA })).status).toBe(422);
    expect((await call(sessionRoutes.signInWithProvider, forA)).status).toBe(401);
    // Nor for another provider or callback address.
    const forB = await linkCallback(tokenB, uniqueEmail('g'));
    expect((await call(userRoutes.linkAccount, { ...forB, provider: 'microsoft' }, { token: tokenB })).status).toBe(
      422,
    );
    expect(
      (
        await call(
          userRoutes.linkAccount,
          { ...forB, redirect_uri: 'http://localhost:1/signin/callback' },
          { token: tokenB },
        )
      ).status,
    ).toBe(422);
    expect((await call(userRoutes.linkAccount, forB, { token: tokenB })).status).toBe(200);
  });

  it('signed out, the linked-account calls answer 401', async () => {
    const body = { provider: 'google', code: 'x', state: 'y', redirect_uri: callbackUrl(), email: 'a@b.example' };
    for (const path of ['/users/link_account', '/users/unlink_account', '/users/link_account_url'])
      expect((await api(path, { body })).status, path).toBe(401);
    expect((await api('/users/get_linked_accounts')).status).toBe(401);
  });

  it('the sign-in page is told which providers are offered', async () => {
    const res = await call(sessionRoutes.signInProviders, {});
    expect(res.status).toBe(200);
    expect(res.body.providers).toEqual([
      { provider: 'google', name: 'Google' },
      { provider: 'microsoft', name: 'Microsoft' },
    ]);
  });
});
