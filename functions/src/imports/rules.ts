/**
 * Imports' rules as plain functions: ids, where files are kept, what kind of spreadsheet a file is. No I/O.
 */
import { randomBytes } from 'node:crypto';
import { maxClientListBytes, maxImportFileBytes, variousAssignee, type ImportKind } from '@ledgerline/shared/imports';
import { temporaryEmailDomain } from '@ledgerline/shared/users';

/** Milliseconds in base 36, fixed width: an import id sorts by time, so the firm's imports list newest first. */
export function newImportId(at: Date): string {
  return `${at.getTime().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`;
}

const importIdPattern = /^[0-9a-z]{9}[0-9a-f]{12}$/;

/** Where a presigned link writes: the caller's own folder of the firm's import area, apart from kept files. */
export function importUploadKey(firmId: string, userId: string, importId: string): string {
  return `imports/${firmId}/uploads/${userId}/${importId}`;
}

/**
 * The import id a key names, when it is an upload key the caller was given (their firm, their user); null for any
 * other key, so nobody can import a file someone else uploaded or reach outside the import area.
 */
export function importIdOfUploadKey(key: string, firmId: string, userId: string): string | null {
  const prefix = `imports/${firmId}/uploads/${userId}/`;
  if (!key.startsWith(prefix)) return null;
  const id = key.slice(prefix.length);
  return importIdPattern.test(id) ? id : null;
}

/**
 * Where an import's file is kept once taken: out of reach of the link that uploaded it. Each take has its own key,
 * so a second take of one upload (refused when its import is recorded) never overwrites what the first one kept.
 */
export function importFileKey(firmId: string, importId: string, takeId: string): string {
  return `imports/${firmId}/files/${importId}/${takeId}`;
}

/** One chunk of a client list's rows as the importer read them (JSON), beside its file: what one job reads. */
export function importChunkKey(fileKey: string, chunk: number): string {
  return `${fileKey}.chunks/${chunk}.json`;
}

/** The most an import file of this kind may hold. */
export function maxBytesFor(kind: ImportKind): number {
  return kind === 'client_list' ? maxClientListBytes : maxImportFileBytes;
}

export type SpreadsheetFormat = 'csv' | 'xlsx';

/**
 * What a client list is, from its first bytes: XLSX is a ZIP package; CSV is text (no NUL byte, which no text
 * holds and every binary format does early on). Anything else is not a client list.
 */
export function spreadsheetFormatOf(head: Uint8Array): SpreadsheetFormat | null {
  if (head.length === 0) return null;
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'xlsx';
  // Word/Excel 97-2003 (OLE2) and other binaries.
  if (head.subarray(0, 4096).includes(0)) return null;
  return 'csv';
}

/** Stored as a string: a user's id, or '0' for 'Various'. */
export function storedAssignee(assignee: string | 0): string {
  return assignee === variousAssignee ? '0' : assignee;
}
export function assigneeOf(stored: string): string | 0 {
  return stored === '0' ? variousAssignee : stored;
}

/**
 * FA §5.1 "When no email is given the server creates a temporary one": made from the import and row, so a row that
 * runs twice makes the same address (whose claim then refuses a second person), in the reserved domain that no mail
 * reaches.
 */
export function importTemporaryEmail(importId: string, row: number, who: 'client' | 'spouse'): string {
  return `import-${importId}-${row}-${who}@${temporaryEmailDomain}`;
}

/**
 * Rows one job works through before it queues the next chunk: a few seconds of work, inside a job's time and the
 * local queue's 10-second visibility timeout (a slower chunk is delivered again while it runs: harmless, but wasted).
 */
export const rowsPerChunk = 25;
