/**
 * What an answer_question call asks for and whether it may (QD §4 Answer states, §5 Answers): a value checked
 * against the question's type, a marker (N/A, provided elsewhere, marked completed, marked not needed), answer or
 * upload later by a date, or clearing (Undo, Answer Question, Answer Now, Make Applicable). Pure: the handler
 * passes the question, who is asking, today in the firm's zone and what the answer was.
 */
import {
  answerLaterProblem,
  answerMarkers,
  answeringText,
  isAnswerMarker,
  isIsoDate,
  joinAnswer,
  pastDue,
  splitAnswer,
  type AnswerMarker,
} from '@ledgerline/shared/answering';
import type { ContentQuestion } from '@ledgerline/shared/schemas/questionnaire-content';

export type AnswerPlan =
  | { kind: 'clear' }
  /** A checked value; for an upload question, its document locations (checked against the documents later). */
  | { kind: 'value'; answer: string }
  | { kind: 'marker'; marker: AnswerMarker }
  | { kind: 'later'; date: string };

/** A refusal: its status and the spec's message, and the input field it is about. */
export interface Refusal {
  status: 400 | 403 | 409;
  message: string;
  field?: 'answer' | 'answer_by';
}

export type Checked<T> = { ok: T } | { refusal: Refusal };

type QuestionShape = Pick<
  ContentQuestion,
  'question_type' | 'options' | 'number_of_characters' | 'disable_answer_later' | 'disable_not_applicable'
>;

const bad = (message: string, field: Refusal['field'] = 'answer'): { refusal: Refusal } => ({
  refusal: { status: 400, message, field },
});

/** The option a value names (exactly, else ignoring case), or null. */
function optionOf(options: readonly string[], value: string): string | null {
  const v = value.trim();
  return options.find((o) => o === v) ?? options.find((o) => o.toLowerCase() === v.toLowerCase()) ?? null;
}

/**
 * A value for a question (or an entries column) of its type, in the form it is stored: 'Yes'/'No' for a boolean
 * (the shipped templates trigger follow-ups on 'Yes'), an option for a select, options joined by the separator for
 * a multiple, YYYY-MM-DD for a date, text within number_of_characters. An upload's value is its document
 * locations, split here and checked by the caller.
 */
export function checkValue(q: QuestionShape, value: string): Checked<string> {
  switch (q.question_type) {
    case 'boolean': {
      const v = value.trim().toLowerCase();
      if (v === 'yes') return { ok: 'Yes' };
      if (v === 'no') return { ok: 'No' };
      return bad(answeringText.invalidBoolean);
    }
    case 'select': {
      const option = optionOf(q.options ?? [], value);
      return option ? { ok: option } : bad(answeringText.notAnOption);
    }
    case 'multiple': {
      const chosen: string[] = [];
      for (const v of splitAnswer(value)) {
        const option = optionOf(q.options ?? [], v);
        if (!option) return bad(answeringText.notAnOption);
        if (!chosen.includes(option)) chosen.push(option);
      }
      return chosen.length ? { ok: joinAnswer(chosen) } : bad(answeringText.notAnOption);
    }
    case 'date':
      return isIsoDate(value.trim()) ? { ok: value.trim() } : bad(answeringText.invalidDate);
    case 'upload': {
      const locations = [...new Set(splitAnswer(value))];
      return locations.length ? { ok: joinAnswer(locations) } : bad(answeringText.documentNotFound);
    }
    case 'entries':
      return bad(answeringText.entriesOnly);
    default: {
      const max = q.number_of_characters;
      if (max && [...value].length > max) return bad(answeringText.tooLong(max));
      return { ok: value };
    }
  }
}

export interface PlanContext {
  question: QuestionShape;
  staff: boolean;
  /** Today in the firm's zone, YYYY-MM-DD. */
  today: string;
  dueDate: string | null | undefined;
  /** The firm's disable_provided_elsewhere preference. */
  providedElsewhereOff: boolean;
  /** The stored answer before this call. */
  previous: { answer?: string | null; answer_by?: string | null } | null;
}

const forbidden = (message: string): { refusal: Refusal } => ({ refusal: { status: 403, message } });

