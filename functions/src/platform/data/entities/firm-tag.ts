import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** At most this many tags on one user or entity: each is a directory partition its rows are written to. */
export { maxTagsPerItem } from '@ledgerline/shared/tags';

/**
 * A firm's contact tag (on users) or entity tag (on entities), FA §5.6. The sort key holds the lower-cased name, so a
 * name is unique per firm and kind by construction (a create of an existing one fails its condition: 'Tag already
 * exist') and the firm's tags list in name order with one query. Items hold the tag's id.
 */
export const FirmTag = new LazyEntity(
  {
    model: { entity: 'firmTag', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      kind: { type: ['contact', 'entity', 'document'] as const, required: true },
      /** The lower-cased, trimmed name: the key of uniqueness. */
      key: { type: 'string', required: true },
      tagId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['kind', 'key'], template: 'TAG#${kind}#${key}', casing: 'none' },
      },
      byTagId: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'tagId'],
          template: 'FIRM#${firmId}#TAG#${tagId}',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: [], template: 'TAG' },
      },
    },
  },
  entityConfig,
);

export type FirmTagItem = EntityItem<typeof FirmTag>;
