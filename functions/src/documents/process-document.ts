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

/**
 * POST /integrations/process_document. The upload is claimed first (once, by the user it was issued to), then
 * its file is copied where the link cannot reach and checked there, so what is checked is what is kept.
 */
export const processDocument = handle(documentRoutes.processDocument, async (ctx) => {
  const { caller, company } = await uploadableCompany(ctx.caller, ctx.input.company_id);
  const input = ctx.input;
  // QD §6: a client never files into a staff-only folder, nor where the firm locked client actions.
  if (!caller.isAdvisor) {
    const preferences = ((await store.getFirm(caller.firmId))?.preferences ?? {}) as ClientActionPreferences;
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
  // QD §5: a folder holds one file of a name; message attachments may repeat one (each message names its own).
  if (sameName.length > 0 && input.path !== attachmentsFolder) {
    await deleteObject(key);
    throw new Conflict(documentBrowserText.alreadyUploaded(input.document_name));
  }
  await addFile(
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
