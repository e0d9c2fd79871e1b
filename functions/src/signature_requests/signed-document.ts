/**
 * The signed document: the upload, unchanged, stamped with every signature given so far on the request's sign page
 * (each signer in their own slot, by their place in the list), written as a new version so a write that loses a race
 * never replaces the winner's file. A drawn signature's PNG is kept beside the request's files (the item holds many
 * signers; a drawing is up to 200 KB).
 */
import { deleteObject, getObjectBytes, getObjectText, putObject } from '../platform/adapters/files';
import type { SignaturePlacement } from '../platform/pdf-delivery/signatures';
import { requestFolder, signedKey, signedPageKey, signerName, signatureImageKey, type StoredSigner } from './rules';
import type { SignatureRequestItem } from './store';

const folderOf = (r: SignatureRequestItem) => requestFolder(r.firmId, r.companyId, r.signatureRequestId);

/** Keeps a drawn signature (under the version it is written with, so a lost race leaves the winner's); answers where. */
export async function keepDrawnSignature(r: SignatureRequestItem, signerId: string, dataUrl: string): Promise<string> {
  const key = signatureImageKey(folderOf(r), `${signerId}-${(r.version ?? 0) + 1}`);
  await putObject(key, dataUrl, 'text/plain');
  return key;
}

async function placementOf(s: StoredSigner, slot: number, page: number): Promise<SignaturePlacement | null> {
  if (!s.signed || !s.signed_at || !s.kind) return null;
  const image = s.kind === 'drawn' && s.image_key ? await getObjectText(s.image_key) : null;
  return {
    page,
    kind: image ? 'drawn' : 'typed',
    text: s.text ?? null,
    image,
    name: signerName(s),
    signedAt: s.signed_at,
    ip: s.ip,
    slot,
  };
}

/** Stamps the signers' signatures on the original and stores it as the request's next version; answers its key. */
export async function writeSignedDocument(r: SignatureRequestItem, signers: StoredSigner[]): Promise<string> {
  const { stampSignatures } = await import('../platform/pdf-delivery/signatures');
  const original = r.file_key ? await getObjectBytes(r.file_key) : null;
  if (!original) throw new Error(`signature request ${r.signatureRequestId} has no file`);
  const page = r.sign_page ?? r.page_count ?? 1;
  const placements = (await Promise.all(signers.map((s, slot) => placementOf(s, slot, page)))).filter(
    (p): p is SignaturePlacement => p !== null,
  );
  const key = signedKey(folderOf(r), (r.version ?? 0) + 1);
  await putObject(key, await stampSignatures(original, placements), 'application/pdf');
  return key;
}

/** A signed version no longer current (or never made current): removed, with its one-page copy, best effort. */
export async function dropSignedDocument(key: string | undefined): Promise<void> {
  if (!key) return;
  await Promise.all([deleteObject(key), deleteObject(signedPageKey(key))]).catch(() => undefined);
}
