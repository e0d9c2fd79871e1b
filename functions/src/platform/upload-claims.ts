/**
 * An upload link that was handed out (DocumentUpload): the documents' uploads, a tax return's and a signature
 * request's. It ties the id to the user who asked and the entity they asked for, so nobody can finish someone else's
 * upload or move a file into another entity; it expires with its link.
 */
import { DocumentUpload, type DocumentUploadItem } from './data/entities/document-upload';
import { isConditionFailure } from './data/transact';

export async function createUpload(u: {
  firmId: string;
  uploadId: string;
  companyId: string;
  userId: string;
  uploadKey: string;
  sizeBytes?: number;
  expiresAt: Date;
}): Promise<void> {
  await DocumentUpload.create({
    firmId: u.firmId,
    uploadId: u.uploadId,
    companyId: u.companyId,
    userId: u.userId,
    upload_key: u.uploadKey,
    ...(u.sizeBytes !== undefined ? { size_bytes: u.sizeBytes } : {}),
    expires_at: u.expiresAt.toISOString(),
    ttl: Math.ceil(u.expiresAt.getTime() / 1000),
  }).go();
}

export async function getUpload(firmId: string, uploadId: string): Promise<DocumentUploadItem | null> {
  return (await DocumentUpload.get({ firmId, uploadId }).go({ consistent: true })).data ?? null;
}

/**
 * Takes the upload for processing: deletes it on condition that it is still this caller's, for this entity and
 * unexpired. False when another request took it first (or it no longer qualifies), so a file is processed once.
 */
export async function claimUpload(
  firmId: string,
  uploadId: string,
  userId: string,
  companyId: string,
  now: Date,
): Promise<boolean> {
  try {
    await DocumentUpload.delete({ firmId, uploadId })
      .where(
        (a, op) =>
          `${op.eq(a.userId, userId)} AND ${op.eq(a.companyId, companyId)} AND ${op.gt(a.expires_at, now.toISOString())}`,
      )
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}
