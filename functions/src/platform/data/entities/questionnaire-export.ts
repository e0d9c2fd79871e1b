import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A questionnaire export a staff member asked for (QD §7 export_questionnaires): what to make, how far the queued
 * work has got (questionnaires done of total, so the Export in progress dialog shows it), and where the file is once
 * made. `done` only grows and the ready or failed state is set once (conditional writes), so a repeated job changes
 * nothing. Kept a week: the file's link is in the notification, and the files bucket expires exports likewise.
 */
export const QuestionnaireExport = new LazyEntity(
  {
    model: { entity: 'questionnaire_export', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      exportId: { type: 'string', required: true },
      created_by: { type: 'string', required: true },
      kind: { type: ['pdf', 'spreadsheet', 'zip', 'scan_and_auto_flow'] as const, required: true },
      status: { type: ['queued', 'running', 'ready', 'failed'] as const, required: true, default: 'queued' },
      questionnaire_ids: { type: 'list', items: { type: 'string' }, required: true },
      /** Per questionnaire id, the file name chosen (sanitised), the default otherwise. */
      names: { type: 'any', required: true },
      /** The options as asked (include_documents, include_toc, include_pages, ...). */
      options: { type: 'any', required: true },
      /** Per questionnaire id, the document ids left out and the entity's documents added. */
      documents: { type: 'any' },
      /** The file's name; it is stored under exports/{firmId}/{exportId}/{file_name} (exports/build.ts). */
      file_name: { type: 'string', required: true },
      total: { type: 'number', required: true },
      done: { type: 'number', default: 0 },
      error: { type: 'string' },
      finished_at: { type: 'string' },
      ttl: { type: 'number' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['exportId'], template: 'EXPORT#${exportId}' },
      },
    },
  },
  entityConfig,
);

export type QuestionnaireExportItem = EntityItem<typeof QuestionnaireExport>;
