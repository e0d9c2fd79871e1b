/**
 * GET /firms/get_link_to_upload_drop_link_document?firm_id&folder_location&file_name (FA §7.5), no sign-in: a
 * presigned link to PUT one file into a drop's folder. firm_id is the drop link's id (a signed, expiring token);
 * the file waits in a staging area until the drop is notified and its bytes checked. Rate-limited per network;
 * 150 MB a file (a larger declared size gets no link) and 999 files a drop.
 */
import { conversationText } from '@ledgerline/shared/conversations';
import { documentOwnText, maxUploadBytes } from '@ledgerline/shared/documents';
import { dropLinkOwnText } from '@ledgerline/shared/drop-links';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { presignUpload } from '../platform/adapters/files';
import { newId } from '../platform/auth/secrets';
import { PayloadTooLarge, TooMany, Unprocessable } from '../platform/errors';
import { handle } from '../platform/handle';
import { countHit } from '../platform/rate-limit';
import { acceptedExtensions, extensionOf } from './file-check';
import { dropLinkFirm } from './drop-link-settings';
import { dropHasRoom, dropStagingKey } from './drop-link-rules';
import { readDropToken } from './drop-link-token';
import * as store from './store';

/** Upload links one network may ask for in an hour (a drop of 999 files fits). */
export const dropUploadLimit = { seconds: 3600, limit: 1200 };

export const getDropUploadLink = handle(documentRoutes.getDropUploadLink, async (ctx) => {
  const { input } = ctx;
  const { firmId } = await readDropToken(input.firm_id);
  if ((await countHit({ key: `drop-upload:ip:${ctx.ip}`, ...dropUploadLimit })) > dropUploadLimit.limit)
    throw new TooMany(dropLinkOwnText.tooMany);
  await dropLinkFirm(firmId);
  if (input.size_bytes !== undefined && input.size_bytes > maxUploadBytes)
    throw new PayloadTooLarge(documentOwnText.fileTooLarge);
  if (!acceptedExtensions.includes(extensionOf(input.file_name)))
    throw new Unprocessable(conversationText.invalidFiles, { reason: 'type' });
  const folder = input.folder_location;
  const [staged, drop] = await Promise.all([store.stagedDropUploads(firmId, folder), store.getDrop(firmId, folder)]);
  if (!dropHasRoom(staged, drop?.files ?? [], input.file_name)) throw new Unprocessable(dropLinkOwnText.tooManyFiles);
  const key = dropStagingKey(firmId, folder, newId());
  const link = await presignUpload(key, input.content_type, maxUploadBytes, { sizeBytes: input.size_bytes });
  await store.stageDropUpload({
    firmId,
    folder,
    name: input.file_name,
    upload_key: key,
    ...(input.size_bytes !== undefined ? { size_bytes: input.size_bytes } : {}),
    expires_at: link.expires_at,
  });
  return { upload_link: link.url, headers: link.headers, expires_at: link.expires_at, max_bytes: maxUploadBytes };
});
