import { declareRoutes } from '../route';
import * as n from '../schemas/notifications';

const feed = { aws: ['table'] } as const;

/** MD §7 Advisors, FA §7.3: the staff notifications feed and the daily digest. */
export const notificationRoutes = declareRoutes('notifications', {
  getAllNotifications: {
    ...feed,
    method: 'GET',
    path: '/advisors/get_all_notifications',
    access: 'advisor',
    summary: 'The newest undismissed notifications (at most 50) and the unread count',
    output: n.AllNotifications,
  },
  getPaginatedNotifications: {
    ...feed,
    method: 'GET',
    path: '/advisors/get_paginated_notifications',
    access: 'advisor',
    summary: 'The notifications feed: a page, with search, unread-only and type filters',
    input: n.PaginatedNotificationsQuery,
    output: n.PaginatedNotifications,
  },
  // The spec writes a trailing slash (/advisors/dismiss_notification/?id); both forms reach this route.
  dismissNotification: {
    ...feed,
    method: 'GET',
    path: '/advisors/dismiss_notification',
    access: 'advisor',
    summary: 'Dismiss one notification',
    input: n.DismissNotificationQuery,
    output: n.DismissResult,
  },
  dismissAllNotifications: {
    ...feed,
    method: 'GET',
    path: '/advisors/dismiss_all_notifications',
    access: 'advisor',
    summary: 'Dismiss every notification',
    output: n.DismissResult,
  },
  sendDailyNotification: {
    aws: ['table', 'mail'],
    method: 'POST',
    path: '/advisors/send_daily_notification',
    access: 'advisor',
    summary: 'Email the caller the digest of the last day’s notifications now (the sweeper sends it daily)',
    output: n.DailyNotificationResult,
  },
});
