/**
 * An entity's stored documents, as both sides of the wire see them: limits, the words, and the document location
 * (the string process_document answers, attachment messages carry and download calls take back).
 */
import { hasControlCharacter } from './control-characters';

/** The most one upload may hold: 150 MB each (FA §5.8, questionnaires-documents dropzone). */
export const maxUploadBytes = 150 * 1024 * 1024;
/** The most a download may serve; more answers 503 with the spec's guidance (MD §8, FA §8). */
export const maxDownloadBytes = 150 * 1024 * 1024;

/** The longest document name kept; longer names are refused rather than cut, so nothing is renamed silently. */
export const maxDocumentNameLength = 255;
export const maxFolderPathLength = 1024;

export const documentOwnText = {
  fileTooLarge: 'File is too large',
  readonlyUser: 'This account is read-only, so it cannot upload files.',
  readonlyCompany: 'This entity is read-only, so files cannot be uploaded to it.',
  notUploaded: 'The file has not been uploaded yet',
  uploadNotFound: 'Upload not found; please upload the file again',
  documentNotFound: 'Document not found',
  invalidName: 'Invalid document name',
  invalidPath: 'Invalid folder path',
  invalidLocation: 'Invalid document location',
} as const;

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** A file name as a folder holds it: no slash or backslash, no control character, not '.' or '..'. */
export function isDocumentName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= maxDocumentNameLength &&
    name.trim() === name &&
    name !== '.' &&
    name !== '..' &&
    !/[/\\]/.test(name) &&
    !hasControlCharacter(name)
  );
}

/** A folder: '/' or '/A/B', each segment a valid name. '/Attachments' is where message attachments go (MD §9). */
export function isFolderPath(path: string): boolean {
  if (path === '/') return true;
  if (!path.startsWith('/') || path.length > maxFolderPathLength) return false;
  return path.slice(1).split('/').every(isDocumentName);
}

export interface DocumentAddress {
  companyId: string;
  documentId: string;
}

/**
 * `/{companyId}{path}/{documentId}/{name}`: readable, and a valid attachment location. Only the first segment
 * (the entity) and the one before the name (the document) are read back, so a rename or a move keeps old links
 * working; the firm is never in it: the server always takes it from the caller's token.
 */
export function documentLocation(d: DocumentAddress & { path: string; name: string }): string {
  const folder = d.path === '/' ? '' : d.path;
  return `/${d.companyId}${folder}/${d.documentId}/${d.name}`;
}

/** The entity and document a location names, or null when it is not one documentLocation could have made. */
export function parseDocumentLocation(location: string): DocumentAddress | null {
  if (!location.startsWith('/') || hasControlCharacter(location)) return null;
  const segments = location.slice(1).split('/');
  if (segments.length < 3) return null;
  const companyId = segments[0];
  const documentId = segments[segments.length - 2];
  const name = segments[segments.length - 1];
  const folder = segments.slice(1, -2);
  if (
    !idPattern.test(companyId) ||
    !idPattern.test(documentId) ||
    !isDocumentName(name) ||
    !folder.every(isDocumentName)
  )
    return null;
  return { companyId, documentId };
}

/** The file name a location shows, e.g. for an attachment chip; '' when it is not a document location. */
export function documentLocationName(location: string): string {
  return parseDocumentLocation(location) ? location.slice(location.lastIndexOf('/') + 1) : '';
}
