import { LazyEntity } from '../lazy-entity';
import { notificationTypeIds } from '@ledgerline/shared/notifications';
import { entityConfig } from '../client';

/** `t{type}`: notifications of that type; `u{type}`: of those, not dismissed. */
export const typeTotal = (type: number) => `t${type}` as const;
export const typeUnread = (type: number) => `u${type}` as const;

const perType = Object.fromEntries(
  notificationTypeIds.flatMap((t) => [
    [typeTotal(t), { type: 'number', default: 0 } as const],
    [typeUnread(t), { type: 'number', default: 0 } as const],
  ]),
);

/**
 * A user's notification counts, written in the same transaction as every notification and dismissal, so the
 * feed's totals (all, unread, per type) are one read however long the feed is.
 */
export const NotificationCounts = new LazyEntity(
  {
    model: { entity: 'notification_counts', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      total: { type: 'number', default: 0 },
      unread: { type: 'number', default: 0 },
      ...(perType as Record<string, { type: 'number'; default: 0 }>),
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['firmId', 'userId'], template: 'FIRM#${firmId}#NOTIF#${userId}' },
        sk: { field: 'sk', composite: [], template: 'COUNTS' },
      },
    },
  },
  entityConfig,
);
