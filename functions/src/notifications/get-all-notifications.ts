import { notificationRoutes } from '@ledgerline/shared/routes/notifications';
import { handle } from '../platform/handle';
import { latestNotificationsLimit } from '@ledgerline/shared/notifications';
import * as store from './store';
import { notificationView } from '../platform/notifications/views';

export const getAllNotifications = handle(notificationRoutes.getAllNotifications, async (ctx) => {
  const { caller } = ctx;
  const [items, counts] = await Promise.all([
    store.listLatestUnread(caller.firmId, caller.userId, latestNotificationsLimit),
    store.readCounts(caller.firmId, caller.userId),
  ]);
  return { notifications: items.map(notificationView), unread_count: Math.max(0, Number(counts.unread ?? 0)) };
});
