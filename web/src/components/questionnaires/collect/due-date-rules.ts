/**
 * Edit Due Dates (QD §9): the date proposed is 7 days ahead, the shortcuts are 7 days, 2 weeks and 1 month from
 * today, and a date that is not a real calendar date from today on is 'Please select a valid due date'.
 */
import { addDays, isIsoDate, sendingText } from '@ledgerline/shared/questionnaire-sending';
import { defaultEditDueDays } from '@ledgerline/shared/send-schedule';

export const proposedDueDate = (today: string) => addDays(today, defaultEditDueDays);

/** The message for a due date that cannot be saved, or null. Today is allowed: it is still due that day. */
export function dueDateError(value: string, today: string): string | null {
  const date = value.trim();
  if (!isIsoDate(date) || date < today) return sendingText.validDueDate;
  return null;
}
