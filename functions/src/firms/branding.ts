/**
 * The firm's logo and favicon (FA §3.4 medium_url, favicon_url; Firm Settings, partner only), uploaded through a
 * presigned link: POST /firms/branding_upload_link signs a PUT of exactly the reported size to a key of the firm's
 * own, then POST /firms/confirm_branding_upload checks what arrived (an image by its first bytes, not over 2 MB),
 * moves it where no link can write, names it on the firm and deletes the image it replaces.
 */
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { maxBrandingBytes } from '@ledgerline/shared/schemas/firms';
import { copyObject, deleteObject, objectInfo, presignUpload, readObjectStart } from '../platform/adapters/files';
import { newId } from '../platform/auth/secrets';
import { NotFound, Unprocessable } from '../platform/errors';
import { handle } from '../platform/handle';
import { brandingLinks } from './settings-view';
import { getFirm, setFirmSettings } from './store';
import { firmSettingsText as t } from './texts';

type Kind = 'logo' | 'favicon';

/** Where a link writes: the firm's, the kind's, one per link. */
const uploadPrefix = (firmId: string, kind: Kind) => `uploads/${firmId}/branding/${kind}/`;

/** PNG, JPEG, GIF, WebP and ICO by their first bytes. */
export function looksLikeImage(b: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((v, i) => b[i] === v);
  const ascii = (at: number, s: string) => [...s].every((c, i) => b[at + i] === c.charCodeAt(0));
  return (
    starts(0x89, 0x50, 0x4e, 0x47) ||
    starts(0xff, 0xd8, 0xff) ||
    ascii(0, 'GIF8') ||
    (ascii(0, 'RIFF') && ascii(8, 'WEBP')) ||
    starts(0x00, 0x00, 0x01, 0x00)
  );
}

export const brandingUploadLink = handle(firmRoutes.brandingUploadLink, async ({ caller, input }) => {
  const key = `${uploadPrefix(caller.firmId, input.kind)}${newId()}`;
  const link = await presignUpload(key, input.content_type, maxBrandingBytes, { sizeBytes: input.size_bytes });
  return { upload_key: key, url: link.url, method: link.method, headers: link.headers, expires_at: link.expires_at };
});

export const confirmBrandingUpload = handle(firmRoutes.confirmBrandingUpload, async ({ caller, input }) => {
  const prefix = uploadPrefix(caller.firmId, input.kind);
  // Another firm's key, or one no link of this kind wrote, is not this firm's upload.
  const id = input.upload_key.startsWith(prefix) ? input.upload_key.slice(prefix.length) : '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new NotFound('upload', t.uploadNotFound);
  const info = await objectInfo(input.upload_key);
  if (!info) throw new NotFound('upload', t.uploadNotFound);
  const refuse = async (message: string) => {
    await deleteObject(input.upload_key);
    return new Unprocessable(message);
  };
  if (info.size > maxBrandingBytes) throw await refuse(t.tooLarge);
  if (!looksLikeImage((await readObjectStart(input.upload_key, 16)) ?? new Uint8Array()))
    throw await refuse(t.notAnImage);
  const kept = `branding/${caller.firmId}/${input.kind}-${id}`;
  await copyObject(input.upload_key, kept);
  await deleteObject(input.upload_key);
  const firm = await getFirm(caller.firmId);
  if (!firm) throw new NotFound('firm');
  const previous = input.kind === 'logo' ? firm.logo_key : firm.favicon_key;
  await setFirmSettings(caller.firmId, input.kind === 'logo' ? { logo_key: kept } : { favicon_key: kept });
  if (previous && previous !== kept) await deleteObject(previous);
  return brandingLinks({ ...firm, ...(input.kind === 'logo' ? { logo_key: kept } : { favicon_key: kept }) });
});
