/**
 * Removing a client's email (FA §5.2, §7.2 "Remove a user's email", path not shown in the spec): POST
 * /users/{id}/remove_email and POST /users/assign_temporary_email {user_id}. Either gives the client a temporary
 * email (has_temp_email) in the same transaction that releases theirs, under FA §5.2's rules: not a test account's,
 * not when email is how they sign in, and only an email of their own.
 */
import type { Caller } from '@ledgerline/shared/access';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { userText } from '@ledgerline/shared/users';
import type { RequestContext } from '../platform/http';
import { handle } from '../platform/handle';
import { Conflict, Invalid } from '../platform/errors';
import { temporaryEmail } from '../platform/temporary-email';
import { recordActivity } from '../platform/activity';
import { syncDirectoryUser } from '../platform/directory';
import { userViewFor } from './user-view';
import { openClient } from './client-access';
import { emailRemovalProblem } from './edit-rules';
import { getUserConsistent, updateClient } from './store';

async function giveTemporaryEmail(ctx: RequestContext, caller: Caller, userId: string) {
  const user = await openClient(caller, userId);
  const problem = emailRemovalProblem(user);
  if (problem) throw new Invalid(problem);
  const failed = () => new Conflict(userText.removeEmailFailed);
  await updateClient(
    user,
    { set: { has_temp_email: true }, remove: [], email: temporaryEmail() },
    { taken: failed, changed: failed },
  );
  await syncDirectoryUser(caller.firmId, userId);
  await recordActivity({
    firmId: caller.firmId,
    action: 'user_updated',
    title: 'Client email removed',
    actorUserId: caller.userId,
    userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  const fresh = (await getUserConsistent(caller.firmId, userId))!;
  return { ...(await userViewFor(caller, fresh)), message: userText.emailRemoved };
}

export const removeEmail = handle(userRoutes.removeEmail, (ctx) => giveTemporaryEmail(ctx, ctx.caller, ctx.input.id));

export const assignTemporaryEmail = handle(userRoutes.assignTemporaryEmail, (ctx) =>
  giveTemporaryEmail(ctx, ctx.caller, ctx.input.user_id),
);
