/**
 * Sign-in with a linked Google or Microsoft account (FA §7.2's linked accounts, §4.5): the providers offered, the
 * provider's authorization address for a sign-in, and the callback's code, exchanged and checked. The linked user's
 * sign-in then goes on as every other first factor does (completeFirstFactor: the second factor when the user or
 * the firm requires it); an account linked to nobody, or a deactivated user, is refused like a wrong password.
 */
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { linkedAccountText, providerNames } from '@ledgerline/shared/schemas/linked-accounts';
import { handle } from '../platform/handle';
import { AppError, Unauthorized } from '../platform/errors';
import { offeredProviders } from '../platform/adapters/oidc';
import { providerAuthorizationUrl, verifiedProviderAccount } from '../platform/provider-account';
import { assertActive, assertAddressAllowed, completeFirstFactor, signInFailed } from './sign-in';
import { findLinkedUser, markLinkUsed } from './store/linked-accounts';

export const signInProviders = handle(sessionRoutes.signInProviders, async () => ({
  providers: offeredProviders().map((provider) => ({ provider, name: providerNames[provider] })),
}));

export const providerSignInUrl = handle(sessionRoutes.providerSignInUrl, ({ input }) =>
  providerAuthorizationUrl({ provider: input.provider, redirectUri: input.redirect_uri, purpose: 'sign_in' }),
);

export const signInWithProvider = handle(sessionRoutes.signInWithProvider, async (ctx) => {
  const { input } = ctx;
  await assertAddressAllowed(ctx.ip);
  let account: Awaited<ReturnType<typeof verifiedProviderAccount>>;
  try {
    account = await verifiedProviderAccount(
      {
        provider: input.provider,
        code: input.code,
        redirectUri: input.redirect_uri,
        state: input.state,
        purpose: 'sign_in',
      },
      (message) => new Unauthorized(message),
    );
  } catch (e) {
    if (e instanceof AppError && e.status === 401) await signInFailed(ctx, null, `${input.provider}: not verified`);
    throw e;
  }
  const found = await findLinkedUser(account.provider, account.subject);
  if (!found) {
    await signInFailed(ctx, null, `${input.provider}: account not linked`);
    throw new Unauthorized(linkedAccountText.notLinked(input.provider));
  }
  assertActive(found.user);
  await markLinkUsed(found.link);
  return completeFirstFactor(ctx, found.user, providerNames[input.provider]);
});
