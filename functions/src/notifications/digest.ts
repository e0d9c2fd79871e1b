/**
 * The daily digest (FA §7.3 POST /advisors/send_daily_notification): each staff member's email of what the
 * portal told them in the last day. The sweeper sends it once a day at 07:00 in the firm's time zone (a due
 * item per firm and date, which schedules the next one), and a staff member can ask for theirs now.
 */
import { notificationJobs } from './jobs';
import type { ParsedPayloadOf } from '../platform/jobs';
import * as z from 'zod';
import { notificationHref } from '@ledgerline/shared/notifications';
import { ianaZone } from '@ledgerline/shared/time-zones';
import { wallTime, zonedTime } from '@ledgerline/shared/conversation-rules';
import { Firm } from '../platform/data/entities/firm';
import { User, type UserItem } from '../platform/data/entities/user';
import { Notification, type NotificationItem } from '../platform/data/entities/notification';
import { sendMail } from '../platform/adapters/mail';
import { DueItemExists, scheduleDueItem } from '../platform/scheduler';
import { once } from '../platform/once';
import { env } from '../platform/env';
import { log } from '../platform/log';

/** The local hour the digest goes out. */
export const digestHour = 7;
const digestWindowMs = 24 * 60 * 60 * 1000;
/** Lines listed in one email; the rest are counted. */
const maxListed = 50;

/** The next 07:00 in the zone strictly after `after`, and its local date. */
export function nextDigestTime(after: Date, timeZone: string): { at: Date; date: string } {
  const zone = ianaZone(timeZone);
  const today = wallTime(after.getTime(), zone);
  for (let plus = 0; plus < 3; plus++) {
    const at = zonedTime(today.year, today.month, today.day + plus, digestHour, 0, zone);
    if (at.getTime() > after.getTime()) {
      const w = wallTime(at.getTime(), zone);
      return { at, date: `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}` };
    }
  }
  throw new Error('no digest time in the next three days');
}

/** Schedules the firm's next digest; a repeat (or a digest already scheduled for that date) changes nothing. */
export async function scheduleDailyDigest(
  firmId: string,
  timeZone: string | null | undefined,
  after = new Date(),
): Promise<void> {
  const next = nextDigestTime(after, timeZone ?? '');
  try {
    await scheduleDueItem(
      notificationJobs.dailyDigest,
      { firmId, date: next.date },
      { firmId, id: `digest-${next.date}`, dueAt: next.at },
    );
  } catch (e) {
    if (!(e instanceof DueItemExists)) throw e;
  }
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** What the digest says: one line per notification, newest first, each linking to its screen. */
export function digestMail(firmName: string, items: NotificationItem[], appUrl: string, timeZone: string): DigestMail {
  const base = appUrl.replace(/\/$/, '');
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone: ianaZone(timeZone),
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const listed = items.slice(0, maxListed);
  const lines = listed.map((n) => {
    const href = notificationHref(n.link);
    return {
      text: `${n.text}${n.client_name ? ` (${n.client_name})` : ''}`,
      at: when.format(new Date(n.created_at)),
      url: href ? `${base}${href}` : null,
    };
  });
  const more = items.length - listed.length;
  const subject = `${firmName}: ${items.length} new notification${items.length === 1 ? '' : 's'} today`;
  const text = [
    `Here is what happened in ${firmName}'s portal in the last day:`,
    '',
    ...lines.map((l) => `- ${l.at}: ${l.text}${l.url ? `\n  ${l.url}` : ''}`),
    ...(more > 0 ? ['', `and ${more} more. See them all: ${base}/`] : []),
    '',
  ].join('\n');
  const html = `<p>Here is what happened in ${esc(firmName)}'s portal in the last day:</p><ul>${lines
    .map((l) => `<li>${esc(l.at)}: ${l.url ? `<a href="${esc(l.url)}">${esc(l.text)}</a>` : esc(l.text)}</li>`)
    .join('')}</ul>${more > 0 ? `<p>and ${more} more. <a href="${esc(base)}/">See them all</a></p>` : ''}`;
  return { subject, text, html };
}

/** The user's notifications created after `since`, newest first. */
async function notificationsSince(firmId: string, userId: string, since: Date): Promise<NotificationItem[]> {
  const { data } = await Notification.query
    .byUser({ firmId, userId })
    .gt({ created_at: since.toISOString() })
    .go({ order: 'desc', pages: 'all' });
  return data as NotificationItem[];
}

/** Sends one user's digest of the last day; answers how many notifications it listed (0: nothing sent). */
export async function sendDigest(
  firmId: string,
  user: Pick<UserItem, 'userId' | 'email'>,
  now = new Date(),
): Promise<number> {
  const items = await notificationsSince(firmId, user.userId, new Date(now.getTime() - digestWindowMs));
  if (items.length === 0) return 0;
  const firm = (await Firm.get({ firmId }).go()).data;
  await sendMail({
    to: user.email,
    ...digestMail(firm?.name ?? 'Your firm', items, env.APP_URL, firm?.time_zone ?? ''),
  });
  return items.length;
}

/** The daily job: schedule tomorrow's first (so a failure today never stops the chain), then each staff member once. */
export async function runDailyDigest(
  payload: ParsedPayloadOf<typeof notificationJobs.dailyDigest>,
  now = new Date(),
): Promise<number> {
  const { firmId, date } = payload;
  const firm = (await Firm.get({ firmId }).go()).data;
  if (!firm) return 0;
  await scheduleDailyDigest(firmId, firm.time_zone, now);
  const { data } = await User.query
    .byId({ firmId })
    .go({ pages: 'all', attributes: ['userId', 'email', 'is_advisor', 'paying', 'deleted_at'] });
  const staff = (data as UserItem[]).filter((u) => u.is_advisor && u.paying !== false && !u.deleted_at && u.email);
  let sent = 0;
  for (const user of staff) {
    await once(firmId, `digest:${date}:${user.userId}`, async () => {
      if ((await sendDigest(firmId, user, now)) > 0) sent++;
    });
  }
  log('info', 'daily digest sent', { firmId, date, staff: staff.length, sent });
  return sent;
}
