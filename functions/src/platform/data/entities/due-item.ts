import { createHash } from 'node:crypto';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** The due-time index is spread over this many partitions (DUE#0..DUE#3) so no one key gets hot. */
export const dueShardCount = 4;

/** A stable shard for an item id. */
export function dueShardOf(id: string): number {
  return createHash('sha1').update(id).digest()[0]! % dueShardCount;
}

export type DueItemStatus = 'pending' | 'enqueued' | 'cancelled';

/**
 * Something to do at a time: a scheduled message, a reminder, a link expiry. The sweeper finds the
 * pending ones that are due on gsi3 (a sparse index: only pending items are on it), claims each with
 * a conditional update and enqueues a job of the item's kind with its payload.
 */
export const DueItem = new LazyEntity(
  {
    model: { entity: 'due_item', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      kind: { type: 'string', required: true },
      payload: { type: 'any', default: () => ({}) },
      /** ISO 8601 in UTC (toISOString), so string order is time order. */
      due_at: { type: 'string', required: true },
      status: { type: ['pending', 'enqueued', 'cancelled'] as const, required: true, default: 'pending' },
      shard: { type: 'number', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
      enqueued_at: { type: 'string' },
      cancelled_at: { type: 'string' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['id'], template: 'DUE#${id}' },
      },
      byDueTime: {
        index: 'gsi3',
        // Sparse: the keys exist only while the item is pending, so the sweeper reads only what it may send.
        condition: (attr) => attr.status === 'pending',
        pk: { field: 'gsi3pk', composite: ['shard'], template: 'DUE#${shard}' },
        sk: { field: 'gsi3sk', composite: ['due_at', 'id'], template: '${due_at}#${id}' },
      },
    },
  },
  entityConfig,
);
