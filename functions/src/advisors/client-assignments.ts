/**
 * Bulk assignment of the assigned firm user (FA §2.5 'bulk assignment of the assigned firm user', §5.4, §7.3):
 * partner and full users only; every client must be a client of the firm (else 404, nothing said about the others)
 * and the firm user must be one each client may have (else 400, nothing changed). Each client then goes through the
 * one reassignment path (platform/client-assignment.ts: the client, the directory, their conversations). Up to
 * `bulkInlineLimit` clients are done in the request; more in queued batches with a bulk task's progress.
 */
import type { Caller } from '@ledgerline/shared/access';
import { bulkInlineLimit, canReassignFirmUser, userOwnText } from '@ledgerline/shared/users';
import { enqueue } from '../platform/adapters/queue';
import { createBulkTask, deleteBulkTask, recordBulkProgress } from '../platform/bulk-tasks';
import { assignableFirmUserProblem, reassignClientFirmUser } from '../platform/client-assignment';
import { AppError, Forbidden, Invalid, NotFound, Unavailable } from '../platform/errors';
import type { ParsedPayloadOf } from '../platform/jobs';
import { log } from '../platform/log';
import { advisorJobs } from './jobs';
import { getUsersByIds } from './store';

/** Clients one queued job reassigns before it queues the next batch. */
export const assignBatchSize = 25;

export async function assignClients(
  caller: Caller,
  advisorId: string,
  clientIds: string[],
  field: string,
): Promise<{ updated: number; taskId: string | null }> {
  if (!canReassignFirmUser(caller)) throw new Forbidden(userOwnText.onlyPartnerOrFull);
  const { firmId } = caller;
  const [clients, [advisor]] = await Promise.all([
    getUsersByIds(firmId, clientIds),
    getUsersByIds(firmId, [advisorId]),
  ]);
  if (clients.length !== clientIds.length || clients.some((c) => c.is_advisor || c.deleted_at))
    throw new NotFound('user', userOwnText.someUsersNotFound);
  for (const client of clients) {
    const problem = assignableFirmUserProblem(advisor, client.firm_group_id);
    if (problem) throw new Invalid(problem, { [field]: problem });
  }
  const changing = clients.filter((c) => c.assigned_advisor_id !== advisorId).map((c) => c.userId);
  if (changing.length <= bulkInlineLimit) {
    for (const clientId of changing) await reassignClientFirmUser(firmId, clientId, advisorId, { field });
    return { updated: changing.length, taskId: null };
  }
  const taskId = await createBulkTask({
    firmId,
    kind: 'assign_clients',
    createdBy: caller.userId,
    total: changing.length,
  });
  try {
    await enqueue(
      advisorJobs.assignClients,
      { firmId, taskId, advisorId, clientIds: changing },
      { dedupeId: `${taskId}-0` },
    );
  } catch (e) {
    log('error', 'bulk assignment could not be queued', { firmId, error: (e as Error).message });
    await deleteBulkTask(firmId, taskId);
    throw new Unavailable('The assignments could not be queued. Please try again.');
  }
  return { updated: changing.length, taskId };
}

/** The `assignClients` job: one batch, then the next is queued. A client gone or changed meanwhile is skipped. */
export async function continueAssignClients(payload: ParsedPayloadOf<typeof advisorJobs.assignClients>) {
  const { firmId, taskId, advisorId, clientIds, from } = payload;
  const to = Math.min(from + assignBatchSize, clientIds.length);
  let changed = 0;
  for (const clientId of clientIds.slice(from, to)) {
    try {
      if ((await reassignClientFirmUser(firmId, clientId, advisorId, { field: 'advisor_id' })).changed) changed++;
    } catch (e) {
      // A client deleted, regrouped or reassigned meanwhile keeps what they have now; anything else is retried.
      if (!(e instanceof AppError) || e.status >= 500) throw e;
      log('warn', 'bulk assignment skipped a client', { firmId, taskId, clientId, error: e.message });
    }
  }
  const finished = to >= clientIds.length;
  await recordBulkProgress(firmId, taskId, to, finished);
  if (!finished) await enqueue(advisorJobs.assignClients, { ...payload, from: to }, { dedupeId: `${taskId}-${to}` });
  return { changed, to };
}