/** What the call asks for, or why it may not. */
export function planAnswer(
  input: { answer?: string | null; answer_by?: string | null },
  ctx: PlanContext,
): Checked<AnswerPlan> {
  const { question: q } = ctx;
  const upload = q.question_type === 'upload';
  const answer = input.answer ?? '';
  const answerBy = input.answer_by?.trim() ?? '';
  // QD §4: a question the firm marked completed (or not needed) is read-only to the client.
  const firmMarked =
    ctx.previous?.answer === answerMarkers.markedCompleted || ctx.previous?.answer === answerMarkers.markedNotNeeded;
  if (firmMarked && !ctx.staff) return forbidden(answeringText.staffOnly);
  if (isAnswerMarker(answer)) return planMarker(answer, ctx);
  if (answerBy) {
    // QD §4: answer later for any question but an upload (unless the question turns it off); upload later for uploads.
    if (!upload && q.disable_answer_later) return bad(answeringText.answerLaterDisabled, 'answer_by');
    if (pastDue(ctx.today, ctx.dueDate)) return bad(answeringText.pastDue, 'answer_by');
    const problem = answerLaterProblem(answerBy, ctx.today, ctx.dueDate, upload ? 'upload' : 'answer');
    if (problem) return bad(problem, 'answer_by');
    return { ok: { kind: 'later', date: answerBy } };
  }
  if (answer === '') return { ok: { kind: 'clear' } };
  const checked = checkValue(q, answer);
  return 'refusal' in checked ? checked : { ok: { kind: 'value', answer: checked.ok } };
}

function planMarker(marker: AnswerMarker, ctx: PlanContext): Checked<AnswerPlan> {
  const { question: q } = ctx;
  const upload = q.question_type === 'upload';
  switch (marker) {
    case answerMarkers.notApplicable:
      if (q.disable_not_applicable) return bad(answeringText.notApplicableDisabled);
      break;
    case answerMarkers.providedElsewhere:
      if (!upload) return bad(answeringText.notUploadQuestion);
      if (ctx.providedElsewhereOff) return forbidden(answeringText.providedElsewhereDisabled);
      break;
    default: {
      // Marked Completed / Marked Not Needed: the firm's, and (QD §4) only on a question not answered with a value.
      if (!ctx.staff) return forbidden(answeringText.staffOnly);
      const was = ctx.previous?.answer;
      if (was && !isAnswerMarker(was)) return { refusal: { status: 409, message: answeringText.alreadyAnswered } };
    }
  }
  return { ok: { kind: 'marker', marker } };
}

/** The previous answer's document locations when this change removes them: their files are deleted (QD §4). */
export function locationsRemovedBy(
  plan: AnswerPlan,
  questionType: ContentQuestion['question_type'],
  previousAnswer: string | null | undefined,
): string[] {
  if (questionType !== 'upload' || (plan.kind !== 'marker' && plan.kind !== 'later')) return [];
  return splitAnswer(previousAnswer);
}

/** QD §8 successes: what the screen says after the change. */
export function answerMessage(
  plan: AnswerPlan,
  questionType: ContentQuestion['question_type'],
  previous: PlanContext['previous'],
): string {
  const upload = questionType === 'upload';
  switch (plan.kind) {
    case 'clear':
      if (previous?.answer === answerMarkers.markedCompleted) return answeringText.undoMarkedCompleted;
      if (isAnswerMarker(previous?.answer) || previous?.answer_by) return answeringText.undone;
      return answeringText.saved;
    case 'marker':
      if (plan.marker === answerMarkers.notApplicable)
        return upload ? answeringText.markedNotApplicable : answeringText.saved;
      if (plan.marker === answerMarkers.providedElsewhere) return answeringText.markedProvidedElsewhere;
      if (plan.marker === answerMarkers.markedCompleted)
        return upload ? answeringText.markedCompletedDoc : answeringText.questionMarkedCompleted;
      return answeringText.saved;
    default:
      return answeringText.saved;
  }
}

/** The activity line's title for a change. */
export function answerActivity(plan: AnswerPlan, questionType: ContentQuestion['question_type']): string {
  const upload = questionType === 'upload';
  switch (plan.kind) {
    case 'clear':
      return 'Answer cleared';
    case 'value':
      return upload ? 'Documents uploaded' : 'Question answered';
    case 'later':
      return upload ? 'Upload later set' : 'Answer later set';
    default:
      return {
        [answerMarkers.notApplicable]: 'Question marked not applicable',
        [answerMarkers.providedElsewhere]: 'Question marked provided elsewhere',
        [answerMarkers.markedCompleted]: 'Question marked completed',
        [answerMarkers.markedNotNeeded]: 'Question marked not needed',
      }[plan.marker];
  }
}

/** Typing logs at most one line per question in this long; a change of state always logs. */
export const answerLogEveryMs = 10 * 60 * 1000;

/**
 * Whether this change gets an activity line: every change of state (a marker, a date, clearing), and a value
 * only when the question had no value or its last line is older than ten minutes.
 */
export function shouldLogAnswer(
  plan: AnswerPlan,
  previous: { answer?: string | null; answer_by?: string | null; logged_at?: string | null } | null,
  now: Date,
): boolean {
  if (plan.kind !== 'value') return true;
  const hadValue = Boolean(previous?.answer) && !isAnswerMarker(previous?.answer) && !previous?.answer_by;
  if (!hadValue || !previous?.logged_at) return true;
  return now.getTime() - Date.parse(previous.logged_at) >= answerLogEveryMs;
}
