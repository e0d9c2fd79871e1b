import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { documentOwnText, maxDownloadBytes, parseDocumentLocation } from '@ledgerline/shared/documents';
import { conversationOwnText } from '@ledgerline/shared/conversations';
import { presignDownload } from '../platform/adapters/files';
import { openCompany } from '../platform/company-access';
import { Invalid, Unavailable } from '../platform/errors';
import * as documents from './store';
import { documentNotFound } from './attachments';

/** POST /conversations/download_attachment {link}: a presigned GET for the document, saved under its name. */
export const downloadAttachment = handle(conversationRoutes.downloadAttachment, async (ctx) => {
  const { caller } = ctx;
  const address = parseDocumentLocation(ctx.input.link);
  if (!address) throw new Invalid(documentOwnText.invalidLocation, { link: documentOwnText.invalidLocation });
  await openCompany(caller, address.companyId, documentOwnText.documentNotFound);
  const document = await documents.getDocument(caller.firmId, address.companyId, address.documentId);
  if (!document || document.deleted_at) throw documentNotFound();
  // MD §8: a download too large to serve answers 503, with the guidance the screens show.
  if (document.size > maxDownloadBytes) throw new Unavailable(conversationOwnText.downloadTooLarge);
  return { link: await presignDownload(document.storage_key, document.document_name) };
});
