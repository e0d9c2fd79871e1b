/**
 * The `reindexDirectory` job: one firm's client directory rebuilt, `peoplePerJob` people per job, each job queueing
 * the next round from its cursor until the firm is done (a job stays far inside the jobs function's timeout).
 * Start it for a firm with `enqueue(userJobs.reindexDirectory, { firmId })` (see the report of issue 13 for a
 * deployed stack).
 */
import type { ParsedPayloadOf } from '../platform/jobs';
import { enqueue } from '../platform/adapters/queue';
import { userJobs } from './jobs';
import { reindexDirectoryFirm } from './store';

const peoplePerJob = 1000;

export async function runReindexDirectory(payload: ParsedPayloadOf<typeof userJobs.reindexDirectory>) {
  const { firmId, round } = payload;
  const { written, cursor } = await reindexDirectoryFirm(firmId, 'user', {
    cursor: payload.cursor,
    maxItems: peoplePerJob,
  });
  if (cursor)
    await enqueue(
      userJobs.reindexDirectory,
      { firmId, cursor, round: round + 1 },
      { dedupeId: `reindex-directory-${firmId}-${round + 1}` },
    );
  return { written, more: Boolean(cursor) };
}
