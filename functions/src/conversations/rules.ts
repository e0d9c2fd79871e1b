/**
 * Conversation rules as plain functions (messaging-dashboard.md §2-§9): the list preview, unsend, scheduling,
 * auto-remind, attachment messages, who may send or change participants, unread counts and the export.
 * No I/O: callers pass the clock (`now`) and the viewer's time zone. The rules the SPA applies too live in
 * @ledgerline/shared/conversation-rules and are re-exported here; auto-remind and the export are the server's.
 */
import { realUtc, zonedTime } from '@ledgerline/shared/time/wall-clock';
import { defaultTimeZone, ianaZone } from '@ledgerline/shared/time/zones';

export {
  conversationOwnText,
  conversationText,
  defaultMessageTag,
  maxMessageLength,
  messageTagLabels,
  messageTags,
  type MessageTag,
} from '@ledgerline/shared/conversations';

export * from '@ledgerline/shared/conversation-rules';

const second = 1000;
const day = 24 * 60 * 60 * second;

// ---------------------------------------------------------------------------------------------- attachments

// Shared with the SPA, which composes attachment messages and reads their locations.
export {
  attachmentMarker,
  attachmentSeparator,
  attachmentsFolder,
  composeAttachmentText,
  isAttachmentLocation,
  isAttachmentText,
  parseAttachmentText,
} from '@ledgerline/shared/conversations';

// ---------------------------------------------------------------------------------------------- auto-remind

/** §2 and §9: "every 3 days for one month". */
export const reminderIntervalDays = 3;
/** A month, taken as 30 days: months differ in length and the reminders should not. */
export const reminderWindowDays = 30;

/**
 * When the client is reminded: every 3 days after the message up to and including day 30 (the month's last day
 * is still within the month), so 10 reminders. Days are 24-hour steps, so across DST the clock time moves an hour.
 */
export function reminderTimes(sentAt: Date): Date[] {
  const times: Date[] = [];
  for (let d = reminderIntervalDays; d <= reminderWindowDays; d += reminderIntervalDays)
    times.push(new Date(sentAt.getTime() + d * day));
  return times;
}

/** §2 "any new message removes the reminder": any message, from anyone; log entries are not messages anyone wrote. */
export function cancelsReminder(message: { is_log?: boolean }): boolean {
  return !message.is_log;
}

// ---------------------------------------------------------------------------------------------- export

/** §7: export_conversation's start_date and end_date. */
export const exportDateFormat = 'DD-MM-YYYY';

/** A real calendar date in DD-MM-YYYY, as midnight UTC; null otherwise (31-02-2026, 1-2-2026, 2026-02-01). */
export function parseExportDate(s: string): Date | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(s);
  return m ? realUtc(+m[3], +m[2], +m[1]) : null;
}

/**
 * The instants an export covers: from the start date's first moment to the end of the end date (both inclusive,
 * as the user's calendar reads them; `until` is exclusive). Either date may be absent; null when one is
 * malformed or the range is empty.
 */
export function exportRange(
  start: string | undefined,
  end: string | undefined,
  timeZone: string = defaultTimeZone,
): { from: Date | null; until: Date | null } | null {
  const zone = ianaZone(timeZone);
  const first = start ? parseExportDate(start) : null;
  const last = end ? parseExportDate(end) : null;
  if ((start && !first) || (end && !last)) return null;
  const from = first && zonedTime(first.getUTCFullYear(), first.getUTCMonth() + 1, first.getUTCDate(), 0, 0, zone);
  const until = last && zonedTime(last.getUTCFullYear(), last.getUTCMonth() + 1, last.getUTCDate() + 1, 0, 0, zone);
  return from && until && from >= until ? null : { from, until };
}

/** §9 "'conversation-export-{id}.csv'"; anything but [A-Za-z0-9_-] becomes '_' so the name is safe in a header. */
export function exportFileName(id: string): string {
  return `conversation-export-${id.replace(/[^A-Za-z0-9_-]/g, '_')}.csv`;
}

export const exportRoles = { firm: 'Firm user', client: 'Client' } as const;
