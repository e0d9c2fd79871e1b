import type { notificationRoutes } from '@ledgerline/shared/routes/notifications';
import type { Handlers } from '../platform/handle';
import { dismissAllNotifications } from './dismiss-all-notifications';
import { dismissNotification } from './dismiss-notification';
import { getAllNotifications } from './get-all-notifications';
import { getPaginatedNotifications } from './get-paginated-notifications';
import { sendDailyNotification } from './send-daily-notification';

/** Each notifications route's handler, by the operation its declaration names. */
export const notificationHandlers: Handlers<typeof notificationRoutes> = {
  getAllNotifications,
  getPaginatedNotifications,
  dismissNotification,
  dismissAllNotifications,
  sendDailyNotification,
};
