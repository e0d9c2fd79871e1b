/**
 * Questionnaire rules the API and the SPA share (questionnaires-documents.md §3-§4, messaging-dashboard.md §2,
 * firm-administration.md §9): the display status, the card's badges and status text, and whether a card opens
 * as View or Start. The Tax Year options live in ./time/tax-year. No I/O: callers pass the clock and the zone.
 */
import { firstTaxYear } from './time/tax-year';
import { wallTime } from './time/wall-clock';
import { ianaZone } from './time/zones';

const day = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------- status

/** The fields of a questionnaire the rules below read. */
export interface QuestionnaireState {
  locked: boolean;
  completed: boolean;
  is_draft: boolean;
  in_progress: boolean;
  opened_timestamp: string | null;
  sent_at?: string | null;
  /** The id of the section the client is on. */
  status: string | null;
  sections: readonly { id: string; name: string }[];
  due_date: string | null;
}

/**
 * Collect's status filter (QD §7 questionnaire_status): where a questionnaire is in its lifecycle (QD §4), locked or
 * not (include_locked says whether locked ones are listed under their status too).
 */
export const questionnaireProgresses = ['draft', 'sent', 'opened', 'in_progress', 'completed'] as const;
export type QuestionnaireProgress = (typeof questionnaireProgresses)[number];

export const questionnaireDisplayStatuses = ['locked', 'completed', 'opened', 'ready_to_start'] as const;
export type QuestionnaireDisplayStatus = (typeof questionnaireDisplayStatuses)[number];

/** QD §4: locked; else completed; else opened (when opened_timestamp is set); else ready_to_start. */
export function displayStatus(
  q: Pick<QuestionnaireState, 'locked' | 'completed' | 'opened_timestamp'>,
): QuestionnaireDisplayStatus {
  if (q.locked) return 'locked';
  if (q.completed) return 'completed';
  if (q.opened_timestamp) return 'opened';
  return 'ready_to_start';
}

export const questionnaireText = {
  noneFound: 'No questionnaires found',
  start: 'Start',
  view: 'View',
  locked: 'Locked',
  opened: 'Opened',
  inProgress: 'In Progress',
  completed: 'Completed',
  draft: 'Draft',
  sent: 'Sent',
  dueToday: 'Due Today!',
  dueIn: (days: number) => `Due in ${days} ${days === 1 ? 'day' : 'days'}`,
  overdue: (days: number) => `Overdue ${days} ${days === 1 ? 'day' : 'days'} ago`,
  openItems: (name: string) => `Open items regarding ${name}`,
  /** The API's refusals. */
  invalidYear: (lastYear: number) => `Tax year must be a year from ${firstTaxYear} to ${lastYear}, or All`,
  notFound: 'Entity not found',
  firmNotFound: 'Firm not found',
} as const;

/**
 * QD §4 status text order: Completed, Draft, the current section's name, Opened, In Progress, Sent. The first
 * that applies is the card's status line.
 */
export function statusText(
  q: Pick<QuestionnaireState, 'completed' | 'is_draft' | 'status' | 'sections' | 'opened_timestamp' | 'in_progress'>,
): string {
  if (q.completed) return questionnaireText.completed;
  if (q.is_draft) return questionnaireText.draft;
  const section = q.status ? q.sections.find((s) => s.id === q.status) : undefined;
  if (section) return section.name;
  if (q.opened_timestamp) return questionnaireText.opened;
  if (q.in_progress) return questionnaireText.inProgress;
  return questionnaireText.sent;
}

/** QD §3: an open-items questionnaire is shown as 'Open items regarding {name}'. */
export function questionnaireTitle(q: {
  name: string;
  formatted_name?: string | null;
  is_open_item?: boolean | null;
}): string {
  if (q.formatted_name) return q.formatted_name;
  return q.is_open_item ? questionnaireText.openItems(q.name) : q.name;
}

// ---------------------------------------------------------------------------------------------- due date

export type DueBadge = { kind: 'due' | 'today' | 'overdue'; days: number; text: string };

/**
 * Whole calendar days from the viewer's today to a YYYY-MM-DD due date: 0 on the due date, negative after it.
 * null for a missing or impossible date.
 */
export function daysUntilDue(
  dueDate: string | null | undefined,
  now: Date | number,
  timeZone?: string | null,
): number | null {
  const m = dueDate?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return null;
  const due = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!);
  const check = new Date(due);
  if (check.getUTCMonth() !== +m[2]! - 1 || check.getUTCDate() !== +m[3]!) return null;
  const today = wallTime(+now, ianaZone(timeZone));
  return Math.round((due - Date.UTC(today.year, today.month - 1, today.day)) / day);
}

/**
 * QD §4 card badge for the due date: 'Due in N days', 'Due Today!' when less than a day is left (the due date
 * is today in the viewer's zone), 'Overdue N days ago' after it.
 */
export function dueBadge(
  dueDate: string | null | undefined,
  now: Date | number,
  timeZone?: string | null,
): DueBadge | null {
  const days = daysUntilDue(dueDate, now, timeZone);
  if (days === null) return null;
  if (days < 0) return { kind: 'overdue', days: -days, text: questionnaireText.overdue(-days) };
  if (days === 0) return { kind: 'today', days, text: questionnaireText.dueToday };
  return { kind: 'due', days, text: questionnaireText.dueIn(days) };
}

export type CardBadge = { kind: DueBadge['kind'] | 'locked' | 'opened' | 'in_progress' | 'completed'; text: string };

/**
 * QD §4 card badges in the spec's order: the due date (not once completed or locked: nothing is asked of the
 * client any more), Locked, Opened or In Progress, Completed.
 */
export function cardBadges(
  q: Pick<QuestionnaireState, 'locked' | 'completed' | 'opened_timestamp' | 'in_progress' | 'due_date'>,
  now: Date | number,
  timeZone?: string | null,
): CardBadge[] {
  const badges: CardBadge[] = [];
  const due = q.completed || q.locked ? null : dueBadge(q.due_date, now, timeZone);
  if (due) badges.push({ kind: due.kind, text: due.text });
  if (q.locked) badges.push({ kind: 'locked', text: questionnaireText.locked });
  if (!q.completed && q.in_progress) badges.push({ kind: 'in_progress', text: questionnaireText.inProgress });
  else if (!q.completed && q.opened_timestamp) badges.push({ kind: 'opened', text: questionnaireText.opened });
  if (q.completed) badges.push({ kind: 'completed', text: questionnaireText.completed });
  return badges;
}

// ---------------------------------------------------------------------------------------------- card action

/** MD §2 / QD §4: read-only users and entities, and locked or completed questionnaires, only view. */
export function opensReadOnly(
  q: Pick<QuestionnaireState, 'locked' | 'completed'>,
  viewer: { userReadonly: boolean; companyReadonly: boolean },
): boolean {
  return viewer.userReadonly || viewer.companyReadonly || q.locked || q.completed;
}

export function cardActionText(
  q: Pick<QuestionnaireState, 'locked' | 'completed'>,
  viewer: { userReadonly: boolean; companyReadonly: boolean },
): string {
  return opensReadOnly(q, viewer) ? questionnaireText.view : questionnaireText.start;
}
