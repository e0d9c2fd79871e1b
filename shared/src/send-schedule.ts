/**
 * Scheduled and recurring template sends (questionnaires-documents.md §3 Template-send payload: frequency,
 * first_scheduled_date, days_until_due; §9 "Reminder recurrence options" and the scheduled send defaults;
 * firm-administration.md §9): the dates a scheduler sends on, the moment on each date, and each send's due date.
 * No I/O. Dates are calendar dates ('YYYY-MM-DD') with no zone: a firm picks a day, not an instant.
 *
 * The functions take dates a payload schema has already checked (isCalendarDate), so an impossible date is a bug
 * and throws a RangeError; a null from nextOccurrence only ever means "no more sends".
 */
import { realUtc, wallTime } from './time/wall-clock';
import { ianaZone } from './time/zones';

const dayMs = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------- constants

/** QD §9's recurrence options, as the payload's `frequency` carries them. */
export const sendFrequencies = [
  'once',
  'weekly',
  'monthly',
  'month_end',
  'month_start',
  'quarterly',
  'yearly',
] as const;
export type SendFrequency = (typeof sendFrequencies)[number];

export const sendFrequencyLabels: Readonly<Record<SendFrequency, string>> = {
  once: 'Once',
  weekly: 'Weekly',
  monthly: 'Monthly',
  month_end: 'Month End',
  month_start: 'Month Start',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** The Frequency select's options, in the spec's order. */
export const sendFrequencyOptions: readonly { value: SendFrequency; label: string }[] = sendFrequencies.map(
  (value) => ({ value, label: sendFrequencyLabels[value] }),
);

export function isSendFrequency(value: unknown): value is SendFrequency {
  return typeof value === 'string' && (sendFrequencies as readonly string[]).includes(value);
}

/** QD §9 scheduled send defaults: frequency 'once', days_until_due 14 (first send date tomorrow: see below). */
export const defaultSendFrequency: SendFrequency = 'once';
export const defaultDaysUntilDue = 14;

/** QD §9: the due date a send dialog proposes, in days from today. */
export const defaultSendDueDays = 14;
/** QD §9: the due date the Edit Due Dates dialog proposes, in days from today. */
export const defaultEditDueDays = 7;
/** QD §9 "Due date shortcuts: 7 days, 2 weeks (14), 1 month (30)". */
export const dueDateShortcuts: readonly { label: string; days: number }[] = [
  { label: '7 days', days: 7 },
  { label: '2 weeks', days: 14 },
  { label: '1 month', days: 30 },
];

/**
 * The UTC hour a scheduled send goes out on its date. The spec names none; 14:00 UTC is morning in the mainland
 * US zones the firms work in (10:00 Eastern and 7:00 Pacific in summer, 9:00 and 6:00 in winter), so clients find
 * the email at the start of their day and it is still the chosen date everywhere from Hawaii to the Atlantic.
 */
export const sendTimeUtcHour = 14;

// ---------------------------------------------------------------------------------------------- calendar dates

interface Day {
  year: number;
  month: number;
  day: number;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real date written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = dayPattern.exec(value);
  return m !== null && realUtc(+m[1], +m[2], +m[3]) !== null;
}

function readDay(value: string): Day {
  const m = dayPattern.exec(value);
  if (!m || !realUtc(+m[1], +m[2], +m[3])) throw new RangeError(`Not a date written YYYY-MM-DD: '${value}'`);
  return { year: +m[1], month: +m[2], day: +m[3] };
}

/** The date of calendar parts that may overflow (day 32 is the next month's 1st, month 13 next January). */
function writeDay(year: number, month: number, day: number): string {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads years 0-99 as 1900-1999
  const y = String(at.getUTCFullYear()).padStart(4, '0');
  const m = String(at.getUTCMonth() + 1).padStart(2, '0');
  const d = String(at.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function addDays(date: string, days: number): string {
  const d = readDay(date);
  return writeDay(d.year, d.month, d.day + days);
}

function daysBetween(from: string, to: string): number {
  const a = readDay(from);
  const b = readDay(to);
  return Math.round((realUtc(b.year, b.month, b.day)!.getTime() - realUtc(a.year, a.month, a.day)!.getTime()) / dayMs);
}

/** Months counted from year 0, so month arithmetic is integer arithmetic. */
function monthIndex(d: Day): number {
  return d.year * 12 + d.month - 1;
}

function daysInMonth(index: number): number {
  const at = new Date(0);
  at.setUTCFullYear(Math.floor(index / 12), (index % 12) + 1, 0);
  return at.getUTCDate();
}

/** `day` of the month `index`, or that month's last day when it is shorter (31 → 30, 28 or 29). */
function dayInMonth(index: number, day: number): string {
  return writeDay(Math.floor(index / 12), (index % 12) + 1, Math.min(day, daysInMonth(index)));
}

// ---------------------------------------------------------------------------------------------- occurrences

/** QD §9 "first send date tomorrow": the day after the viewer's today in their zone (a stored US name or IANA). */
export function defaultFirstScheduledDate(now: Date | number, timeZone?: string | null): string {
  const today = wallTime(+now, ianaZone(timeZone));
  return writeDay(today.year, today.month, today.day + 1);
}

/**
 * The first date a scheduler sends on: the first scheduled date itself, except that month_end starts at the end of
 * that date's month and month_start at the first 1st on or after it (the date itself when it is a 1st), so a
 * month-end series never sends on a day that is not a month end.
 */
export function firstOccurrence(frequency: SendFrequency, firstScheduledDate: string): string {
  const first = readDay(firstScheduledDate);
  if (frequency === 'month_end') return dayInMonth(monthIndex(first), 31);
  if (frequency === 'month_start')
    return first.day === 1 ? firstScheduledDate : writeDay(first.year, first.month + 1, 1);
  return firstScheduledDate;
}

const monthsApart: Partial<Record<SendFrequency, number>> = { monthly: 1, quarterly: 3, yearly: 12 };

/**
 * The date after `previous` a scheduler sends on next: the first occurrence of its series strictly after
 * `previous` (the series' first when `previous` is before it), or null for 'once'. Every occurrence is computed
 * from the first scheduled date, never from the one before, so a short month does not drift the series:
 *
 * - weekly: every 7 days from the first.
 * - monthly, quarterly, yearly: every 1, 3 or 12 months from the first, on its day of the month or the month's last
 *   day when that is shorter (Jan 31 → Feb 28 or 29 → Mar 31; Feb 29 → Feb 28 in other years → Feb 29 again).
 * - month_end: the last day of every month. month_start: the 1st of every month.
 */
export function nextOccurrence(frequency: SendFrequency, previous: string, first: string): string | null {
  const prev = readDay(previous);
  const start = firstOccurrence(frequency, first);
  if (frequency === 'once') return null;
  if (previous < start) return start;

  switch (frequency) {
    case 'weekly':
      return addDays(start, (Math.floor(daysBetween(start, previous) / 7) + 1) * 7);
    case 'month_end': {
      const end = dayInMonth(monthIndex(prev), 31);
      return end > previous ? end : dayInMonth(monthIndex(prev) + 1, 31);
    }
    case 'month_start':
      return writeDay(prev.year, prev.month + 1, 1);
    default: {
      const step = monthsApart[frequency]!;
      const from = readDay(first);
      const n = Math.floor((monthIndex(prev) - monthIndex(from)) / step);
      const same = dayInMonth(monthIndex(from) + n * step, from.day);
      return same > previous ? same : dayInMonth(monthIndex(from) + (n + 1) * step, from.day);
    }
  }
}

/**
 * The id of one occurrence of a scheduler, the same however often it is worked out: the due item that sends it
 * and the send it makes carry it, so a repeated sweep or a retried job sends each occurrence once.
 */
export function occurrenceKey(schedulerId: string, date: string): string {
  readDay(date);
  return `sched-${schedulerId}-${date}`;
}

/** The moment an occurrence goes out: its date at sendTimeUtcHour UTC. */
export function occurrenceAt(date: string): Date {
  const d = readDay(date);
  return realUtc(d.year, d.month, d.day, sendTimeUtcHour)!;
}

/** The due date of a send made on `sendDate` (the payload's days_until_due, a whole number of days, 0 or more). */
export function dueDateFor(sendDate: string, daysUntilDue: number): string {
  if (!Number.isInteger(daysUntilDue) || daysUntilDue < 0) {
    throw new RangeError(`days until due must be a whole number of days, 0 or more: ${daysUntilDue}`);
  }
  return addDays(sendDate, daysUntilDue);
}
