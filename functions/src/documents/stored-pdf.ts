import { readObjectEnd } from '../platform/adapters/files';
import { pdfTailBytes, pdfTailProblem, type PdfProblem } from './file-check';

/** A stored PDF's problem (password-protected, cut short), read from its end in one ranged read. */
export async function storedPdfProblem(key: string, size: number): Promise<PdfProblem | null> {
  return pdfTailProblem((await readObjectEnd(key, pdfTailBytes, size)) ?? new Uint8Array());
}
