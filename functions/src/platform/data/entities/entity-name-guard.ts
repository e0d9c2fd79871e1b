import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * FA §5.1 'unique among related entities': one small item per client whose version moves, under the condition
 * that it is still the one read, in the same transaction as any write that gives one of their entities a name (a
 * new entity, a rename). Two such writes for the same client at the same instant cannot both pass the uniqueness
 * check: the second finds the version moved, reads the names again and answers 'Entity Name already exists.'.
 */
export const EntityNameGuard = new LazyEntity(
  {
    model: { entity: 'entityNameGuard', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['userId'], template: 'NAMEGUARD#${userId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type EntityNameGuardItem = EntityItem<typeof EntityNameGuard>;
