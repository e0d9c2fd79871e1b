/**
 * Questionnaire reminders (questionnaires-documents.md §3 Reminder payload, §4 Reminders, §9; firm-administration.md
 * §9): when the next automatic reminder goes out, and the reminder texts with their placeholders. No I/O: callers
 * pass the clock, the firm setting and the questionnaire's fields. The API's sweeper and the Edit Reminders dialog
 * read the same rule, so the date a dialog shows is the date the reminder goes.
 */
import { parseIsoDateTime } from './conversation-rules';
import { formatDate } from './time/format';
import { realUtc } from './time/wall-clock';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

// ---------------------------------------------------------------------------------------------- next reminder

/** The UTC hour of the spec's cut-off: a late reminder goes now before it, otherwise tomorrow at it. */
export const reminderHourUtc = 10;

/**
 * Days between reminders when the firm has no `questionnaire_reminder_frequency`. The spec gives no default (QD §3
 * only names the setting, in days): a week keeps a questionnaire moving without pestering a client who has weeks
 * left, and with the default 14-day due date it makes one reminder before the due date and one on it.
 */
export const defaultReminderFrequencyDays = 7;

/** The frequency to use for a firm: its setting when it has one (0 or less turns reminders off), else the default. */
export function reminderFrequencyDays(setting: number | null | undefined): number {
  return typeof setting === 'number' && !Number.isNaN(setting) ? setting : defaultReminderFrequencyDays;
}

export interface ReminderSchedule {
  now: Date;
  /** The firm's `questionnaire_reminder_frequency`, in days (see reminderFrequencyDays). */
  frequencyDays: number;
  /** ISO 8601 instant (or YYYY-MM-DD, read as midnight UTC). */
  lastFollowedUp: string | null;
  /** ISO 8601 instant (or YYYY-MM-DD, read as midnight UTC). */
  sentAt: string | null;
  /** YYYY-MM-DD, or an ISO 8601 date-time whose written date counts. */
  earliestRemindDate: string | null;
  /** YYYY-MM-DD */
  dueDate: string | null;
  remindersDisabled?: boolean;
}

/**
 * QD §4: "frequency (days, from the firm setting) after the last follow-up or sent date; if the computed time is
 * past, use now when before 10:00 UTC, otherwise tomorrow; the earliest remind date and due date bound it", and
 * §9 "reminders stop after the due date". Read precisely:
 *
 * - none (null) when reminders are disabled, the frequency is not a positive number, or the questionnaire was
 *   never sent nor followed up (a draft). The last follow-up counts over the sent date, so each reminder sent
 *   pushes the next one a full frequency on.
 * - a computed time strictly before `now` is late: it goes now while the UTC clock is before 10:00, otherwise
 *   tomorrow (the next UTC date) at 10:00 UTC, so a late reminder reaches US clients before their working day
 *   rather than whenever a sweep happens to find it.
 * - the earliest remind date is a lower bound by date: a reminder on an earlier UTC date moves to that date at
 *   10:00 UTC; on that same date it keeps its time.
 * - the due date is an upper bound: a reminder after the end of the due date (23:59:59.999 UTC) is none, so a
 *   questionnaire gets reminders up to and on its due date and none after it.
 *
 * A value that does not parse counts as missing: a broken sent date like no sent date, a broken bound like none.
 */
export function nextReminderAt(schedule: ReminderSchedule): Date | null {
  const { now, frequencyDays } = schedule;
  if (schedule.remindersDisabled) return null;
  if (!Number.isFinite(frequencyDays) || frequencyDays <= 0) return null;
  const from = parseInstant(schedule.lastFollowedUp) ?? parseInstant(schedule.sentAt);
  if (from === null) return null;

  let at = from + frequencyDays * dayMs;
  if (at < now.getTime()) {
    at =
      now.getUTCHours() < reminderHourUtc
        ? now.getTime()
        : startOfUtcDay(now.getTime()) + dayMs + reminderHourUtc * hourMs;
  }

  const earliest = parseDay(schedule.earliestRemindDate);
  if (earliest !== null && startOfUtcDay(at) < earliest) at = earliest + reminderHourUtc * hourMs;

  const due = parseDay(schedule.dueDate);
  if (due !== null && at >= due + dayMs) return null;
  return new Date(at);
}

