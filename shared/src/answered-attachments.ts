/**
 * A questionnaire's additional attachments in the answered view (QD §4, §5 Uploads): an optional upload question
 * outside the content, under the reserved id, in the section that shows it. The API builds it from the stored
 * answer, the template preview from nothing: both the same way. Zod-free (types only from the schemas).
 */
import { additionalAttachmentsId, answeringText, questionRef, questionStatus } from './answering';
import { sectionTypes } from './question-types';
import type { AnsweredQuestion, AnsweredSection } from './schemas/answering';

/**
 * The section that shows the additional attachments: the document checklist, else the last question section
 * (before the agreement and review), else the last section that is neither; null when no section shows them.
 */
export function attachmentsSectionId(
  sections: readonly Pick<AnsweredSection, 'id' | 'section_type' | 'triggered'>[],
): string | null {
  const shown = sections.filter((s) => s.triggered);
  const checklist = shown.find((s) => s.section_type === sectionTypes.documentChecklist);
  if (checklist) return checklist.id;
  const questions = shown.filter((s) => s.section_type === sectionTypes.questionnaire).at(-1);
  if (questions) return questions.id;
  const closing: number[] = [sectionTypes.agreementSignature, sectionTypes.reviewAndSubmit];
  return shown.filter((s) => !closing.includes(s.section_type)).at(-1)?.id ?? null;
}

/**
 * The additional attachments as an answered question: its ref, '' for its number and (when no section shows it)
 * its section; answer the documents' locations; optional, so it never blocks, and no section counts it.
 */
export function attachmentsQuestion(
  questionnaireId: string,
  sections: readonly Pick<AnsweredSection, 'id' | 'section_type' | 'triggered'>[],
  stored: { answer?: string | null; answered_by_firm?: boolean | null } | null,
): AnsweredQuestion {
  const answer = stored?.answer || null;
  return {
    id: questionRef(questionnaireId, additionalAttachmentsId),
    content_id: additionalAttachmentsId,
    section_id: attachmentsSectionId(sections) ?? '',
    text: answeringText.additionalAttachments,
    question_type: 'upload',
    options: [],
    optional: true,
    order: 0,
    number_of_characters: null,
    disable_answer_later: true,
    disable_not_applicable: true,
    follow_up_question_id: null,
    trigger_for_follow_up_question: null,
    number: '',
    triggered: true,
    answer,
    answer_by: null,
    answered_by_firm: Boolean(stored?.answered_by_firm),
    status: questionStatus({ answer }),
    filtered_questionnaire_comments: [],
    entries: [],
    prior_year_value: null,
    uploaded_last_year: false,
    questions: [],
  };
}
