import { Forbidden, TooMany, Unauthorized } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { constantTimeEqual, sha256, verifyPassword } from '../platform/auth/secrets';
import { identityTokenSeconds, issueIdentityToken } from '../platform/auth/tokens';
import { clearHits, countHit, isLimited, type RateWindow } from '../platform/rate-limit';
import type { RequestContext } from '../platform/http';
import * as store from './store';
import {
  accountFailureLimit,
  addressFailureLimit,
  authTokenLifetimeSeconds,
  maxCodeAttempts,
  messages,
  mfaChallengeLifetimeSeconds,
  needsSecondFactor,
  parseToken,
  sendLimit,
  type FirmPreferences,
} from './rules';

type User = store.UserItem;
export type Purpose = 'signin' | 'mfa';

const accountFailures = (userId: string): RateWindow => ({ key: `signin-fail:acct:${userId}`, ...accountFailureLimit });
const addressFailures = (ip: string): RateWindow => ({ key: `signin-fail:ip:${ip}`, ...addressFailureLimit });
export const sendsTo = (userId: string): RateWindow => ({ key: `send:${userId}`, ...sendLimit });

export async function firmPreferences(firmId: string): Promise<{ name: string; prefs: FirmPreferences }> {
  const firm = await store.getFirm(firmId);
  return { name: firm?.name ?? 'Ledgerline', prefs: (firm?.preferences ?? {}) as FirmPreferences };
}

/** Refuses deactivated accounts; deleted ones are treated as unknown by the lookups. */
export function assertActive(user: User): void {
  if (!user.paying) throw new Forbidden(messages.deactivated);
}

export async function assertAddressAllowed(ip: string): Promise<void> {
  const { limited, retryAfter } = await isLimited(addressFailures(ip));
  if (limited) throw new TooMany(messages.restricted, retryAfter);
}

async function assertAccountAllowed(user: User): Promise<void> {
  const { limited, retryAfter } = await isLimited(accountFailures(user.userId));
  if (limited) throw new TooMany(messages.restricted, retryAfter);
}

/** Limits how many codes and links one person can be sent. */
export async function countSend(user: User): Promise<void> {
  const count = await countHit(sendsTo(user.userId));
  if (count > sendLimit.limit) throw new TooMany(messages.tooManySends);
}

