/**
 * A PDF the browser uploads through a presigned link (a tax return, a signature request; FA §5.8): the link, signed
 * for exactly the size the browser reported and remembered for the caller and the entity; then the upload taken once,
 * moved where the link cannot reach and checked there (a PDF by its first bytes, not password-protected by its first
 * and last 64 KiB), so what is checked is what is kept. A refused file is deleted and answered with the caller's
 * words. The whole file is read later, by a job.
 */
import type { Caller } from '@ledgerline/shared/access';
import { copyObject, deleteObject, objectInfo, presignUpload, readObjectEnd, readObjectStart } from './adapters/files';
import { newId } from './auth/secrets';
import { Conflict, NotFound, PayloadTooLarge, Unprocessable } from './errors';
import { looksLikePdf, mentionsEncryption } from './pdf-delivery/inspect';
import { claimUpload, createUpload, getUpload } from './upload-claims';

/** FA §9: 150 MB. */
export const maxPdfBytes = 150 * 1024 * 1024;
/** Where an encrypted PDF names /Encrypt: its trailer at the end, or a linearized file's first section. */
const encryptionWindow = 64 * 1024;

/** What a refusal says, in the words of the thing uploaded. */
export interface PdfUploadText {
  uploadNotFound: string;
  notUploaded: string;
  tooLarge: string;
  invalidFiles: string;
  notAPdf: string;
  passwordProtected: string;
}

/** A file name without path separators or control characters, at most 120 characters, never empty. */
export function safeFileName(name: string): string {
  const clean = name
    .replace(/[\\/]/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-120);
  return clean || 'document.pdf';
}

/** Where a link writes: apart from kept files, named by the file so its name survives the upload. */
export const pdfUploadKey = (firmId: string, uploadId: string, fileName: string) =>
  `uploads/${firmId}/${uploadId}/${safeFileName(fileName)}`;

/** The file name an upload key carries (see pdfUploadKey). */
export const fileNameOfUploadKey = (key: string) => key.slice(key.lastIndexOf('/') + 1);

export async function issuePdfUploadLink(
  caller: Pick<Caller, 'firmId' | 'userId'>,
  companyId: string,
  fileName: string,
  fileSize: number,
): Promise<{ upload_link: string; upload_id: string }> {
  const uploadId = newId();
  const key = pdfUploadKey(caller.firmId, uploadId, fileName);
  const link = await presignUpload(key, 'application/pdf', maxPdfBytes, { sizeBytes: fileSize });
  await createUpload({
    firmId: caller.firmId,
    uploadId,
    companyId,
    userId: caller.userId,
    uploadKey: key,
    sizeBytes: fileSize,
    expiresAt: new Date(link.expires_at),
  });
  return { upload_link: link.url, upload_id: uploadId };
}

export async function takeUploadedPdf(
  caller: Pick<Caller, 'firmId' | 'userId'>,
  companyId: string,
  uploadId: string,
  toKey: string,
  text: PdfUploadText,
): Promise<{ fileName: string; size: number }> {
  const now = new Date();
  const upload = await getUpload(caller.firmId, uploadId);
  if (
    !upload ||
    upload.userId !== caller.userId ||
    upload.companyId !== companyId ||
    Date.parse(upload.expires_at) <= now.getTime()
  )
    throw new NotFound('upload', text.uploadNotFound);
  if (!(await objectInfo(upload.upload_key))) throw new Conflict(text.notUploaded);
  if (!(await claimUpload(caller.firmId, uploadId, caller.userId, companyId, now)))
    throw new NotFound('upload', text.uploadNotFound);
  await copyObject(upload.upload_key, toKey);
  await deleteObject(upload.upload_key);
  const size = (await objectInfo(toKey))?.size ?? 0;
  const refusal = await whyRefused(toKey, size, upload.size_bytes, text);
  if (refusal) {
    await deleteObject(toKey);
    throw refusal;
  }
  return { fileName: fileNameOfUploadKey(upload.upload_key), size };
}

async function whyRefused(key: string, size: number, declared: number | undefined, text: PdfUploadText) {
  if (size > maxPdfBytes) return new PayloadTooLarge(text.tooLarge);
  // A link signed for a size takes only that size on S3; checked again for stores that do not enforce it.
  if (size === 0 || (declared !== undefined && size !== declared))
    return new Unprocessable(text.invalidFiles, { reason: 'size' });
  const head = (await readObjectStart(key, encryptionWindow)) ?? new Uint8Array();
  if (!looksLikePdf(head)) return new Unprocessable(text.notAPdf, { reason: 'not-a-pdf' });
  const tail =
    size > encryptionWindow ? ((await readObjectEnd(key, encryptionWindow, size)) ?? new Uint8Array()) : head;
  if (mentionsEncryption(head) || mentionsEncryption(tail))
    return new Unprocessable(text.passwordProtected, { reason: 'encrypted' });
  return null;
}
