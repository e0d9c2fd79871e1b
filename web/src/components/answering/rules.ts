/**
 * The answering screens' rules as plain functions (QD §2 Questionnaire modes, §4 Answer states, §5 Answers): who may
 * change what in each mode, which section opens, which state a question is in and what it offers. No I/O: callers
 * pass the questionnaire (whose `answering.today` is the firm's today).
 */
import { answerMarkers, pastDue, splitAnswer } from '@ledgerline/shared/answering';
import type { AnsweredQuestion, AnsweredQuestionnaire, AnsweredSection, AnsweringMode } from '../../api/answering';

export const sectionType = { custom: 0, agreement: 2, questionnaire: 3, review: 4, checklist: 10 } as const;

export interface AnsweringPermissions {
  /** The client may answer, upload, put off and mark N/A. */
  answer: boolean;
  /** Staff may act as QD §4 allows them: Mark Completed, the staff Upload Later. */
  staff: boolean;
  /** Notes can be read and added (off in template mode). */
  notes: boolean;
  /** Uploads and document moves (off in template mode; files dropped nowhere). */
  uploads: boolean;
  /** Why nothing can be changed, when that is so: the banner's text key. */
  readOnly: 'user' | 'entity' | 'locked' | 'completed' | null;
}

/**
 * QD §2 and §4: the client answers unless the account or entity is read-only or the questionnaire is locked or
 * completed; staff in admin-preview see answers read-only but act as §4 allows them; a template changes nothing.
 */
export function permissionsOf(q: AnsweredQuestionnaire, mode: AnsweringMode): AnsweringPermissions {
  if (mode === 'admin-template') return { answer: false, staff: false, notes: false, uploads: false, readOnly: null };
  const a = q.answering;
  const readOnly =
    mode === 'client' && a.user_readonly
      ? 'user'
      : mode === 'client' && a.entity_readonly
        ? 'entity'
        : q.locked
          ? 'locked'
          : q.completed
            ? 'completed'
            : null;
  const open = readOnly === null;
  return {
    answer: mode === 'client' && open,
    staff: mode === 'admin-preview' && open,
    notes: true,
    uploads: mode === 'client' && open,
    readOnly,
  };
}

/**
 * Notes can be added (not only read) by a client who may answer, and by staff in the preview even on a submitted or
 * locked questionnaire: reviewing a submission is when staff have questions (the API takes staff notes then too).
 */
export const canAddNotes = (p: AnsweringPermissions, mode: AnsweringMode) =>
  p.notes && (p.answer || mode === 'admin-preview');

/** Shown sections: a section whose trigger question's answer does not match is not offered. */
export const shownSections = (q: AnsweredQuestionnaire) => q.sections.filter((s) => s.triggered);

/**
 * The section to show for the address's sectionId: that one when it is shown, else the questionnaire's status
 * section (the one the client was on), else the first. QD §4 First section required: in client mode, until the
 * first section is completed no other opens (`gated` says the one asked for was refused).
 */
export function openSection(
  q: AnsweredQuestionnaire,
  wanted: string | null,
  mode: AnsweringMode,
): { section: AnsweredSection | null; gated: boolean } {
  const sections = shownSections(q);
  const first = sections[0] ?? null;
  const asked =
    sections.find((s) => s.id === wanted) ?? (mode === 'client' ? sections.find((s) => s.id === q.status) : undefined);
  const section = asked ?? first;
  if (mode === 'client' && firstSectionGate(q) && section && first && section.id !== first.id)
    return { section: first, gated: true };
  return { section, gated: false };
}

/** QD §4: with first_section_required, the first shown section must be completed before any other opens. */
export function firstSectionGate(q: AnsweredQuestionnaire): boolean {
  if (!q.answering.first_section_required) return false;
  const first = shownSections(q)[0];
  return Boolean(first && first.status !== 'completed');
}

// ---------------------------------------------------------------------------------------------- answer states

export type AnswerState =
  | 'normal'
  | 'notApplicable'
  | 'answerLater'
  | 'providedElsewhere'
  | 'uploadLater'
  | 'markedCompleted';

