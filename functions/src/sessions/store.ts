import { isConditionFailure, mustCommit } from '../platform/data/transact';
import { db } from '../platform/data/service';
import { getItem } from '../platform/data/batch-get';
import { EmailClaim } from '../platform/data/entities/email-claim';
import { Firm } from '../platform/data/entities/firm';
import { Grant } from '../platform/data/entities/grant';
import { Session } from '../platform/data/entities/session';
import { User, type UserItem } from '../platform/data/entities/user';
import { VerificationCode } from '../platform/data/entities/verification-code';
import { newId, newSecret, sha256 } from '../platform/auth/secrets';
import { composeToken, secondsFromNow, sessionLifetimeDays } from './rules';
import { syncDirectoryUser } from '../platform/directory';

export type { UserItem };
export type GrantKind = 'auth' | 'link' | 'reset' | 'mfa';

export async function findUserByEmail(email: string): Promise<UserItem | null> {
  const claim = await EmailClaim.get({ email }).go();
  if (!claim.data) return null;
  const user = await User.get({ firmId: claim.data.firmId, userId: claim.data.userId }).go();
  return user.data && !user.data.deleted_at ? user.data : null;
}

export async function findUserByUid(uid: string): Promise<UserItem | null> {
  const found = await User.query.byUid({ uid }).go({ limit: 1 });
  const user = found.data[0];
  return user && !user.deleted_at ? user : null;
}

export async function getUser(firmId: string, userId: string): Promise<UserItem | null> {
  return (await User.get({ firmId, userId }).go({ consistent: true })).data ?? null;
}

/** Batched with the caller's session check when both start together (current_user). */
export async function getFirm(firmId: string) {
  return getItem(Firm, { firmId });
}

/** A user's entities, for the client navigation and the entity selector. */
/** Starts a server-side session; the refresh token is firm.session.secret and only its hash is kept. */
export async function createSession(s: { firmId: string; userId: string; ip: string; userAgent: string }) {
  const sessionId = newId();
  const secret = newSecret();
  const expires = secondsFromNow(sessionLifetimeDays * 24 * 3600);
  await Session.create({
    firmId: s.firmId,
    sessionId,
    userId: s.userId,
    refresh_hash: sha256(secret),
    expires_at: expires.iso,
    ttl: expires.ttl,
    ip: s.ip,
    user_agent: s.userAgent,
  }).go();
  return { sessionId, refreshToken: composeToken(s.firmId, sessionId, secret) };
}

export async function getSession(firmId: string, sessionId: string) {
  return (await Session.get({ firmId, sessionId }).go({ consistent: true })).data ?? null;
}

export async function revokeSession(firmId: string, sessionId: string): Promise<void> {
  await Session.patch({ firmId, sessionId }).set({ revoked_at: new Date().toISOString() }).go();
}

/** Ends every live session of a user (password change, deactivation). */
export async function revokeSessionsOfUser(firmId: string, userId: string): Promise<number> {
  const sessions = await Session.query.byUser({ firmId, userId }).go({ pages: 'all' });
  const live = sessions.data.filter((s) => !s.revoked_at);
  const now = new Date().toISOString();
  await Promise.all(live.map((s) => Session.patch({ firmId, sessionId: s.sessionId }).set({ revoked_at: now }).go()));
  return live.length;
}

/** Issues a single-use grant; answers the bearer string to hand out. */
export async function issueGrant(g: {
  firmId: string;
  userId: string;
  kind: GrantKind;
  lifetimeSeconds: number;
  redirect?: string;
  secondFactorDone?: boolean;
}): Promise<{ token: string; grantId: string }> {
  const grantId = newId();
  const secret = newSecret();
  const expires = secondsFromNow(g.lifetimeSeconds);
  await Grant.create({
    firmId: g.firmId,
    grantId,
    kind: g.kind,
    userId: g.userId,
    secret_hash: sha256(secret),
    expires_at: expires.iso,
    ttl: expires.ttl,
    redirect: g.redirect || undefined,
    second_factor_done: g.secondFactorDone ?? false,
  }).go();
  return { token: composeToken(g.firmId, grantId, secret), grantId };
}

