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
  /** QD §5 annotation text. */
  annotationTextRequired: 'Annotation text is required',
  annotationTextTooLong: 'Annotation text must be 32 characters or fewer',
  tooManyAnnotations: 'A document holds at most 300 annotations',
  annotationPageMissing: (page: number) => `Page ${page} is not a page of this document`,
  annotationsOff: 'Annotations are turned off for this firm',
  /** Recognition. */
  unreadableFile: 'This file could not be read, so its forms could not be recognised.',
  processingFailed: 'An error occurred while processing the document. Retry, or review it by hand.',
  notRecognisable: 'Only PDF, PNG and JPEG files can be recognised.',
  notFound: 'Document not found',
  stillProcessing: 'This document is still being processed.',
  deleted: 'This document was deleted; restore it first.',
  notDeleted: 'This document is not deleted.',
  notFailed: 'Only a document whose processing failed can be retried.',
  listNeedsScope: 'Name a questionnaire_id or an extracted_document_id.',
  oneRangePerDocument: (pages: string) =>
    `'${pages}': give each document one page or one range of pages, such as 3 or 4-6.`,
  unknownType: 'Choose one of the listed document types.',
};

/**
 * The forms the classifier knows (issue 18), by the names the questionnaire export orders by (shared/exports.ts):
 * a document's type is written to its file's document_type, so 'W-2' sorts where the firm's export order puts W-2s.
 * 'Other' is a document no known form matched (marked_as_others).
 */
export const extractedDocumentTypes = [
  'W-2',
  '1099-INT',
  '1099-DIV',
  '1099-B',
  '1099-R',
  '1099-MISC',
  '1099-NEC',
  '1099-G',
  '1099-K',
  '1099-SA',
  'SSA-1099',
  '1098',
  '1098-T',
  '1098-E',
  '1095-A',
  'K-1 (1065)',
  'K-1 (1120-S)',
  'K-1 (1041)',
  '5498',
  'Property Tax Bill',
  'Charitable Receipt',
  'Other',
] as const;
export type ExtractedDocumentType = (typeof extractedDocumentTypes)[number];
export const otherDocumentType: ExtractedDocumentType = 'Other';

/** Each type's printed title, for the detailed name ('W-2 Wage and Tax Statement - Acme Widgets Inc'). */
export const documentTypeTitles: Record<ExtractedDocumentType, string> = {
  'W-2': 'Wage and Tax Statement',
  '1099-INT': 'Interest Income',
  '1099-DIV': 'Dividends and Distributions',
  '1099-B': 'Proceeds From Broker and Barter Exchange Transactions',
  '1099-R':
    'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.',
  '1099-MISC': 'Miscellaneous Information',
  '1099-NEC': 'Nonemployee Compensation',
  '1099-G': 'Certain Government Payments',
  '1099-K': 'Payment Card and Third Party Network Transactions',
  '1099-SA': 'Distributions From an HSA, Archer MSA, or Medicare Advantage MSA',
  'SSA-1099': 'Social Security Benefit Statement',
  '1098': 'Mortgage Interest Statement',
  '1098-T': 'Tuition Statement',
  '1098-E': 'Student Loan Interest Statement',
  '1095-A': 'Health Insurance Marketplace Statement',
  'K-1 (1065)': "Partner's Share of Income, Deductions, Credits, etc.",
  'K-1 (1120-S)': "Shareholder's Share of Income, Deductions, Credits, etc.",
  'K-1 (1041)': "Beneficiary's Share of Income, Deductions, Credits, etc.",
  '5498': 'IRA Contribution Information',
  'Property Tax Bill': 'Property Tax Bill',
  'Charitable Receipt': 'Charitable Contribution Receipt',
  Other: 'Other document',
};

export function isExtractedDocumentType(value: string): value is ExtractedDocumentType {
  return (extractedDocumentTypes as readonly string[]).includes(value);
}

/** '{type} {title} - {differentiator}' ('W-2 Wage and Tax Statement - Acme Widgets Inc'); the title alone for the
 * two types whose name is their title. */
export function detailedDocumentName(type: ExtractedDocumentType, differentiator: string | null | undefined): string {
  const title = documentTypeTitles[type];
  const base = title === type ? title : `${type} ${title}`;
  return differentiator ? `${base} - ${differentiator}` : base;
}

