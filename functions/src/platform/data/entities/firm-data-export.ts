import type { EntityItem } from 'electrodb';
import { firmDataExportStages, firmDataExportStatuses } from '@ledgerline/shared/firm-data-exports';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A firm-wide data export a partner started (issue 20): how far its queued stages have got (`done` only grows, by
 * conditional writes), which delivery is working on a stage now (`claim_stage` until `claim_until`, so a redelivered
 * message finds the stage taken or done and does nothing twice), and the zip once made. The firm's exports are listed
 * newest first on their own key (gsi1). Kept a week, like the zip (the files bucket expires exports/ likewise).
 */
export const FirmDataExport = new LazyEntity(
  {
    model: { entity: 'firm_data_export', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      exportId: { type: 'string', required: true },
      created_by: { type: 'string', required: true },
      created_by_name: { type: 'string', default: '' },
      status: { type: firmDataExportStatuses, required: true, default: 'queued' },
      /** Stages done, of firmDataExportStages. */
      done: { type: 'number', required: true, default: 0 },
      stage: { type: firmDataExportStages },
      /** The stage a delivery is working on, and until when (epoch ms) the others leave it to it. */
      claim_stage: { type: 'number' },
      claim_until: { type: 'number' },
      file_name: { type: 'string', required: true },
      size: { type: 'number' },
      /** What each stage wrote: users, entities, conversations, messages, documents, ... */
      counts: { type: 'any' },
      error: { type: 'string' },
      finished_at: { type: 'string' },
      ttl: { type: 'number' },
      created_at: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['exportId'], template: 'DATAEXPORT#${exportId}' },
      },
      byFirmNewest: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['firmId'], template: 'FIRM#${firmId}#DATAEXPORTS' },
        sk: { field: 'gsi1sk', composite: ['created_at', 'exportId'], template: '${created_at}#${exportId}' },
      },
    },
  },
  entityConfig,
);

export type FirmDataExportItem = EntityItem<typeof FirmDataExport>;

/**
 * The firm's one running data export: created only where none is (or where the one it names has finished), so two
 * partners starting at once get one export and a 409.
 */
export const FirmDataExportLock = new LazyEntity(
  {
    model: { entity: 'firm_data_export_lock', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      exportId: { type: 'string', required: true },
      created_at: { type: 'string', required: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byFirm: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: [], template: 'DATAEXPORT_RUNNING' },
      },
    },
  },
  entityConfig,
);

export type FirmDataExportLockItem = EntityItem<typeof FirmDataExportLock>;
