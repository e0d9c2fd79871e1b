import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env';

let cached: Promise<Uint8Array> | undefined;

/** The identity-token signing key: from TOKEN_SECRET locally, from Secrets Manager in AWS (read once per container). */
export function signingKey(): Promise<Uint8Array> {
  // A failed read is not kept: the next call tries again instead of the container failing until recycled.
  cached ??= load().catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function load(): Promise<Uint8Array> {
  if (env.TOKEN_SECRET) return new TextEncoder().encode(env.TOKEN_SECRET);
  if (!env.TOKEN_SECRET_ARN) throw new Error('Set TOKEN_SECRET or TOKEN_SECRET_ARN');
  const client = new SecretsManagerClient({ region: env.AWS_REGION });
  const out = await client.send(new GetSecretValueCommand({ SecretId: env.TOKEN_SECRET_ARN }));
  if (!out.SecretString || out.SecretString.length < 32) throw new Error('The token secret is missing or too short');
  return new TextEncoder().encode(out.SecretString);
}
