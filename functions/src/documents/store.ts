/**
 * Documents' data access, named after the access patterns: an upload by id, a document by entity and id,
 * a folder's documents by name. Every read is a GetItem, a BatchGet or a Query on a key made for it.
 */
import { Document, type DocumentItem } from '../platform/data/entities/document';
import { DocumentUpload, type DocumentUploadItem } from '../platform/data/entities/document-upload';
import { isConditionFailure } from '../platform/data/transact';

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

export type NewDocument = Pick<
  DocumentItem,
  | 'firmId'
  | 'companyId'
  | 'documentId'
  | 'path'
  | 'document_name'
  | 'content_type'
  | 'size'
  | 'storage_key'
  | 'uploaded_by'
> &
  Partial<
    Pick<DocumentItem, 'description' | 'document_type' | 'tags' | 'tax_year' | 'questionnaire_id' | 'marked_as_others'>
  >;

export async function createDocument(d: NewDocument): Promise<DocumentItem> {
  return (await Document.create(d).go()).data;
}

export async function getDocument(firmId: string, companyId: string, documentId: string): Promise<DocumentItem | null> {
  return (await Document.get({ firmId, companyId, documentId }).go()).data ?? null;
}

/** Documents by entity and id, at most a message's attachments at a time; missing ones are simply absent. */
export async function getDocuments(
  firmId: string,
  keys: { companyId: string; documentId: string }[],
): Promise<DocumentItem[]> {
  if (keys.length === 0) return [];
  return (await Document.get(keys.map((k) => ({ firmId, ...k }))).go()).data;
}

/** The folder's documents with exactly this name (a name's versions sort together on the folder index). */
export async function documentsNamed(
  firmId: string,
  companyId: string,
  path: string,
  name: string,
): Promise<DocumentItem[]> {
  const { data } = await Document.query
    .byFolder({ firmId, companyId, path })
    .begins({ document_name: name })
    .go({ pages: 'all' });
  return data.filter((d) => d.document_name === name);
}

export { getUser } from '../platform/read-user';