function startOfUtcDay(at: number): number {
  return Math.floor(at / dayMs) * dayMs;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a real YYYY-MM-DD, or of the date an ISO date-time is written with; null otherwise. */
function parseDay(value: string | null | undefined): number | null {
  if (!value) return null;
  const date = value.length > 10 && parseIsoDateTime(value) ? value.slice(0, 10) : value;
  const m = dayPattern.exec(date);
  return m ? (realUtc(+m[1], +m[2], +m[3])?.getTime() ?? null) : null;
}

/** An ISO 8601 instant with Z or an offset, or a YYYY-MM-DD as its midnight UTC; null otherwise. */
function parseInstant(value: string | null | undefined): number | null {
  if (!value) return null;
  return parseIsoDateTime(value)?.getTime() ?? parseDay(value);
}

// ---------------------------------------------------------------------------------------------- texts

export const reminderPlaceholderKeys = [
  'client_first_name',
  'tax_year',
  'questionnaire_name',
  'items_left',
  'firm_name',
  'due_date',
] as const;
export type ReminderPlaceholder = (typeof reminderPlaceholderKeys)[number];

const placeholderLabels: Record<ReminderPlaceholder, string> = {
  client_first_name: 'Client first name',
  tax_year: 'Questionnaire year',
  questionnaire_name: 'Questionnaire name',
  items_left: 'Items left',
  firm_name: 'Firm name',
  due_date: 'Due date',
};

/** QD §9's placeholders in the spec's order, for the reminder dialogs to offer: '{client_first_name}' and so on. */
export const reminderPlaceholders: readonly { key: ReminderPlaceholder; token: string; label: string }[] =
  reminderPlaceholderKeys.map((key) => ({ key, token: `{${key}}`, label: placeholderLabels[key] }));

/** The Reminder payload's text fields (QD §3). */
export interface ReminderTexts {
  reminder_email_subject: string;
  reminder_email_message: string;
  reminder_in_app_message: string;
  reminder_sms_message: string;
}

// The due date sits in a sentence of its own in each text: without one, fillReminder leaves that sentence out.
/** The texts a questionnaire's reminders use until staff customise them. Plain text; paragraphs split by blank lines. */
export const defaultReminderTexts: Readonly<ReminderTexts> = {
  reminder_email_subject: 'Reminder: your {tax_year} {questionnaire_name} from {firm_name}',
  reminder_email_message: [
    'Hi {client_first_name},',
    '',
    'This is a friendly reminder that your {tax_year} {questionnaire_name} is still waiting for you. Items left: {items_left}.',
    '',
    'Please complete it by {due_date}.',
    '',
    'You can sign in to the portal at any time to answer the remaining questions and upload your documents. If you have any questions, just reply to this email.',
    '',
    'Thank you,',
    '{firm_name}',
  ].join('\n'),
  reminder_in_app_message:
    'Your {tax_year} {questionnaire_name} is waiting for you. Items left: {items_left}. Please complete it by {due_date}.',
  reminder_sms_message:
    'Hi {client_first_name}, a reminder from {firm_name}: your {tax_year} {questionnaire_name} is waiting. Items left: {items_left}. Please complete it by {due_date}.',
};

/** Lengths the reminder dialogs and the API accept; the spec gives none. The SMS allows two segments. */
export const maxReminderSubject = 200;
export const maxReminderMessage = 5000;
export const maxReminderSms = 320;

/** What the placeholders stand for; a missing value fills as ''. */
export type ReminderValues = Partial<Record<ReminderPlaceholder, string | number | null>>;

const dueDateToken = '{due_date}';
const placeholderPattern = /\{([a-z_]+)\}/g;

/**
 * A reminder text with its placeholders filled, in one pass (a value that itself reads '{firm_name}' stays as
 * written); an unknown '{x}' is left as is. A YYYY-MM-DD due date shows as 'MMM D, YYYY' (FA §9), any other due
 * date text as given. Without a due date, each sentence holding {due_date} is left out rather than reading
 * 'Please complete it by .': a sentence ends at '.', '!' or '?' or at the end of its line; a line left empty goes
 * too, and when it was a paragraph of its own, so does one of the blank lines around it.
 */
export function fillReminder(text: string, values: ReminderValues): string {
  const dueDate = typeof values.due_date === 'string' ? values.due_date.trim() : '';
  const template = dueDate ? text : withoutDueDateSentences(text);
  // A Map, so '{constructor}' in a text is an unknown placeholder rather than Object.prototype's.
  const filled = new Map<string, string>();
  for (const key of reminderPlaceholderKeys) {
    const value = values[key];
    filled.set(key, value === null || value === undefined ? '' : String(value));
  }
  filled.set('due_date', showDueDate(dueDate));
  return template.replace(placeholderPattern, (token, key: string) => filled.get(key) ?? token);
}

/** Every text of a reminder filled with the same values. */
export function fillReminderTexts(texts: ReminderTexts, values: ReminderValues): ReminderTexts {
  return {
    reminder_email_subject: fillReminder(texts.reminder_email_subject, values),
    reminder_email_message: fillReminder(texts.reminder_email_message, values),
    reminder_in_app_message: fillReminder(texts.reminder_in_app_message, values),
    reminder_sms_message: fillReminder(texts.reminder_sms_message, values),
  };
}

function showDueDate(dueDate: string): string {
  return dayPattern.test(dueDate) && parseDay(dueDate) !== null ? formatDate(`${dueDate}T00:00:00Z`, 'UTC') : dueDate;
}

/** A sentence with what leads into it (the space after the previous one), so joining the rest keeps their spacing. */
const sentencePattern = /[^.!?]+[.!?]*|[.!?]+/g;

function withoutDueDateSentences(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.includes(dueDateToken)) {
      kept.push(line);
      continue;
    }
    const indent = /^[ \t]*/.exec(line)![0];
    const rest = (line.match(sentencePattern) ?? [])
      .filter((sentence) => !sentence.includes(dueDateToken))
      .join('')
      .trim();
    if (rest) {
      kept.push(indent + rest);
      continue;
    }
    // A paragraph of its own: drop one of the blank lines that framed it, so no gap is left twice as wide.
    const blankBefore = kept.length === 0 || kept[kept.length - 1].trim() === '';
    const last = i === lines.length - 1;
    if (blankBefore && !last && lines[i + 1].trim() === '') i++;
    else if (blankBefore && last && kept.length > 0) kept.pop();
  }
  return kept.join('\n');
}
