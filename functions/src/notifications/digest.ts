/**
 * The daily digest (FA §7.3 POST /advisors/send_daily_notification): each staff member's email of what the
 * portal told them in the last day. The sweeper sends it once a day at 07:00 in the firm's time zone (a due
 * item per firm and date, which schedules the next one), and a staff member can ask for theirs now.
 */
import type { ParsedPayloadOf } from '../platform/jobs';
import { notificationHref } from '@ledgerline/shared/notifications';
import { formatDateTime } from '@ledgerline/shared/time/format';
import type { UserItem } from '../platform/data/entities/user';
import * as store from './store';
import type { NotificationItem } from '../platform/data/entities/notification';
import { sendFirmMail } from '../platform/firm-mail';
import type { notificationJobs } from './jobs';
import { once } from '../platform/once';
import { scheduleDailyDigest } from '../platform/daily-digest-schedule';
import { env } from '../platform/env';
import { log } from '../platform/log';

const digestWindowMs = 24 * 60 * 60 * 1000;
/** Lines listed in one email; the rest are counted. */
const maxListed = 50;

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * What the digest says: one line per notification, newest first, each linking to its screen, each dated
 * 'MMM D, YYYY h:mm A' in the firm's stored zone.
 */
export function digestMail(firmName: string, items: NotificationItem[], appUrl: string, timeZone: string): DigestMail {
  const base = appUrl.replace(/\/$/, '');
  const listed = items.slice(0, maxListed);
  const lines = listed.map((n) => {
    const href = notificationHref(n.link);
    return {
      text: `${n.text}${n.client_name ? ` (${n.client_name})` : ''}`,
      at: formatDateTime(n.created_at, timeZone),
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

/** Sends one user's digest of the last day; answers how many notifications it listed (0: nothing sent). */
export async function sendDigest(
  firmId: string,
  user: Pick<UserItem, 'userId' | 'email'>,
  now = new Date(),
): Promise<number> {
  const items = await store.notificationsSince(firmId, user.userId, new Date(now.getTime() - digestWindowMs));
  if (items.length === 0) return 0;
  const firm = await store.getFirm(firmId);
  const mail = digestMail(firm?.name ?? 'Your firm', items, env.APP_URL, firm?.time_zone ?? '');
  // The list is the body; the firm's layout goes around it.
  await sendFirmMail(firm ?? firmId, { to: user.email, subject: mail.subject, text: mail.text, bodyHtml: mail.html });
  return items.length;
}

/** The daily job: schedule tomorrow's first (so a failure today never stops the chain), then each staff member once. */
export async function runDailyDigest(
  payload: ParsedPayloadOf<typeof notificationJobs.dailyDigest>,
  now = new Date(),
): Promise<number> {
  const { firmId, date } = payload;
  const firm = await store.getFirm(firmId);
  if (!firm) return 0;
  await scheduleDailyDigest(firmId, firm.time_zone, now);
  const staff = (await store.listFirmPeople(firmId)).filter(
    (u) => u.is_advisor && u.paying !== false && !u.deleted_at && u.email,
  );
  let sent = 0;
  for (const user of staff) {
    await once(firmId, `digest:${date}:${user.userId}`, async () => {
      if ((await sendDigest(firmId, user, now)) > 0) sent++;
    });
  }
  log('info', 'daily digest sent', { firmId, date, staff: staff.length, sent });
  return sent;
}
