/**
 * What a document link of an upload question names (QD §7 POST /users/download_user_document): the entity's
 * document by id, and the upload question's answer (its document locations).
 */
import { getItem } from '../../platform/data/batch-get';
import { Document, type DocumentItem } from '../../platform/data/entities/document';
import { QuestionnaireAnswer } from '../../platform/data/entities/questionnaire-answering';

export type { DocumentItem };

export function getDocument(firmId: string, companyId: string, documentId: string): Promise<DocumentItem | null> {
  return getItem(Document, { firmId, companyId, documentId });
}

/** The stored answer text of a question (its content id), or null when unanswered. */
export async function getAnswerText(firmId: string, questionnaireId: string, questionId: string) {
  const item = await getItem(QuestionnaireAnswer, { firmId, questionnaireId, questionId });
  return item?.answer ?? null;
}
