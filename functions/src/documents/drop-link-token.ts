/**
 * The drop link's `id` (FA §9 'an obfuscated encoding of firm id and name in query param id ... links expire in 7
 * days'): a signed token naming the firm, with the firm's name for the page and a 7-day expiry. Signed with the
 * identity tokens' key under an issuer of its own, so neither kind of token is ever taken for the other.
 */
import { SignJWT, errors } from 'jose';
import { dropLinkLifetimeDays, dropLinkOwnText } from '@ledgerline/shared/drop-links';
import { signingKey, verifySignedJwt } from '../platform/auth/signing-key';
import { Forbidden } from '../platform/errors';

const issuer = 'ledgerline-drop-link';

export async function issueDropToken(
  firmId: string,
  firmName: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + dropLinkLifetimeDays * 24 * 3600 * 1000);
  const token = await new SignJWT({ fn: firmName.slice(0, 120) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(firmId)
    .setIssuer(issuer)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingKey());
  return { token, expiresAt };
}

/** The firm a drop token names; Forbidden with why (expired, or not a drop link at all). */
export async function readDropToken(token: string): Promise<{ firmId: string }> {
  try {
    const { payload } = await verifySignedJwt(token, { issuer, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Forbidden(dropLinkOwnText.invalidLink);
    return { firmId: payload.sub };
  } catch (e) {
    if (e instanceof Forbidden) throw e;
    if (e instanceof errors.JWTExpired) throw new Forbidden(dropLinkOwnText.expiredLink);
    throw new Forbidden(dropLinkOwnText.invalidLink);
  }
}
