/**
 * Whether an uploaded tax return (or signature request document) can be delivered: a PDF pdf-lib opens, with pages,
 * and not password-protected (FA §2.6 upload: a protected or unreadable file is refused). The quick checks on the
 * first bytes run synchronously before the file is read whole; pdf-lib loads on first use.
 */
import { openPdf } from './open';

export type PdfInspection = { ok: true; pageCount: number } | { ok: false; reason: 'encrypted' | 'invalid' };

const latin1 = new TextDecoder('latin1');
/** Where an encrypted file names its security handler: the trailer at the end, or a linearized file's first one. */
const trailerWindow = 64 * 1024;

/** '%PDF-' within the first 1024 bytes, where readers accept the header (some files carry a preamble). */
export function looksLikePdf(head: Uint8Array): boolean {
  return latin1.decode(head.subarray(0, 1024)).includes('%PDF-');
}

/**
 * A '/Encrypt' key in these bytes (an encrypted PDF names it in its trailer, at the end of the file, or in the
 * first cross-reference section of a linearized file, at the start): a refusal without reading the whole upload.
 */
export function mentionsEncryption(chunk: Uint8Array): boolean {
  return /\/Encrypt(?![A-Za-z0-9])/.test(latin1.decode(chunk));
}

/** The page count, or why the file cannot be delivered: 'encrypted' (any password, even an owner's only) or 'invalid'. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  const { EncryptedPDFError } = await import('pdf-lib');
  try {
    // An owner-password-only file opens in viewers, but its content is encrypted: it cannot be stamped or signed.
    const pdf = await openPdf(bytes);
    const pageCount = pdf.getPageCount();
    return pageCount > 0 ? { ok: true, pageCount } : { ok: false, reason: 'invalid' };
  } catch (e) {
    // pdf-lib is compiled to ES5, where a subclass of Error is not an instance of itself: its message tells. An
    // encrypted file whose objects are packed in (encrypted) object streams fails before that check: its trailer tells.
    const encrypted =
      e instanceof EncryptedPDFError ||
      /\bis encrypted\b/.test((e as Error | null)?.message ?? '') ||
      mentionsEncryption(bytes.subarray(0, trailerWindow)) ||
      mentionsEncryption(bytes.subarray(Math.max(0, bytes.length - trailerWindow)));
    return { ok: false, reason: encrypted ? 'encrypted' : 'invalid' };
  }
}
