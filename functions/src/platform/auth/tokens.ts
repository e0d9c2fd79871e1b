import { SignJWT, jwtVerify } from 'jose';
import type { Caller } from '@ledgerline/shared/access';
import { Session } from '../data/entities/session';
import { User } from '../data/entities/user';
import { signingKey } from './signing-key';

/** Identity tokens live 15 minutes; the browser refreshes them with its session's refresh token. */
export const identityTokenSeconds = 15 * 60;
const issuer = 'ledgerline';

export async function issueIdentityToken(s: { firmId: string; userId: string; sessionId: string }): Promise<string> {
  return new SignJWT({ fid: s.firmId, sid: s.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(s.userId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${identityTokenSeconds}s`)
    .sign(await signingKey());
}

/**
 * The caller behind a bearer token, or null. The session and user are read on every call, so logout,
 * deactivation and role changes take effect at once rather than when the token expires.
 */
export async function verifyIdentityToken(token: string): Promise<Caller | null> {
  let claims: { sub?: string; fid?: unknown; sid?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, await signingKey(), { issuer, algorithms: ['HS256'] }));
  } catch {
    return null;
  }
  const { sub: userId, fid: firmId, sid: sessionId } = claims;
  if (typeof userId !== 'string' || typeof firmId !== 'string' || typeof sessionId !== 'string') return null;
  const [session, user] = await Promise.all([
    Session.get({ firmId, sessionId }).go({ consistent: true }),
    User.get({ firmId, userId }).go({ consistent: true }),
  ]);
  const s = session.data;
  const u = user.data;
  if (!s || !u || s.userId !== userId || s.revoked_at || Date.parse(s.expires_at) <= Date.now()) return null;
  if (u.deleted_at || !u.paying) return null;
  return {
    userId,
    firmId,
    sessionId,
    isAdvisor: u.is_advisor ?? false,
    firmAccess: u.is_advisor ? (u.firm_access ?? null) : null,
    firmGroupId: u.firm_group_id ?? null,
    readonly: u.readonly_access ?? false,
  };
}