/** QD §9 Annotation: text max 32, font size 12, textbox width 80 to 400, colours black, red, green, blue; modes view,
 * move, check, textbox. §5 Glossary: zoom 0.5 to 3 (step 0.1; rotate step 90); moves clamped within the page. */
export const annotationRules = {
  maxText: 32,
  fontSize: 12,
  minWidth: 80,
  maxWidth: 400,
  /** A check mark's box, in page points. */
  checkSize: 20,
  colours: ['black', 'red', 'green', 'blue'] as const,
  shapes: ['check', 'textbox'] as const,
  modes: ['view', 'move', 'check', 'textbox'] as const,
  zoom: { min: 0.5, max: 3, step: 0.1 },
  rotateStep: 90,
  /** Per extracted document: far more than a reviewer places, small enough for one record. */
  maxPerDocument: 300,
};
export type AnnotationColour = (typeof annotationRules.colours)[number];
export type AnnotationShape = (typeof annotationRules.shapes)[number];
export type AnnotationMode = (typeof annotationRules.modes)[number];

/** The RGB of each annotation colour (0..1), for the screen and the PDF export alike. */
export const annotationRgb: Record<AnnotationColour, [number, number, number]> = {
  black: [0, 0, 0],
  red: [0.85, 0.1, 0.1],
  green: [0.1, 0.6, 0.2],
  blue: [0.1, 0.3, 0.85],
};

export interface AnnotationPosition {
  left: number;
  bottom: number;
  width: number;
  height: number;
  pageWidth: number;
  pageHeight: number;
}

/** QD §5: annotation text is required, non-blank, at most 32 characters (textboxes; a check has none). */
export function annotationTextProblem(shape: AnnotationShape, text: string | null | undefined): string | null {
  if (shape === 'check') return null;
  const t = (text ?? '').trim();
  if (t === '') return extractedDocumentText.annotationTextRequired;
  if (t.length > annotationRules.maxText) return extractedDocumentText.annotationTextTooLong;
  return null;
}

/** QD §5 'annotation moves clamped within the page', and the textbox width kept within 80 to 400. */
export function clampAnnotationPosition(shape: AnnotationShape, p: AnnotationPosition): AnnotationPosition {
  const pageWidth = Math.max(1, p.pageWidth);
  const pageHeight = Math.max(1, p.pageHeight);
  const width =
    shape === 'textbox'
      ? Math.min(annotationRules.maxWidth, Math.max(annotationRules.minWidth, p.width))
      : Math.max(1, p.width);
  const height = Math.max(1, p.height);
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), Math.max(0, max));
  return {
    left: clamp(p.left, pageWidth - Math.min(width, pageWidth)),
    bottom: clamp(p.bottom, pageHeight - Math.min(height, pageHeight)),
    width,
    height,
    pageWidth,
    pageHeight,
  };
}

/** QD §9, FA §9: after a bulk upload, poll every 1 s for up to 120 s, over documents of the last 132 s; after a
 * checklist upload, reload the questionnaire every 750 ms up to 200 times. */
export const processingPoll = { intervalMs: 1000, maxMs: 120_000, recentWindowMs: 132_000 };
export const checklistReloadPoll = { intervalMs: 750, maxTries: 200 };

export const extractedDocumentScreenText = {
  /** QD §8 successes and info. */
  finished: 'Document(s) finished being processed',
  stillProcessing: 'Document(s) are still processing',
  annotationSaved: 'Annotation updated successfully',
  removed: 'Document removed successfully',
  restored: 'Documents restored successfully',
  saved: 'Saved',
  /** QD §8 errors. */
  loadFailed: 'An error occurred while loading the document.',
  splitFailed: 'An error occurred while splitting the document.',
  removeFailed: 'An error occurred while removing the document.',
  uploadFailed: 'An error occurred while uploading the document(s).',
  /** Our words for the screens the spec names without their text. */
  reviewTitle: 'Bulk Upload Processor Review',
  multiFormTitle: 'Multi-Form Upload Confirmation',
  multiFormQuestion: 'Does this PDF hold more than one form (for example a W-2 and two 1099s scanned together)?',
  multiFormToggle: 'Split into one document per form',
  pageRangesLabel: 'Page ranges (optional)',
  pageRangesHint: 'Such as 1-2, 3, 4-6. Leave empty to let the portal find each form.',
  duplicateOf: (name: string) => `Looks like a duplicate of ${name}`,
};
