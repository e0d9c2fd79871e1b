/**
 * The OpenID Connect adapter (linked Google and Microsoft accounts, FA §7.2): the provider's authorization address,
 * and the callback's code exchanged at its token endpoint for an ID token whose issuer, audience, signature (the
 * provider's JWKS), expiry and nonce are checked. The same code talks to Google and Microsoft in AWS and to the local
 * twin (infra/local/dev-oidc.ts, an `oidc-provider` issuer per provider on the local server): only the configuration
 * differs. A provider whose client id is not configured is not offered.
 *
 * State and nonce are not kept anywhere: the state is a short-lived token signed with the identity-token key that
 * names the purpose (sign-in, or linking for one user), the provider, the callback address and the nonce, so the
 * callback's request proves it comes from an authorization this portal started. PKCE's verifier is derived from the
 * state with the same key, so a code is useless without the state it was issued for.
 */
import { createHmac, createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import * as z from 'zod';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { linkProviders, type LinkProvider } from '@ledgerline/shared/schemas/linked-accounts';
import { signingKey, verifySignedJwt } from '../auth/signing-key';
import { env } from '../env';

const Config = z.object({
  OIDC_GOOGLE_CLIENT_ID: z.string().default(''),
  OIDC_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().default(''),
  OIDC_MICROSOFT_CLIENT_ID: z.string().default(''),
  /** `common` admits work, school and personal accounts; a tenant id admits one organisation's. */
  OIDC_MICROSOFT_ISSUER: z.string().url().default('https://login.microsoftonline.com/common/v2.0'),
  OIDC_MICROSOFT_CLIENT_SECRET: z.string().default(''),
  /** AWS: a Secrets Manager secret holding {"google": "...", "microsoft": "..."} (the client secrets). */
  OIDC_CLIENT_SECRETS_ARN: z.string().default(''),
});
const config = Config.parse(process.env);

interface ProviderConfig {
  clientId: string;
  issuer: string;
  /** Given directly (local); otherwise read from OIDC_CLIENT_SECRETS_ARN. */
  clientSecret: string;
}

const providers: Record<LinkProvider, ProviderConfig> = {
  google: {
    clientId: config.OIDC_GOOGLE_CLIENT_ID,
    issuer: config.OIDC_GOOGLE_ISSUER.replace(/\/$/, ''),
    clientSecret: config.OIDC_GOOGLE_CLIENT_SECRET,
  },
  microsoft: {
    clientId: config.OIDC_MICROSOFT_CLIENT_ID,
    issuer: config.OIDC_MICROSOFT_ISSUER.replace(/\/$/, ''),
    clientSecret: config.OIDC_MICROSOFT_CLIENT_SECRET,
  },
};

export type OidcPurpose = 'sign_in' | 'link';

/** The provider is not configured here. */
export class ProviderNotOffered extends Error {}
/** The state is not one this portal signed for this purpose, user, provider and callback, or it has expired. */
export class StateInvalid extends Error {}
/** The provider refused the code, or its ID token failed a check. */
export class NotVerified extends Error {}
/** The provider could not be reached. */
export class ProviderUnavailable extends Error {}

/** The providers with a client id, in the order the screens list them. */
export function offeredProviders(): LinkProvider[] {
  return linkProviders.filter((p) => providers[p].clientId);
}

function configured(provider: LinkProvider): ProviderConfig {
  const c = providers[provider];
  if (!c.clientId) throw new ProviderNotOffered(provider);
  return c;
}

const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
});
type Discovery = z.infer<typeof Discovery>;

const timeoutMs = 10_000;
const discovered = new Map<string, Promise<Discovery & { keys: ReturnType<typeof createRemoteJWKSet> }>>();

/** The provider's discovery document and key set, read once per container (a failure is not kept). */
function metadata(issuer: string) {
  let found = discovered.get(issuer);
  if (!found) {
    found = (async () => {
      let res: Response;
      try {
        res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (e) {
        throw new ProviderUnavailable(String(e));
      }
      if (!res.ok) throw new ProviderUnavailable(`discovery answered ${res.status}`);
      const doc = Discovery.parse(await res.json());
      return { ...doc, keys: createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: timeoutMs }) };
    })();
    found.catch(() => discovered.delete(issuer));
    discovered.set(issuer, found);
  }
  return found;
}

let secrets: Promise<Partial<Record<LinkProvider, string>>> | undefined;
async function clientSecret(provider: LinkProvider): Promise<string> {
  const c = configured(provider);
  if (c.clientSecret) return c.clientSecret;
  if (!config.OIDC_CLIENT_SECRETS_ARN) throw new ProviderNotOffered(provider);
  secrets ??= (async () => {
    const client = new SecretsManagerClient({ region: env.AWS_REGION });
    const out = await client.send(new GetSecretValueCommand({ SecretId: config.OIDC_CLIENT_SECRETS_ARN }));
    try {
      return JSON.parse(out.SecretString ?? '{}') as Partial<Record<LinkProvider, string>>;
    } catch {
      return {};
    }
  })().catch((e) => {
    secrets = undefined;
    throw e;
  });
  const secret = (await secrets)[provider];
  if (!secret) throw new ProviderNotOffered(provider);
  return secret;
}

const stateIssuer = 'ledgerline-oidc-state';
const stateSeconds = 10 * 60;

interface StateClaims {
  purpose: OidcPurpose;
  provider: LinkProvider;
  redirectUri: string;
  nonce: string;
  /** Linking only: whose account it will be. */
  firmId?: string;
  userId?: string;
}

