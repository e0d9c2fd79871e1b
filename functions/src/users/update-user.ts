/**
 * PATCH /users/{id} (FA §5.2 Edit user, §4.4 Settings): a client's fields and settings. The rules are in
 * edit-rules.ts; a new email moves its claim in the same transaction as the user; only partner and full users may
 * change the assigned firm user, whose conversations then follow (FA §5.4); deactivating or activating has the
 * effects of lifecycle.ts. Answers the user as GET /users/{id} does.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { canReassignFirmUser, userOwnText, userText } from '@ledgerline/shared/users';
import { handle } from '../platform/handle';
import { Conflict, Forbidden, Invalid } from '../platform/errors';
import { isGroupLimited } from '../platform/firm-groups';
import { recordActivity } from '../platform/activity';
import { syncDirectoryUser } from '../platform/directory';
import { reassignClientFirmUser } from '../platform/client-assignment';
import { userViewFor } from './user-view';
import { openClient } from './client-access';
import { checkAssignableAdvisor, checkFirmGroup } from './assignment-checks';
import { editProblem, isEmptyChange, userChange } from './edit-rules';
import { EmailTaken, emailHolder } from './email-owner';
import { applyLifecycle } from './lifecycle';
import { getFirm, getUserConsistent, updateClient } from './store';

export const updateUser = handle(userRoutes.updateUser, async (ctx) => {
  const { caller, input } = ctx;
  const { firmId } = caller;
  const user = await openClient(caller, input.id);
  const prefs = ((await getFirm(firmId))?.preferences ?? {}) as Record<string, unknown>;
  const problem = editProblem(user, input, prefs);
  if (problem) throw new Invalid(problem);
  const change = userChange(user, input);

  if (change.advisor && !canReassignFirmUser(caller)) throw new Forbidden(userOwnText.onlyPartnerOrFull);
  if (change.group) {
    if (isGroupLimited(caller)) throw new Forbidden(userOwnText.ownGroupOnly);
    if (!change.group.to && prefs.has_firm_groups === true)
      throw new Invalid(userOwnText.firmGroupRequired, { firm_group_id: userOwnText.firmGroupRequired });
    await checkFirmGroup(firmId, change.group.to, 'firm_group_id');
  }
  const advisorAfter = change.advisor?.to ?? user.assigned_advisor_id;
  if ((change.advisor || change.group) && advisorAfter)
    await checkAssignableAdvisor(
      firmId,
      advisorAfter,
      change.group ? change.group.to : user.firm_group_id,
      change.advisor ? 'assigned_advisor_id' : 'firm_group_id',
    );
  if (change.email) {
    const holder = await emailHolder(caller, change.email);
    if (holder && holder.userId !== user.userId) throw new EmailTaken(holder.owner);
  }

  // The assigned firm user is written by the one path every reassignment takes (its conversations follow), after
  // the other fields (a new group first): both were checked above, so it cannot fail on the rules now.
  const { assigned_advisor_id: _advisor, ...otherFields } = change.set;
  if (!isEmptyChange({ ...change, set: otherFields }))
    await updateClient(
      user,
      { ...change, set: otherFields },
      {
        taken: () => new EmailTaken(null),
        changed: () => new Conflict(userOwnText.userChanged),
      },
    );
  if (change.advisor)
    await reassignClientFirmUser(firmId, user.userId, change.advisor.to, { field: 'assigned_advisor_id' });
  let taskId: string | null = null;
  if (change.deactivating || change.activating)
    taskId = await applyLifecycle(
      firmId,
      user.userId,
      change.deactivating ? 'deactivate' : 'activate',
      Boolean(change.deactivating ? input.is_deactivating_all_entities : input.is_activating_all_entities),
      caller.userId,
    );
  await syncDirectoryUser(firmId, user.userId);
  if (!isEmptyChange(change))
    await recordActivity({
      firmId,
      action: 'user_updated',
      title: change.deactivating ? 'Client deactivated' : change.activating ? 'Client activated' : 'Client updated',
      description: [...Object.keys(change.set), ...change.remove, ...(change.email ? ['email'] : [])]
        .filter((f) => f !== 'is_advisor' && f !== 'has_temp_email')
        .join(', '),
      actorUserId: caller.userId,
      userId: user.userId,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  const fresh = (await getUserConsistent(firmId, user.userId))!;
  return { ...(await userViewFor(caller, fresh)), message: userText.updated, task_id: taskId };
});
