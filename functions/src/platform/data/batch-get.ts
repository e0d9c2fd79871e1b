/**
 * Point reads started in the same turn of the event loop go out together as one BatchGetItem, so a request's
 * independent reads (the caller's session and user, the firm current_user shows, a conversation and the caller's
 * membership of it, the names and entities of a page of conversations) cost one round trip, not one each.
 * Nothing is kept once a batch has answered: every read goes to the table, so a revoked session is seen at once.
 */
import type { AllTableIndexCompositeAttributes, Entity, ResponseItem, Schema } from 'electrodb';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client';

/** BatchGetItem takes at most 100 keys. */
const maxKeysPerBatch = 100;
/** DynamoDB may answer part of a batch (throughput, 16 MB); what it leaves is asked again, a few times. */
const maxAttempts = 5;

type RawItem = Record<string, unknown>;

interface PendingRead {
  tableName: string;
  key: RawItem;
  /** The request's key attributes and values, so the answer's items can be matched to the reads. */
  id: string;
  consistent: boolean;
  waiters: { resolve: (item: RawItem | null) => void; reject: (error: unknown) => void }[];
}

let queued = new Map<string, PendingRead>();
let sendScheduled = false;

export interface ReadOptions {
  /**
   * Strongly consistent: makes the whole batch a strongly consistent read. A stronger read never answers older
   * data, and sharing the round trip matters more than the read units.
   */
  consistent?: boolean;
  /**
   * Wait for the next batch someone else starts instead of starting one: the session check of a read-only call
   * goes out with the handler's first point reads, one call instead of two. Whoever uses this must call
   * sendQueuedReads() once nothing else will (see domain-handler), or the read waits.
   */
  withNextBatch?: boolean;
}

/** One item by its primary key, read in the next batch. */
export async function getItem<A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  entity: Entity<A, F, C, S>,
  key: AllTableIndexCompositeAttributes<A, F, C, S>,
  options: ReadOptions = {},
): Promise<ResponseItem<A, F, C, S> | null> {
  const { Key, TableName } = entity.get(key).params() as { Key: RawItem; TableName: string };
  const raw = await enqueue(TableName, Key, options);
  // parse() formats the item as get().go() would, and answers null for another entity's item under the same key.
  // (Without options its type is the full item; TypeScript cannot see that through the generic parameters.)
  return raw ? (entity.parse({ Item: raw }).data as ResponseItem<A, F, C, S> | null) : null;
}

/** Several items of one entity by key, in the next batch; missing ones are left out, the order is the keys'. */
export async function getItems<A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  entity: Entity<A, F, C, S>,
  keys: AllTableIndexCompositeAttributes<A, F, C, S>[],
  options: ReadOptions = {},
): Promise<ResponseItem<A, F, C, S>[]> {
  const items = await Promise.all(keys.map((key) => getItem(entity, key, options)));
  return items.filter((item): item is NonNullable<typeof item> => item !== null);
}

function enqueue(tableName: string, key: RawItem, options: ReadOptions): Promise<RawItem | null> {
  const id = keyId(tableName, Object.keys(key), key);
  const consistent = options.consistent ?? false;
  return new Promise((resolve, reject) => {
    if (!options.withNextBatch) sendQueuedReads();
    const pending = queued.get(id);
    if (pending) {
      // The same key twice in one batch is refused by DynamoDB: both readers share the one read.
      pending.consistent ||= consistent;
      pending.waiters.push({ resolve, reject });
      return;
    }
    queued.set(id, { tableName, key, id, consistent, waiters: [{ resolve, reject }] });
  });
}

/**
 * Sends the queued reads after the promise jobs already queued have run (as DataLoader does), so reads that code
 * starts side by side, such as the session check and a handler's first reads, land in one batch; a read waits
 * for no I/O to get there.
 */
export function sendQueuedReads(): void {
  if (sendScheduled) return;
  sendScheduled = true;
  Promise.resolve().then(() =>
    process.nextTick(() => {
      sendScheduled = false;
      const reads = [...queued.values()];
      queued = new Map();
      for (let i = 0; i < reads.length; i += maxKeysPerBatch) void readBatch(reads.slice(i, i + maxKeysPerBatch));
    }),
  );
}

async function readBatch(reads: PendingRead[]) {
  const byId = new Map(reads.map((r) => [r.id, r]));
  const keyNames = new Map(reads.map((r) => [r.tableName, Object.keys(r.key)]));
  const consistent = reads.some((r) => r.consistent);
  try {
    let left = reads;
    for (let attempt = 1; left.length > 0; attempt++) {
      if (attempt > maxAttempts)
        throw new Error(`BatchGetItem left ${left.length} keys unread after ${maxAttempts} tries`);
      if (attempt > 1) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
      const requestItems: Record<string, { Keys: RawItem[]; ConsistentRead: boolean }> = {};
      for (const r of left) {
        requestItems[r.tableName] ??= { Keys: [], ConsistentRead: consistent };
        requestItems[r.tableName].Keys.push(r.key);
      }
      const out = await documentClient.send(new BatchGetCommand({ RequestItems: requestItems }));
      for (const [tableName, items] of Object.entries(out.Responses ?? {})) {
        const names = keyNames.get(tableName) ?? [];
        for (const item of items) settle(byId.get(keyId(tableName, names, item)), item);
      }
      const unread = new Set(
        Object.entries(out.UnprocessedKeys ?? {}).flatMap(([tableName, { Keys = [] }]) =>
          Keys.map((k) => keyId(tableName, Object.keys(k), k)),
        ),
      );
      // A key DynamoDB neither answered nor left unprocessed has no item.
      for (const r of left) if (!unread.has(r.id)) settle(r, null);
      left = left.filter((r) => unread.has(r.id));
    }
  } catch (error) {
    for (const r of byId.values()) for (const w of r.waiters) w.reject(error);
  }

  function settle(read: PendingRead | undefined, item: RawItem | null) {
    if (!read || !byId.delete(read.id)) return;
    for (const w of read.waiters) w.resolve(item);
  }
}

function keyId(tableName: string, names: string[], item: RawItem): string {
  return JSON.stringify([tableName, ...[...names].sort().map((n) => [n, item[n]])]);
}
