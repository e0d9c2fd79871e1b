/**
 * GET /integrations/get_temporary_upload_link_for_user_import_document (FA §7.9): a presigned link to PUT one
 * import file to, in the caller's own folder of the firm's import area. The screen PUTs the file to upload_link
 * with the headers given, then sends `key` as `file` to upload_user_import_document.
 */
import { importRoutes } from '@ledgerline/shared/routes/imports';
import { maxImportFileBytes } from '@ledgerline/shared/imports';
import { documentOwnText } from '@ledgerline/shared/documents';
import { handle } from '../platform/handle';
import { presignUpload } from '../platform/adapters/files';
import { PayloadTooLarge } from '../platform/errors';
import { importUploadKey, newImportId } from './rules';

export const getImportUploadLink = handle(importRoutes.getImportUploadLink, async ({ input, caller }) => {
  const { content_type: contentType, size_bytes: sizeBytes } = input;
  // The kind of import is chosen after the link is asked for: the link takes FA §9's 150 MB, and a client list is
  // held to its own lower limit when it is taken.
  if (sizeBytes !== undefined && sizeBytes > maxImportFileBytes)
    throw new PayloadTooLarge(documentOwnText.fileTooLarge);
  const key = importUploadKey(caller.firmId, caller.userId, newImportId(new Date()));
  const link = await presignUpload(key, contentType, maxImportFileBytes, sizeBytes ? { sizeBytes } : {});
  return {
    upload_link: link.url,
    key,
    headers: link.headers,
    expires_at: link.expires_at,
    max_bytes: maxImportFileBytes,
  };
});
