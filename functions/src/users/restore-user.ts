/**
 * POST /v2/users/{id}/restore_deleted_user (FA §4.4, §7.2): a soft-deleted client comes back with their email, whose
 * claim a delete kept (checked, or made again, in the restoring transaction). A client who is not deleted is
 * answered as they are.
 */
import { fullName } from '@ledgerline/shared/person-name';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { userOwnText } from '@ledgerline/shared/users';
import { handle } from '../platform/handle';
import { recordActivity } from '../platform/activity';
import { syncDirectoryUser } from '../platform/directory';
import { userViewFor } from './user-view';
import { openClient } from './client-access';
import { EmailTaken } from './email-owner';
import { getEmailClaim, getUserConsistent, restoreUser } from './store';

export const restoreDeletedUser = handle(userRoutes.restoreDeletedUser, async (ctx) => {
  const { caller } = ctx;
  const user = await openClient(caller, ctx.input.id, 'include');
  if (user.deleted_at) {
    const claim = await getEmailClaim(user.email);
    if (claim && claim.userId !== user.userId) throw new EmailTaken(null);
    await restoreUser(user, Boolean(claim), () => new EmailTaken(null));
    await syncDirectoryUser(caller.firmId, user.userId);
    await recordActivity({
      firmId: caller.firmId,
      action: 'user_restored',
      title: 'Client restored',
      description: fullName(user),
      actorUserId: caller.userId,
      userId: user.userId,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  }
  const fresh = (await getUserConsistent(caller.firmId, user.userId))!;
  return { ...(await userViewFor(caller, fresh)), message: userOwnText.restored };
});
