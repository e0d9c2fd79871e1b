/**
 * Documents' rules as plain functions: who may upload, which upload a caller may finish, where files are kept.
 * No I/O: callers pass the clock.
 */
import type { Caller } from '@ledgerline/shared/access';
import { documentOwnText } from '@ledgerline/shared/documents';
import { whyCannotSend } from '@ledgerline/shared/conversation-rules';

/**
 * MD §6 "Read-only users or companies cannot send, schedule, attach ...": the same rule as sending, so Attach is
 * refused exactly when Send is. As for sending, an entity's read-only flag binds its clients, not the firm's staff.
 */
export function whyCannotUpload(
  caller: Pick<Caller, 'readonly' | 'isAdvisor'>,
  company: { readonly_access?: boolean },
): string | null {
  const reason = whyCannotSend({
    preview: false,
    archived: false,
    userReadonly: caller.readonly,
    companyReadonly: !caller.isAdvisor && Boolean(company.readonly_access),
  });
  if (reason === 'readonly-user') return documentOwnText.readonlyUser;
  if (reason === 'readonly-company') return documentOwnText.readonlyCompany;
  return null;
}

/** Where a presigned link writes: apart from kept documents, so a link that outlives its use can't touch one. */
export function uploadKey(firmId: string, uploadId: string): string {
  return `uploads/${firmId}/${uploadId}`;
}

/** Where a kept document's file lives. Never derived from anything the client names but the ids checked first. */
export function documentKey(firmId: string, companyId: string, documentId: string): string {
  return `documents/${firmId}/${companyId}/${documentId}`;
}

/** An upload is finished only by the user it was given to, for the entity it was given for, before it expires. */
export function canFinishUpload(
  upload: { userId: string; companyId: string; expires_at: string },
  caller: Pick<Caller, 'userId'>,
  companyId: string,
  now: Date,
): boolean {
  return (
    upload.userId === caller.userId && upload.companyId === companyId && Date.parse(upload.expires_at) > now.getTime()
  );
}

/** Same name in the same folder, among documents not deleted. */
export function isDuplicateName(
  name: string,
  folderDocuments: { document_name: string; deleted_at?: string }[],
): boolean {
  return folderDocuments.some((d) => d.document_name === name && !d.deleted_at);
}
