/**
 * GET /advisors/bulk_tasks/{id}: the progress of staff work queued for many clients (bulk assignment, login info, a
 * client's deactivation effects), for the screen's progress. Any staff member of the firm may read it.
 */
import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { getBulkTask as readBulkTask } from '../platform/bulk-tasks';

export const getBulkTask = handle(advisorRoutes.getBulkTask, async ({ caller, input }) => {
  const task = await readBulkTask(caller.firmId, input.id);
  if (!task) throw new NotFound('task', 'Task not found');
  return {
    id: task.taskId,
    kind: task.kind,
    status: task.status,
    total: task.total,
    done: Math.min(task.done ?? 0, task.total),
    created_at: task.created_at ?? '',
    finished_at: task.finished_at ?? null,
  };
});
