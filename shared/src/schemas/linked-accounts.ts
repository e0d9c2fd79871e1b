import * as z from 'zod';
import { Email } from './common';
import { linkProviders } from '../linked-accounts';

export { linkProviders, linkedAccountText, providerNames, type LinkProvider } from '../linked-accounts';

/**
 * Linked accounts (FA §7.2, MD §7): a Google or Microsoft account, through OpenID Connect, linked to a user so they
 * can sign in with it. The spec's calls are get_linked_accounts, link_account {provider, code, redirect_uri} and
 * unlink_account {email, provider}; the portal's own add the providers offered, the provider's authorization
 * address (with a signed state the callback brings back) and the sign-in with a linked account.
 */
const Provider = z.enum(linkProviders, { error: 'Choose google or microsoft' });

/** The callback address the provider sends the browser back to: the portal's /signin/callback. */
const RedirectUri = z
  .string({ error: 'redirect_uri is missing' })
  .trim()
  .max(500, 'redirect_uri is too long')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.pathname === '/signin/callback' && !u.hash;
    } catch {
      return false;
    }
  }, 'redirect_uri must be the portal’s /signin/callback address');

const Code = z.string({ error: 'code is missing' }).trim().min(1, 'code is missing').max(2048, 'code is too long');
const State = z.string({ error: 'state is missing' }).trim().min(1, 'state is missing').max(4096, 'state is too long');

/** POST /users/link_account: the spec's fields, plus the state the authorization address carried. */
export const LinkAccountInput = z.object({ provider: Provider, code: Code, redirect_uri: RedirectUri, state: State });
/** POST /sessions/sign_in_with_provider: the same callback, for a sign-in. */
export const ProviderSignInInput = LinkAccountInput;

export const UnlinkAccountInput = z.object({ email: Email, provider: Provider });

/** Where the browser goes to sign in at the provider (state and nonce are inside, signed). */
export const AuthorizationUrlInput = z.object({ provider: Provider, redirect_uri: RedirectUri });
export const AuthorizationUrl = z.object({ url: z.string() });

export const LinkedAccount = z.object({
  provider: z.enum(linkProviders),
  email: z.string(),
  /** ISO 8601. */
  linked_at: z.string(),
});
export type LinkedAccountView = z.infer<typeof LinkedAccount>;
export const LinkedAccounts = z.object({ linked_accounts: z.array(LinkedAccount) });
export const LinkedAccountResult = z.object({ message: z.string(), linked_account: LinkedAccount });
export const UnlinkedAccount = z.object({ message: z.string() });

/** The providers this portal offers (configured ones only): the sign-in page shows a button for each. */
export const SignInProviders = z.object({
  providers: z.array(z.object({ provider: z.enum(linkProviders), name: z.string() })),
});
