/**
 * The staff side of questionnaires (QD §5 Send template / drop off / custom, §8, §9; FA §9): the spec's messages, the
 * bulk confirmation rule and the date checks the dialogs and the API share. Pure: callers pass the clock and zone.
 */
import { wallTime } from './time/wall-clock';
import { ianaZone } from './time/zones';

export const sendingText = {
  selectTemplate: 'Please select a template',
  selectTaxYear: 'Please select a tax year',
  selectCompany: 'Please select a company',
  validDueDate: 'Please select a valid due date',
  selectFrequency: 'Please select a frequency',
  selectSendDate: 'Please select a send date',
  enterDepositAmount: 'Please enter a deposit amount',
  /** QD §5: a deposit needs a connected card payment provider; the spec gives the rule, not the words. */
  depositNeedsProvider: 'Connect a card payment provider (Stripe) in Firm Settings before requiring a deposit',
  questionNeedsText: 'Every question needs text',
  draftsNotScheduled: 'Drafts cannot be saved when scheduled',
  enterName: 'Please enter a name',
  enterSubject: 'Please enter a subject',
  dueDateFuture: 'Due date must be in the future',
  needOneItem: 'Please add at least one item',
  templateNotFound: 'Template not found',
  questionnaireNotFound: 'Questionnaire not found',
  entityNotFound: 'Entity not found',
  noSelection: 'No selected users or entities to update!',
  // Successes (QD §8)
  draftsSaved: 'Successfully saved Questionnaire draft(s)',
  sent: 'Questionnaire(s) successfully sent',
  queued: 'Questionnaires are being sent. You can keep working while they go out.',
  scheduled: 'Questionnaire send scheduled',
  openItemSent: 'Open item sent',
  dropOffSent: 'Document Drop Off successfully sent',
  deleted: 'Questionnaire(s) successfully deleted',
  deleteFailed:
    'Something may have gone wrong. Please refresh the page to see if the questionnaire(s) were successfully deleted.',
  restored: 'Questionnaires restored successfully',
  restoreFailed: 'Failed to restore questionnaires',
  dueDateChanged: 'Due date successfully changed',
  locked: 'Questionnaire successfully locked',
  unlocked: 'Questionnaire successfully unlocked',
  remindersSent: 'Reminders sent successfully',
  reminderUpdated: 'Reminder updated',
  reminderFailed: 'Reminder update failed',
  loginLinksSent: 'Sign in link(s) sent successfully',
  questionDeleted: 'Question deleted successfully',
  saved: 'Saved',
  linkCopied: 'Link copied to clipboard',
  customStatusMissing:
    'Could not load custom status information. Please make sure the email template is filled out correctly.',
  // States refused
  isLocked: 'This questionnaire is locked',
  isDeleted: 'This questionnaire was deleted',
  notDeleted: 'This questionnaire is not deleted',
  isDraft: 'This questionnaire is a draft and has not been sent',
  notSubmitted: 'This questionnaire has not been submitted',
  lockedNoItems: 'Additional items cannot be requested for a locked questionnaire',
} as const;

/** QD §9, FA §9: sending or saving drafts to this many companies, or with any entity type, asks to confirm. */
export const bulkConfirmationThreshold = 10;

export function needsBulkConfirmation(companyCount: number, entityTypeCount: number): boolean {
  return companyCount >= bulkConfirmationThreshold || entityTypeCount > 0;
}

/** At most this many entities named in one send (entity types reach any number). */
export const maxCompaniesPerSend = 5000;
/** A send to more entities than this goes through the queue; fewer are made while the request waits. */
export const inlineSendLimit = 10;

/** Deposits are asked in dollars (QD §4 'Amounts are shown in dollars') and kept in cents. */
export const maxDepositDollars = 100000;

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(now: Date | number, zone?: string | null): string {
  const t = wallTime(+now, ianaZone(zone));
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}

/** A date N days after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

/** The Collect list's questionnaire types (its type filter) and what each is called. */
export const questionnaireTypes = ['template', 'drop_off', 'custom', 'open_items'] as const;
export type QuestionnaireType = (typeof questionnaireTypes)[number];
/** A questionnaire's type: as recorded at send time, else read from its flags (those written before the type). */
export function questionnaireTypeOf(q: {
  questionnaire_type?: string | null;
  document_drop_off_enabled?: boolean | null;
  is_open_item?: boolean | null;
}): QuestionnaireType {
  const t = q.questionnaire_type;
  if (t && (questionnaireTypes as readonly string[]).includes(t)) return t as QuestionnaireType;
  if (q.document_drop_off_enabled) return 'drop_off';
  if (q.is_open_item) return 'open_items';
  return 'template';
}

export const questionnaireTypeLabels: Record<QuestionnaireType, string> = {
  template: 'Template',
  drop_off: 'Document Drop Off',
  custom: 'Custom',
  open_items: 'Additional Items',
};

/** QD §5: an upload item's text is prefixed 'Please upload ' unless the firm turned that off. */
export function additionalItemText(text: string, type: string, removePleaseUpload: boolean): string {
  const t = text.trim();
  if (type !== 'upload' || removePleaseUpload || /^please upload /i.test(t)) return t;
  return `Please upload ${t}`;
}
