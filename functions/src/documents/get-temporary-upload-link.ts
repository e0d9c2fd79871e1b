import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { documentOwnText, maxUploadBytes } from '@ledgerline/shared/documents';
import { presignUpload } from '../platform/adapters/files';
import { newId } from '../platform/auth/secrets';
import { PayloadTooLarge, TooMany, Unprocessable } from '../platform/errors';
import { countHit } from '../platform/rate-limit';
import { documentBrowserText, maxSelectedDocuments } from '@ledgerline/shared/document-browser';
import { uploadKey } from './rules';
import * as store from './store';
import { uploadableCompany } from './uploads';
import { assertEntityPermission } from '../platform/firm-permissions';

/** Upload links one person may take in 15 minutes (a link's lifetime). */
export const uploadLinkLimit = { seconds: 15 * 60, limit: maxSelectedDocuments };

/** GET /integrations/get_temporary_upload_link?company_id[&content_type&size_bytes] */
export const getTemporaryUploadLink = handle(documentRoutes.getTemporaryUploadLink, async (ctx) => {
  const { caller, company } = await uploadableCompany(ctx.caller, ctx.input.company_id);
  await assertEntityPermission(caller, company.companyId, 'documents.upload');
  const { content_type: contentType, size_bytes: sizeBytes } = ctx.input;
  if (sizeBytes !== undefined && sizeBytes > maxUploadBytes) throw new PayloadTooLarge(documentOwnText.fileTooLarge);
  if (sizeBytes === 0) throw new Unprocessable(conversationText.invalidFiles, { reason: 'empty' });
  // QD §5 'max 999 files': one person's links within a link's lifetime, so no upload of more gets through.
  if (
    (await countHit({ key: `upload-links:${caller.firmId}:${caller.userId}`, ...uploadLinkLimit })) >
    uploadLinkLimit.limit
  )
    throw new TooMany(documentBrowserText.tooManyUploads);
  const uploadId = newId();
  const link = await presignUpload(uploadKey(caller.firmId, uploadId), contentType, maxUploadBytes, { sizeBytes });
  await store.createUpload({
    firmId: caller.firmId,
    uploadId,
    companyId: company.companyId,
    userId: caller.userId,
    uploadKey: uploadKey(caller.firmId, uploadId),
    sizeBytes,
    expiresAt: new Date(link.expires_at),
  });
  return { upload_link: link.url, id: uploadId, headers: link.headers, expires_at: link.expires_at };
});
