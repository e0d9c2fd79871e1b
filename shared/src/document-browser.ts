/**
 * The document browser's words and limits, for both sides of the wire (QD §2 Document browser, §5 Uploads, §8, §9).
 * Spec wording is quoted as it stands; our own words say what happened and what to do.
 */
import { maxDownloadBytes } from './documents';

/** The most files one page of a folder lists. */
export const maxDocumentsPerPage = 200;
/** QD §5 dropzone: 'max 999 files' — also the most one selection may act on. */
export const maxSelectedDocuments = 999;
/** QD §8: images converted to PDF are limited to 15 MB in all. */
export const maxImagesToPdfBytes = 15 * 1024 * 1024;
export { maxDownloadBytes };

export const documentBrowserText = {
  /** QD §2. */
  emptyFolder: 'There are no files in this folder.',
  /** QD §2 preview. */
  unsupportedPreview: 'File type not supported yet',
  /** QD §8 'Downloads: status 503 means too large (advise splitting into batches, total under 150MB, images-to-PDF under 15MB)'. */
  downloadTooLarge:
    'This download is too large. Please split it into batches with a total size under 150MB (under 15MB when converting images to PDF).',
  folderDownloadFailed: 'There was a problem downloading the folder.',
  documentDownloadFailed: 'There was a problem downloading the document.',
  noDownloadLink: 'No download link found in response',
  updateFailed: 'Failed to update document or folder',
  deleteFailed: 'Deleted Failed',
  restoreFailed: 'Failed to restore documents',
  restored: 'Documents restored successfully',
  deleted: 'Deleted successfully',
  removed: 'Document removed successfully',
  uploaded: 'Document(s) uploaded successfully',
  linkCopied: 'Link copied to clipboard',
  /** QD §8. */
  attached: 'Successfully attached',
  attachFailed: 'Error attaching document to questionnaire',
  questionnaireLocked: 'Documents can be attached only to a questionnaire that is not locked',
  zipQueued: 'You will receive a notification when the zip file is ready for download.',
  alreadyUploaded: (file: string) => `${file} was already uploaded`,
  tagExists: 'Tag already exist',
  // Ours, where the spec gives no words.
  nameRequired: 'Please enter a name',
  folderNameRequired: 'Please enter a folder name',
  emptySearch: 'Please enter something to search for',
  nothingSelected: 'Please select at least one document',
  tooManyUploads: 'You can upload at most 999 files at a time. Please wait a few minutes and upload the rest.',
  tooManySelected: 'Please select at most 999 documents',
  descriptionTooLong: 'The description can be at most 2000 characters',
  folderNotFound: 'Folder not found',
  staleCursor: 'This page of the folder is out of date; please open the folder again',
  itemExists: (name: string) => `${name} already exists in this folder`,
  intoItself: 'A folder cannot be moved into itself',
  mixedSelection: 'Deleted and non-deleted documents cannot be changed together',
  notDeleted: 'This item is not deleted',
  nothingToDownload: 'There are no files in this folder.',
  notImages: 'Only images (jpg, png) can be converted to PDF',
  unknownTag: 'Tag not found; add it to the firm’s document tags first',
} as const;
