/**
 * Linked accounts' calls (FA §7.2, MD §7) and the flow a browser goes through: the provider's authorization address
 * is asked for, the browser goes there, the provider sends it back to /signin/callback with a code and the state,
 * which the callback page hands to the API. What was started is kept in this tab (sessionStorage) so the callback
 * knows whether it signs in or links, where to go after, and that the state is the one this tab was given.
 */
import type { LinkProvider } from '@ledgerline/shared/linked-accounts';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { api } from '../../api/client';

export const callbackPath = '/signin/callback';
const callbackUrl = () => `${window.location.origin}${callbackPath}`;

export interface PendingProviderFlow {
  purpose: 'sign_in' | 'link';
  provider: LinkProvider;
  state: string;
  /** Where to land afterwards: the sign-in's redirect, or the profile page linking started on. */
  returnTo: string | null;
}

const pendingKey = 'ledgerline.provider-flow';

export function savePendingFlow(p: PendingProviderFlow): void {
  try {
    sessionStorage.setItem(pendingKey, JSON.stringify(p));
  } catch (err) {
    console.error('Could not write to sessionStorage', err);
  }
}

/** The flow this tab started, once: reading it clears it, so a callback address opened again does nothing. */
export function takePendingFlow(): PendingProviderFlow | null {
  try {
    const raw = sessionStorage.getItem(pendingKey);
    sessionStorage.removeItem(pendingKey);
    return raw ? (JSON.parse(raw) as PendingProviderFlow) : null;
  } catch {
    return null;
  }
}

/** Sends the browser to the provider; answers false (the error was toasted) when the portal could not start it. */
async function go(
  purpose: PendingProviderFlow['purpose'],
  provider: LinkProvider,
  returnTo: string | null,
  started: Promise<{ ok: boolean; data: { url: string } } | undefined>,
): Promise<boolean> {
  const res = await started;
  if (!res?.ok) return false;
  const state = new URL(res.data.url).searchParams.get('state') ?? '';
  savePendingFlow({ purpose, provider, state, returnTo });
  window.location.assign(res.data.url);
  return true;
}

export const linkedAccounts = {
  providers: () => api.call(sessionRoutes.signInProviders, {}, { auth: false, quiet: true }),
  list: () => api.call(userRoutes.getLinkedAccounts, {}, { quiet: true }),
  startSignIn: (provider: LinkProvider, returnTo: string | null) =>
    go(
      'sign_in',
      provider,
      returnTo,
      api.call(sessionRoutes.providerSignInUrl, { provider, redirect_uri: callbackUrl() }, { auth: false }),
    ),
  startLink: (provider: LinkProvider, returnTo: string) =>
    go('link', provider, returnTo, api.call(userRoutes.linkAccountUrl, { provider, redirect_uri: callbackUrl() })),
  /** The callback's errors are the page's to show. */
  signIn: (provider: LinkProvider, code: string, state: string) =>
    api.call(
      sessionRoutes.signInWithProvider,
      { provider, code, state, redirect_uri: callbackUrl() },
      { auth: false, quiet: true },
    ),
  link: (provider: LinkProvider, code: string, state: string) =>
    api.call(userRoutes.linkAccount, { provider, code, state, redirect_uri: callbackUrl() }, { quiet: true }),
  unlink: (provider: LinkProvider, email: string) => api.call(userRoutes.unlinkAccount, { provider, email }),
};
