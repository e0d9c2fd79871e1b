import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';
import type { RequestContext } from '../platform/http';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());
afterEach(() => vi.useRealTimers());

const ctx = (): RequestContext => ({
  input: {},
  caller: null,
  route: {} as never,
  requestId: 'expiry-test',
  ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  userAgent: 'vitest',
});

/** Moves only the clock the code reads (Date), leaving real timers for the SDK's sockets. */
function later(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

async function aUser(label: string) {
  const { createFirmWithPartner } = await import('../platform/provision');
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
  const { partner } = await createFirmWithPartner({
    firmName: 'Expiry Firm',
    partner: { email, fname: 'E', lname: 'X', isAdvisor: true, password: 'Right-Password-1!' },
  });
  const store = await import('./store');
  return (await store.getUser(partner.firmId, partner.userId))!;
}

describe('codes, links and tokens expire', () => {
  it('a sign-in code works for 10 minutes and not a second longer', async () => {
    const store = await import('./store');
    const { verifyCode } = await import('./sign-in');
    const { codeLifetimeSeconds } = await import('./rules');
    const user = await aUser('code-expiry');
    expect(codeLifetimeSeconds).toBeLessThanOrEqual(600);

    await store.putVerificationCode({
      firmId: user.firmId,
      userId: user.userId,
      purpose: 'signin',
      code: 'ABCDEF',
      lifetimeSeconds: codeLifetimeSeconds,
    });
    later(codeLifetimeSeconds + 1);
    await expect(verifyCode(ctx(), user.uid, 'ABCDEF', undefined)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid or expired verification code',
    });

    vi.useRealTimers();
    await store.putVerificationCode({
      firmId: user.firmId,
      userId: user.userId,
      purpose: 'signin',
      code: 'GHJKLM',
      lifetimeSeconds: codeLifetimeSeconds,
    });
    later(codeLifetimeSeconds - 30);
    await expect(verifyCode(ctx(), user.uid, 'GHJKLM', undefined)).resolves.toHaveProperty('auth_token');
  });

  it('an emailed sign-in link expires after 10 minutes, and a used one can not be replayed', async () => {
    const store = await import('./store');
    const { exchangeGrant } = await import('./sign-in');
    const { signInLinkLifetimeSeconds } = await import('./rules');
    const user = await aUser('link-expiry');

    const stale = await store.issueGrant({
      firmId: user.firmId,
      userId: user.userId,
      kind: 'link',
      lifetimeSeconds: signInLinkLifetimeSeconds,
    });
    later(signInLinkLifetimeSeconds + 1);
    await expect(exchangeGrant(ctx(), stale.token)).rejects.toMatchObject({ status: 401 });
    vi.useRealTimers();

    const fresh = await store.issueGrant({
      firmId: user.firmId,
      userId: user.userId,
      kind: 'link',
      lifetimeSeconds: signInLinkLifetimeSeconds,
    });
    await expect(exchangeGrant(ctx(), fresh.token)).resolves.toHaveProperty('firebase_token');
    await expect(exchangeGrant(ctx(), fresh.token)).rejects.toMatchObject({
      status: 401,
      message: 'This link has expired or was already used. Please request a new one.',
    });
  });

  it('an identity token lasts 15 minutes; the refresh token then gets a new one without the password', async () => {
    const { signInWithPassword, refreshIdentity } = await import('./sign-in');
    const { verifyIdentityToken, identityTokenSeconds } = await import('../platform/auth/tokens');
    const user = await aUser('token-expiry');
    const tokens = (await signInWithPassword(ctx(), user.email, 'Right-Password-1!')) as {
      firebase_token: string;
      refresh_token: string;
    };
    expect(await verifyIdentityToken(tokens.firebase_token)).toMatchObject({ userId: user.userId });

    later(identityTokenSeconds + 1);
    expect(await verifyIdentityToken(tokens.firebase_token)).toBeNull();
    const renewed = await refreshIdentity(ctx(), tokens.refresh_token);
    expect(await verifyIdentityToken(renewed.firebase_token)).toMatchObject({ userId: user.userId });
  });
});

describe('deactivation ends sessions at once', () => {
  it('a deactivated user’s identity and refresh tokens stop working on the next call', async () => {
    const { signInWithPassword, refreshIdentity } = await import('./sign-in');
    const { verifyIdentityToken } = await import('../platform/auth/tokens');
    const { User } = await import('../platform/data/entities/user');
    const user = await aUser('deactivated');
    const tokens = (await signInWithPassword(ctx(), user.email, 'Right-Password-1!')) as {
      firebase_token: string;
      refresh_token: string;
    };

    await User.patch({ firmId: user.firmId, userId: user.userId }).set({ paying: false }).go();

    expect(await verifyIdentityToken(tokens.firebase_token)).toBeNull();
    await expect(refreshIdentity(ctx(), tokens.refresh_token)).rejects.toMatchObject({ status: 401 });
    await expect(signInWithPassword(ctx(), user.email, 'Right-Password-1!')).rejects.toMatchObject({
      status: 403,
      message: 'Your account has been deactivated. Please contact your firm.',
    });
  });
});
