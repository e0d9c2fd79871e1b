/**
 * An upload taken and checked, for every way a file comes in with an upload id (process_document, the Document
 * Drop Off): the upload is claimed once, by whom it was issued to and for the entity it was issued for; its file is
 * moved where the link cannot reach and checked there (type by its first bytes, the declared size, a PDF's
 * trailer), so what is checked is what is kept. A refused file is deleted and answered with the spec's words.
 */
import { conversationText } from '@ledgerline/shared/conversations';
import { documentOwnText, maxUploadBytes } from '@ledgerline/shared/documents';
import { copyObject, deleteObject, objectInfo, readObjectStart } from '../platform/adapters/files';
import { Conflict, NotFound, PayloadTooLarge, Unprocessable } from '../platform/errors';
import { checkFile, sniffBytes, type FileCheck } from './file-check';
import { canFinishUpload, documentKey } from './rules';
import { storedPdfProblem } from './stored-pdf';
import * as store from './store';

export async function takeCheckedUpload(u: {
  firmId: string;
  companyId: string;
  uploadId: string;
  /** Who the upload was issued to: a user id, or a drop off's link. */
  userId: string;
  name: string;
}): Promise<{ key: string; size: number; contentType: string }> {
  const now = new Date();
  const upload = await store.getUpload(u.firmId, u.uploadId);
  if (!upload || !canFinishUpload(upload, { userId: u.userId }, u.companyId, now))
    throw new NotFound('upload', documentOwnText.uploadNotFound);
  const arrived = await objectInfo(upload.upload_key);
  if (!arrived) throw new Conflict(documentOwnText.notUploaded);
  if (!(await store.claimUpload(u.firmId, u.uploadId, u.userId, u.companyId, now)))
    throw new NotFound('upload', documentOwnText.uploadNotFound);
  // A link without a size can take more than the limit: refuse it before copying what is not kept anyway.
  if (arrived.size > maxUploadBytes) {
    await deleteObject(upload.upload_key);
    throw new PayloadTooLarge(documentOwnText.fileTooLarge);
  }
  const key = documentKey(u.firmId, u.companyId, u.uploadId);
  await copyObject(upload.upload_key, key);
  await deleteObject(upload.upload_key);
  const size = (await objectInfo(key))?.size ?? 0;
  // An empty object has no first byte to read (S3 answers 416 to any range).
  const head = size > 0 ? await readObjectStart(key, sniffBytes) : null;
  // A link signed for a size accepts only that size on S3; checked again here for stores that do not enforce it.
  const verdict: FileCheck =
    upload.size_bytes !== undefined && size !== upload.size_bytes
      ? { ok: false, reason: 'mismatch' }
      : checkFile(u.name, size, head ?? new Uint8Array());
  const pdfProblem = verdict.ok && verdict.contentType === 'application/pdf' ? await storedPdfProblem(key, size) : null;
  if (verdict.ok && !pdfProblem) return { key, size, contentType: verdict.contentType };
  await deleteObject(key);
  if (!verdict.ok && verdict.reason === 'too-large') throw new PayloadTooLarge(documentOwnText.fileTooLarge);
  throw new Unprocessable(conversationText.invalidFiles, { reason: pdfProblem ?? (verdict.ok ? '' : verdict.reason) });
}
