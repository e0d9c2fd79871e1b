/**
 * Raising notifications (MD §3, §4; FA §7.3): what happens in the portal tells the staff it concerns. Each
 * notification and its counters commit together; then every open screen of the user hears about it on the
 * new-notifications channel. Other domains call `notifyUsers`.
 */
import {
  newNotificationEvent,
  notificationRetentionDays,
  type NotificationTypeId,
} from '@ledgerline/shared/notifications';
import type { NotificationView } from '@ledgerline/shared/schemas/notifications';
import { db } from '../data/service';
import { mustCommit } from '../data/transact';
import { typeTotal, typeUnread } from '../data/entities/notification-counts';
import { publishToUser } from '../adapters/realtime';
import { log } from '../log';
import { newNotificationId } from './ids';
import { notificationView } from './views';
import type { NotificationItem } from '../data/entities/notification';

export interface NotificationContent {
  text: string;
  client_name?: string;
  /** A path inside the portal (see notificationHref for the forms the SPA rewrites). */
  link?: string | null;
  type: NotificationTypeId;
  company_id?: string | null;
}

/** Two writes per user (the notification and the counts): 45 users stay under the transaction's 100 items. */
const usersPerTransaction = 45;
const maxTextLength = 500;

/** Notifies each distinct user once; answers what was created. The caller decides who (staff only). */
export async function notifyUsers(
  firmId: string,
  userIds: string[],
  content: NotificationContent,
  now = new Date(),
): Promise<NotificationView[]> {
  const recipients = [...new Set(userIds)];
  const created: NotificationView[] = [];
  for (let i = 0; i < recipients.length; i += usersPerTransaction) {
    const chunk = recipients.slice(i, i + usersPerTransaction);
    const items = chunk.map((userId) => itemFor(firmId, userId, content, now));
    await mustCommit(
      db.transaction
        .write(({ notification, notificationCounts }) =>
          items.flatMap((item) => [
            notification.create(item).commit(),
            notificationCounts
              .update({ firmId, userId: item.userId })
              .add({ total: 1, unread: 1, [typeTotal(item.type)]: 1, [typeUnread(item.type)]: 1 })
              .commit(),
          ]),
        )
        .go(),
      () => new Error('notification already exists'),
    );
    created.push(...items.map((item) => notificationView(item as NotificationItem)));
  }
  await Promise.allSettled(
    created.map((view, i) =>
      publishToUser(firmId, recipients[i]!, { type: newNotificationEvent, notification: view }).catch((e: Error) =>
        log('warn', 'notification publish failed', { firmId, userId: recipients[i], error: e.message }),
      ),
    ),
  );
  return created;
}

function itemFor(firmId: string, userId: string, content: NotificationContent, now: Date) {
  const text = content.text.slice(0, maxTextLength);
  const clientName = (content.client_name ?? '').slice(0, 200);
  return {
    firmId,
    userId,
    notificationId: newNotificationId(now),
    created_at: now.toISOString(),
    text,
    client_name: clientName,
    ...(content.link ? { link: content.link } : {}),
    type: content.type,
    ...(content.company_id ? { company_id: content.company_id } : {}),
    dismissed: false,
    search_text: `${text} ${clientName}`.toLowerCase(),
    ttl: Math.floor(now.getTime() / 1000) + notificationRetentionDays * 24 * 3600,
  };
}
