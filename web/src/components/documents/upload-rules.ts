/**
 * QD §5 Uploads and §9 before any file is sent: 'max 999 files, max size 150 MB'; 'Empty files are skipped and
 * duplicate names dropped'. Checked here so that no upload link is asked for a file the API would refuse.
 */
import { maxUploadBytes } from '@ledgerline/shared/documents';
import { maxSelectedDocuments } from '@ledgerline/shared/document-browser';

export const maxUploadFiles = maxSelectedDocuments;

export type UploadVerdict = 'send' | 'empty' | 'too-large';

/** What happens to each picked file: sent, skipped as empty, or refused as over 150 MB. */
export function uploadVerdict(file: { size: number }): UploadVerdict {
  if (file.size === 0) return 'empty';
  return file.size > maxUploadBytes ? 'too-large' : 'send';
}

/** The files picked so far plus the new ones, without a second file of a name already picked. */
export function addPicked<T extends { name: string }>(picked: readonly T[], added: readonly T[]): T[] {
  const names = new Set(picked.map((f) => f.name));
  const out = [...picked];
  for (const f of added) {
    if (names.has(f.name)) continue;
    names.add(f.name);
    out.push(f);
  }
  return out;
}

/** Whether the files picked are more than one upload may take. */
export const tooManyFiles = (count: number) => count > maxUploadFiles;
