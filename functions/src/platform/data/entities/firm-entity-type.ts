import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * How many of a firm's entities have each entity type (GET /firms/all_firms_entity_types, FA §3.2): one small item
 * per type, moved in the same transaction as an entity's create or type change, so the types in use are one query
 * of a handful of items, never a read of the firm's entities. Soft-deleted entities still count (they keep their
 * type and can be restored).
 */
export const FirmEntityType = new LazyEntity(
  {
    model: { entity: 'firmEntityType', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      /** The lower-cased type: 'S-Corporation' and 's-corporation' are one type. */
      key: { type: 'string', required: true },
      /** The type as an entity last wrote it. */
      entity_type: { type: 'string', required: true },
      count: { type: 'number', default: 0 },
    },
    indexes: {
      byFirm: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['key'], template: 'ENTITYTYPE#${key}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type FirmEntityTypeItem = EntityItem<typeof FirmEntityType>;

export const entityTypeKey = (entityType: string) => entityType.trim().toLowerCase();
