/**
 * How a question's state reads in an export (QD §9 Export formats), for the spreadsheet and the PDF alike.
 */
import type { ExportAnswerState } from '../model';

const stateLabels: Record<ExportAnswerState, string> = {
  answered: '',
  not_applicable: 'N/A',
  provided_elsewhere: 'Provided elsewhere',
  answer_later: 'Answer later',
  marked_completed: 'Marked completed',
  not_needed: 'Marked not needed',
  unanswered: '',
};

const statusLabels: Record<ExportAnswerState, string> = {
  ...stateLabels,
  answered: 'Answered',
  unanswered: 'Unanswered',
};

/** What stands in the answer's place when the state is not an answer: 'N/A', 'Answer later', ...; '' when answered or unanswered. */
export function answerStateLabel(state: ExportAnswerState): string {
  return stateLabels[state];
}

/** The state as a status: 'Answered', 'N/A', 'Answer later', ..., 'Unanswered'. */
export function answerStatusLabel(state: ExportAnswerState): string {
  return statusLabels[state];
}
