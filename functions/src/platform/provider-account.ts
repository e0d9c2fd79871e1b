/**
 * The OpenID Connect adapter's outcomes as the API answers them, for the routes that link an account and the one that
 * signs in with it: a provider not configured here is 422; a state or code that fails a check is the caller's
 * refusal (401 when signing in, 422 when linking: a signed-in caller's 401 would sign them out); a provider that
 * cannot be reached is 503.
 */
import { linkedAccountText, type LinkProvider } from '@ledgerline/shared/schemas/linked-accounts';
import {
  authorizationUrl,
  completeAuthorization,
  NotVerified,
  ProviderNotOffered,
  ProviderUnavailable,
  StateInvalid,
  type OidcPurpose,
  type ProviderAccount,
} from './adapters/oidc';
import { type AppError, Unavailable, Unprocessable } from './errors';

const unreachable = (provider: LinkProvider) =>
  new Unavailable(
    `${provider === 'google' ? 'Google' : 'Microsoft'} could not be reached. Please try again in a moment.`,
  );

function translate(e: unknown, provider: LinkProvider, refuse: (message: string) => AppError): unknown {
  if (e instanceof ProviderNotOffered) return new Unprocessable(linkedAccountText.notOffered(provider));
  if (e instanceof StateInvalid) return refuse(linkedAccountText.expired);
  if (e instanceof NotVerified) return refuse(linkedAccountText.notVerified(provider));
  if (e instanceof ProviderUnavailable) return unreachable(provider);
  return e;
}

export async function providerAuthorizationUrl(r: {
  provider: LinkProvider;
  redirectUri: string;
  purpose: OidcPurpose;
  firmId?: string;
  userId?: string;
}): Promise<{ url: string }> {
  try {
    return { url: await authorizationUrl(r) };
  } catch (e) {
    throw translate(e, r.provider, (m) => new Unprocessable(m));
  }
}

/** The account the callback's code signed in, checked; `refuse` makes the error for a state or code that fails. */
export async function verifiedProviderAccount(
  r: Parameters<typeof completeAuthorization>[0],
  refuse: (message: string) => AppError,
): Promise<ProviderAccount> {
  try {
    return await completeAuthorization(r);
  } catch (e) {
    throw translate(e, r.provider, refuse);
  }
}
