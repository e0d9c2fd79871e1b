/**
 * The answered questionnaire (QD §3-§4): the content a questionnaire was sent with, merged with what answering
 * wrote (answers, notes, section states, signatures), into what the answering page and the staff preview show:
 * each question's status, number, notes, entries and whether its trigger shows it; each section's counter, status
 * and signatures; each upload question's documents' recognition statuses. Pure: the reader
 * (answered-questionnaire.ts) passes the parts and the statuses it read.
 */
import {
  answerMarkers,
  followUpShown,
  questionNumber,
  questionRef,
  questionStatus,
  signatureRef,
  splitAnswer,
  type QuestionStatus,
} from '@ledgerline/shared/answering';
import { parseDocumentLocation } from '@ledgerline/shared/documents';
import type { ContentQuestion, ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { sectionTypes } from '@ledgerline/shared/schemas/questionnaire-content';
import type { AnsweredQuestion, AnsweredSection, QuestionExtraction } from '@ledgerline/shared/schemas/answering';
import type {
  QuestionnaireAnswerItem,
  QuestionnaireNoteItem,
  QuestionnaireSectionStateItem,
  QuestionnaireSignatureItem,
} from './data/entities/questionnaire-answering';
import { shownQuestions } from '@ledgerline/shared/answered-progress';

export interface AnsweringParts {
  answers: Map<string, QuestionnaireAnswerItem>;
  notes: QuestionnaireNoteItem[];
  sections: Map<string, QuestionnaireSectionStateItem>;
  signatures: QuestionnaireSignatureItem[];
}

export const emptyParts = (): AnsweringParts => ({
  answers: new Map(),
  notes: [],
  sections: new Map(),
  signatures: [],
});

export interface ViewOptions {
  questionnaireId: string;
  viewer: 'client' | 'staff';
  /** Who signs each agreement section (the entity's owners, or its primary user): id and name. */
  signers: readonly { userId: string; name: string }[];
  requireOneSignaturePerSection: boolean;
  /** The questionnaire was submitted (or completed): its review section is done. */
  submitted: boolean;
  /**
   * The recognition status of each document an upload answer names, by document id; given, every upload question
   * lists its documents' (extracted_documents), otherwise the field is left out.
   */
  extractions?: ReadonlyMap<string, QuestionExtraction>;
}

/** The extracted documents of an upload answer's documents, in the answer's order; documents without one are left out. */
export function extractedDocumentsOf(
  answer: string | null | undefined,
  extractions: ReadonlyMap<string, QuestionExtraction>,
): QuestionExtraction[] {
  const ids = splitAnswer(answer).map((l) => parseDocumentLocation(l)?.documentId);
  return [...new Set(ids)].flatMap((id) => {
    const x = id ? extractions.get(id) : undefined;
    return x ? [x] : [];
  });
}

type Entry = { entry_number: number; answers: Record<string, string> };

export function entriesOf(a: QuestionnaireAnswerItem | undefined): Entry[] {
  const raw = a?.entries;
  return Array.isArray(raw) ? (raw as Entry[]) : [];
}

/** An entries question is answered once one entry has a cell filled, or by a marker (N/A). */
function entriesAnswer(a: QuestionnaireAnswerItem | undefined): string | null {
  if (a?.answer) return a.answer;
  return entriesOf(a).some((e) => Object.values(e.answers).some((v) => v.trim())) ? 'entries' : null;
}

function notesOf(parts: AnsweringParts, questionId: string, viewer: ViewOptions['viewer']) {
  return parts.notes
    .filter((n) => n.questionId === questionId && !n.removed && (viewer === 'staff' || !n.from_firm_user))
    .sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? ''))
    .map((n) => ({
      id: n.noteId,
      text: `${n.author_name}: ${n.body}`,
      removed: Boolean(n.removed),
      from_firm_user: Boolean(n.from_firm_user),
      user_id: n.user_id,
      created_at: n.created_at ?? '',
    }));
}

