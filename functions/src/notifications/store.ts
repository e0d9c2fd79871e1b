/**
 * The feed's reads and the dismissals. Each filter reads a key made for it: the user's partition (all), the
 * sparse unread index, or the per-type index; totals come from the counts item. Search is the exception: it
 * reads the chosen key (at most `searchReadLimit` rows, which the 90-day retention keeps ahead of) and counts.
 */
import type { PaginatedNotificationsQuery } from '@ledgerline/shared/schemas/notifications';
import { Notification, type NotificationItem } from '../platform/data/entities/notification';
import { NotificationCounts, typeTotal, typeUnread } from '../platform/data/entities/notification-counts';
import { db } from '../platform/data/service';
import { Firm } from '../platform/data/entities/firm';
import { User, type UserItem } from '../platform/data/entities/user';
import { isConditionFailure, mustCommit } from '../platform/data/transact';

export const searchReadLimit = 5000;

type Counts = Record<string, number | string | undefined>;

export async function readCounts(firmId: string, userId: string): Promise<Counts> {
  const { data } = await NotificationCounts.get({ firmId, userId }).go();
  return (data ?? {}) as Counts;
}

const num = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);

function source(firmId: string, userId: string, q: Pick<PaginatedNotificationsQuery, 'is_unread_only' | 'type'>) {
  if (q.is_unread_only) {
    const query = Notification.query.unread({ firmId, userId });
    return q.type === undefined ? query : query.where((a, op) => op.eq(a.type, q.type!));
  }
  if (q.type !== undefined) return Notification.query.byType({ firmId, userId, type: q.type });
  return Notification.query.byUser({ firmId, userId });
}

/** One page of the feed, newest first, with the number of rows the filters match. */
export async function listFeed(
  firmId: string,
  userId: string,
  q: PaginatedNotificationsQuery,
): Promise<{ items: NotificationItem[]; total: number; unread: number }> {
  const counts = await readCounts(firmId, userId);
  const unread = num(counts.unread);
  const skip = (q.page - 1) * q.per_page;
  const search = q.search?.toLowerCase();
  if (search) {
    const { data } = await source(firmId, userId, q).go({ order: 'desc', count: searchReadLimit, pages: 'all' });
    const matches = (data as NotificationItem[]).filter((n) => (n.search_text ?? '').includes(search));
    return { items: matches.slice(skip, skip + q.per_page), total: matches.length, unread };
  }
  const total = q.is_unread_only
    ? q.type === undefined
      ? unread
      : num(counts[typeUnread(q.type)])
    : q.type === undefined
      ? num(counts.total)
      : num(counts[typeTotal(q.type)]);
  if (skip >= total) return { items: [], total, unread };
  const { data } = await source(firmId, userId, q).go({ order: 'desc', count: skip + q.per_page, pages: 'all' });
  return { items: (data as NotificationItem[]).slice(skip, skip + q.per_page), total, unread };
}

/** The newest undismissed ones. */
export async function listLatestUnread(firmId: string, userId: string, limit: number): Promise<NotificationItem[]> {
  const { data } = await Notification.query
    .unread({ firmId, userId })
    .go({ order: 'desc', count: limit, pages: 'all' });
  return data as NotificationItem[];
}

export async function getNotification(
  firmId: string,
  userId: string,
  notificationId: string,
  createdAt: string,
): Promise<NotificationItem | null> {
  const { data } = await Notification.get({ firmId, userId, created_at: createdAt, notificationId }).go({
    consistent: true,
  });
  return (data as NotificationItem | null) ?? null;
}

/** Dismisses the given undismissed notifications and lowers the counts, together; false if one changed meanwhile. */
async function dismissItems(firmId: string, userId: string, items: NotificationItem[]): Promise<boolean> {
  if (items.length === 0) return true;
  const down: Record<string, number> = { unread: -items.length };
  for (const n of items) down[typeUnread(n.type)] = (down[typeUnread(n.type)] ?? 0) - 1;
  try {
    await mustCommit(
      db.transaction
        .write(({ notification, notificationCounts }) => [
          ...items.map((n) =>
            notification
              .patch({ firmId, userId, created_at: n.created_at, notificationId: n.notificationId })
              .set({ dismissed: true })
              .where((a, op) => op.eq(a.dismissed, false))
              .commit(),
          ),
          notificationCounts.update({ firmId, userId }).add(down).commit(),
        ])
        .go(),
      () => new Error('ConditionalCheckFailed: a notification changed meanwhile'),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** 'dismissed' now, 'already' if it was, 'missing' if the user has no such notification. */
export async function dismissOne(
  firmId: string,
  userId: string,
  notificationId: string,
  createdAt: string,
): Promise<'dismissed' | 'already' | 'missing'> {
  const item = await getNotification(firmId, userId, notificationId, createdAt);
  if (!item) return 'missing';
  if (item.dismissed) return 'already';
  return (await dismissItems(firmId, userId, [item])) ? 'dismissed' : 'already';
}

/** Dismisses every undismissed notification, a page of the unread index at a time; answers how many. */
export async function dismissAll(firmId: string, userId: string): Promise<number> {
  let dismissed = 0;
  let cursor: string | null = null;
  do {
    const page: { data: NotificationItem[]; cursor: string | null } = await Notification.query
      .unread({ firmId, userId })
      .go({ limit: 40, cursor });
    cursor = page.cursor;
    const open = page.data.filter((n) => !n.dismissed);
    if (await dismissItems(firmId, userId, open)) {
      dismissed += open.length;
      continue;
    }
    // One of the page was dismissed meanwhile (another tab): do them one by one.
    for (const n of open)
      if ((await dismissOne(firmId, userId, n.notificationId, n.created_at)) === 'dismissed') dismissed++;
  } while (cursor);
  return dismissed;
}

/** The user's notifications created after `since`, newest first. */
export async function notificationsSince(firmId: string, userId: string, since: Date): Promise<NotificationItem[]> {
  const { data } = await Notification.query
    .byUser({ firmId, userId })
    .gt({ created_at: since.toISOString() })
    .go({ order: 'desc', pages: 'all' });
  return data as NotificationItem[];
}

export async function getFirm(firmId: string) {
  return (await Firm.get({ firmId }).go()).data ?? null;
}

/** Everyone of the firm, with what the digest needs to pick its staff. */
export async function listFirmPeople(firmId: string): Promise<UserItem[]> {
  const { data } = await User.query
    .byId({ firmId })
    .go({ pages: 'all', attributes: ['userId', 'email', 'is_advisor', 'paying', 'deleted_at'] });
  return data as UserItem[];
}

export { getUser } from '../platform/read-user';
