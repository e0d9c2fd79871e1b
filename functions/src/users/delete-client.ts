/**
 * POST /users/delete_client_from_api {id} (FA §4.4, §7.2): soft delete. The client gets deleted_at (the Users page
 * lists them under 'show only deleted'; their sign-in and sessions stop working, auth/tokens.ts); their email stays
 * claimed by them, so POST /v2/users/{id}/restore_deleted_user brings them back as they were.
 */
import { fullName } from '@ledgerline/shared/person-name';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { userOwnText } from '@ledgerline/shared/users';
import { handle } from '../platform/handle';
import { recordActivity } from '../platform/activity';
import { syncDirectoryUser } from '../platform/directory';
import { openClient } from './client-access';
import { softDeleteUser } from './store';

export const deleteClient = handle(userRoutes.deleteClient, async (ctx) => {
  const { caller } = ctx;
  const user = await openClient(caller, ctx.input.id);
  await softDeleteUser(caller.firmId, user.userId);
  await syncDirectoryUser(caller.firmId, user.userId);
  await recordActivity({
    firmId: caller.firmId,
    action: 'user_deleted',
    title: 'Client deleted',
    description: fullName(user),
    actorUserId: caller.userId,
    userId: user.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: userOwnText.deleted };
});
