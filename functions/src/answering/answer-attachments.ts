/**
 * answer_question on the additional attachments (QD §4 'moves it from one answer to another or to additional
 * attachments', §5 Uploads): the same open and location checks as an upload question's answer, a document dragged
 * in leaves the question that had it (and one dragged from here to a question leaves the attachments the same way,
 * answer-question.ts), no markers and no answer_by. Never counted in progress: it is no question of the content.
 */
import type { Caller } from '@ledgerline/shared/access';
import { additionalAttachmentsId, answeringText, joinAnswer } from '@ledgerline/shared/answering';
import type { AnsweringResult } from '@ledgerline/shared/schemas/answering';
import { logAnswering } from './activity';
import { shouldLogAnswer } from './answer-rules';
import { attachmentsActivity, planAttachments } from './attachment-rules';
import { openQuestionnaire } from './open';
import { refusalError, saveFailed } from './refusals';
import { answeringResult } from './result';
import { getAnswer, writeAnswers, type AnswerFields, type AnswerWrite } from './store/answers';
import { checkedLocations, keptFields, movedOutOf } from './upload-answers';

export interface AttachmentsInput {
  company_id: string;
  answer?: string | null;
  answer_by?: string | null;
  id_of_doc_moved_by_user?: string | null;
}

export async function answerAttachments(
  caller: Caller,
  input: AttachmentsInput,
  questionnaireId: string,
): Promise<AnsweringResult> {
  const opened = await openQuestionnaire(caller, questionnaireId, input.company_id, 'change');
  const planned = planAttachments(input);
  if ('refusal' in planned) throw refusalError(planned.refusal);
  const plan = planned.ok;
  const { firmId } = opened.q;
  const questionId = additionalAttachmentsId;
  const was = await getAnswer(firmId, questionnaireId, questionId);
  let alsoAnswers: AnswerWrite[] = [];
  if (plan.kind === 'value') {
    plan.answer = joinAnswer(await checkedLocations(opened, plan.answer));
    if (input.id_of_doc_moved_by_user)
      alsoAnswers = await movedOutOf(opened, questionId, input.id_of_doc_moved_by_user);
  }
  const now = new Date();
  const previous = was ? { answer: was.answer, answer_by: was.answer_by, logged_at: was.logged_at } : null;
  const log = shouldLogAnswer(plan, previous, now);
  const fields: AnswerFields =
    plan.kind === 'value'
      ? {
          ...(was ? keptFields(was) : {}),
          answer: plan.answer,
          answer_by: undefined,
          answered_by: caller.userId,
          answered_by_firm: caller.isAdvisor,
        }
      : { answered_by_firm: false };
  if (log) fields.logged_at = now.toISOString();
  await writeAnswers({ firmId, questionnaireId, questionId, fields, was }, { alsoAnswers, stale: saveFailed(caller) });
  const title = attachmentsActivity(plan);
  if (log) await logAnswering(caller, opened.q, 'question_answered', title, answeringText.additionalAttachments);
  return answeringResult(caller, opened, answeringText.saved, title);
}
