/**
 * The preview dialog's and page's rules as plain functions (QD §2, §4 Deposit, §5 Edit due date and Additional items):
 * which deposit words and move apply, the question numbers 1., 1.1, 1.1.1, and the date checks. No I/O: callers
 * pass today's date.
 */
import { addDays, isIsoDate } from '@ledgerline/shared/questionnaire-sending';
import type { ContentQuestion } from '../../../api/questionnaires-staff';

// ---------------------------------------------------------------------------------------------- deposit

export type DepositState = 'paid' | 'marked_paid' | 'payment_pending' | 'unpaid';

/**
 * QD §4 Deposit: paid, marked_paid and payment_pending as they are; unpaid, or pending with an amount, is unpaid
 * (outstanding). No amount: no deposit.
 */
export function depositState(status: string | null, amount: number | null): DepositState | null {
  if (!amount) return null;
  if (status === 'paid' || status === 'marked_paid' || status === 'payment_pending') return status;
  return 'unpaid';
}

/** What staff may do to a deposit (QD §4): unpaid to marked_paid ('Mark as paid'), marked_paid to pending. */
export function depositMove(
  state: DepositState | null,
): { to: 'marked_paid' | 'pending'; kind: 'paid' | 'unpaid' } | null {
  if (state === 'unpaid') return { to: 'marked_paid', kind: 'paid' };
  if (state === 'marked_paid') return { to: 'pending', kind: 'unpaid' };
  return null;
}

/** QD §4: amounts are shown in dollars. */
export const formatDollars = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

// ---------------------------------------------------------------------------------------------- numbering

export interface NumberedQuestion {
  question: ContentQuestion;
  /** '1.', '1.1', '1.1.1' (QD §2: numbering nests three levels). */
  number: string;
  depth: number;
  children: NumberedQuestion[];
}

const byOrder = (a: ContentQuestion, b: ContentQuestion) => a.order - b.order;

/** A section's questions with their numbers, in order, follow-ups under their parent. */
export function numberQuestions(questions: readonly ContentQuestion[], prefix = '', depth = 1): NumberedQuestion[] {
  return [...questions].sort(byOrder).map((question, i) => {
    const own = prefix ? `${prefix}.${i + 1}` : String(i + 1);
    return {
      question,
      number: prefix ? own : `${own}.`,
      depth,
      children: numberQuestions(question.questions ?? [], own, depth + 1),
    };
  });
}

// ---------------------------------------------------------------------------------------------- dates

/** QD §5 Edit due date: a real date, not before today ('Please select a valid due date'). */
export function validDueDate(date: string, today: string): boolean {
  return isIsoDate(date) && date >= today;
}

/** QD §5 Additional items: 'Due date must be in the future' (after today); an empty date keeps the questionnaire's. */
export function futureDueDate(date: string, today: string): boolean {
  return date === '' || (isIsoDate(date) && date > today);
}

/** QD §9: the edit due-date dialog starts 7 days ahead. */
export const defaultEditDueDate = (today: string, days: number) => addDays(today, days);

/** A YYYY-MM-DD date as 'MMM D, YYYY': read at noon UTC, so every zone of the Americas and Europe shows that day. */
export const calendarInstant = (date: string) => `${date}T12:00:00Z`;