export async function signInFailed(ctx: RequestContext, user: User | null, reason: string): Promise<number> {
  await countHit(addressFailures(ctx.ip));
  if (!user) return 0;
  const count = await countHit(accountFailures(user.userId));
  await recordActivity({
    firmId: user.firmId,
    action: 'sign_in_failed',
    title: 'Sign-in failed',
    description: reason,
    userId: user.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return count;
}

/** Password sign-in: the first factor. */
export async function signInWithPassword(ctx: RequestContext, username: string, password: string) {
  await assertAddressAllowed(ctx.ip);
  const user = await store.findUserByEmail(username);
  if (!user) {
    await verifyPassword(password, undefined); // same work as a real check, so timing reveals nothing
    await signInFailed(ctx, null, 'unknown email');
    throw new Unauthorized(messages.wrongPassword);
  }
  await assertAccountAllowed(user);
  if (!(await verifyPassword(password, user.password_hash))) {
    const failures = await signInFailed(ctx, user, 'wrong password');
    if (failures >= accountFailureLimit.limit) throw new TooMany(messages.restricted);
    throw new Unauthorized(messages.wrongPassword);
  }
  assertActive(user);
  await clearHits(accountFailures(user.userId));
  return completeFirstFactor(ctx, user, 'password');
}

/** After a first factor: either a second factor is due, or the session starts. */
export async function completeFirstFactor(ctx: RequestContext, user: User, method: string) {
  const { prefs } = await firmPreferences(user.firmId);
  if (needsSecondFactor(user, prefs)) return askSecondFactor(ctx, user, method);
  return startSession(ctx, user, method);
}

/** Opens a two-factor challenge: the answer names the user and the token the second step must bring back. */
async function askSecondFactor(ctx: RequestContext, user: User, method: string) {
  const challenge = await store.issueGrant({
    firmId: user.firmId,
    userId: user.userId,
    kind: 'mfa',
    lifetimeSeconds: mfaChallengeLifetimeSeconds,
  });
  await recordActivity({
    firmId: user.firmId,
    action: 'sign_in_second_factor',
    title: 'Second factor requested',
    description: `First factor: ${method}`,
    userId: user.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { two_factor_required: true as const, uid: user.uid, mfa_token: challenge.token };
}

export async function startSession(ctx: RequestContext, user: User, method: string) {
  const { sessionId, refreshToken } = await store.createSession({
    firmId: user.firmId,
    userId: user.userId,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  await recordActivity({
    firmId: user.firmId,
    action: 'signed_in',
    title: 'Signed in',
    description: `Method: ${method}`,
    userId: user.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return sessionTokens(user, sessionId, refreshToken);
}

export async function sessionTokens(user: User, sessionId: string, refreshToken: string) {
  return {
    firebase_token: await issueIdentityToken({ firmId: user.firmId, userId: user.userId, sessionId, user }),
    refresh_token: refreshToken,
    expires_in: identityTokenSeconds,
    set_password_required: user.set_password_required ?? false,
  };
}

/** A live two-factor challenge for this user, from the mfa_token the password step answered. */
export async function openChallenge(user: User, mfaToken: string | undefined) {
  const parsed = parseToken(mfaToken);
  if (!parsed || parsed.firmId !== user.firmId) throw new Unauthorized(messages.invalidCode);
  const grant = await store.getGrant(parsed.firmId, parsed.id);
  if (
    !grant ||
    grant.kind !== 'mfa' ||
    grant.userId !== user.userId ||
    grant.used_at ||
    Date.parse(grant.expires_at) <= Date.now() ||
    !constantTimeEqual(grant.secret_hash, sha256(parsed.secret))
  ) {
    throw new Unauthorized(messages.invalidCode);
  }
  return grant;
}

/**
 * Checks a 6-character code. Wrong guesses count against the code and burn it at the limit; the right
 * code works once. A sign-in code answers an auth token (or a second-factor step); a two-factor code
 * closes the challenge and answers an auth token that needs no further factor.
 */
export async function verifyCode(ctx: RequestContext, uid: string, code: string, mfaToken: string | undefined) {
  await assertAddressAllowed(ctx.ip);
  const user = await store.findUserByUid(uid);
  if (!user) {
    await signInFailed(ctx, null, 'unknown uid');
    throw new Unauthorized(messages.invalidCode);
  }
  const purpose: Purpose = mfaToken ? 'mfa' : 'signin';
  const challenge = purpose === 'mfa' ? await openChallenge(user, mfaToken) : null;
  const stored = await store.getVerificationCode(user.firmId, user.userId, purpose);
  if (
    !stored ||
    Date.parse(stored.expires_at) <= Date.now() ||
    (challenge && stored.challenge_id !== challenge.grantId)
  ) {
    await signInFailed(ctx, user, 'expired or missing code');
    throw new Unauthorized(messages.invalidCode);
  }
  if ((stored.attempts ?? 0) >= maxCodeAttempts) throw new TooMany(messages.tooManyAttempts);
  if (!constantTimeEqual(stored.code_hash, sha256(code))) {
    await signInFailed(ctx, user, 'wrong code');
    const attempts = await store.countWrongCode(user.firmId, user.userId, purpose, stored.code_hash);
    if (attempts >= maxCodeAttempts) {
      await store.deleteVerificationCode(user.firmId, user.userId, purpose);
      throw new TooMany(messages.tooManyAttempts);
    }
    throw new Unauthorized(messages.invalidCode);
  }
  if (!(await store.consumeVerificationCode(user.firmId, user.userId, purpose, stored.code_hash)))
    throw new Unauthorized(messages.invalidCode);
  assertActive(user);
  if (challenge) {
    if (!(await store.consumeGrant(user.firmId, challenge.grantId))) throw new Unauthorized(messages.invalidCode);
    const auth = await store.issueGrant({
      firmId: user.firmId,
      userId: user.userId,
      kind: 'auth',
      lifetimeSeconds: authTokenLifetimeSeconds,
      secondFactorDone: true,
    });
    return { auth_token: auth.token };
  }
  const { prefs } = await firmPreferences(user.firmId);
  if (needsSecondFactor(user, prefs)) return askSecondFactor(ctx, user, 'code');
  const auth = await store.issueGrant({
    firmId: user.firmId,
    userId: user.userId,
    kind: 'auth',
    lifetimeSeconds: authTokenLifetimeSeconds,
    secondFactorDone: true,
  });
  return { auth_token: auth.token };
}

/** Redeems an auth token, a sign-in link or a reset link, once. */
export async function exchangeGrant(ctx: RequestContext, token: string) {
  const parsed = parseToken(token);
  const grant = parsed ? await store.getGrant(parsed.firmId, parsed.id) : null;
  const genuine = Boolean(parsed && grant && constantTimeEqual(grant.secret_hash, sha256(parsed.secret)));
  const valid = genuine && grant && grant.kind !== 'mfa' && !grant.used_at && Date.parse(grant.expires_at) > Date.now();
  if (!valid || !(await store.consumeGrant(grant.firmId, grant.grantId))) {
    await countHit(addressFailures(ctx.ip));
    throw new Unauthorized(
      messages.linkExpired,
      genuine && (grant?.kind === 'link' || grant?.kind === 'reset') ? await ownerOfSpentLink(grant) : undefined,
    );
  }
  const user = await store.getUser(grant.firmId, grant.userId);
  if (!user || user.deleted_at) throw new Unauthorized(messages.linkExpired);
  assertActive(user);
  if (grant.second_factor_done)
    return startSession(ctx, user, grant.kind === 'auth' ? 'verification code' : grant.kind);
  return completeFirstFactor(ctx, user, grant.kind === 'link' ? 'emailed link' : 'reset link');
}

/**
 * Whose sign-in or reset link it was, when a genuine link (its secret matches) comes back used or expired: the
 * expired-link page then offers that person a new email link or a text code (FA §2.4) without asking
 * for the email again. A made-up or altered token learns nothing.
 */
async function ownerOfSpentLink(grant: {
  firmId: string;
  userId: string;
}): Promise<{ uid: string; accountant_id: string } | undefined> {
  const user = await store.getUser(grant.firmId, grant.userId);
  if (!user || user.deleted_at || !user.paying) return undefined;
  return { uid: user.uid, accountant_id: user.firmId };
}

/** A new identity token for a live session, without asking the user again. */
export async function refreshIdentity(ctx: RequestContext, refreshToken: string) {
  const parsed = parseToken(refreshToken);
  const session = parsed ? await store.getSession(parsed.firmId, parsed.id) : null;
  if (
    !parsed ||
    !session ||
    session.revoked_at ||
    Date.parse(session.expires_at) <= Date.now() ||
    !constantTimeEqual(session.refresh_hash, sha256(parsed.secret))
  ) {
    await countHit(addressFailures(ctx.ip));
    throw new Unauthorized('Your session has ended. Please sign in again.');
  }
  const user = await store.getUser(session.firmId, session.userId);
  if (!user || user.deleted_at || !user.paying) throw new Unauthorized('Your session has ended. Please sign in again.');
  return sessionTokens(user, session.sessionId, refreshToken);
}
