/**
 * The review-and-submit rules the screens follow (QD §4 Submission and Deposit, §5 Contact confirmation). Pure: the
 * components pass the questionnaire, the section and the mode.
 */
import { sectionTypes } from '@ledgerline/shared/question-types';
import type { AnsweredQuestionnaire, AnsweredSection, AnsweringMode } from '../../../api/answering';

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

/** Paid or marked paid: the deposit no longer holds anything up. */
export const depositSettled = (state: DepositState | null): boolean => state === 'paid' || state === 'marked_paid';

/** QD §4: an outstanding deposit (asked for, not yet paid or marked paid) blocks agreeing, as the API does. */
export function depositOutstanding(q: Pick<AnsweredQuestionnaire, 'deposit_status' | 'deposit_amount'>): boolean {
  const state = depositState(q.deposit_status, q.deposit_amount);
  return state !== null && !depositSettled(state);
}

/** QD §4: amounts are shown in dollars (the view's deposit_amount is dollars). */
export const formatDollars = (dollars: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

/** The sections the client sees: a triggered section shows (QD §3 trigger_question_id). */
export const shownSections = (q: AnsweredQuestionnaire): AnsweredSection[] => q.sections.filter((s) => s.triggered);

export const isReviewSection = (s: Pick<AnsweredSection, 'section_type'>): boolean =>
  s.section_type === sectionTypes.reviewAndSubmit;

/** The review section's list: every shown section but the review ones (QD §2 Review section). */
export const reviewedSections = (q: AnsweredQuestionnaire): AnsweredSection[] =>
  shownSections(q).filter((s) => !isReviewSection(s));

/** QD §4 Submission: an agreement checkbox exists when a type-4 section does. */
export const hasReviewSection = (q: AnsweredQuestionnaire): boolean => shownSections(q).some(isReviewSection);

/** QD §4 Submission: Submit appears on the last section, a single section or a type-4 section; never in a template. */
export function showsSubmit(q: AnsweredQuestionnaire, section: AnsweredSection, mode: AnsweringMode): boolean {
  if (mode === 'admin-template') return false;
  const shown = shownSections(q);
  return isReviewSection(section) || shown.length === 1 || shown[shown.length - 1]?.id === section.id;
}

export const isClosed = (q: Pick<AnsweredQuestionnaire, 'locked' | 'completed'>): boolean => q.locked || q.completed;

export const isReadOnly = (q: Pick<AnsweredQuestionnaire, 'answering'>): boolean =>
  q.answering.user_readonly || q.answering.entity_readonly;

/** Only the client, on an open questionnaire they may change, submits (QD §4 Submission, §6). */
export const canSubmitAtAll = (q: AnsweredQuestionnaire, mode: AnsweringMode): boolean =>
  mode === 'client' && q.answering.viewer === 'client' && !isClosed(q) && !isReadOnly(q);

/** Submit is enabled when the client may submit, the deposit is settled and, with a type-4 section, they agreed. */
export function submitEnabled(q: AnsweredQuestionnaire, mode: AnsweringMode, agreed: boolean): boolean {
  if (!canSubmitAtAll(q, mode) || depositOutstanding(q)) return false;
  return !hasReviewSection(q) || agreed;
}

/** QD §5: the client confirms their contact data before submitting when the questionnaire asks for it. */
export const needsContactCheck = (q: AnsweredQuestionnaire): boolean =>
  q.update_profile_section && !q.answering.contact_confirmed_at;
