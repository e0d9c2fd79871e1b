import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * The firm's drop link (FA §2.9, §7.5): who a drop notifies. One small item per firm, apart from the firm's
 * preferences map, so saving it never races a Firm Settings save.
 */
export const DropLinkSettings = new LazyEntity(
  {
    model: { entity: 'dropLinkSettings', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      notify_user_ids: { type: 'list', items: { type: 'string' } },
      updated_by: { type: 'string' },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byFirm: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: [], template: 'DROPLINK' },
      },
    },
  },
  entityConfig,
);
export type DropLinkSettingsItem = EntityItem<typeof DropLinkSettings>;

/**
 * A file someone was given an upload link for, in a drop's folder, until the drop is notified (then checked and
 * kept, or refused). A folder's staged files are one query; they expire with their link's day.
 */
export const DropUpload = new LazyEntity(
  {
    model: { entity: 'dropUpload', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      folder: { type: 'string', required: true },
      name: { type: 'string', required: true },
      upload_key: { type: 'string', required: true },
      size_bytes: { type: 'number' },
      expires_at: { type: 'string', required: true },
      ttl: { type: 'number' },
    },
    indexes: {
      byFolder: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'folder'],
          template: 'FIRM#${firmId}#DROPUP#${folder}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['name'], template: 'FILE#${name}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type DropUploadItem = EntityItem<typeof DropUpload>;

/** A drop: who left it, what it holds (checked files in storage) and whom it notified. */
export const Drop = new LazyEntity(
  {
    model: { entity: 'drop', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      folder: { type: 'string', required: true },
      name: { type: 'string', required: true },
      email: { type: 'string', required: true },
      description: { type: 'string' },
      files: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            name: { type: 'string', required: true },
            key: { type: 'string', required: true },
            size: { type: 'number', required: true },
          },
        },
      },
      notified: { type: 'list', items: { type: 'string' } },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byFolder: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['folder'], template: 'DROP#${folder}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type DropItem = EntityItem<typeof Drop>;
