/**
 * Attachment messages (MD §3): the text is a marker and document locations. A location is trusted only after
 * the server finds the document in the caller's firm, under an entity the sender's conversation (or the
 * downloading caller) may use; anything else is the same 404 as a document that does not exist.
 */
import type { Caller } from '@ledgerline/shared/access';
import { attachmentMarker, conversationOwnText, parseAttachmentText } from '@ledgerline/shared/conversations';
import { documentOwnText, parseDocumentLocation, type DocumentAddress } from '@ledgerline/shared/documents';
import type { DownloadAttachmentInput } from '@ledgerline/shared/schemas/documents';
import { presignDownload } from '../platform/adapters/files';
import { openCompany } from '../platform/company-access';
import type { ConversationItem } from '../platform/data/entities/conversation';
import { Invalid, NotFound } from '../platform/errors';
import { signedIn, type RequestContext } from '../platform/http';
import * as documents from '../documents/store';

const documentNotFound = () => new NotFound('document', documentOwnText.documentNotFound);

/**
 * For a message whose text starts with the marker: every location must be a live document of one of the
 * conversation's entities. Text that starts with the marker but is not a well-formed attachment message is
 * refused as typed text would be.
 */
export async function assertOwnAttachments(caller: Caller, conversation: ConversationItem, text: string): Promise<void> {
  const locations = parseAttachmentText(text);
  const refusal = conversationOwnText.startsWithMarker(attachmentMarker);
  if (!locations) throw new Invalid(refusal, { text: refusal });
  const addresses = locations.map(parseDocumentLocation);
  if (addresses.some((a) => a === null)) throw new Invalid(documentOwnText.invalidLocation, { text: documentOwnText.invalidLocation });
  const wanted = unique(addresses as DocumentAddress[]);
  const companies = new Set(conversation.relevant_company_ids ?? []);
  if (wanted.some((a) => !companies.has(a.companyId))) throw documentNotFound();
  const found = await documents.getDocuments(caller.firmId, wanted);
  const live = new Set(found.filter((d) => !d.deleted_at).map((d) => `${d.companyId}/${d.documentId}`));
  if (wanted.some((a) => !live.has(`${a.companyId}/${a.documentId}`))) throw documentNotFound();
}

function unique(addresses: DocumentAddress[]): DocumentAddress[] {
  return [...new Map(addresses.map((a) => [`${a.companyId}/${a.documentId}`, a])).values()];
}

/** POST /conversations/download_attachment {link}: a presigned GET for the document, saved under its name. */
export async function downloadAttachment(ctx: RequestContext<DownloadAttachmentInput>) {
  const caller = signedIn(ctx);
  const address = parseDocumentLocation(ctx.input.link);
  if (!address) throw new Invalid(documentOwnText.invalidLocation, { link: documentOwnText.invalidLocation });
  await openCompany(caller, address.companyId, documentOwnText.documentNotFound);
  const document = await documents.getDocument(caller.firmId, address.companyId, address.documentId);
  if (!document || document.deleted_at) throw documentNotFound();
  return { link: await presignDownload(document.storage_key, document.document_name) };
}