/** QD §4 Answer states per question, read from the answer and its answer_by. */
export function answerStateOf(q: Pick<AnsweredQuestion, 'answer' | 'answer_by' | 'question_type'>): AnswerState {
  if (q.answer === answerMarkers.notApplicable) return 'notApplicable';
  if (q.answer === answerMarkers.providedElsewhere) return 'providedElsewhere';
  if (q.answer === answerMarkers.markedCompleted) return 'markedCompleted';
  if (q.answer_by && !splitAnswer(q.answer).length) return q.question_type === 'upload' ? 'uploadLater' : 'answerLater';
  return 'normal';
}

/** The document locations an upload question's answer names (none for a marker). */
export const uploadedLocations = (q: Pick<AnsweredQuestion, 'answer'>) => splitAnswer(q.answer);

/**
 * QD §4: the firm's Mark Completed shows only for unanswered questions (nothing given, nothing put off) or ones it
 * already marked completed (then it undoes).
 */
export function staffMayMarkCompleted(q: Pick<AnsweredQuestion, 'answer' | 'answer_by' | 'status'>): boolean {
  if (q.answer === answerMarkers.markedCompleted) return true;
  return !q.answer?.trim() && !q.answer_by;
}

/** QD §5: the answer-later and upload-later dialogs start 7 days ahead; the earliest date is tomorrow. */
export { defaultLaterDate, earliestLaterDate } from '@ledgerline/shared/answering';

/** QD §4: past the due date Answer Later and Upload Later are off. */
export const laterClosed = (q: AnsweredQuestionnaire) => pastDue(q.answering.today, q.due_date);

/** The questions of a list the screen shows: the triggered ones (a template preview shows every follow-up). */
export const visibleQuestions = (qs: readonly AnsweredQuestion[]) => qs.filter((q) => q.triggered);

/** Every shown upload question of the questionnaire: where a document can be moved to. */
export function uploadQuestions(q: AnsweredQuestionnaire): AnsweredQuestion[] {
  const out: AnsweredQuestion[] = [];
  const walk = (qs: readonly AnsweredQuestion[]) => {
    for (const x of qs) {
      if (!x.triggered) continue;
      if (x.question_type === 'upload') out.push(x);
      if (x.question_type !== 'entries') walk(x.questions);
    }
  };
  for (const s of shownSections(q)) walk(s.questionnaire_questions);
  return out;
}

/**
 * Where a document of an upload answer may move (QD §4: 'from one answer to another or to additional attachments'):
 * every other shown upload question, and the additional attachments when a section shows them.
 */
export function moveTargets(q: AnsweredQuestionnaire, from: Pick<AnsweredQuestion, 'id'>): AnsweredQuestion[] {
  const attachments = q.additional_attachments.section_id ? [q.additional_attachments] : [];
  return [...uploadQuestions(q), ...attachments].filter((x) => x.id !== from.id);
}

/** Finds a question anywhere in the questionnaire by its ref. */
export function findQuestion(q: AnsweredQuestionnaire, id: string): AnsweredQuestion | null {
  const walk = (qs: readonly AnsweredQuestion[]): AnsweredQuestion | null => {
    for (const x of qs) {
      if (x.id === id) return x;
      const found = walk(x.questions);
      if (found) return found;
    }
    return null;
  };
  for (const s of q.sections) {
    const found = walk(s.questionnaire_questions);
    if (found) return found;
  }
  return null;
}

/** The DOM id of a question's block: the spec's #question{id} anchor. */
export const questionAnchor = (id: string) => `question${id}`;

/**
 * QD §3 hide_document_uploads_within_sections, §4: with the firm's switch on and a document checklist among more than
 * one section, a section's own upload questions are asked in the checklist instead (follow-ups stay under their
 * parent, where their context is). Answers what a section lists.
 */
export function questionsShownIn(q: AnsweredQuestionnaire, section: AnsweredSection): AnsweredQuestion[] {
  const checklist = q.sections.find((s) => s.section_type === sectionType.checklist && s.triggered);
  if (!q.answering.hide_document_uploads_within_sections || !checklist || q.sections.length < 2)
    return section.questionnaire_questions;
  const isUpload = (x: AnsweredQuestion) => x.question_type === 'upload';
  if (section.id !== checklist.id) return section.questionnaire_questions.filter((x) => !isUpload(x));
  const moved = q.sections
    .filter((s) => s.id !== checklist.id && s.triggered && s.section_type !== sectionType.agreement)
    .flatMap((s) => s.questionnaire_questions.filter(isUpload));
  return [...section.questionnaire_questions, ...moved];
}
