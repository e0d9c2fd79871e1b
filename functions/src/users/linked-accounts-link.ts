/**
 * POST /users/link_account_url and POST /users/link_account (FA §7.2, MD §7): the provider's authorization address
 * for linking the caller's account, and the callback's code, exchanged and checked, linking the account it signed
 * in to the caller. An account is linked to one user only.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { activityType } from '@ledgerline/shared/activity-types';
import { linkedAccountText } from '@ledgerline/shared/schemas/linked-accounts';
import { handle } from '../platform/handle';
import { Conflict, Unprocessable } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { providerAuthorizationUrl, verifiedProviderAccount } from '../platform/provider-account';
import { linkAccount as storeLink } from './store/linked-accounts';
import { viewOfLink } from './linked-accounts';

export const linkAccountUrl = handle(userRoutes.linkAccountUrl, ({ caller, input }) =>
  providerAuthorizationUrl({
    provider: input.provider,
    redirectUri: input.redirect_uri,
    purpose: 'link',
    firmId: caller.firmId,
    userId: caller.userId,
  }),
);

export const linkAccount = handle(userRoutes.linkAccount, async (ctx) => {
  const { caller, input } = ctx;
  const account = await verifiedProviderAccount(
    {
      provider: input.provider,
      code: input.code,
      redirectUri: input.redirect_uri,
      state: input.state,
      purpose: 'link',
      firmId: caller.firmId,
      userId: caller.userId,
    },
    (message) => new Unprocessable(message),
  );
  if (!account.email) throw new Unprocessable(linkedAccountText.noEmail(input.provider));
  const link = await storeLink({
    provider: account.provider,
    subject: account.subject,
    issuer: account.issuer,
    firmId: caller.firmId,
    userId: caller.userId,
    email: account.email,
  });
  if (!link) throw new Conflict(linkedAccountText.linkedToSomeoneElse(input.provider));
  await recordActivity({
    firmId: caller.firmId,
    action: 'account_linked',
    title: 'Linked account added',
    typeId: activityType.security,
    description: `${link.provider}: ${link.email}`,
    userId: caller.userId,
    actorUserId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: linkedAccountText.linked(input.provider), linked_account: viewOfLink(link) };
});
