/**
 * QD §7 "Documents and uploads": a file goes to storage through a presigned link, never through the API; then
 * process_document checks what arrived and keeps it as a document of the entity. Message attachments (MD §2
 * Attach) are documents in '/Attachments'.
 */
import { User } from '../platform/data/entities/user';
import { notifyUsers } from '../notifications/notify';
import { notificationText, notificationType } from '@ledgerline/shared/notifications';
import { log } from '../platform/log';
import { conversationText } from '@ledgerline/shared/conversations';
import { documentLocation, documentOwnText, maxUploadBytes } from '@ledgerline/shared/documents';
import type { ProcessDocumentInput, UploadLinkQuery } from '@ledgerline/shared/schemas/documents';
import { recordActivity } from '../platform/activity';
import { copyObject, deleteObject, objectInfo, presignUpload, readObjectStart } from '../platform/adapters/files';
import { newId } from '../platform/auth/secrets';
import { openCompany } from '../platform/company-access';
import { Conflict, Forbidden, NotFound, PayloadTooLarge, Unprocessable } from '../platform/errors';
import { signedIn, type Operations, type RequestContext } from '../platform/http';
import { checkFile, sniffBytes, type FileCheck } from './file-check';
import { canFinishUpload, documentKey, isDuplicateName, uploadKey, whyCannotUpload } from './rules';
import * as store from './store';

/** The entity the caller may upload to, or the spec's no-company message (MD §5) as a 404. */
async function uploadableCompany(ctx: RequestContext<{ company_id: string }>) {
  const caller = signedIn(ctx);
  const company = await openCompany(caller, ctx.input.company_id, conversationText.noCompanyForUpload);
  const refusal = whyCannotUpload(caller, company);
  if (refusal) throw new Forbidden(refusal);
  return { caller, company };
}

/** GET /integrations/get_temporary_upload_link?company_id[&content_type&size_bytes] */
async function getTemporaryUploadLink(ctx: RequestContext<UploadLinkQuery>) {
  const { caller, company } = await uploadableCompany(ctx);
  const { content_type: contentType, size_bytes: sizeBytes } = ctx.input;
  if (sizeBytes !== undefined && sizeBytes > maxUploadBytes) throw new PayloadTooLarge(documentOwnText.fileTooLarge);
  if (sizeBytes === 0) throw new Unprocessable(conversationText.invalidFiles, { reason: 'empty' });
  const uploadId = newId();
  const link = await presignUpload(uploadKey(caller.firmId, uploadId), contentType, maxUploadBytes, { sizeBytes });
  await store.createUpload({ firmId: caller.firmId, uploadId, companyId: company.companyId, userId: caller.userId, uploadKey: uploadKey(caller.firmId, uploadId), sizeBytes, expiresAt: new Date(link.expires_at) });
  return { upload_link: link.url, id: uploadId, headers: link.headers, expires_at: link.expires_at };
}

/**
 * POST /integrations/process_document. The upload is claimed first (once, by the user it was issued to), then
 * its file is copied where the link cannot reach and checked there, so what is checked is what is kept.
 */
async function processDocument(ctx: RequestContext<ProcessDocumentInput>) {
  const { caller, company } = await uploadableCompany(ctx);
  const input = ctx.input;
  const now = new Date();
  const upload = await store.getUpload(caller.firmId, input.id);
  if (!upload || !canFinishUpload(upload, caller, company.companyId, now)) throw new NotFound('upload', documentOwnText.uploadNotFound);
  const arrived = await objectInfo(upload.upload_key);
  if (!arrived) throw new Conflict(documentOwnText.notUploaded);
  if (!(await store.claimUpload(caller.firmId, upload.uploadId, caller.userId, company.companyId, now))) throw new NotFound('upload', documentOwnText.uploadNotFound);
  // A link without a size can take more than the limit: refuse it before copying what is not kept anyway.
  if (arrived.size > maxUploadBytes) {
    await deleteObject(upload.upload_key);
    throw new PayloadTooLarge(documentOwnText.fileTooLarge);
  }

  const documentId = upload.uploadId;
  const key = documentKey(caller.firmId, company.companyId, documentId);
  await copyObject(upload.upload_key, key);
  await deleteObject(upload.upload_key);
  const size = (await objectInfo(key))?.size ?? 0;
  // An empty object has no first byte to read (S3 answers 416 to any range).
  const head = size > 0 ? await readObjectStart(key, sniffBytes) : null;
  // A link signed for a size accepts only that size on S3; checked again here for stores that do not enforce it.
  const verdict: FileCheck =
    upload.size_bytes !== undefined && size !== upload.size_bytes ? { ok: false, reason: 'mismatch' } : checkFile(input.document_name, size, head ?? new Uint8Array());
  if (!verdict.ok) {
    await deleteObject(key);
    if (verdict.reason === 'too-large') throw new PayloadTooLarge(documentOwnText.fileTooLarge);
    throw new Unprocessable(conversationText.invalidFiles, { reason: verdict.reason });
  }

  const sameName = await store.documentsNamed(caller.firmId, company.companyId, input.path, input.document_name);
  await store.createDocument({
    firmId: caller.firmId,
    companyId: company.companyId,
    documentId,
    path: input.path,
    document_name: input.document_name,
    content_type: verdict.contentType,
    size,
    storage_key: key,
    uploaded_by: caller.userId,
    ...(input.description ? { description: input.description } : {}),
    ...(input.document_type ? { document_type: input.document_type } : {}),
    ...(input.tags?.length ? { tags: input.tags } : {}),
    ...(input.tax_year != null ? { tax_year: input.tax_year } : {}),
    ...(input.questionnaire_id ? { questionnaire_id: input.questionnaire_id } : {}),
    ...(input.marked_as_others != null ? { marked_as_others: input.marked_as_others } : {}),
  });
  if (!caller.isAdvisor) await notifyUpload(caller.firmId, caller.userId, company, input.path, input.document_name);
  await recordActivity({ firmId: caller.firmId, action: 'document_uploaded', title: 'Document uploaded', description: `${input.path === '/' ? '' : input.path}/${input.document_name}`, actorUserId: caller.userId, userId: caller.userId, companyId: company.companyId, ip: ctx.ip, requestId: ctx.requestId });
  return {
    document_location: documentLocation({ companyId: company.companyId, path: input.path, documentId, name: input.document_name }),
    is_duplicate: isDuplicateName(input.document_name, sameName),
    document_name: input.document_name,
  };
}

/** A client's upload tells their assigned firm user (FA §2.5 notifications; QD §2 /admin-documents link form). */
async function notifyUpload(firmId: string, userId: string, company: { companyId: string; hash_id: string; name: string }, path: string, name: string) {
  const uploader = (await User.get({ firmId, userId }).go()).data;
  if (!uploader?.assigned_advisor_id) return;
  const who = `${uploader.fname ?? ''} ${uploader.lname ?? ''}`.trim() || company.name;
  await notifyUsers(firmId, [uploader.assigned_advisor_id], {
    text: notificationText.documentUploaded(who, name),
    client_name: company.name,
    link: `/admin-documents/${company.hash_id}?path=${encodeURIComponent(path)}`,
    type: notificationType.document,
    company_id: company.companyId,
  }).catch((e: Error) => log('error', 'upload notification failed', { firmId, companyId: company.companyId, error: e.message }));
}

export const documentOperations: Operations = { getTemporaryUploadLink, processDocument };
