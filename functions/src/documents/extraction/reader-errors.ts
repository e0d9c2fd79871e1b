import { extractedDocumentText } from '@ledgerline/shared/extracted-documents';

/** Why a file's pages could not be read: it is broken, it needs a password, or it is not a PDF or an image. */
export type UnreadableReason = 'unreadable' | 'protected' | 'unsupported';

const messages: Record<UnreadableReason, string> = {
  unreadable: extractedDocumentText.unreadableFile,
  protected: extractedDocumentText.protectedPdf,
  unsupported: extractedDocumentText.notRecognisable,
};

/**
 * A file no reader can turn into text. Its message is the one the user sees on the failed document; retrying
 * will not help, unlike a reader that is down (those throw ordinary errors and the job is retried).
 */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';
  constructor(
    readonly reason: UnreadableReason,
    options?: { cause?: unknown },
  ) {
    super(messages[reason], options);
  }
}

export function isUnreadableFileError(e: unknown): e is UnreadableFileError {
  return e instanceof UnreadableFileError;
}
