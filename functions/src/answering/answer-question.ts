/**
 * POST /questionnaires/answer_question (QD §4 Answer states, §5 Answers, §7): a value, a marker, answer or upload
 * later, or clearing, checked by answer-rules.ts against the question and who asks. An upload answer's locations
 * must name active documents of the entity; a document dragged here leaves the question that had it; switching an
 * upload question with files to provided elsewhere, upload later or N/A deletes them. One conditional write (a
 * transaction when other items move with it), then the questionnaire as it now is.
 */
import type { Caller } from '@ledgerline/shared/access';
import { answeringText, joinAnswer, parseQuestionRef, splitAnswer } from '@ledgerline/shared/answering';
import { documentLocation, parseDocumentLocation } from '@ledgerline/shared/documents';
import { todayIn } from '@ledgerline/shared/questionnaire-sending';
import type { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { type AppError, Conflict, Forbidden, Invalid, NotFound } from '../platform/errors';
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
  type Refusal,
} from './answer-rules';
import { findQuestion } from './content';
import { openQuestionnaire, type Opened } from './open';
import { answeringResult } from './result';
import {
  getAnswer,
  listAnswers,
  staleAnswer,
  writeAnswers,
  type AnswerFields,
  type AnswerWrite,
  type QuestionnaireAnswerItem,
} from './store/answers';
import { activeDocuments, type DocumentItem } from './store/documents';

export function refusalError(r: Refusal): AppError {
  if (r.status === 403) return new Forbidden(r.message);
  if (r.status === 409) return new Conflict(r.message);
  return new Invalid(r.message, r.field ? { [r.field]: r.message } : undefined);
}

/** QD §8: a lost race rolls the answer back with the spec's words (staff read the client wording). */
export const saveFailed = (caller: Caller) =>
  staleAnswer(caller.isAdvisor ? answeringText.clientSaveFailed : answeringText.saveFailed);

const documentIdOf = (location: string) => parseDocumentLocation(location)?.documentId ?? null;

/** An upload answer's locations as the documents are now, or 400 when one is not an active document of the entity. */
async function checkedLocations(opened: Opened, answer: string): Promise<string[]> {
  const { firmId, companyId } = opened.q;
  const wanted = splitAnswer(answer).map((l) => parseDocumentLocation(l));
  const refuse = () => new Invalid(answeringText.documentNotFound, { answer: answeringText.documentNotFound });
  if (wanted.some((w) => !w || w.companyId !== companyId)) throw refuse();
  const ids = wanted.map((w) => w!.documentId);
  const docs = new Map((await activeDocuments(firmId, companyId, ids)).map((d) => [d.documentId, d]));
  if (ids.some((id) => !docs.has(id))) throw refuse();
  return [...new Set(ids)].map((id) => {
    const d = docs.get(id)!;
    return documentLocation({ companyId, path: d.path, documentId: id, name: d.document_name });
  });
}

/** The other answers of this questionnaire that hold a document, without it (QD §4: dragged between questions). */
async function movedOutOf(opened: Opened, questionId: string, documentId: string): Promise<AnswerWrite[]> {
  const { firmId, questionnaireId } = opened.q;
  const answers = await listAnswers(firmId, questionnaireId);
  return answers
    .filter((a) => a.questionId !== questionId && splitAnswer(a.answer).some((l) => documentIdOf(l) === documentId))
    .map((a) => {
      const left = splitAnswer(a.answer).filter((l) => documentIdOf(l) !== documentId);
      return {
        firmId,
        questionnaireId,
        questionId: a.questionId,
        was: a,
        fields: { ...keptFields(a), answer: left.length ? joinAnswer(left) : undefined },
      };
    });
}

function keptFields(a: QuestionnaireAnswerItem): AnswerFields {
  return {
    answer: a.answer,
    answer_by: a.answer_by,
    answered_by: a.answered_by,
    answered_by_firm: a.answered_by_firm,
    entries: a.entries as AnswerFields['entries'],
    next_entry_number: a.next_entry_number,
    logged_at: a.logged_at,
  };
}

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
