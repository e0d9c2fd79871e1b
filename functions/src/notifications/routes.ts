import type { DismissNotificationQuery, PaginatedNotificationsQuery } from '@ledgerline/shared/schemas/notifications';
import type { z } from 'zod';
import { latestNotificationsLimit, notificationText } from '@ledgerline/shared/notifications';
import type { Operations, RequestContext } from '../platform/http';
import { signedIn } from '../platform/http';
import { NotFound } from '../platform/errors';
import { User } from '../platform/data/entities/user';
import { createdAtOf } from './ids';
import { sendDigest } from './digest';
import * as store from './store';
import { notificationView } from './views';

async function getAllNotifications(ctx: RequestContext) {
  const caller = signedIn(ctx);
  const [items, counts] = await Promise.all([store.listLatestUnread(caller.firmId, caller.userId, latestNotificationsLimit), store.readCounts(caller.firmId, caller.userId)]);
  return { notifications: items.map(notificationView), unread_count: Math.max(0, Number(counts.unread ?? 0)) };
}

async function getPaginatedNotifications(ctx: RequestContext<PaginatedNotificationsQuery>) {
  const caller = signedIn(ctx);
  const { items, total, unread } = await store.listFeed(caller.firmId, caller.userId, ctx.input);
  return { notifications: items.map(notificationView), total, unread_count: unread, page: ctx.input.page, per_page: ctx.input.per_page };
}

/** Dismissing twice is fine (the screen may race itself); another user's id, or none, is Not found. */
async function dismissNotification(ctx: RequestContext<z.infer<typeof DismissNotificationQuery>>) {
  const caller = signedIn(ctx);
  const createdAt = createdAtOf(ctx.input.id);
  const outcome = createdAt ? await store.dismissOne(caller.firmId, caller.userId, ctx.input.id, createdAt) : 'missing';
  if (outcome === 'missing') throw new NotFound('notification', notificationText.notFound);
  return { message: notificationText.dismissed, dismissed: outcome === 'dismissed' ? 1 : 0 };
}

async function dismissAllNotifications(ctx: RequestContext) {
  const caller = signedIn(ctx);
  return { message: notificationText.allDismissed, dismissed: await store.dismissAll(caller.firmId, caller.userId) };
}

async function sendDailyNotification(ctx: RequestContext) {
  const caller = signedIn(ctx);
  const user = (await User.get({ firmId: caller.firmId, userId: caller.userId }).go()).data;
  if (!user) throw new NotFound('user');
  const count = await sendDigest(caller.firmId, user);
  return { message: count > 0 ? notificationText.dailySent : notificationText.dailyNothing, count };
}

export const notificationOperations: Operations = { getAllNotifications, getPaginatedNotifications, dismissNotification, dismissAllNotifications, sendDailyNotification };
