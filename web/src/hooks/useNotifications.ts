/**
 * The notification resources as SWR hooks (ARCHITECTURE "Web": one hook module per resource; a null key
 * until the inputs exist). Every key starts with a path of `notificationKeys`, so a new notification, a
 * reconnect or a dismissal revalidates the bell's count and any open feed together.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { newNotificationEvent, notificationsPerPage } from '@ledgerline/shared/notifications';
import type { LoadError } from '../api/client';
import {
  notificationKeys,
  notifications,
  type AllNotifications,
  type PaginatedNotifications,
} from '../api/notifications';
import { useRealtime } from './useRealtime';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

/** The bell's source: the newest undismissed notifications and the unread count. Staff only. */
export function useLatestNotifications() {
  const session = useSession();
  const key = session ? ([notificationKeys.latest, session.sid] as const) : null;
  return useSWR<AllNotifications, LoadError>(key, () => unwrap(notifications.latest()), {
    shouldRetryOnError: noRetryOn4xx,
  });
}

export interface FeedFilters {
  page: number;
  search: string;
  unreadOnly: boolean;
  type: number | null;
}

/** One page of the feed with its filters; the previous page stays on screen while the next one loads. */
export function useNotificationFeed(f: FeedFilters) {
  const session = useSession();
  const search = f.search.trim();
  const key = session ? ([notificationKeys.feed, session.sid, f.page, search, f.unreadOnly, f.type] as const) : null;
  return useSWR<PaginatedNotifications, LoadError>(
    key,
    ([, , page, q, unread, type]: NonNullable<typeof key>) =>
      unwrap(notifications.feed({ page, per_page: notificationsPerPage, search: q, is_unread_only: unread, type })),
    { shouldRetryOnError: noRetryOn4xx, keepPreviousData: true },
  );
}

const isNotificationKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && (Object.values(notificationKeys) as string[]).includes(key[0]);

/** Revalidates the count and every loaded feed page; resolves when they have reloaded. */
export function useRevalidateNotifications(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isNotificationKey), [mutate]);
}

/** One revalidation for the tab however many events arrive together. */
let pendingRevalidation: ReturnType<typeof setTimeout> | undefined;

/**
 * FA §2.5, §7.3: new notifications arrive in real time on the user's channel. An event (or a reconnect,
 * after which events may have been missed) refreshes the badge and any open feed, without a reload.
 */
export function useLiveNotifications(): void {
  const revalidate = useRevalidateNotifications();
  useRealtime((event) => {
    if (event.type !== newNotificationEvent && event.type !== 'reconnected') return;
    if (pendingRevalidation) return;
    pendingRevalidation = setTimeout(() => {
      pendingRevalidation = undefined;
      void revalidate();
    }, 150);
  });
}
