/**
 * The answered questionnaire as an export shows it (QD §5 Export, §9): the sections and questions shown (triggered
 * ones only, follow-ups under their parents), each answer as a person reads it (a marker as its state, a date as
 * 'MMM D, YYYY', uploads by their file names), entries as tables, notes and signatures with their audit data.
 * 'Remove No and N/A answers' drops those questions and what hangs under them. Pure.
 */
import { answerMarkers, formatDueDate, isIsoDate, splitAnswer } from '@ledgerline/shared/answering';
import { documentLocationName } from '@ledgerline/shared/documents';
import { formatDateTime } from '@ledgerline/shared/time/format';
import { sectionTypes } from '@ledgerline/shared/question-types';
import type { AnsweredQuestion, AnsweredQuestionnaire, AnsweredSection } from '@ledgerline/shared/schemas/answering';
import type {
  ExportAnswerState,
  ExportDocument,
  ExportQuestion,
  ExportSection,
  ExportSignature,
  QuestionnaireExport,
} from './model';
import { htmlToText } from './html-text';

export interface ExportModelOptions {
  removeNosAndNa: boolean;
  /** The firm's zone, for notes' and signatures' times. */
  timeZone: string | null | undefined;
  now: Date;
}

const stateOf = (q: Pick<AnsweredQuestion, 'answer' | 'answer_by'>): ExportAnswerState => {
  switch (q.answer) {
    case answerMarkers.notApplicable:
      return 'not_applicable';
    case answerMarkers.providedElsewhere:
      return 'provided_elsewhere';
    case answerMarkers.markedCompleted:
      return 'marked_completed';
    case answerMarkers.markedNotNeeded:
      return 'not_needed';
  }
  if (q.answer?.trim()) return 'answered';
  return q.answer_by ? 'answer_later' : 'unanswered';
};

/** What an answer reads: choices and uploads joined, dates as 'MMM D, YYYY', an entries question's count. */
function answerText(q: AnsweredQuestion, state: ExportAnswerState): string {
  if (state !== 'answered') return '';
  if (q.question_type === 'entries') {
    const n = q.entries.length;
    return `${n} ${n === 1 ? 'entry' : 'entries'}`;
  }
  const values = splitAnswer(q.answer);
  if (q.question_type === 'upload') return values.map((v) => documentLocationName(v) || v).join(', ');
  if (q.question_type === 'date' && q.answer && isIsoDate(q.answer)) return formatDueDate(q.answer);
  if (q.question_type === 'multiple') return values.join(', ');
  return q.answer ?? '';
}

/** 'No' and N/A answers (QD §9 'remove No and N/A answers', PDF only). */
const isNoOrNa = (q: AnsweredQuestion) =>
  q.answer === answerMarkers.notApplicable || (q.question_type === 'boolean' && q.answer?.trim() === 'No');

function exportQuestion(q: AnsweredQuestion, opts: ExportModelOptions): ExportQuestion | null {
  if (!q.triggered) return null;
  if (opts.removeNosAndNa && isNoOrNa(q)) return null;
  const state = stateOf(q);
  const isEntries = q.question_type === 'entries';
  return {
    number: q.number,
    text: q.text,
    question_type: q.question_type,
    state,
    answer: answerText(q, state),
    answer_by: state === 'answer_later' && q.answer_by && isIsoDate(q.answer_by) ? formatDueDate(q.answer_by) : null,
    entries: isEntries
      ? {
          columns: q.questions.map((c) => c.text),
          rows: q.entries.map((e) => q.questions.map((c) => e.answers[c.content_id] ?? '')),
        }
      : null,
    notes: q.filtered_questionnaire_comments
      .filter((n) => !n.removed)
      .map((n) => {
        const at = n.text.indexOf(': ');
        return {
          author: at > 0 ? n.text.slice(0, at) : '',
          text: at > 0 ? n.text.slice(at + 2) : n.text,
          date: formatDateTime(n.created_at, opts.timeZone),
          from_firm_user: n.from_firm_user,
        };
      }),
    // An entries question's children are its columns, shown in its table.
    questions: isEntries
      ? []
      : q.questions.map((c) => exportQuestion(c, opts)).filter((c): c is ExportQuestion => c !== null),
  };
}

function exportSignature(s: AnsweredSection['engagement_signatures'][number], zone: string | null | undefined) {
  return {
    name: s.user_name,
    signature: s.state === 'not_needed' ? 'Not needed' : (s.signature ?? ''),
    not_needed: s.state === 'not_needed',
    signed_at: s.signed_at ? formatDateTime(s.signed_at, zone) : null,
    client_time: s.client_time,
    ip_address: s.ip_address,
    user_agent: s.user_agent,
  } satisfies ExportSignature;
}

const statusLabel: Record<AnsweredSection['status'], string> = {
  completed: 'Completed',
  pending: 'Pending',
  incomplete: 'Incomplete',
  error: 'Needs attention',
};

function exportSection(s: AnsweredSection, opts: ExportModelOptions): ExportSection {
  const isLetter = s.section_type === sectionTypes.agreementSignature || s.section_type === sectionTypes.custom;
  return {
    title: s.name,
    status: s.marked_completed ? 'Marked completed' : statusLabel[s.status],
    instruction: htmlToText(s.instruction ?? s.description ?? ''),
    questions: s.questionnaire_questions
      .map((q) => exportQuestion(q, opts))
      .filter((q): q is ExportQuestion => q !== null),
    letter: isLetter ? htmlToText(s.custom_element ?? '') : '',
    signatures: s.engagement_signatures.map((g) => exportSignature(g, opts.timeZone)),
  };
}

/** The questionnaire's status as its heading shows it (QD §4 Display status). */
export function exportStatusText(q: Pick<AnsweredQuestionnaire, 'locked' | 'completed' | 'submitted_at'>): string {
  if (q.locked) return 'Locked';
  if (q.completed) return 'Completed';
  if (q.submitted_at) return 'Submitted';
  return 'In progress';
}

export function questionnaireExport(
  q: AnsweredQuestionnaire,
  company: string,
  documents: ExportDocument[],
  opts: ExportModelOptions,
): QuestionnaireExport {
  const sections = q.sections.filter((s) => s.triggered && s.section_type !== sectionTypes.reviewAndSubmit);
  const attachments = q.additional_attachments ? exportQuestion(q.additional_attachments, opts) : null;
  return {
    heading: {
      title: q.formatted_name || q.name,
      company,
      tax_year: q.tax_year,
      status: exportStatusText(q),
      exported_at: formatDateTime(opts.now, opts.timeZone),
    },
    sections: sections.map((s) => exportSection(s, opts)),
    attachments: attachments?.answer ? attachments : null,
    documents,
  };
}
