/**
 * The files of an Add attachments dialog (QD §5 Uploads: 'Additional attachments need a document name per file
 * before Done. Empty files are skipped and duplicate names dropped.'): what is taken when files are chosen, the
 * name each starts with, whether a name will do, and what is uploaded at Done. Pure.
 */
import { documentOwnText, isDocumentName, maxUploadBytes } from '@ledgerline/shared/documents';
import { answeringLabels as l } from '../../../texts/answering';

export interface FileLike {
  name: string;
  size: number;
}

export interface ChosenAttachment<F extends FileLike = FileLike> {
  file: F;
  /** The document name typed, without the file's extension (it is added on upload). */
  name: string;
}

/** A file name's extension with its dot ('.pdf'), or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot) : '';
}

/** The name a chosen file starts with: its file name without the extension. */
export const defaultDocumentName = (fileName: string): string =>
  fileName.slice(0, fileName.length - extensionOf(fileName).length);

/** The document's name as filed: the name given, and the file's extension unless the name ends with it already. */
export function attachmentDocumentName(name: string, fileName: string): string {
  const typed = name.trim();
  const extension = extensionOf(fileName);
  return extension && typed.toLowerCase().endsWith(extension.toLowerCase()) ? typed : `${typed}${extension}`;
}

/** Why a name will not do: blank, or not a name a folder can hold; null when it will. */
export function attachmentNameProblem(name: string, fileName: string): string | null {
  if (!name.trim()) return l.documentNameRequired;
  return isDocumentName(attachmentDocumentName(name, fileName)) ? null : documentOwnText.invalidName;
}

/**
 * Files added to those chosen: an empty one is skipped, one over 150 MB refused, one whose file name is already on
 * the list dropped; each says so. The others join the list named after their file.
 */
export function addChosen<F extends FileLike>(
  chosen: readonly ChosenAttachment<F>[],
  added: readonly F[],
): { chosen: ChosenAttachment<F>[]; notes: string[] } {
  const out = [...chosen];
  const notes: string[] = [];
  const names = new Set(chosen.map((c) => c.file.name));
  for (const file of added) {
    if (file.size === 0) notes.push(l.emptySkipped(file.name));
    else if (file.size > maxUploadBytes) notes.push(l.fileTooLarge(file.name));
    else if (names.has(file.name)) notes.push(l.alreadyChosen(file.name));
    else {
      names.add(file.name);
      out.push({ file, name: defaultDocumentName(file.name) });
    }
  }
  return { chosen: out, notes };
}

/** Done is offered once there is a file and every file has a name that will do. */
export const attachmentsReady = (chosen: readonly ChosenAttachment[]): boolean =>
  chosen.length > 0 && chosen.every((c) => attachmentNameProblem(c.name, c.file.name) === null);

/**
 * What Done uploads: each file under its document name; a second file given a name already used (as a folder tells
 * its files apart: exactly) is dropped, and says so.
 */
export function attachmentUploads<F extends FileLike>(
  chosen: readonly ChosenAttachment<F>[],
): { uploads: { file: F; documentName: string }[]; notes: string[] } {
  const seen = new Set<string>();
  const uploads: { file: F; documentName: string }[] = [];
  const notes: string[] = [];
  for (const c of chosen) {
    const documentName = attachmentDocumentName(c.name, c.file.name);
    if (seen.has(documentName)) {
      if (!notes.includes(l.duplicateNameDropped(documentName))) notes.push(l.duplicateNameDropped(documentName));
      continue;
    }
    seen.add(documentName);
    uploads.push({ file: c.file, documentName });
  }
  return { uploads, notes };
}
