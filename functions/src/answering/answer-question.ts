/**
 * POST /questionnaires/answer_question (QD §4 Answer states, §5 Answers, §7): a value, a marker, answer or upload
 * later, or clearing, checked by answer-rules.ts against the question and who asks (the additional attachments by
 * answer-attachments.ts). An upload answer's locations must name active documents of the entity; a document dragged
 * here leaves the answer that had it (upload-answers.ts); switching an upload question with files to provided
 * elsewhere, upload later or N/A deletes them. One conditional write (a transaction when other items move with it),
 * then the questionnaire as it now is.
 */
import type { Caller } from '@ledgerline/shared/access';
import { additionalAttachmentsId, answeringText, joinAnswer, parseQuestionRef } from '@ledgerline/shared/answering';
import { todayIn } from '@ledgerline/shared/questionnaire-sending';
import type { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { Invalid, NotFound } from '../platform/errors';
import { firmFlagOn } from '../platform/firm-flags';
import type { Handler } from '../platform/handle';
import { logAnswering } from './activity';
import {
  answerActivity,
  answerMessage,
  locationsRemovedBy,
  planAnswer,
  shouldLogAnswer,
  type AnswerPlan,
} from './answer-rules';
import { findQuestion } from './content';
import { openQuestionnaire, type Opened } from './open';
import { answeringResult } from './result';
import { answerAttachments } from './answer-attachments';
import { refusalError, saveFailed } from './refusals';
import {
  getAnswer,
  writeAnswers,
  type AnswerFields,
  type AnswerWrite,
  type QuestionnaireAnswerItem,
} from './store/answers';
import { activeDocuments, type DocumentItem } from './store/documents';
import { checkedLocations, documentIdOf, keptFields, movedOutOf } from './upload-answers';

function fieldsOf(plan: AnswerPlan, was: QuestionnaireAnswerItem | null, caller: Caller): AnswerFields {
  const kept = was ? keptFields(was) : {};
  const by = { answered_by: caller.userId, answered_by_firm: caller.isAdvisor };
  switch (plan.kind) {
    case 'clear':
      return { ...kept, answer: undefined, answer_by: undefined, answered_by: undefined, answered_by_firm: false };
    case 'value':
      return { ...kept, ...by, answer: plan.answer, answer_by: undefined };
    case 'marker':
      return { ...kept, ...by, answer: plan.marker, answer_by: undefined };
    case 'later':
      return { ...kept, ...by, answer: undefined, answer_by: plan.date };
  }
}

async function filesToDelete(opened: Opened, locations: string[]): Promise<DocumentItem[]> {
  const ids = locations.map(documentIdOf).filter((id): id is string => Boolean(id));
  return activeDocuments(opened.q.firmId, opened.q.companyId, ids);
}

export const answerQuestion: Handler<typeof answeringRoutes.answerQuestion> = async ({ caller, input }) => {
  const ref = parseQuestionRef(input.id);
  if (!ref) throw new NotFound('question', answeringText.questionNotFound);
  // QD §4, §5: the additional attachments are an upload answer outside the content.
  if (ref.questionId === additionalAttachmentsId) return answerAttachments(caller, input, ref.questionnaireId);
  const opened = await openQuestionnaire(caller, ref.questionnaireId, input.company_id, 'change');
  const { question, parentType } = findQuestion(opened.q, ref.questionId);
  // An entries question's columns are answered inside its entries (save_entries, bulk entry answers).
  if (parentType === 'entries') throw new Invalid(answeringText.entriesOnly, { answer: answeringText.entriesOnly });
  const { firmId, questionnaireId } = opened.q;
  const was = await getAnswer(firmId, questionnaireId, question.id);
  const previous = was ? { answer: was.answer, answer_by: was.answer_by, logged_at: was.logged_at } : null;
  const planned = planAnswer(input, {
    question,
    staff: caller.isAdvisor,
    today: todayIn(new Date(), opened.firm?.time_zone),
    dueDate: opened.q.due_date,
    providedElsewhereOff: firmFlagOn(opened.firm, 'disable_provided_elsewhere'),
    previous,
  });
  if ('refusal' in planned) throw refusalError(planned.refusal);
  const plan = planned.ok;
  const upload = question.question_type === 'upload';
  let alsoAnswers: AnswerWrite[] = [];
  if (plan.kind === 'value' && upload) {
    plan.answer = joinAnswer(await checkedLocations(opened, plan.answer));
    if (input.id_of_doc_moved_by_user)
      alsoAnswers = await movedOutOf(opened, question.id, input.id_of_doc_moved_by_user);
  }
  const deleteFiles = await filesToDelete(opened, locationsRemovedBy(plan, question.question_type, was?.answer));
  const now = new Date();
  const log = shouldLogAnswer(plan, previous, now);
  const fields = fieldsOf(plan, was, caller);
  if (log) fields.logged_at = now.toISOString();
  await writeAnswers(
    { firmId, questionnaireId, questionId: question.id, fields, was },
    { alsoAnswers, deleteFiles, stale: saveFailed(caller) },
  );
  const title = answerActivity(plan, question.question_type);
  if (log) await logAnswering(caller, opened.q, 'question_answered', title, question.text);
  return answeringResult(caller, opened, answerMessage(plan, question.question_type, previous), title);
};
