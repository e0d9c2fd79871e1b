import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * Which client-facing notifications one owner of an entity receives (FA §3.3 owner notification assignment, §5.5):
 * one item per (entity, owner) in the entity's own partition, so the dialog and the questionnaire sender read an
 * entity's settings with one query. No item for an entity means nothing was saved yet (see owner-notifications.ts).
 */
export const OwnerNotification = new LazyEntity(
  {
    model: { entity: 'ownerNotification', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      /** Owner notification type ids (shared/src/entity-notifications.ts ownerNotificationTypes). */
      notification_type_ids: { type: 'list', items: { type: 'number' }, required: true },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byCompany: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#COMPANY#${companyId}#OWNERNOTIF',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type OwnerNotificationItem = EntityItem<typeof OwnerNotification>;
