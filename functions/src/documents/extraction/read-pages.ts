/**
 * Reading a file's pages, wherever the portal runs (issue 18): Amazon Textract in AWS — an asynchronous job for a
 * PDF of several pages, collected later by its token — and locally pdf.js with OCR, always at once. What reads
 * the text is the only difference: classifying, splitting and fingerprinting run on the pages either way.
 */
import { getObjectBytes } from '../../platform/adapters/files';
import { env } from '../../platform/env';
import { UnreadableFileError } from './reader-errors';
import type { FileToRead } from './textract-reader';
import type { PageText } from './types';

export type ReadingStarted = { done: PageText[] } | { pending: string };

/** Both read the stored object unless its bytes are at hand. A file that cannot be read throws UnreadableFileError. */
export async function startReading(file: FileToRead): Promise<ReadingStarted> {
  if (env.STAGE === 'aws') {
    const { startTextract } = await import('./textract-reader');
    return startTextract(file);
  }
  const bytes = file.bytes ?? (await getObjectBytes(file.storageKey));
  if (!bytes) throw new UnreadableFileError('unreadable');
  // pdf.js, the canvas and tesseract.js load only here: they are the local twin's, never in a Lambda bundle.
  const { readPagesLocally } = await import('./local-reader');
  return { done: await readPagesLocally(bytes, file.contentType) };
}

/** The pages of a pending reading; null while it is still running. */
export async function collectReading(token: string): Promise<PageText[] | null> {
  if (env.STAGE !== 'aws') throw new Error('local reading is never pending');
  const { collectTextract } = await import('./textract-reader');
  return collectTextract(token);
}