/** Derived from the state's id with the key that signed the state (the previous one, if it rotated meanwhile). */
function pkceVerifier(stateId: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(`pkce:${stateId}`).digest('base64url');
}

/** The provider's authorization address for a sign-in or for linking the given user's account. */
export async function authorizationUrl(r: {
  provider: LinkProvider;
  redirectUri: string;
  purpose: OidcPurpose;
  firmId?: string;
  userId?: string;
}): Promise<string> {
  const c = configured(r.provider);
  const meta = await metadata(c.issuer);
  const stateId = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  // One key for both: the callback derives the verifier with the key that signed the state.
  const key = await signingKey();
  const state = await new SignJWT({
    pur: r.purpose,
    prv: r.provider,
    rdr: r.redirectUri,
    non: nonce,
    ...(r.purpose === 'link' ? { fid: r.firmId, uid: r.userId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(stateIssuer)
    .setJti(stateId)
    .setIssuedAt()
    .setExpirationTime(`${stateSeconds}s`)
    .sign(key);
  const challenge = createHash('sha256').update(pkceVerifier(stateId, key)).digest('base64url');
  const url = new URL(meta.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: c.clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: r.redirectUri,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return url.href;
}

async function readState(state: string): Promise<StateClaims & { stateId: string; key: Uint8Array }> {
  try {
    const { payload, key } = await verifySignedJwt(state, { issuer: stateIssuer, algorithms: ['HS256'] });
    const p = payload as JWTPayload & Record<string, unknown>;
    if (typeof p.jti !== 'string' || typeof p.non !== 'string' || typeof p.rdr !== 'string') throw new Error('claims');
    if (p.pur !== 'sign_in' && p.pur !== 'link') throw new Error('purpose');
    if (!(linkProviders as readonly unknown[]).includes(p.prv)) throw new Error('provider');
    return {
      key,
      stateId: p.jti,
      purpose: p.pur,
      provider: p.prv as LinkProvider,
      redirectUri: p.rdr,
      nonce: p.non,
      firmId: typeof p.fid === 'string' ? p.fid : undefined,
      userId: typeof p.uid === 'string' ? p.uid : undefined,
    };
  } catch {
    throw new StateInvalid('state');
  }
}

/** What a checked ID token says of the account. */
export interface ProviderAccount {
  provider: LinkProvider;
  subject: string;
  issuer: string;
  /** The account's email when the provider shared one (verified, for Google). */
  email: string | null;
}

const TokenAnswer = z.object({ id_token: z.string().min(1) });

/**
 * The callback's code for the account it signed in, after every check: the state (this purpose, provider, callback
 * address and, when linking, this user), the token endpoint's answer, and the ID token's signature, issuer, audience,
 * expiry and nonce.
 */
export async function completeAuthorization(r: {
  provider: LinkProvider;
  code: string;
  redirectUri: string;
  state: string;
  purpose: OidcPurpose;
  firmId?: string;
  userId?: string;
}): Promise<ProviderAccount> {
  const c = configured(r.provider);
  const state = await readState(r.state);
  if (
    state.purpose !== r.purpose ||
    state.provider !== r.provider ||
    state.redirectUri !== r.redirectUri ||
    (r.purpose === 'link' && (state.firmId !== r.firmId || state.userId !== r.userId))
  )
    throw new StateInvalid('state mismatch');
  const meta = await metadata(c.issuer);
  let res: Response;
  try {
    res = await fetch(meta.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: r.code,
        redirect_uri: r.redirectUri,
        client_id: c.clientId,
        client_secret: await clientSecret(r.provider),
        code_verifier: pkceVerifier(state.stateId, state.key),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    throw new ProviderUnavailable(String(e));
  }
  if (res.status >= 500) throw new ProviderUnavailable(`token endpoint answered ${res.status}`);
  const answer = TokenAnswer.safeParse(await res.json().catch(() => null));
  if (!res.ok || !answer.success) throw new NotVerified(`token endpoint answered ${res.status}`);

  let claims: JWTPayload & Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(answer.data.id_token, meta.keys, {
      audience: c.clientId,
      algorithms: ['RS256', 'PS256', 'ES256'],
      maxTokenAge: '1h',
    }));
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_JWKS_TIMEOUT') throw new ProviderUnavailable(String(e));
    throw new NotVerified(`id token: ${(e as Error).message}`);
  }
  // Microsoft's common endpoint names the account's tenant in the issuer: https://login.microsoftonline.com/{tenantid}/v2.0
  const expectedIssuer = meta.issuer.includes('{tenantid}')
    ? meta.issuer.replace('{tenantid}', typeof claims.tid === 'string' ? claims.tid : '\u0000')
    : meta.issuer;
  if (claims.iss !== expectedIssuer) throw new NotVerified('id token: issuer');
  if (claims.nonce !== state.nonce) throw new NotVerified('id token: nonce');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new NotVerified('id token: subject');
  return { provider: r.provider, subject: claims.sub, issuer: claims.iss, email: emailOf(claims) };
}

function emailOf(claims: Record<string, unknown>): string | null {
  const looksLikeEmail = (v: unknown): v is string => typeof v === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v);
  if (looksLikeEmail(claims.email) && claims.email_verified !== false) return claims.email.toLowerCase();
  // Microsoft sends no email_verified; its preferred_username is the account's sign-in name.
  if (looksLikeEmail(claims.preferred_username) && claims.email === undefined)
    return claims.preferred_username.toLowerCase();
  return null;
}
