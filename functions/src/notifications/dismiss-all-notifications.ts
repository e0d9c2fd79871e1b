import { notificationRoutes } from '@ledgerline/shared/routes/notifications';
import { handle } from '../platform/handle';
import { notificationText } from '@ledgerline/shared/notifications';
import * as store from './store';

export const dismissAllNotifications = handle(notificationRoutes.dismissAllNotifications, async (ctx) => {
  const { caller } = ctx;
  return { message: notificationText.allDismissed, dismissed: await store.dismissAll(caller.firmId, caller.userId) };
});
