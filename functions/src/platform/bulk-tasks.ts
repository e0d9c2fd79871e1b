/**
 * Progress of staff work done in queued jobs (FA §2.5 bulk actions, §4.4 deactivation effects): a task is made when
 * the work is queued, each job moves `done` up to where its batch ended, and the last one marks it done.
 * GET /advisors/bulk_tasks/{id} reads it.
 */
import { BulkTask, type BulkTaskItem } from './data/entities/bulk-task';
import { isConditionFailure } from './data/transact';
import { newId } from './auth/secrets';

export type { BulkTaskItem };

const lifetimeSeconds = 30 * 24 * 3600;

export async function createBulkTask(t: { firmId: string; kind: string; createdBy: string; total: number }) {
  const taskId = newId();
  await BulkTask.create({
    firmId: t.firmId,
    taskId,
    kind: t.kind,
    created_by: t.createdBy,
    total: t.total,
    status: 'queued',
    ttl: Math.ceil(Date.now() / 1000) + lifetimeSeconds,
  }).go();
  return taskId;
}

export async function getBulkTask(firmId: string, taskId: string): Promise<BulkTaskItem | null> {
  return (await BulkTask.get({ firmId, taskId }).go({ consistent: true })).data ?? null;
}

/** A conditional write whose condition failing means there is nothing to do. */
async function ifStill(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/**
 * Moves `done` up to `done` (never down: a repeated batch changes nothing); `finished` marks the task done, with
 * `done` at its total.
 */
export async function recordBulkProgress(firmId: string, taskId: string, done: number, finished: boolean) {
  const key = { firmId, taskId };
  await ifStill(() =>
    BulkTask.patch(key)
      .set({ done, status: 'running' })
      .where((a, op) => `${op.lte(a.done, done)} AND ${op.ne(a.status, 'done')}`)
      .go(),
  );
  if (!finished) return;
  const task = await getBulkTask(firmId, taskId);
  if (!task || task.status === 'done') return;
  await ifStill(() =>
    BulkTask.patch(key)
      .set({ status: 'done', done: Math.max(task.done ?? 0, task.total), finished_at: new Date().toISOString() })
      .where((a, op) => op.ne(a.status, 'done'))
      .go(),
  );
}

/** Removes a task whose job could not be queued. */
export async function deleteBulkTask(firmId: string, taskId: string) {
  await BulkTask.delete({ firmId, taskId }).go();
}
