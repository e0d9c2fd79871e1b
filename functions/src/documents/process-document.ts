import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { handle } from '../platform/handle';
import { documentLocation } from '@ledgerline/shared/documents';
import { notificationText } from '@ledgerline/shared/notifications';
import { reportDocumentChange } from './report-change';
import { deleteObject } from '../platform/adapters/files';
import { clientActionProblem, type ClientActionPreferences } from '@ledgerline/shared/document-folders';
import { Conflict, Forbidden } from '../platform/errors';
import { isDuplicateName } from './rules';
import * as store from './store';
import { takeCheckedUpload } from './checked-upload';
import * as tree from './store/tree';
import { addFile } from './add-file';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { attachmentsFolder } from '@ledgerline/shared/document-folders';
import { uploadableCompany } from './uploads';
import type { Caller } from '@ledgerline/shared/access';
import { answeringText } from '@ledgerline/shared/answering';
import { openCompany } from '../platform/company-access';
import { NotFound } from '../platform/errors';
import { questionnaireChangeRefusal } from '../platform/questionnaire-change';
import { questionnaireHoldsDocumentNamed } from '../platform/questionnaire-documents';
import { firmFlagOn } from '../platform/firm-flags';
import { recognisableTypes, startRecognition } from './start-recognition';
import { assertEntityPermission } from '../platform/firm-permissions';
import { assertDocumentsShownTo } from '../platform/firm-flag-checks';

/** QD §7: process_document's document_type for the checklist's (bulk) uploads. */
const bulkDocument = 'bulk_document';

/**
 * POST /integrations/process_document. The upload is claimed first (once, by the user it was issued to), then
 * its file is copied where the link cannot reach and checked there, so what is checked is what is kept.
 */
export const processDocument = handle(documentRoutes.processDocument, async (ctx) => {
  const input = ctx.input;
  // Into a questionnaire: its rules first, so a read-only client reads the questionnaire's banner (QD §2).
  if (input.questionnaire_id) await checkQuestionnaireUpload(ctx.caller, input.company_id, input.questionnaire_id);
  const { caller, company } = await uploadableCompany(ctx.caller, input.company_id);
  await assertEntityPermission(caller, company.companyId, 'documents.upload');
  // FA §2.3: with Documents hidden from clients, a client still uploads what a questionnaire asks for and attaches
  // files to messages; filing into Documents is refused.
  if (!input.questionnaire_id && input.path !== attachmentsFolder) await assertDocumentsShownTo(caller);
  // The firm's switches, read once: client actions (QD §6) and the bulk upload processor (recognition).
  const firm = await store.getFirm(caller.firmId);
  // QD §6: a client never files into a staff-only folder, nor where the firm locked client actions.
  if (!caller.isAdvisor) {
    const preferences = (firm?.preferences ?? {}) as ClientActionPreferences;
    const problem = clientActionProblem('upload', input.path, false, preferences);
    if (problem) throw new Forbidden(problem);
  }
  const documentId = input.id;
  const { key, size, contentType } = await takeCheckedUpload({
    firmId: caller.firmId,
    companyId: company.companyId,
    uploadId: documentId,
    userId: caller.userId,
    name: input.document_name,
  });

  const sameName = await tree.filesNamed(caller.firmId, company.companyId, input.path, input.document_name, 'active');
  // QD §5: a name uploaded once in a questionnaire (in its folder, or held by one of its answers) is not taken again.
  if (
    input.questionnaire_id &&
    (sameName.some((d) => d.questionnaire_id === input.questionnaire_id) ||
      (await questionnaireHoldsDocumentNamed(
        caller.firmId,
        company.companyId,
        input.questionnaire_id,
        input.document_name,
      )))
  ) {
    await deleteObject(key);
    throw new Conflict(answeringText.alreadyInQuestionnaire(input.document_name));
  }
  // QD §5: a folder holds one file of a name; message attachments may repeat one (each message names its own).
  if (sameName.length > 0 && input.path !== attachmentsFolder) {
    await deleteObject(key);
    throw new Conflict(documentBrowserText.alreadyUploaded(input.document_name));
  }
  const added = await addFile(
    {
      firmId: caller.firmId,
      companyId: company.companyId,
      documentId,
      path: input.path,
      document_name: input.document_name,
      content_type: contentType,
      size,
      storage_key: key,
      uploaded_by: caller.userId,
      ...(input.description ? { description: input.description } : {}),
      ...(input.document_type ? { document_type: input.document_type } : {}),
      ...(input.tags?.length ? { tags: input.tags } : {}),
      ...(input.tax_year != null ? { tax_year: input.tax_year } : {}),
      ...(input.questionnaire_id ? { questionnaire_id: input.questionnaire_id } : {}),
      ...(input.marked_as_others != null ? { marked_as_others: input.marked_as_others } : {}),
    },
    caller.userId,
  );
  if (firmFlagOn(firm, 'bulk_upload_processor')) await recogniseUpload(added, input);
  await reportDocumentChange({
    firmId: caller.firmId,
    actorId: caller.userId,
    company,
    action: 'document_uploaded',
    title: 'Document uploaded',
    description: `${input.path === '/' ? '' : input.path}/${input.document_name}`,
    path: input.path,
    ...(input.questionnaire_id ? { questionnaireId: input.questionnaire_id } : {}),
    text: (who) => notificationText.documentUploaded(who, input.document_name),
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return {
    document_location: documentLocation({
      companyId: company.companyId,
      path: input.path,
      documentId,
      name: input.document_name,
    }),
    is_duplicate: isDuplicateName(input.document_name, sameName),
    document_name: input.document_name,
  };
});

/**
 * Issue 18: with the firm's bulk upload processor on, what is uploaded to a questionnaire (a question or the
 * checklist) or with the multi-form split chosen is recognised in the background: its forms read, classified and,
 * when asked, split. Only PDFs split; images are recognised whole.
 */
async function recogniseUpload(
  file: Awaited<ReturnType<typeof addFile>>,
  input: { questionnaire_id?: string | null; requires_splitting?: boolean | null; document_type?: string | null },
): Promise<void> {
  const asked = Boolean(input.questionnaire_id || input.requires_splitting || input.document_type === bulkDocument);
  if (!asked || !recognisableTypes.includes(file.content_type)) return;
  const split = input.requires_splitting && file.content_type === 'application/pdf' ? ('upload' as const) : undefined;
  await startRecognition({ file, was: null, ...(split ? { split } : {}) });
}

/**
 * An upload into a questionnaire (QD §5 Uploads): a sent questionnaire of this entity (404 otherwise, as the
 * answering calls answer), and for a client one they may still change (the answering calls' rules and words).
 */
async function checkQuestionnaireUpload(caller: Caller, companyId: string, questionnaireId: string) {
  const company = await openCompany(caller, companyId, answeringText.questionnaireNotFound);
  const q = await store.getQuestionnaire(caller.firmId, questionnaireId);
  if (!q || q.companyId !== company.companyId || q.is_draft || q.deleted_at)
    throw new NotFound('questionnaire', answeringText.questionnaireNotFound);
  if (caller.isAdvisor) return;
  const refusal = questionnaireChangeRefusal(caller, q, company);
  if (refusal) throw refusal;
}
