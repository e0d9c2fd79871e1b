import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { dropOffText } from '@ledgerline/shared/document-drop-off';

/**
 * Words of the public Document Drop Off page (QD §2 /document-drop-off?questionnaireId&companyId, §5 Uploads, §8,
 * §9). `dropOffSpec` holds the spec's own texts, quoted exactly; `dropOffLabels` our plain words where the spec
 * gives none. What the link says when it takes nothing comes from the API (@ledgerline/shared/document-drop-off).
 */
export const dropOffSpec = {
  // QD §8 Successes and Errors
  uploaded: documentBrowserText.uploaded,
  uploadError: 'An error occurred while uploading the document(s).',
  uploadFailed: 'File upload failed, please try again.',
} as const;

export const dropOffLabels = {
  genericHeading: 'Upload documents',
  heading: (firm: string) => `Upload documents to ${firm}`,
  intro: 'Upload the documents your firm asked for. No sign-in is needed.',
  taxYear: (year: number) => `Tax year ${year}`,
  due: (date: string) => `Due ${date}`,
  expires: (date: string) => `This link expires on ${date}.`,
  loading: 'Loading the Document Drop Off…',
  loadFailed: 'This page could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  /** A link without its two ids: what the API says of a link that is not valid. */
  notFound: dropOffText.notFound,
  files: 'Files',
  dropHere: 'Drop files here, or choose them.',
  chooseFiles: 'Choose files',
  filesHint: 'Up to 999 files at a time, 150 MB each. Empty files are skipped.',
  yourFiles: 'Your files',
  tooManyFiles: 'Please choose at most 999 files at a time.',
  fileTooLarge: (name: string) => `${name} is larger than 150 MB.`,
  emptySkipped: (name: string) => `${name} is empty and was skipped.`,
  uploadedFile: 'Uploaded',
  uploading: 'Uploading…',
  waiting: 'Waiting to upload',
} as const;
