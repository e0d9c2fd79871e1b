/**
 * Words of the notifications bell and feed (MD §3, §7 Advisors; FA §2.5, §7.3). The spec names the feed's
 * parts (search, unread only, type filter, dismiss one or all, the daily email) without wording them; these
 * are kept plain. Texts the server sends (the notification itself, 'Notification dismissed', ...) are shown
 * as it sends them.
 */
export const notificationsText = {
  title: 'Notifications',
  bell: (unread: number) => `Notifications, ${unread} unread`,
  close: 'Close notifications',
  search: 'Search notifications',
  unreadOnly: 'Unread only',
  type: 'Type',
  allTypes: 'All types',
  dismiss: 'Dismiss',
  dismissOne: (text: string) => `Dismiss notification: ${text}`,
  dismissAll: 'Dismiss all',
  emailDailySummary: 'Email me a daily summary',
  dismissed: 'Dismissed',
  unreadCount: (unread: number) => `${unread} unread`,
  list: 'Notification list',
  pages: 'Notification pages',
  empty: 'You have no notifications.',
  noMatches: 'No notifications match the filters.',
  loading: 'Loading notifications…',
} as const;
