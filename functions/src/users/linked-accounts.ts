/**
 * GET /users/get_linked_accounts and POST /users/unlink_account (FA §7.2, MD §7): the caller's linked Google and
 * Microsoft accounts, and unlinking one, unless it is their only way to sign in.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { linkedAccountText, type LinkedAccountView } from '@ledgerline/shared/schemas/linked-accounts';
import { handle } from '../platform/handle';
import { Conflict, NotFound } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { activityType } from '@ledgerline/shared/activity-types';
import { canUnlink } from './linked-accounts-rules';
import { getUserConsistent } from './store';
import { listLinkedAccounts, unlinkAccount, type LinkedAccountItem } from './store/linked-accounts';

export const viewOfLink = (l: LinkedAccountItem): LinkedAccountView => ({
  provider: l.provider,
  email: l.email,
  linked_at: l.linked_at ?? new Date(0).toISOString(),
});

export const getLinkedAccounts = handle(userRoutes.getLinkedAccounts, async ({ caller }) => {
  const links = await listLinkedAccounts(caller.firmId, caller.userId);
  links.sort((a, b) => (a.linked_at ?? '').localeCompare(b.linked_at ?? ''));
  return { linked_accounts: links.map(viewOfLink) };
});

export const unlinkAccountHandler = handle(userRoutes.unlinkAccount, async (ctx) => {
  const { caller, input } = ctx;
  const links = await listLinkedAccounts(caller.firmId, caller.userId);
  const link = links.find((l) => l.provider === input.provider && l.email === input.email);
  if (!link) throw new NotFound('linked account', linkedAccountText.noSuchLink);
  const user = await getUserConsistent(caller.firmId, caller.userId);
  if (!user) throw new NotFound('user');
  if (!canUnlink(user, links.length - 1)) throw new Conflict(linkedAccountText.onlyMethod);
  if (!(await unlinkAccount(link))) throw new NotFound('linked account', linkedAccountText.noSuchLink);
  await recordActivity({
    firmId: caller.firmId,
    action: 'account_unlinked',
    title: 'Linked account removed',
    typeId: activityType.security,
    description: `${link.provider}: ${link.email}`,
    userId: caller.userId,
    actorUserId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: linkedAccountText.unlinked(input.provider) };
});
