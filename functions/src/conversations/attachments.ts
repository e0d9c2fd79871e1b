import type { Caller } from '@ledgerline/shared/access';
import { attachmentMarker, conversationOwnText, parseAttachmentText } from '@ledgerline/shared/conversations';
import { documentOwnText, parseDocumentLocation, type DocumentAddress } from '@ledgerline/shared/documents';
import type { ConversationItem } from '../platform/data/entities/conversation';
import { Invalid, NotFound } from '../platform/errors';
import * as documents from './store';

export const documentNotFound = () => new NotFound('document', documentOwnText.documentNotFound);

/**
 * For a message whose text starts with the marker: every location must be a live document of one of the
 * conversation's entities. Text that starts with the marker but is not a well-formed attachment message is
 * refused as typed text would be.
 */
export async function assertOwnAttachments(
  caller: Caller,
  conversation: ConversationItem,
  text: string,
): Promise<void> {
  const locations = parseAttachmentText(text);
  const refusal = conversationOwnText.startsWithMarker(attachmentMarker);
  if (!locations) throw new Invalid(refusal, { text: refusal });
  const addresses = locations.map(parseDocumentLocation);
  if (addresses.some((a) => a === null))
    throw new Invalid(documentOwnText.invalidLocation, { text: documentOwnText.invalidLocation });
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
