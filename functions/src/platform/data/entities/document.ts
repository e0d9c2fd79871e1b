import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A file kept for an entity (company), in a folder of its document tree ('/Attachments' for message attachments,
 * MD §9). Each entity's documents share a partition, keyed by id (attachment messages and links name a document by
 * entity and id). The document browser lists a folder's files in one of three orders, each an index whose partition
 * is the folder and the file's state (active or deleted), so a page reads only its own rows (QD §2: sortable on
 * name and dates; 'include deleted files'). A folder and its subfolders' files are one range of the tree index
 * (gsi4, by '{folder}/' prefix), so a folder is zipped, moved, deleted or restored without a read per folder.
 * Files uploaded outside a questionnaire are on a sparse index, newest first (QD §7 unattached documents); a
 * questionnaire's files on another, for its export.
 *
 * Every write is a whole-item put (store/document-writes.ts), so ElectroDB always has every key's parts. Keys keep
 * their case: folder and file names are case-sensitive. The file itself is in the files bucket under storage_key,
 * which no client can write.
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
      /** The folder as a prefix of its subtree: '/' or '/2025/Tax Returns/' (see treePrefix). */
      tree: { type: 'string', required: true },
      document_name: { type: 'string', required: true },
      state: { type: ['active', 'deleted'] as const, required: true, default: 'active' },
      /** The type the file's first bytes showed, not the one the browser claimed. */
      content_type: { type: 'string', required: true },
      size: { type: 'number', required: true },
      storage_key: { type: 'string', required: true },
      uploaded_by: { type: 'string', required: true },
      description: { type: 'string' },
      document_type: { type: 'string' },
      tags: { type: 'list', items: { type: 'string' } },
      tax_year: { type: 'number' },
      /** '' when the file belongs to no questionnaire (a sparse index's key part must always be given). */
      questionnaire_id: { type: 'string', default: '' },
      marked_as_others: { type: 'boolean' },
      /** What a split made of this file, or the split it came from (extracted-document.ts). */
      extracted_document_id: { type: 'string' },
      /** Soft delete: set when deleted, cleared on restore. */
      deleted_at: { type: 'string' },
      /** The folder delete that deleted it with its folder (restoring the folder restores just these). */
      deleted_with: { type: 'string' },
      created_at: { type: 'string', required: true, default: () => new Date().toISOString() },
      /** Set by each change the user makes (rename, move, description, tags, delete, restore). */
      updated_at: { type: 'string', required: true, default: () => new Date().toISOString() },
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
      byFolderName: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'companyId', 'path', 'state'],
          template: 'FIRM#${firmId}#DOCS#${companyId}#PATH#${path}#${state}',
          casing: 'none',
        },
        sk: {
          field: 'gsi1sk',
          composite: ['document_name', 'documentId'],
          template: '${document_name}#${documentId}',
          casing: 'none',
        },
      },
      byFolderCreated: {
        index: 'gsi2',
        pk: {
          field: 'gsi2pk',
          composite: ['firmId', 'companyId', 'path', 'state'],
          template: 'FIRM#${firmId}#DOCS#${companyId}#PATH#${path}#${state}',
          casing: 'none',
        },
        sk: {
          field: 'gsi2sk',
          composite: ['created_at', 'documentId'],
          template: '${created_at}#${documentId}',
          casing: 'none',
        },
      },
      byFolderUpdated: {
        index: 'gsi3',
        pk: {
          field: 'gsi3pk',
          composite: ['firmId', 'companyId', 'path', 'state'],
          template: 'FIRM#${firmId}#DOCS#${companyId}#PATH#${path}#${state}',
          casing: 'none',
        },
        sk: {
          field: 'gsi3sk',
          composite: ['updated_at', 'documentId'],
          template: '${updated_at}#${documentId}',
          casing: 'none',
        },
      },
      byTree: {
        index: 'gsi4',
        pk: {
          field: 'gsi4pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#DOCS#${companyId}#TREE',
          casing: 'none',
        },
        sk: {
          field: 'gsi4sk',
          composite: ['tree', 'document_name', 'documentId'],
          template: '${tree}${document_name}#${documentId}',
          casing: 'none',
        },
      },
      /** QD §7: active files uploaded outside any questionnaire, by upload time. */
      unattached: {
        index: 'gsi5',
        condition: (attr) => attr.state === 'active' && !attr.questionnaire_id,
        pk: {
          field: 'gsi5pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#DOCS#${companyId}#UNATTACHED',
          casing: 'none',
        },
        sk: {
          field: 'gsi5sk',
          composite: ['created_at', 'documentId'],
          template: '${created_at}#${documentId}',
          casing: 'none',
        },
      },
      /** QD §7 get_exported_documents_list: a questionnaire's active files, by upload time (its export reads these). */
      byQuestionnaire: {
        index: 'gsi6',
        condition: (attr) => attr.state === 'active' && Boolean(attr.questionnaire_id),
        pk: {
          field: 'gsi6pk',
          composite: ['firmId', 'questionnaire_id'],
          template: 'FIRM#${firmId}#QUESTIONNAIRE#${questionnaire_id}#DOCS',
          casing: 'none',
        },
        sk: {
          field: 'gsi6sk',
          composite: ['created_at', 'documentId'],
          template: '${created_at}#${documentId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

export type DocumentItem = EntityItem<typeof Document>;

/** '/' stays '/'; '/2025/Tax Return' becomes '/2025/Tax Return/', so '/2025/' never matches '/20250'. */
export function treePrefix(path: string): string {
  return path === '/' ? '/' : `${path}/`;
}
