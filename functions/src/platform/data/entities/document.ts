import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A file kept for an entity (company), in a folder of its document tree ('/Attachments' for message attachments,
 * MD §9). Each entity's documents share a partition; a folder's documents, by name, are on gsi1 (the document
 * browser's listing and the "same name already in this folder" check). Keys keep their case: folder and file
 * names are case-sensitive. The file itself is in the files bucket under storage_key, which no client can write.
 */
export const Document = new LazyEntity(
  {
    model: { entity: 'document', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      documentId: { type: 'string', required: true },
      /** The folder: '/' or '/Attachments' or '/2025/Tax Returns'. */
      path: { type: 'string', required: true },
      document_name: { type: 'string', required: true },
      /** The type the file's first bytes showed, not the one the browser claimed. */
      content_type: { type: 'string', required: true },
      size: { type: 'number', required: true },
      storage_key: { type: 'string', required: true },
      uploaded_by: { type: 'string', required: true },
      description: { type: 'string' },
      document_type: { type: 'string' },
      tags: { type: 'list', items: { type: 'string' } },
      tax_year: { type: 'number' },
      questionnaire_id: { type: 'string' },
      marked_as_others: { type: 'boolean' },
      /** Soft delete: set when deleted, cleared on restore. */
      deleted_at: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#DOCS#${companyId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['documentId'], template: 'DOC#${documentId}', casing: 'none' },
      },
      byFolder: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'companyId', 'path'],
          template: 'FIRM#${firmId}#DOCS#${companyId}#PATH#${path}',
          casing: 'none',
        },
        sk: {
          field: 'gsi1sk',
          composite: ['document_name', 'documentId'],
          template: '${document_name}#${documentId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

export type DocumentItem = EntityItem<typeof Document>;
