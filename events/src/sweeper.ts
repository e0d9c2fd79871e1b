import { DueItem, dueShardCount } from '@ledgerline/functions/platform/data/entities/due-item';
import { sendJob } from '@ledgerline/functions/platform/adapters/queue';
import { log } from '@ledgerline/functions/platform/log';
import { isConditionFailure } from '@ledgerline/functions/platform/data/transact';

/** At most this many items per shard per sweep; the rest wait for the next sweep (a minute later in AWS). */
export const sweepLimitPerShard = 500;

export interface SweepResult {
  /** Items this sweep claimed and enqueued. */
  enqueued: string[];
  /** Items another sweep claimed first (or that changed since they were read). */
  skipped: number;
  failed: number;
}

/**
 * Enqueues every pending item due at or before `now`. Reads the sparse due-time index shard by shard
 * (Query, never Scan), claims each item with a conditional update pending -> enqueued so that
 * concurrent sweeps enqueue an item exactly once, then enqueues a job {kind, payload, dedupeId: id}.
 * If enqueueing fails the claim is undone, so the next sweep tries again.
 */
export async function sweepDueItems(now: Date): Promise<SweepResult> {
  const result: SweepResult = { enqueued: [], skipped: 0, failed: 0 };
  // Keys hold due_at#id; anything before the next millisecond is due.
  const bound = new Date(now.getTime() + 1).toISOString();
  await Promise.all(
    Array.from({ length: dueShardCount }, async (_, shard) => {
      let cursor: string | null = null;
      let seen = 0;
      do {
        const page: { data: DueItemRecord[]; cursor: string | null } = await DueItem.query
          .byDueTime({ shard })
          .lt({ due_at: bound })
          .go({ cursor, limit: 100 });
        cursor = page.cursor;
        for (const item of page.data) {
          seen++;
          await claimAndEnqueue(item, now, result);
        }
      } while (cursor && seen < sweepLimitPerShard);
    }),
  );
  return result;
}

type DueItemRecord = {
  firmId: string;
  id: string;
  kind: string;
  payload?: unknown;
  due_at: string;
  shard: number;
  status: 'pending' | 'enqueued' | 'cancelled';
};

async function claimAndEnqueue(item: DueItemRecord, now: Date, result: SweepResult): Promise<void> {
  if (item.status !== 'pending') return;
  const key = { firmId: item.firmId, id: item.id };
  try {
    await DueItem.patch(key)
      .set({ status: 'enqueued', enqueued_at: now.toISOString(), due_at: item.due_at, shard: item.shard })
      .where(({ status, due_at }, { eq }) => `${eq(status, 'pending')} AND ${eq(due_at, item.due_at)}`)
      .go();
  } catch (e) {
    if (isConditionFailure(e)) {
      result.skipped++;
      return;
    }
    result.failed++;
    log('error', 'due item claim failed', { ...key, error: (e as Error).message });
    return;
  }
  try {
    await sendJob({ kind: item.kind, payload: item.payload ?? {}, dedupeId: item.id });
    result.enqueued.push(item.id);
  } catch (e) {
    result.failed++;
    log('error', 'due item enqueue failed; releasing it', { ...key, error: (e as Error).message });
    await DueItem.patch(key)
      .set({ status: 'pending', due_at: item.due_at, shard: item.shard })
      .where(({ status }, { eq }) => eq(status, 'enqueued'))
      .go()
      .catch((err: Error) => log('error', 'due item release failed', { ...key, error: err.message }));
  }
}

/**
 * The same sweep over one firm's items only, on the firm's own key (its partition's DUE# items): what a firm's
 * catch-up after an outage needs, and what tests use to run the clock forward for their firm alone without
 * sending other firms' items early.
 */
export async function sweepFirmDueItems(firmId: string, now: Date): Promise<SweepResult> {
  const result: SweepResult = { enqueued: [], skipped: 0, failed: 0 };
  const bound = now.toISOString();
  let cursor: string | null = null;
  do {
    const page: { data: DueItemRecord[]; cursor: string | null } = await DueItem.query
      .byId({ firmId })
      .go({ cursor, limit: 100 });
    cursor = page.cursor;
    for (const item of page.data)
      if (item.status === 'pending' && item.due_at <= bound) await claimAndEnqueue(item, now, result);
  } while (cursor);
  return result;
}
