import * as z from 'zod';
import { Id } from './common';
import { latestNotificationsLimit, notificationsPerPage, notificationTypeIds } from '../notifications';

const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
/** Pages count from 1; a screen that sends 0 gets the first page. */
const Page = z.coerce
  .number({ error: 'Invalid page' })
  .int('Invalid page')
  .min(0, 'Invalid page')
  .max(10_000, 'Invalid page')
  .default(1)
  .transform((p) => Math.max(1, p));

/** MD §3 Notification, plus its type and the entity it is about. */
export const NotificationView = z.object({
  id: z.string(),
  text: z.string(),
  client_name: z.string(),
  link: z.string().nullable(),
  dismissed: z.boolean(),
  created_at: z.string(),
  type: z.number().int(),
  company_id: z.string().nullable(),
});
export type NotificationView = z.infer<typeof NotificationView>;

export const PaginatedNotificationsQuery = z.object({
  page: Page,
  per_page: z.coerce.number({ error: 'Invalid page size' }).int().min(1).max(100).default(notificationsPerPage),
  search: z.string().trim().max(200, 'Search is too long').optional(),
  is_unread_only: Flag.default(false),
  type: z
    .union([
      z.literal(''),
      z.coerce
        .number()
        .int()
        .refine((t) => (notificationTypeIds as number[]).includes(t), 'Unknown notification type'),
    ])
    .optional()
    .transform((t) => (t === '' ? undefined : t)),
});
export type PaginatedNotificationsQuery = z.infer<typeof PaginatedNotificationsQuery>;

export const PaginatedNotifications = z.object({
  notifications: z.array(NotificationView),
  /** Rows matching the filters. */
  total: z.number().int(),
  /** Undismissed notifications of the user, whatever the filters (the bell's badge). */
  unread_count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const AllNotifications = z.object({
  /** The newest undismissed ones, at most this many. */
  notifications: z.array(NotificationView).max(latestNotificationsLimit),
  unread_count: z.number().int(),
});

export const DismissNotificationQuery = z.object({ id: Id });
export const DismissResult = z.object({ message: z.string(), dismissed: z.number().int() });
export const DailyNotificationResult = z.object({ message: z.string(), count: z.number().int() });
