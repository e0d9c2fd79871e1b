import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A firm user's subscription to one type of an entity's notifications (FA §5.5, §7.4): one item per
 * (entity, type, user). Keyed for the two reads there are:
 * - who hears of an event: the entity's partition, sorted by type then user, so "the subscribers of this entity for
 *   this type" is one query on `TYPE#{type}#`, however many entities, types or subscribers the firm has;
 * - what the dialog shows the caller: the user's index (gsi1), sorted by entity then type, so "my types for this
 *   entity" is one query on `COMPANY#{id}#` (and "every entity I follow" one query on the partition).
 */
export const NotificationSubscription = new LazyEntity(
  {
    model: { entity: 'notificationSubscription', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      /** A subscription type id (shared/src/entity-notifications.ts subscriptionTypes). */
      typeId: { type: 'number', required: true },
      userId: { type: 'string', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byCompany: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#COMPANY#${companyId}#SUB',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['typeId', 'userId'], template: 'TYPE#${typeId}#USER#${userId}', casing: 'none' },
      },
      byUser: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'userId'],
          template: 'FIRM#${firmId}#USER#${userId}#SUBS',
          casing: 'none',
        },
        sk: {
          field: 'gsi1sk',
          composite: ['companyId', 'typeId'],
          template: 'COMPANY#${companyId}#TYPE#${typeId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

export type NotificationSubscriptionItem = EntityItem<typeof NotificationSubscription>;
