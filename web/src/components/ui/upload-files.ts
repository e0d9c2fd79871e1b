/**
 * Files picked for an upload, checked in the browser before any upload link is asked for (QD §5 Uploads, §9:
 * 'max 999 files, max size 150 MB'; 'Empty files are skipped and duplicate names dropped'). Shared by the public
 * pages that take files without sign-in (/drop-link, /document-drop-off).
 */
import { maxUploadBytes } from '@ledgerline/shared/documents';

export type FileProblem = { kind: 'tooMany' } | { kind: 'tooLarge'; file: string } | { kind: 'empty'; file: string };

/** What stops these files from being sent: more than `maxFiles` of them, or a file over 150 MB or empty. */
export function uploadFileProblems(files: readonly { name: string; size: number }[], maxFiles: number): FileProblem[] {
  const problems: FileProblem[] = [];
  if (files.length > maxFiles) problems.push({ kind: 'tooMany' });
  for (const f of files) {
    if (f.size > maxUploadBytes) problems.push({ kind: 'tooLarge', file: f.name });
    else if (f.size === 0) problems.push({ kind: 'empty', file: f.name });
  }
  return problems;
}

/** The files picked so far plus the new ones, without a second file of a name already there. */
export function addByName<T>(picked: readonly T[], added: readonly T[], nameOf: (f: T) => string): T[] {
  const names = new Set(picked.map(nameOf));
  const out = [...picked];
  for (const f of added) {
    const name = nameOf(f);
    if (names.has(name)) continue;
    names.add(name);
    out.push(f);
  }
  return out;
}
