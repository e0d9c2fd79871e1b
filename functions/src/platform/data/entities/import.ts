import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * An import a firm user uploaded (FA §4.7, §5.7): what was sent and how far the client list got. The firm's imports
 * are one partition, sorted by id, and ids carry their creation time, so "newest first" is that partition read
 * backwards. The counts move only with an ImportChunk's creation (same transaction), so a chunk that runs twice
 * counts once.
 */
export const Import = new LazyEntity(
  {
    model: { entity: 'import', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      importId: { type: 'string', required: true },
      kind: {
        type: [
          'client_list',
          'staff_list',
          'zipped_rollover_items',
          'other_document',
          'rollover_items_import',
          'rollover_items_csv',
        ] as const,
        required: true,
      },
      list_type: { type: ['individuals', 'entities'] as const },
      document_name: { type: 'string', required: true },
      comment: { type: 'string' },
      tax_software: { type: 'string' },
      year: { type: 'number' },
      /** A firm user's id, or '0' for 'Various' (each row names its own). */
      assignee: { type: 'string', required: true },
      status: { type: ['queued', 'processing', 'completed', 'failed', 'received'] as const, required: true },
      /** Where the file is kept (out of reach of the link that uploaded it). */
      file_key: { type: 'string', required: true },
      file_format: { type: ['csv', 'xlsx', 'json', 'other'] as const, required: true },
      rows_total: { type: 'number', default: 0 },
      /** A client list's rows are kept in this many chunk files, one per job. */
      chunks_total: { type: 'number', default: 0 },
      rows_done: { type: 'number', default: 0 },
      rows_accepted: { type: 'number', default: 0 },
      rows_rejected: { type: 'number', default: 0 },
      error: { type: 'string' },
      uploaded_by: { type: 'string', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      finished_at: { type: 'string' },
    },
    indexes: {
      byFirm: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#IMPORTS', casing: 'none' },
        sk: { field: 'sk', composite: ['importId'], template: 'IMPORT#${importId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

/**
 * One row's outcome, keyed by import and row number: written in the same transaction as the row's users and entity
 * (or alone, for a rejected row), under a condition that it does not exist yet. A job that runs a row again finds
 * it and creates nothing. Rejected rows are also on a sparse index of their own, so the report can page them alone.
 */
export const ImportRow = new LazyEntity(
  {
    model: { entity: 'importRow', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      importId: { type: 'string', required: true },
      /** The row's number in the file (the header is row 1). */
      row: { type: 'number', required: true, padding: { length: 7, char: '0' } },
      status: { type: ['accepted', 'rejected'] as const, required: true },
      reasons: { type: 'list', items: { type: 'string' } },
      name: { type: 'string', default: '' },
      email: { type: 'string' },
      user_id: { type: 'string' },
      spouse_user_id: { type: 'string' },
      company_id: { type: 'string' },
      /** The entity's type, for the firm's type counts the chunk moves. */
      entity_type: { type: 'string' },
      at: { type: 'string', default: () => new Date().toISOString() },
    },
    indexes: {
      byImport: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'importId'],
          template: 'FIRM#${firmId}#IMPORT#${importId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['row'], template: 'ROW#${row}', casing: 'none' },
      },
      rejected: {
        index: 'gsi1',
        condition: (attr) => attr.status === 'rejected',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'importId'],
          template: 'FIRM#${firmId}#IMPORT#${importId}#REJECTED',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: ['row'], template: 'ROW#${row}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

/** A chunk of a client list that is done: created once, with the move of the import's counts. */
export const ImportChunk = new LazyEntity(
  {
    model: { entity: 'importChunk', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      importId: { type: 'string', required: true },
      chunk: { type: 'number', required: true, padding: { length: 5, char: '0' } },
      accepted: { type: 'number', required: true },
      rejected: { type: 'number', required: true },
      at: { type: 'string', default: () => new Date().toISOString() },
    },
    indexes: {
      byImport: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'importId'],
          template: 'FIRM#${firmId}#IMPORT#${importId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['chunk'], template: 'CHUNK#${chunk}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type ImportItem = EntityItem<typeof Import>;
export type ImportRowItem = EntityItem<typeof ImportRow>;
