import { SignJWT } from 'jose';
import { firmAccessLevels, type Caller, type FirmAccess } from '@ledgerline/shared/access';
import { Session } from '../data/entities/session';
import { User, type UserItem } from '../data/entities/user';
import { getItem } from '../data/batch-get';
import { signingKey, verifySignedJwt } from './signing-key';

/** Identity tokens live 15 minutes; the browser refreshes them with its session's refresh token. */
export const identityTokenSeconds = 15 * 60;
const issuer = 'ledgerline';

/** What a token says of its holder's role, so a read can start before the user record has been read. */
interface RoleClaims {
  adv: boolean;
  acc: FirmAccess | null;
  grp: string | null;
  ro: boolean;
}

export interface TokenHolder {
  firmId: string;
  userId: string;
  sessionId: string;
  /** The user as the token was issued: its role claims (absent from tokens issued before they existed). */
  user?: {
    is_advisor?: boolean;
    firm_access?: FirmAccess | null;
    firm_group_id?: string | null;
    readonly_access?: boolean;
  };
}

export async function issueIdentityToken(s: TokenHolder): Promise<string> {
  const roles: Partial<RoleClaims> = s.user
    ? {
        adv: s.user.is_advisor ?? false,
        acc: s.user.is_advisor ? (s.user.firm_access ?? null) : null,
        grp: s.user.firm_group_id ?? null,
        ro: s.user.readonly_access ?? false,
      }
    : {};
  return new SignJWT({ fid: s.firmId, sid: s.sessionId, ...roles })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(s.userId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${identityTokenSeconds}s`)
    .sign(await signingKey());
}

/** A token whose signature and expiry are good: who it names, and the caller it claims (when it carries roles). */
export interface TokenClaims {
  firmId: string;
  userId: string;
  sessionId: string;
  /** The caller as the token describes it; the session and user still have to be checked. */
  claimed: Caller | null;
}

/** Checks a token's signature and expiry only (no I/O): the start of every authenticated call. */
export async function readIdentityToken(token: string): Promise<TokenClaims | null> {
  let claims: { sub?: string; fid?: unknown; sid?: unknown } & Partial<Record<keyof RoleClaims, unknown>>;
  try {
    // Signed with the current key or, while a rotation's overlap lasts, the previous one.
    ({ payload: claims } = await verifySignedJwt(token, { issuer, algorithms: ['HS256'] }));
  } catch {
    return null;
  }
  const { sub: userId, fid: firmId, sid: sessionId } = claims;
  if (typeof userId !== 'string' || typeof firmId !== 'string' || typeof sessionId !== 'string') return null;
  const hasRoles = typeof claims.adv === 'boolean' && typeof claims.ro === 'boolean';
  const claimed: Caller | null = hasRoles
    ? {
        userId,
        firmId,
        sessionId,
        isAdvisor: claims.adv as boolean,
        firmAccess: (firmAccessLevels as readonly unknown[]).includes(claims.acc) ? (claims.acc as FirmAccess) : null,
        firmGroupId: typeof claims.grp === 'string' ? claims.grp : null,
        readonly: claims.ro as boolean,
      }
    : null;
  return { firmId, userId, sessionId, claimed };
}

/** The session and the user behind a token, read together; the user is kept so the call need not read it again. */
export interface CheckedCaller {
  caller: Caller | null;
  user: UserItem | null;
}

/**
 * The session and user are read on every call, so logout, deactivation and role changes take effect at once
 * rather than when the token expires. `withNextBatch`: see ReadOptions (the caller then sends the reads).
 */
export async function checkTokenHolder(
  t: Pick<TokenClaims, 'firmId' | 'userId' | 'sessionId'>,
  options: { withNextBatch?: boolean } = {},
): Promise<CheckedCaller> {
  const { firmId, userId, sessionId } = t;
  // Strongly consistent, in the same batch as whatever the call reads beside them (one round trip).
  const read = { consistent: true, withNextBatch: options.withNextBatch };
  const [s, u] = await Promise.all([
    getItem(Session, { firmId, sessionId }, read),
    getItem(User, { firmId, userId }, read),
  ]);
  if (!s || !u || s.userId !== userId || s.revoked_at || Date.parse(s.expires_at) <= Date.now())
    return { caller: null, user: null };
  if (u.deleted_at || !u.paying) return { caller: null, user: null };
  const caller: Caller = {
    userId,
    firmId,
    sessionId,
    isAdvisor: u.is_advisor ?? false,
    firmAccess: u.is_advisor ? (u.firm_access ?? null) : null,
    firmGroupId: u.firm_group_id ?? null,
    readonly: u.readonly_access ?? false,
  };
  return { caller, user: u };
}

/** The caller behind a bearer token, or null: signature, expiry, then the session and the user. */
export async function verifyIdentityToken(token: string): Promise<Caller | null> {
  const claims = await readIdentityToken(token);
  return claims ? (await checkTokenHolder(claims)).caller : null;
}

/** Whether two descriptions of a caller grant the same things. */
export function sameCaller(a: Caller, b: Caller): boolean {
  return (
    a.userId === b.userId &&
    a.firmId === b.firmId &&
    a.sessionId === b.sessionId &&
    a.isAdvisor === b.isAdvisor &&
    a.firmAccess === b.firmAccess &&
    a.firmGroupId === b.firmGroupId &&
    a.readonly === b.readonly
  );
}
