/**
 * The bulk upload processor's and its review's words: the spec's (QD §8, through the shared texts) and the labels
 * the spec names without wording them, kept short and plain.
 */
import { answeringText } from '@ledgerline/shared/answering';
import { extractedDocumentScreenText } from '@ledgerline/shared/extracted-documents';

export const extractedSpec = {
  ...extractedDocumentScreenText,
  /** QD §8 Successes. */
  uploaded: answeringText.documentsUploaded,
};

export const extractedLabels = {
  cardTitle: 'Bulk Upload Processor',
  cardHint: 'Upload several documents at once: each PDF or image is read, split into its forms and classified.',
  summary: 'Extracted documents by status',
  nothingYet: 'No documents uploaded through the bulk upload processor yet.',
  upload: 'Upload documents',
  uploading: (name: string) => `Uploading ${name}…`,
  processing: (count: number) => `${count} document(s) processing…`,
  review: 'Review',
  tooManyFiles: 'Please choose at most 999 files.',
  fileTooLarge: (name: string) => `${name} is larger than 150 MB.`,
  emptySkipped: (name: string) => `${name} is empty and was skipped.`,
  close: 'Close',
  retryLoading: 'Try again',
  loading: 'Loading documents',
  uploads: 'Uploads',
  noUploads: 'No uploads to review.',
  pagesOf: (name: string) => `Pages of ${name}`,
  page: (n: number) => `Page ${n}`,
  pagesShort: (pages: string) => `Pages ${pages}`,
  loadingPages: 'Loading pages',
  split: 'Documents in this upload',
  details: 'Document details',
  annotations: 'Annotations',
  annotationsOf: (name: string) => `Annotations of ${name}`,
  deletedNoPreview: 'This document was deleted; restore it to see it.',
  chooseDocument: 'Choose a document to see it and its annotations.',
  deleted: 'Deleted',
  retry: 'Retry',
  retryOf: (name: string) => `Retry ${name}`,
  delete: 'Delete',
  deleteOf: (name: string) => `Delete ${name}`,
  restore: 'Restore',
  restoreOf: (name: string) => `Restore ${name}`,
  retryStarted: 'Processing again',
  open: (name: string) => `Open ${name}`,
  row: (n: number) => `Document ${n}`,
  pages: 'Pages',
  pagesHint: 'One page or one range, such as 3 or 4-6',
  documentType: 'Document type',
  description: 'Description',
  tags: 'Tags',
  chooseTags: 'Choose tags',
  markAsOther: 'Mark as other',
  addDocument: 'Add document',
  remove: 'Remove',
  removeRow: (n: number) => `Remove document ${n}`,
  saveSplit: 'Save split',
  save: 'Save',
  startSplit: 'Split into documents',
  cancelSplit: 'Cancel split',
  saving: 'Saving…',
  noRows: 'Add at least one document.',
  tooManyRows: 'A split makes at most 100 documents.',
  nothingChanged: 'Nothing to save.',
};