function answeredQuestion(
  q: ContentQuestion,
  sectionId: string,
  parts: AnsweringParts,
  opts: ViewOptions,
  path: number[],
  shown: boolean,
  parentRef: string | null,
): AnsweredQuestion {
  const a = parts.answers.get(q.id);
  const isEntries = q.question_type === 'entries';
  const answer = isEntries ? (a?.answer ?? null) : (a?.answer ?? null);
  const status: QuestionStatus = isEntries
    ? questionStatus({ answer: entriesAnswer(a), answer_by: a?.answer_by })
    : questionStatus({ answer, answer_by: a?.answer_by });
  const entries = isEntries ? entriesOf(a) : [];
  const ref = questionRef(opts.questionnaireId, q.id);
  const children = [...(q.questions ?? [])].sort((x, y) => x.order - y.order);
  let n = 0;
  const questions = children.map((c) => {
    // An entries question's children are its columns: shown (inside the entries) once an entry exists.
    const childShown =
      shown && (isEntries ? entries.length > 0 : followUpShown(answer, c.trigger_for_follow_up_question));
    const childPath = childShown || isEntries ? [...path, ++n] : [...path, 0];
    return answeredQuestion(c, sectionId, parts, opts, childPath, childShown, ref);
  });
  return {
    id: ref,
    content_id: q.id,
    section_id: sectionId,
    text: q.text,
    question_type: q.question_type,
    options: q.options ?? [],
    optional: Boolean(q.optional),
    order: q.order,
    number_of_characters: q.number_of_characters ?? null,
    disable_answer_later: Boolean(q.disable_answer_later),
    disable_not_applicable: Boolean(q.disable_not_applicable),
    follow_up_question_id: parentRef,
    trigger_for_follow_up_question: q.trigger_for_follow_up_question ?? null,
    number: path.includes(0) ? '' : questionNumber(path),
    triggered: shown,
    answer,
    answer_by: a?.answer_by ?? null,
    answered_by_firm: Boolean(a?.answered_by_firm),
    status,
    filtered_questionnaire_comments: notesOf(parts, q.id, opts.viewer),
    entries,
    prior_year_value: q.prior_year != null ? String(q.prior_year) : null,
    uploaded_last_year: q.prior_year != null,
    ...(q.question_type === 'upload' && opts.extractions
      ? { extracted_documents: extractedDocumentsOf(answer, opts.extractions) }
      : {}),
    questions,
  };
}

function signaturesOf(section: ContentSection, parts: AnsweringParts, opts: ViewOptions) {
  const stored = parts.signatures.filter((s) => s.sectionId === section.id);
  const signers = new Map(opts.signers.map((s) => [s.userId, s.name]));
  for (const s of stored) if (!signers.has(s.userId)) signers.set(s.userId, s.user_name ?? '');
  const anySigned = stored.some((s) => s.state === 'signed');
  return [...signers].map(([userId, name]) => {
    const s = stored.find((x) => x.userId === userId);
    // QD §4 Signatures: with one signature per section, once one person signs the others are Not Needed.
    const state = s?.state ?? (anySigned && opts.requireOneSignaturePerSection ? 'not_needed' : 'unsigned');
    return {
      id: signatureRef(opts.questionnaireId, section.id, userId),
      user_id: userId,
      user_name: s?.user_name || name,
      section_id: section.id,
      signature:
        s?.state === 'signed' ? (s.signature ?? null) : state === 'not_needed' ? answerMarkers.markedNotNeeded : null,
      state,
      signed_at: s?.signed_at ?? null,
      client_time: s?.client_time ?? null,
      ip_address: s?.ip_address ?? null,
      user_agent: s?.user_agent ?? null,
    } as const;
  });
}

function answeredSection(section: ContentSection, parts: AnsweringParts, opts: ViewOptions, shown: boolean) {
  const state = parts.sections.get(section.id);
  const marked = Boolean(state?.marked_completed);
  const sorted = [...(section.questionnaire_questions ?? [])].sort((a, b) => a.order - b.order);
  const questions = sorted.map((q, i) => answeredQuestion(q, section.id, parts, opts, [i + 1], shown, null));
  const visible = [...shownQuestions(questions)];
  const completed = visible.filter((q) => q.status === 'completed').length;
  const signatures = section.section_type === sectionTypes.agreementSignature ? signaturesOf(section, parts, opts) : [];
  let status: AnsweredSection['status'];
  if (marked) status = 'completed';
  else if (section.section_type === sectionTypes.reviewAndSubmit) status = opts.submitted ? 'completed' : 'incomplete';
  else if (section.section_type === sectionTypes.custom) status = 'incomplete';
  else if (section.section_type === sectionTypes.agreementSignature)
    status = signatures.length > 0 && signatures.every((s) => s.state !== 'unsigned') ? 'completed' : 'incomplete';
  else if (visible.some((q) => !q.optional && q.status === 'incomplete')) status = 'incomplete';
  else if (visible.some((q) => q.status === 'pending')) status = 'pending';
  else status = 'completed';
  const { questionnaire_questions: _content, ...rest } = section;
  return {
    ...rest,
    section_key: section.section_key ?? null,
    instruction: section.instruction ?? null,
    custom_element: state?.custom_element ?? section.custom_element ?? null,
    description: section.description ?? null,
    trigger_question_id: section.trigger_question_id
      ? questionRef(opts.questionnaireId, section.trigger_question_id)
      : null,
    trigger_answer: section.trigger_answer ?? null,
    triggered: shown,
    marked_completed: marked,
    status,
    completed_count: completed,
    total_count: visible.length,
    letter_signed: signatures.some((s) => s.state === 'signed'),
    engagement_signatures: signatures,
    questionnaire_questions: questions,
  } satisfies AnsweredSection;
}

/** The sections with their answers; a section shows when its trigger question's answer matches (QD §3). */
export function answeredSections(
  sections: readonly ContentSection[],
  parts: AnsweringParts,
  opts: ViewOptions,
): AnsweredSection[] {
  return sections.map((s) => {
    const shown =
      !s.trigger_question_id || followUpShown(parts.answers.get(s.trigger_question_id)?.answer, s.trigger_answer);
    return answeredSection(s, parts, opts, shown);
  });
}
