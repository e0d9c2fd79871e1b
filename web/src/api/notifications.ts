/**
 * The notification calls (MD §7 Advisors, FA §7.3), one function each, and the SWR keys the screens load
 * them under. Response types come from the shared schemas (types only: no zod in the bundle).
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/notifications';
import { notificationRoutes as r } from '@ledgerline/shared/routes/notifications';
import { api } from './client';

export type NotificationView = z.infer<typeof s.NotificationView>;
export type AllNotifications = z.infer<typeof s.AllNotifications>;
export type PaginatedNotifications = z.infer<typeof s.PaginatedNotifications>;
export type DismissResult = z.infer<typeof s.DismissResult>;
export type DailyNotificationResult = z.infer<typeof s.DailyNotificationResult>;

/** Every SWR key of this domain starts with one of these, so a realtime event can revalidate them all. */
export const notificationKeys = {
  latest: r.getAllNotifications.path,
  feed: r.getPaginatedNotifications.path,
} as const;

export interface FeedParams {
  /** Counts from 1. */
  page: number;
  per_page?: number;
  search?: string;
  is_unread_only?: boolean;
  type?: number | null;
}

export const notifications = {
  latest: () => api.call(r.getAllNotifications, {}, { quiet: true }),
  feed: (p: FeedParams) =>
    api.call(
      r.getPaginatedNotifications,
      {
        page: p.page,
        per_page: p.per_page,
        search: p.search || undefined,
        is_unread_only: p.is_unread_only || undefined,
        type: p.type ?? undefined,
      },
      { quiet: true },
    ),
  dismiss: (id: string) => api.call(r.dismissNotification, { id }),
  /** Opening a notification marks it read: a dismissal with no toast (the screen it opens is the answer). */
  markRead: (id: string) => api.call(r.dismissNotification, { id }, { quiet: true }),
  dismissAll: () => api.call(r.dismissAllNotifications, {}),
  sendDaily: () => api.call(r.sendDailyNotification, {}),
};
