/**
 * POST /firms/download_drop_link_document {folder_name} (FA §7.5): a drop's files as 'Drop Link.zip', zipped from
 * storage to storage (never whole in memory) and handed out as a link. For the firm users the drop notified and
 * full access and above; anyone else is told it does not exist. Over 150 MB answers 503 with the spec's guidance.
 */
import { allows } from '@ledgerline/shared/access';
import { conversationOwnText } from '@ledgerline/shared/conversations';
import { maxDownloadBytes } from '@ledgerline/shared/documents';
import { dropLinkOwnText } from '@ledgerline/shared/drop-links';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { presignDownload } from '../platform/adapters/files';
import { zipObjectsToStorage } from '../platform/adapters/zip-to-storage';
import { newId } from '../platform/auth/secrets';
import { NotFound, Unavailable } from '../platform/errors';
import { handle } from '../platform/handle';
import { dropZipKey, mayDownloadDrop } from './drop-link-rules';
import * as store from './store';

export const downloadDrop = handle(documentRoutes.downloadDrop, async ({ caller, input }) => {
  const drop = await store.getDrop(caller.firmId, input.folder_name);
  const full = allows('full', caller);
  if (!drop || !mayDownloadDrop({ userId: caller.userId, full }, drop.notified ?? []))
    throw new NotFound('drop', dropLinkOwnText.folderNotFound);
  const files = drop.files ?? [];
  if (files.reduce((n, f) => n + f.size, 0) > maxDownloadBytes)
    throw new Unavailable(conversationOwnText.downloadTooLarge);
  const key = dropZipKey(caller.firmId, drop.folder, newId());
  await zipObjectsToStorage(
    files.map((f) => ({ key: f.key, name: f.name })),
    key,
  );
  return {
    link: await presignDownload(key, dropLinkOwnText.zipName),
    name: dropLinkOwnText.zipName,
    files: files.length,
  };
});
