/**
 * POST /firms/notify_drop_link_document {description, folder_name, firm_id, email, name} (FA §7.5), no sign-in:
 * the drop's uploaded files are checked by their bytes (as process_document checks an entity's), the good ones
 * kept and the others deleted, and the firm users the drop link names are notified with a link to download them.
 */
import { conversationText } from '@ledgerline/shared/conversations';
import { maxUploadBytes } from '@ledgerline/shared/documents';
import { dropLinkOwnText, dropLinkText } from '@ledgerline/shared/drop-links';
import { notificationType } from '@ledgerline/shared/notifications';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { copyObject, deleteObject, objectInfo, readObjectStart } from '../platform/adapters/files';
import { TooMany, Unprocessable } from '../platform/errors';
import { handle } from '../platform/handle';
import { log } from '../platform/log';
import { notifyUsers } from '../platform/notifications/notify';
import { countHit } from '../platform/rate-limit';
import { checkFile, sniffBytes } from './file-check';
import { storedPdfProblem } from './stored-pdf';
import { dropLinkFirm } from './drop-link-settings';
import { dropFileKey, isActiveStaff } from './drop-link-rules';
import { readDropToken } from './drop-link-token';
import * as store from './store';

/** Drops one network may notify in an hour. */
export const dropNotifyLimit = { seconds: 3600, limit: 60 };

/** The page a drop's notification opens: it offers 'Drop Link.zip'. */
export const dropDownloadPath = (folder: string) => `/drop-link-downloads/${encodeURIComponent(folder)}`;

export const notifyDrop = handle(documentRoutes.notifyDrop, async (ctx) => {
  const { input } = ctx;
  const { firmId } = await readDropToken(input.firm_id);
  if ((await countHit({ key: `drop-notify:ip:${ctx.ip}`, ...dropNotifyLimit })) > dropNotifyLimit.limit)
    throw new TooMany(dropLinkOwnText.tooMany);
  await dropLinkFirm(firmId);
  const folder = input.folder_name;
  const staged = await store.stagedDropUploads(firmId, folder);
  const accepted: { name: string; key: string; size: number }[] = [];
  const rejected: string[] = [];
  for (const file of staged) {
    const info = await objectInfo(file.upload_key);
    // Not there (yet): its link may still be uploading; it stays staged until it arrives or expires.
    if (!info) continue;
    const head = info.size > 0 ? await readObjectStart(file.upload_key, sniffBytes) : null;
    const verdict =
      info.size > maxUploadBytes || (file.size_bytes !== undefined && info.size !== file.size_bytes)
        ? { ok: false as const }
        : checkFile(file.name, info.size, head ?? new Uint8Array());
    const fine =
      verdict.ok &&
      !(verdict.contentType === 'application/pdf' && (await storedPdfProblem(file.upload_key, info.size)));
    if (fine) {
      const key = dropFileKey(firmId, folder, file.name);
      await copyObject(file.upload_key, key);
      accepted.push({ name: file.name, key, size: info.size });
    } else rejected.push(file.name);
    await deleteObject(file.upload_key);
    await store.unstageDropUpload(firmId, folder, file.name);
  }
  if (!accepted.length && rejected.length) throw new Unprocessable(conversationText.invalidFiles, { rejected });
  if (!accepted.length) throw new Unprocessable(dropLinkOwnText.nothingUploaded);

  const settings = await store.getDropLinkSettings(firmId);
  const people = await store.getPeople(firmId, settings?.notify_user_ids ?? []);
  const notified = people.filter(isActiveStaff).map((u) => u.userId);
  const drop = await store.recordDrop({
    firmId,
    folder,
    name: input.name,
    email: input.email,
    ...(input.description ? { description: input.description } : {}),
    files: accepted,
    notified,
  });
  if (!notified.length) log('warn', 'a drop notified nobody: the drop link names no active firm user', { firmId });
  await notifyUsers(firmId, notified, {
    text: dropLinkOwnText.notified(`${input.name} (${input.email})`, accepted.length),
    client_name: input.name,
    link: dropDownloadPath(folder),
    type: notificationType.document,
  });
  log('info', 'drop recorded', { firmId, files: drop.files?.length ?? 0 });
  return { message: dropLinkText.uploaded, accepted: accepted.map((f) => f.name), rejected };
});
