/**
 * The Document Drop Off page (QD §2 /document-drop-off?questionnaireId&companyId, §7 POST
 * /document_drop_off/process_document), no sign-in: a Document Drop Off questionnaire's link takes documents for 7
 * days after it was sent. Its ids (unguessable) are the capability; the questionnaire must be a drop off of that
 * entity, not deleted, locked or completed. Files go straight to storage through a presigned link, are checked by
 * their bytes like any upload, and are kept in the questionnaire's folder as its documents; staff who follow the
 * entity's questionnaire documents are notified (type 7). Rate-limited per network.
 */
import { conversationText } from '@ledgerline/shared/conversations';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { documentPathFor } from '@ledgerline/shared/document-folders';
import { dropOffLinkDays, dropOffText } from '@ledgerline/shared/document-drop-off';
import { documentOwnText, maxUploadBytes } from '@ledgerline/shared/documents';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { deleteObject, presignUpload } from '../platform/adapters/files';
import { newId } from '../platform/auth/secrets';
import { Conflict, Forbidden, NotFound, PayloadTooLarge, TooMany, Unprocessable } from '../platform/errors';
import { handle } from '../platform/handle';
import { countHit } from '../platform/rate-limit';
import { addFile } from './add-file';
import { acceptedExtensions, extensionOf } from './file-check';
import { reportDocumentChange } from './report-change';
import { uploadKey } from './rules';
import * as store from './store';
import { takeCheckedUpload } from './checked-upload';
import * as tree from './store/tree';

/** Upload links one network may ask for in an hour (a drop off of 999 files fits). */
export const dropOffUploadLimit = { seconds: 3600, limit: 1200 };
/** Lookups and processed files one network may make in an hour. */
export const dropOffCallLimit = { seconds: 3600, limit: 2400 };

/** Who a drop-off upload is issued to: no person, the questionnaire's link. */
const dropOffUploader = (questionnaireId: string) => `drop-off:${questionnaireId}`;

async function limited(key: string, limit: { seconds: number; limit: number }) {
  if ((await countHit({ key, ...limit })) > limit.limit) throw new TooMany(dropOffText.tooMany);
}

/**
 * The drop off a link names, usable now: its questionnaire (a drop off of that entity), firm, entity, folder and
 * expiry. Another firm's, a deleted or a made-up one is 404; expired or closed is 403.
 */
async function openDropOff(questionnaireId: string, companyId: string, now = new Date()) {
  const found = await store.findDropOffQuestionnaire(questionnaireId);
  const q =
    found && found.companyId === companyId && !found.deleted_at && found.document_drop_off_enabled ? found : null;
  if (!q) throw new NotFound('drop off', dropOffText.notFound);
  const company = await store.getCompany(q.firmId, q.companyId);
  if (!company || company.deleted_at || company.inactive) throw new NotFound('drop off', dropOffText.notFound);
  const from = Date.parse(q.sent_at ?? q.created_at ?? '');
  const expiresAt = new Date((Number.isNaN(from) ? 0 : from) + dropOffLinkDays * 24 * 3600 * 1000);
  if (expiresAt <= now) throw new Forbidden(dropOffText.expired);
  if (q.locked || q.completed) throw new Forbidden(dropOffText.closed);
  const folder =
    documentPathFor(q.document_path ?? dropOffText.defaultFolder, q.tax_year) ??
    documentPathFor(dropOffText.defaultFolder, q.tax_year) ??
    '/Document Drop Off';
  return { q, company, folder, expiresAt };
}

export const getDropOff = handle(documentRoutes.getDropOff, async ({ input, ip }) => {
  await limited(`drop-off-call:ip:${ip}`, dropOffCallLimit);
  const { q, expiresAt } = await openDropOff(input.questionnaire_id, input.company_id);
  const firm = await store.getFirm(q.firmId);
  return {
    firm_name: firm?.name ?? '',
    questionnaire_name: q.formatted_name || q.name,
    tax_year: q.tax_year,
    due_date: q.due_date ?? null,
    expires_at: expiresAt.toISOString(),
  };
});

export const getDropOffUploadLink = handle(documentRoutes.getDropOffUploadLink, async ({ input, ip }) => {
  await limited(`drop-off-upload:ip:${ip}`, dropOffUploadLimit);
  const { q } = await openDropOff(input.questionnaire_id, input.company_id);
  if (input.size_bytes > maxUploadBytes) throw new PayloadTooLarge(documentOwnText.fileTooLarge);
  if (!acceptedExtensions.includes(extensionOf(input.file_name)))
    throw new Unprocessable(conversationText.invalidFiles, { reason: 'type' });
  // QD §5 'max 999 files': links of this drop off within a link's lifetime.
  await limited(`drop-off-files:${q.questionnaireId}`, { seconds: 15 * 60, limit: 999 });
  const uploadId = newId();
  const key = uploadKey(q.firmId, uploadId);
  const link = await presignUpload(key, input.content_type, maxUploadBytes, { sizeBytes: input.size_bytes });
  await store.createUpload({
    firmId: q.firmId,
    uploadId,
    companyId: q.companyId,
    userId: dropOffUploader(q.questionnaireId),
    uploadKey: key,
    sizeBytes: input.size_bytes,
    expiresAt: new Date(link.expires_at),
  });
  return { upload_link: link.url, id: uploadId, headers: link.headers, expires_at: link.expires_at };
});

export const processDropOffDocument = handle(documentRoutes.processDropOffDocument, async (ctx) => {
  const { input } = ctx;
  await limited(`drop-off-call:ip:${ctx.ip}`, dropOffCallLimit);
  const { q, company, folder } = await openDropOff(input.questionnaire_id, input.company_id);
  const uploader = dropOffUploader(q.questionnaireId);
  const { key, size, contentType } = await takeCheckedUpload({
    firmId: q.firmId,
    companyId: q.companyId,
    uploadId: input.id,
    userId: uploader,
    name: input.document_name,
  });
  if ((await tree.filesNamed(q.firmId, q.companyId, folder, input.document_name, 'active')).length > 0) {
    await deleteObject(key);
    throw new Conflict(documentBrowserText.alreadyUploaded(input.document_name));
  }
  await addFile(
    {
      firmId: q.firmId,
      companyId: q.companyId,
      documentId: input.id,
      path: folder,
      document_name: input.document_name,
      content_type: contentType,
      size,
      storage_key: key,
      uploaded_by: uploader,
      questionnaire_id: q.questionnaireId,
      tax_year: q.tax_year,
    },
    uploader,
  );
  await reportDocumentChange({
    firmId: q.firmId,
    actorId: uploader,
    company,
    action: 'document_uploaded',
    title: 'Document uploaded',
    description: `${folder}/${input.document_name} (Document Drop Off)`,
    path: folder,
    questionnaireId: q.questionnaireId,
    text: () => `${company.name} uploaded ${input.document_name} (Document Drop Off)`,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { document_name: input.document_name, path: folder };
});
