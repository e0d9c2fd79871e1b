import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A piece of staff work over many items that runs in queued jobs (bulk assignment, login info, a client's
 * deactivation effects): how much is done, so the screen can show progress. `done` only grows (each job sets it to
 * where its batch ended, on the condition that it is below), so a repeated job never moves it back or past.
 */
export const BulkTask = new LazyEntity(
  {
    model: { entity: 'bulk_task', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      taskId: { type: 'string', required: true },
      kind: { type: 'string', required: true },
      created_by: { type: 'string', required: true },
      status: { type: ['queued', 'running', 'done'] as const, required: true, default: 'queued' },
      total: { type: 'number', required: true },
      done: { type: 'number', default: 0 },
      finished_at: { type: 'string' },
      /** Gone a month after it was made: progress is only of interest while the work runs. */
      ttl: { type: 'number' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['taskId'], template: 'BULK#${taskId}' },
      },
    },
  },
  entityConfig,
);

export type BulkTaskItem = EntityItem<typeof BulkTask>;