export async function getGrant(firmId: string, grantId: string) {
  return (await Grant.get({ firmId, grantId }).go({ consistent: true })).data ?? null;
}

/** Marks a grant used if it still is unused and unexpired; false when another request won. */
export async function consumeGrant(firmId: string, grantId: string, now = new Date()): Promise<boolean> {
  try {
    await Grant.patch({ firmId, grantId })
      .set({ used_at: now.toISOString() })
      .where((a, op) => `${op.notExists(a.used_at)} AND ${op.gt(a.expires_at, now.toISOString())}`)
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export async function putVerificationCode(c: {
  firmId: string;
  userId: string;
  purpose: 'signin' | 'mfa';
  code: string;
  challengeId?: string;
  lifetimeSeconds: number;
}): Promise<void> {
  const expires = secondsFromNow(c.lifetimeSeconds);
  await VerificationCode.put({
    firmId: c.firmId,
    userId: c.userId,
    purpose: c.purpose,
    code_hash: sha256(c.code),
    challenge_id: c.challengeId,
    attempts: 0,
    expires_at: expires.iso,
    ttl: expires.ttl,
  }).go();
}

export async function getVerificationCode(firmId: string, userId: string, purpose: 'signin' | 'mfa') {
  return (await VerificationCode.get({ firmId, userId, purpose }).go({ consistent: true })).data ?? null;
}

/** Counts a wrong guess against the code it was made for; answers the attempts so far. */
export async function countWrongCode(
  firmId: string,
  userId: string,
  purpose: 'signin' | 'mfa',
  codeHash: string,
): Promise<number> {
  try {
    const out = await VerificationCode.patch({ firmId, userId, purpose })
      .add({ attempts: 1 })
      .where((a, op) => op.eq(a.code_hash, codeHash))
      .go({ response: 'all_new' });
    return out.data.attempts ?? 1;
  } catch (e) {
    if (isConditionFailure(e)) return Number.MAX_SAFE_INTEGER; // replaced or used meanwhile
    throw e;
  }
}

/** Deletes exactly the code that was checked, so it can be used once even when two requests race. */
export async function consumeVerificationCode(
  firmId: string,
  userId: string,
  purpose: 'signin' | 'mfa',
  codeHash: string,
): Promise<boolean> {
  try {
    await VerificationCode.delete({ firmId, userId, purpose })
      .where((a, op) => op.eq(a.code_hash, codeHash))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export async function deleteVerificationCode(firmId: string, userId: string, purpose: 'signin' | 'mfa'): Promise<void> {
  await VerificationCode.delete({ firmId, userId, purpose }).go();
}

type UserKey = { firmId: string; userId: string };
type SignInFields = Pick<
  UserItem,
  'password_hash' | 'phone_number' | 'preferred_sign_in_method' | 'set_password_required'
>;

/** How the user signs in: the method, and the password or phone number it needs. */
export async function setUserFields(key: UserKey, fields: SignInFields): Promise<void> {
  await User.patch(key).set(fields).go();
  // The phone number is a search word of the client directory.
  if (fields.phone_number !== undefined) await syncDirectoryUser(key.firmId, key.userId);
}

/** Moves the user's unique email claim in one transaction, so no address is ever held twice. */
export async function changeEmail(user: UserItem, email: string, taken: () => Error) {
  await mustCommit(
    db.transaction
      .write(({ emailClaim, user: users }) => [
        emailClaim.create({ email, firmId: user.firmId, userId: user.userId }).commit(),
        emailClaim.delete({ email: user.email }).commit(),
        users
          .patch({ firmId: user.firmId, userId: user.userId })
          .set({ email, preferred_sign_in_method: 'email', set_password_required: false })
          .commit(),
      ])
      .go(),
    taken,
  );
  await syncDirectoryUser(user.firmId, user.userId);
}
