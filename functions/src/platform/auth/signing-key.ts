import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { errors, jwtVerify, type JWTPayload, type JWTVerifyOptions } from 'jose';
import { env } from '../env';
import { keyRing, minimumKeyLength, type SigningKeys } from './key-ring';

/**
 * The identity-token signing key: from TOKEN_SECRET locally, from Secrets Manager in AWS, where it rotates
 * (infra/aws/token-secret.ts). Tokens are signed with AWSCURRENT and accepted when signed with AWSCURRENT or
 * AWSPREVIOUS (key-ring.ts); a container reads the pair again every few minutes, and sooner on an unknown signature.
 */
const ring = keyRing({ load, maxAgeMs: 5 * 60_000, missReloadMs: 30_000 });

/** The key to sign with. */
export function signingKey(): Promise<Uint8Array> {
  return ring.signingKey();
}

/** `check` over the keys a signature may be made with (current, then previous): its first non-null answer. */
export function acceptedByAnyKey<T>(check: (key: Uint8Array) => Promise<T | null>): Promise<T | null> {
  return ring.firstAccepted(check);
}

/**
 * jose's jwtVerify against the current and the previous key. Throws what jwtVerify throws (JWTExpired for an expired
 * token signed with either key), and JWSSignatureVerificationFailed when neither key made the signature.
 */
export async function verifySignedJwt(
  token: string,
  options: JWTVerifyOptions,
): Promise<{ payload: JWTPayload; key: Uint8Array }> {
  const verified = await acceptedByAnyKey(async (key) => {
    try {
      return { payload: (await jwtVerify(token, key, options)).payload, key };
    } catch (e) {
      if (e instanceof errors.JWSSignatureVerificationFailed) return null;
      throw e;
    }
  });
  if (!verified) throw new errors.JWSSignatureVerificationFailed();
  return verified;
}

async function load(): Promise<SigningKeys> {
  if (env.TOKEN_SECRET) return { current: new TextEncoder().encode(env.TOKEN_SECRET), previous: null };
  if (!env.TOKEN_SECRET_ARN) throw new Error('Set TOKEN_SECRET or TOKEN_SECRET_ARN');
  const client = new SecretsManagerClient({ region: env.AWS_REGION });
  const read = (VersionStage: 'AWSCURRENT' | 'AWSPREVIOUS') =>
    client.send(new GetSecretValueCommand({ SecretId: env.TOKEN_SECRET_ARN, VersionStage }));
  const [current, previous] = await Promise.all([
    read('AWSCURRENT'),
    // Before the first rotation there is no previous version.
    read('AWSPREVIOUS').catch((e: { name?: string }) => {
      if (e.name === 'ResourceNotFoundException') return null;
      throw e;
    }),
  ]);
  if (!current.SecretString || current.SecretString.length < minimumKeyLength)
    throw new Error('The token secret is missing or too short');
  const old = previous?.SecretString;
  return {
    current: new TextEncoder().encode(current.SecretString),
    previous: old && old.length >= minimumKeyLength ? new TextEncoder().encode(old) : null,
  };
}
