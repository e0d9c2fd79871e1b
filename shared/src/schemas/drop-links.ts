/** The drop link's calls (FA §7.5): the firm's link and who it notifies, and the no-sign-in upload and notify. */
import * as z from 'zod';
import { Id } from './common';
import { maxUploadBytes } from '../documents';
import { dropLinkOwnText, dropLinkText, isDropFolderName, maxDropNotified } from '../drop-links';
import { DocumentName } from './documents';

/** The `id` parameter of a drop link: the firm's signed, expiring token. */
const DropToken = z
  .string({ error: dropLinkOwnText.invalidLink })
  .trim()
  .min(1, dropLinkOwnText.invalidLink)
  .max(2000, dropLinkOwnText.invalidLink);

const FolderName = z
  .string({ error: dropLinkOwnText.invalidFolder })
  .trim()
  .refine(isDropFolderName, dropLinkOwnText.invalidFolder);

/** GET and POST /firms/drop_link: the link staff copy, with who it notifies. */
export const DropLinkSettings = z.object({
  link: z.string(),
  expires_at: z.string(),
  /** FA §3.4's preference name. */
  firm_user_ids_to_receive_drop_link_notification: z.array(z.string()),
  /** FA §3.4 hide_sign_in_button_on_drop_link: the link's `signin` flag. */
  hide_sign_in_button_on_drop_link: z.boolean(),
});

export const SaveDropLinkInput = z.object({
  firm_user_ids_to_receive_drop_link_notification: z
    .array(Id, { error: dropLinkText.chooseFirmUser })
    .min(1, dropLinkText.chooseFirmUser)
    .max(maxDropNotified, `At most ${maxDropNotified} firm users`),
});
export const DropLinkSaved = DropLinkSettings.extend({ message: z.string() });

/** GET /firms/get_link_to_upload_drop_link_document?firm_id&folder_location&file_name (FA §7.5). */
export const DropUploadLinkQuery = z.object({
  firm_id: DropToken,
  folder_location: FolderName,
  file_name: DocumentName,
  /** The file's size as the browser reports it: the link is signed for exactly that many bytes. */
  size_bytes: z.coerce
    .number({ error: 'Invalid file size' })
    .int('Invalid file size')
    .min(1, 'Invalid file size')
    .max(Number.MAX_SAFE_INTEGER, 'Invalid file size')
    .optional(),
  content_type: z
    .string()
    .trim()
    .max(200)
    .regex(/^$|^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$/, 'Invalid content type')
    .transform((t) => (t === '' ? 'application/octet-stream' : t.toLowerCase()))
    .default('application/octet-stream'),
});
export const DropUploadLink = z.object({
  upload_link: z.string(),
  /** Send these headers with the PUT exactly as given: they are part of the signature. */
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
  /** The largest file the link takes (QD §9: 150 MB). */
  max_bytes: z.literal(maxUploadBytes),
});

/** POST /firms/notify_drop_link_document {description, folder_name, firm_id, email, name} (FA §7.5). */
export const NotifyDropInput = z.object({
  firm_id: DropToken,
  folder_name: FolderName,
  name: z
    .string({ error: dropLinkOwnText.nameRequired })
    .trim()
    .min(1, dropLinkOwnText.nameRequired)
    .max(120, dropLinkOwnText.nameRequired),
  email: z.email({ error: dropLinkOwnText.emailInvalid }).max(254, dropLinkOwnText.emailInvalid),
  description: z.string().trim().max(2000, 'At most 2000 characters').optional(),
});
export const DropNotified = z.object({
  message: z.string(),
  /** Files kept. */
  accepted: z.array(z.string()),
  /** Files refused (not what their names say, or empty), by name. */
  rejected: z.array(z.string()),
});

/** POST /firms/download_drop_link_document {folder_name}: 'Drop Link.zip' of the drop's files. */
export const DownloadDropInput = z.object({ folder_name: FolderName });
export const DropDownload = z.object({ link: z.string(), name: z.string(), files: z.number().int() });
