import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * One staff member's notification (MD §3). The user's partition holds them newest-last by time; the unread ones
 * are also on a sparse index (gone once dismissed) and every one on a per-type index, so the feed's filters
 * are key reads. The id carries the creation time, so a dismiss by id finds the item without an extra index.
 */
export const Notification = new LazyEntity(
  {
    model: { entity: 'notification', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      notificationId: { type: 'string', required: true },
      created_at: { type: 'string', required: true },
      text: { type: 'string', required: true },
      client_name: { type: 'string', default: '' },
      link: { type: 'string' },
      type: { type: 'number', required: true },
      company_id: { type: 'string' },
      dismissed: { type: 'boolean', required: true, default: false },
      /** Lower-cased text and client name, for the feed's search. */
      search_text: { type: 'string', default: '' },
      ttl: { type: 'number' },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['firmId', 'userId'], template: 'FIRM#${firmId}#NOTIF#${userId}' },
        sk: { field: 'sk', composite: ['created_at', 'notificationId'], template: 'N#${created_at}#${notificationId}' },
      },
      unread: {
        index: 'gsi2',
        condition: (attr) => attr.dismissed === false,
        pk: { field: 'gsi2pk', composite: ['firmId', 'userId'], template: 'FIRM#${firmId}#NOTIF#${userId}#UNREAD' },
        sk: {
          field: 'gsi2sk',
          composite: ['created_at', 'notificationId'],
          template: '${created_at}#${notificationId}',
        },
      },
      byType: {
        index: 'gsi3',
        pk: {
          field: 'gsi3pk',
          composite: ['firmId', 'userId', 'type'],
          template: 'FIRM#${firmId}#NOTIF#${userId}#TYPE#${type}',
        },
        sk: {
          field: 'gsi3sk',
          composite: ['created_at', 'notificationId'],
          template: '${created_at}#${notificationId}',
        },
      },
    },
  },
  entityConfig,
);

export type NotificationItem = EntityItem<typeof Notification>;
