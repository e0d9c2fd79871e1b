/**
 * The `reindexDirectory` job: one firm's directory rebuilt, its clients then its entities, `itemsPerJob` items per
 * job, each job queueing the next round from its kind and cursor until the firm is done (a job stays far inside the
 * jobs function's timeout). Start it for a firm with `enqueue(userJobs.reindexDirectory, { firmId })` (see the
 * report of issue 13 for a deployed stack).
 */
import type { ParsedPayloadOf } from '../platform/jobs';
import { enqueue } from '../platform/adapters/queue';
import { userJobs } from './jobs';
import { reindexDirectoryFirm } from './store';

/** Items of one kind a job goes through before it queues the rest. */
const itemsPerJob = 1000;

export async function runReindexDirectory(payload: ParsedPayloadOf<typeof userJobs.reindexDirectory>) {
  const { firmId, round } = payload;
  let kind = payload.kind;
  let cursor = payload.cursor ?? null;
  let written = 0;
  for (;;) {
    const done = await reindexDirectoryFirm(firmId, kind, { cursor, maxItems: itemsPerJob });
    written += done.written;
    cursor = done.cursor;
    // The clients done, the entities follow in the same job.
    if (cursor || kind === 'entity') break;
    kind = 'entity';
  }
  if (cursor)
    await enqueue(
      userJobs.reindexDirectory,
      { firmId, kind, cursor, round: round + 1 },
      { dedupeId: `reindex-directory-${firmId}-${kind}-${round + 1}` },
    );
  return { written, more: Boolean(cursor) };
}
