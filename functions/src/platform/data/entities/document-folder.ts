import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A folder of an entity's document tree. Kept in the entity's documents partition by its path, so a folder and all
 * folders below it are one range ('FOLDER#/2025/'), and a folder is found by its path in one read. A folder's
 * subfolders, by name, are a partition of gsi1 made of the parent's path and the state (the tree on the left of the
 * browser, and 'include deleted'). The root ('/') has an item too: it holds the root's count.
 *
 * `items_count` is the folder's active files and folders directly inside it (QD §3 items_count), moved by the same
 * transaction as each change below it, so it is exact without a count query. Written whole (put), like Document.
 */
export const DocumentFolder = new LazyEntity(
  {
    model: { entity: 'document_folder', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      path: { type: 'string', required: true },
      /** The folder it is in; '' for the root. */
      parent: { type: 'string', required: true },
      name: { type: 'string', required: true },
      state: { type: ['active', 'deleted'] as const, required: true, default: 'active' },
      items_count: { type: 'number', default: 0 },
      /** Of items_count, the files (the browser's total_files). */
      files_count: { type: 'number', default: 0 },
      created_by: { type: 'string' },
      deleted_at: { type: 'string' },
      deleted_with: { type: 'string' },
      created_at: { type: 'string', required: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', required: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byPath: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#DOCS#${companyId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['path'], template: 'FOLDER#${path}', casing: 'none' },
      },
      byParent: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'companyId', 'parent', 'state'],
          template: 'FIRM#${firmId}#DOCS#${companyId}#SUB#${parent}#${state}',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: ['name'], template: '${name}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type DocumentFolderItem = EntityItem<typeof DocumentFolder>;

/**
 * A word of a document's or folder's name (lower case), for the browser's search: the entity's words are one
 * partition sorted by word, so a search for 'w2' reads the rows of the words starting with it and nothing else.
 */
export const DocumentWord = new LazyEntity(
  {
    model: { entity: 'document_word', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      word: { type: 'string', required: true },
      /** 'DOC#{documentId}' or 'FOLDER#{path}': the item the word is of. */
      ref: { type: 'string', required: true },
    },
    indexes: {
      byWord: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#DOCWORDS#${companyId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['word', 'ref'], template: '${word}#${ref}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
