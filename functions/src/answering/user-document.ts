/**
 * A short-lived link to a document an upload question's answer names (QD §7 POST /users/download_user_document;
 * the document link fetched by question id opens in a new tab). The caller must be able to open the entity, and the
 * link must name an active document of it; a client never gets one of a STAFF ONLY folder.
 */
import type { Caller } from '@ledgerline/shared/access';
import { answeringText, parseQuestionRef, splitAnswer } from '@ledgerline/shared/answering';
import { isStaffOnly } from '@ledgerline/shared/document-folders';
import { parseDocumentLocation } from '@ledgerline/shared/documents';
import { answeringRoutes } from '@ledgerline/shared/routes/answering';
import type { ContentQuestion } from '@ledgerline/shared/schemas/questionnaire-content';
import { presignDownload } from '../platform/adapters/files';
import { contentSections } from '../platform/answered-questionnaire';
import { openCompany } from '../platform/company-access';
import { Invalid, NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { openQuestionnaire } from './open';
import { getAnswerText, getDocument } from './store/documents-link';

const noDocument = () => new NotFound('document', answeringText.documentNotFound);

/** A question of the content by its id, follow-ups included. */
export function findContentQuestion(questions: readonly ContentQuestion[], id: string): ContentQuestion | null {
  for (const q of questions) {
    if (q.id === id) return q;
    const found = findContentQuestion(q.questions ?? [], id);
    if (found) return found;
  }
  return null;
}

/** The first document location an upload question's answer names. */
async function linkOfQuestion(caller: Caller, companyId: string, questionRef: string): Promise<string> {
  const ref = parseQuestionRef(questionRef);
  if (!ref) throw noDocument();
  const { q } = await openQuestionnaire(caller, ref.questionnaireId, companyId, 'read');
  const question = findContentQuestion(
    contentSections(q).flatMap((s) => s.questionnaire_questions ?? []),
    ref.questionId,
  );
  if (question?.question_type !== 'upload') throw noDocument();
  const first = splitAnswer(await getAnswerText(caller.firmId, q.questionnaireId, ref.questionId))[0];
  if (!first) throw noDocument();
  return first;
}

export const downloadUserDocument = handle(answeringRoutes.downloadUserDocument, async ({ caller, input }) => {
  if (!input.link && !input.question_id) throw new Invalid(answeringText.documentLinkRequired);
  const company = await openCompany(caller, input.company_id, answeringText.documentNotFound);
  const link = input.link ?? (await linkOfQuestion(caller, company.companyId, input.question_id!));
  const address = parseDocumentLocation(link);
  if (!address || address.companyId !== company.companyId) throw noDocument();
  const doc = await getDocument(caller.firmId, company.companyId, address.documentId);
  if (doc?.state !== 'active' || (!caller.isAdvisor && isStaffOnly(doc.path))) throw noDocument();
  return { link: await presignDownload(doc.storage_key, doc.document_name) };
});
