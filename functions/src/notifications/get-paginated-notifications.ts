import { notificationRoutes } from '@ledgerline/shared/routes/notifications';
import { handle } from '../platform/handle';
import * as store from './store';
import { notificationView } from '../platform/notifications/views';

export const getPaginatedNotifications = handle(notificationRoutes.getPaginatedNotifications, async (ctx) => {
  const { caller } = ctx;
  const { items, total, unread } = await store.listFeed(caller.firmId, caller.userId, ctx.input);
  return {
    notifications: items.map(notificationView),
    total,
    unread_count: unread,
    page: ctx.input.page,
    per_page: ctx.input.per_page,
  };
});
