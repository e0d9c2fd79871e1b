/**
 * Signature requests' rules (FA §4.3, §5.8): who is asked to sign, when a request counts as signed, what a client
 * may see, where its files are kept. Pure: no reads or writes.
 */
import { signatureRequestText as text } from '@ledgerline/shared/signature-requests';
import type { PdfUploadText } from '../platform/pdf-uploads';

/** A signer as the request keeps them: the schema's fields, and where their signature is (never answered). */
export interface StoredSigner {
  id: string;
  fname: string;
  lname: string;
  email: string;
  /** The owner signed themselves. */
  signed: boolean;
  /** Staff marked them signed while they had not (FA §4.3); they may still sign later. */
  is_marked_signed: boolean;
  signed_at: string | null;
  kind: 'typed' | 'drawn' | null;
  ip: string | null;
  user_agent: string | null;
  /** A typed signature's text. */
  text?: string | null;
  /** Where a drawn signature's PNG is kept (too large for the item beside others). */
  image_key?: string | null;
}

/** Refusals with no spec wording, besides those in shared/signature-requests. */
export const requestRefusal = {
  readonlyUser: 'This account is read-only, so it cannot change signature requests.',
  readonlyCompany: 'This entity is read-only, so its documents cannot be signed.',
  signerNotFound: 'Signer not found',
  companyRequired: 'Please select one entity',
  uploadNotFound: 'The upload was not found or has expired. Please upload the file again.',
  notUploaded: 'The file has not finished uploading. Please try again.',
} as const;

/** What a refused upload says (platform/pdf-uploads.ts). */
export const uploadText: PdfUploadText = {
  uploadNotFound: requestRefusal.uploadNotFound,
  notUploaded: requestRefusal.notUploaded,
  tooLarge: text.tooLarge,
  invalidFiles: text.invalidFiles,
  notAPdf: text.notAPdf,
  passwordProtected: text.passwordProtected,
};

export const requestMessage = {
  uploaded: 'Signature request uploaded',
  signed: 'Thank you, your signature has been recorded',
} as const;

/** A client sees a request only once it was sent to be signed. */
export const clientVisibleStatuses = ['sent', 'signed', 'completed'] as const;
export const visibleToClient = (status: string) => (clientVisibleStatuses as readonly string[]).includes(status);

/** Mark as completed (FA §4.3): from sent or signed. */
export const completable = (status: string) => status === 'sent' || status === 'signed';

/** Staff mark or unmark a signer while the request waits for signatures, or was signed by marks. */
export const markable = (status: string) => status === 'sent' || status === 'signed';

/** Every signer signed, themselves or by a staff mark. */
export const everyoneSigned = (signers: readonly StoredSigner[]) =>
  signers.length > 0 && signers.every((s) => s.signed || s.is_marked_signed);

/** The status the signers make: 'signed' once every one of them signed, else 'sent'. */
export const statusOfSigners = (signers: readonly StoredSigner[]) => (everyoneSigned(signers) ? 'signed' : 'sent');

/** Why this signer cannot sign now, or null. */
export function whyCannotSign(
  status: string,
  signer: StoredSigner | undefined,
): { status: 403 | 409; text: string } | null {
  if (!signer) return { status: 403, text: text.notASigner };
  if (signer.signed) return { status: 409, text: text.alreadySigned };
  if (status !== 'sent') return { status: 409, text: text.notSignable };
  return null;
}

/** A new signer, not signed. */
export function newSigner(u: { userId: string; fname?: string; lname?: string; email: string }): StoredSigner {
  return {
    id: u.userId,
    fname: u.fname ?? '',
    lname: u.lname ?? '',
    email: u.email,
    signed: false,
    is_marked_signed: false,
    signed_at: null,
    kind: null,
    ip: null,
    user_agent: null,
  };
}

export const signerName = (s: Pick<StoredSigner, 'fname' | 'lname' | 'email'>) =>
  `${s.fname} ${s.lname}`.trim() || s.email;

/** A request's files: the upload as it came, and each version of the signed document. */
export function requestFolder(firmId: string, companyId: string, signatureRequestId: string): string {
  return `signature-requests/${firmId}/${companyId}/${signatureRequestId}`;
}
export const originalKey = (folder: string) => `${folder}/original.pdf`;
export const signedKey = (folder: string, version: number) => `${folder}/signed-${version}.pdf`;
export const signedPageKey = (signed: string) => signed.replace(/\.pdf$/, '-page.pdf');
export const signatureImageKey = (folder: string, signerId: string) => `${folder}/signature-${signerId}.png`;

/** The document's name from its file ('Engagement letter.pdf' → 'Engagement letter'). */
export const nameOfFile = (fileName: string) => fileName.replace(/\.pdf$/i, '').trim() || 'Signature request';

/** A download's name: the document's, marked when signed. */
export function downloadName(documentName: string, what: 'original' | 'signed' | 'signed_page'): string {
  const base = documentName.replace(/[\\/]/g, '_').trim() || 'Signature request';
  if (what === 'original') return `${base}.pdf`;
  return what === 'signed' ? `${base} (signed).pdf` : `${base} (signed page).pdf`;
}
