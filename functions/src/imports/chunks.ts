/**
 * A client list cut into the chunks the jobs work through, one file each, so a job reads its own rows and not the
 * whole list. What a row's check needs of the rest of the file (the first row that uses each of its emails) is
 * worked out once, over the whole list, and kept with the chunk.
 */
import type { ClientListType } from '@ledgerline/shared/imports';
import type { ListRecord } from './parse';
import { firstRowsOfEmails } from './rows';
import { rowsPerChunk } from './rules';

export interface ImportChunkFile {
  records: ListRecord[];
  /** For each email the chunk's records use, the first row of the file that uses it. */
  firstRowOfEmail: Record<string, number>;
}

export function chunksOf(
  listType: ClientListType,
  records: readonly ListRecord[],
  size = rowsPerChunk,
): ImportChunkFile[] {
  const first = firstRowsOfEmails(listType, records);
  const chunks: ImportChunkFile[] = [];
  for (let at = 0; at < records.length; at += size) {
    const part = records.slice(at, at + size);
    const mine = firstRowsOfEmails(listType, part);
    chunks.push({
      records: part,
      firstRowOfEmail: Object.fromEntries([...mine.keys()].map((email) => [email, first.get(email)!])),
    });
  }
  return chunks;
}
