/**
 * Extracted documents (QD §3 Extracted document, §4 Extracted documents; FA §4.8): what a split or a recognition
 * made of an uploaded file, and how each status reads on screen.
 */

export const extractedStatuses = [
  'processing',
  'identify_failed',
  'identify_succeeded',
  'analysis_succeeded',
  'split_succeeded',
  'split_failed',
  'review_required',
] as const;
export type ExtractedStatus = (typeof extractedStatuses)[number];

/** Where an extracted document came from: a split of a file, or a file recognised whole. */
export const extractedSources = ['split', 'upload'] as const;
export type ExtractedSource = (typeof extractedSources)[number];

/** QD §4: analysis_succeeded and split_succeeded show Completed; review_required and identify_succeeded show
 * Processed (needs Review); split_failed and identify_failed show Failed with Retry. */
export function extractedStatusLabel(status: ExtractedStatus): string {
  switch (status) {
    case 'processing':
      return 'Processing';
    case 'analysis_succeeded':
    case 'split_succeeded':
      return 'Completed';
    case 'review_required':
    case 'identify_succeeded':
      return 'Processed (needs Review)';
    case 'split_failed':
    case 'identify_failed':
      return 'Failed';
  }
}

/** Failed statuses offer Retry. */
export function canRetryExtraction(status: ExtractedStatus): boolean {
  return status === 'split_failed' || status === 'identify_failed';
}

export const extractedDocumentText = {
  /** QD §8. */
  splitFailed: 'An error occurred while splitting the document.',
  /** QD §6 'split PDFs (needs bulk_upload_processor)'. */
  processorOff: 'The bulk upload processor is turned off for this firm',
  /** QD §5 'The multi-form split toggle is only for PDFs'. */
  onlyPdfs: 'Only PDF files can be split.',
  alreadySplitting: 'This document is already being split.',
  alreadySplit: 'This document was already split.',
  pieceOfSplit: 'This document was made by a split; split the document it came from instead.',
  unreadablePdf: 'This PDF could not be read, so it cannot be split.',
  protectedPdf: 'This PDF is password protected, so it cannot be split.',
};
