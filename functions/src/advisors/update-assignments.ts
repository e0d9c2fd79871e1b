/**
 * POST /advisors/update_assignments {advisor_id, ids} (FA §7.3) and POST /advisors/assign_advisor_to_clients
 * {advisorId, clientIds} (FA §7.3 "Assign advisor to clients", path not shown in the spec; its screen waits for the
 * message 'Success!'). Both set the assigned firm user of the clients (client-assignments.ts).
 */
import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { userOwnText, userText } from '@ledgerline/shared/users';
import type { Caller } from '@ledgerline/shared/access';
import type { RequestContext } from '../platform/http';
import { handle } from '../platform/handle';
import { recordActivity } from '../platform/activity';
import { assignClients } from './client-assignments';

async function assign(ctx: RequestContext, caller: Caller, advisorId: string, ids: string[], field: string) {
  const { updated, taskId } = await assignClients(caller, advisorId, ids, field);
  await recordActivity({
    firmId: caller.firmId,
    action: 'user_updated',
    title: 'Assigned firm user changed',
    description: `${updated} client${updated === 1 ? '' : 's'}${taskId ? ' (queued)' : ''}`,
    actorUserId: caller.userId,
    userId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { updated, taskId };
}

export const updateAssignments = handle(advisorRoutes.updateAssignments, async (ctx) => {
  const { updated, taskId } = await assign(ctx, ctx.caller, ctx.input.advisor_id, ctx.input.ids, 'advisor_id');
  return {
    message: taskId ? userOwnText.assignmentsQueued(updated) : userText.assignmentsUpdated,
    updated,
    task_id: taskId,
  };
});

export const assignAdvisorToClients = handle(advisorRoutes.assignAdvisorToClients, async (ctx) => {
  const { updated, taskId } = await assign(ctx, ctx.caller, ctx.input.advisorId, ctx.input.clientIds, 'advisorId');
  return { message: userText.assignSuccess, updated, task_id: taskId };
});
