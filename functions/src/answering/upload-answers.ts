/**
 * What an upload answer (an upload question's, or the additional attachments') does to documents (QD §4, §5
 * Uploads): its locations must name active documents of the entity, written as the documents now are; a document
 * dragged to it leaves whichever other answer of the questionnaire had it.
 */
import { answeringText, joinAnswer, splitAnswer } from '@ledgerline/shared/answering';
import { documentLocation, parseDocumentLocation } from '@ledgerline/shared/documents';
import { Invalid } from '../platform/errors';
import type { Opened } from './open';
import { listAnswers, type AnswerFields, type AnswerWrite, type QuestionnaireAnswerItem } from './store/answers';
import { activeDocuments } from './store/documents';

export const documentIdOf = (location: string) => parseDocumentLocation(location)?.documentId ?? null;

/** An upload answer's locations as the documents are now, or 400 when one is not an active document of the entity. */
export async function checkedLocations(opened: Opened, answer: string): Promise<string[]> {
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
export async function movedOutOf(opened: Opened, questionId: string, documentId: string): Promise<AnswerWrite[]> {
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

export function keptFields(a: QuestionnaireAnswerItem): AnswerFields {
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
