/**
 * A drawn signature's PNG lives in the files bucket beside its return, not in the return's item: a few drawn
 * signatures (each up to 200,000 characters) would pass DynamoDB's 400 KB item limit. The item keeps its key
 * (`image_key`); views hand out a short-lived link, and the PDF stamping reads the bytes.
 */
import type { ESignForm } from '@ledgerline/shared/schemas/tax-return-delivery';
import { getObjectBytes, presignDownload, putObject } from '../platform/adapters/files';

/** What the item keeps of a drawn signature besides the view's fields. */
export type StoredSignatureData = NonNullable<ESignForm['signatures'][number]['signatureData']> & {
  image_key?: string | null;
};

const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG a data URL carries, or null when it is not a PNG. */
export function pngOf(dataUrl: string): Uint8Array | null {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return bytes.length > pngMagic.length && pngMagic.every((b, i) => bytes[i] === b) ? new Uint8Array(bytes) : null;
}

export const drawnSignatureKey = (fileKey: string, signatureId: string) =>
  `${fileKey.replace(/\.pdf$/i, '')}-signatures/${signatureId}.png`;

export async function keepDrawnSignature(key: string, png: Uint8Array): Promise<void> {
  await putObject(key, png, 'image/png');
}

type Forms = ESignForm[];

/**
 * The forms with each drawn signature's `image` a short-lived link to its PNG, and no storage key; a client
 * (`viewerId`) gets links to their own signatures only.
 */
export async function withSignatureLinks(forms: Forms, viewerId: string | null): Promise<Forms> {
  return Promise.all(
    forms.map(async (f) => ({
      ...f,
      signatures: await Promise.all(
        f.signatures.map(async (s) => {
          if (!s.signatureData) return s;
          const { image_key, ...data } = s.signatureData as StoredSignatureData;
          const mine = viewerId === null || s.signer_id === viewerId;
          return {
            ...s,
            signatureData: { ...data, image: image_key && mine ? await presignDownload(image_key) : data.image },
          };
        }),
      ),
    })),
  );
}

/** The forms with each drawn signature's `image` a data URL of its PNG, for stamping. */
export async function withSignatureImages(forms: Forms): Promise<Forms> {
  return Promise.all(
    forms.map(async (f) => ({
      ...f,
      signatures: await Promise.all(
        f.signatures.map(async (s) => {
          const key = (s.signatureData as StoredSignatureData | null)?.image_key;
          if (!s.signatureData || !key) return s;
          const png = await getObjectBytes(key);
          const image = png ? `data:image/png;base64,${Buffer.from(png).toString('base64')}` : null;
          return { ...s, signatureData: { ...s.signatureData, image } };
        }),
      ),
    })),
  );
}
