/**
 * The documents a questionnaire's upload answers hold (QD §5 Uploads: '{name} has already been uploaded in this
 * questionnaire'): an answer names its documents by location, so the names are read from the answers and kept only
 * where the document is still active.
 */
import { parseDocumentLocation, documentLocationName } from '@ledgerline/shared/documents';
import { splitAnswer } from '@ledgerline/shared/answering';
import { getItems } from './data/batch-get';
import { Document } from './data/entities/document';
import { QuestionnaireAnswer } from './data/entities/questionnaire-answering';

/** Whether an answer of the questionnaire holds an active document of this name. */
export async function questionnaireHoldsDocumentNamed(
  firmId: string,
  companyId: string,
  questionnaireId: string,
  name: string,
): Promise<boolean> {
  const { data } = await QuestionnaireAnswer.query
    .byQuestion({ firmId, questionnaireId })
    .go({ pages: 'all', attributes: ['answer'] });
  const ids = data
    .flatMap((a) => splitAnswer(a.answer))
    .filter((l) => documentLocationName(l) === name)
    .map((l) => parseDocumentLocation(l))
    .filter((d) => d?.companyId === companyId)
    .map((d) => d!.documentId);
  if (ids.length === 0) return false;
  const docs = await getItems(
    Document,
    [...new Set(ids)].map((documentId) => ({ firmId, companyId, documentId })),
  );
  return docs.some((d) => d.state === 'active' && d.document_name === name);
}
