/**
 * The `importClientList` job: one chunk of a client list per job. It reads its chunk of the rows the importer kept
 * (a JSON file per chunk, written when the list was taken), skips the rows that already have an outcome, checks the
 * others and creates each accepted row's clients and entity with its outcome in one transaction, brings the
 * directory in line, then moves the import's counts once for the chunk and queues the next one; the last chunk
 * finishes the import and tells the uploader. A job that runs again (SQS redelivery, a crash half-way) makes nothing
 * twice.
 */
import { Email } from '@ledgerline/shared/schemas/common';
import { importText } from '@ledgerline/shared/imports';
import { notificationType } from '@ledgerline/shared/notifications';
import { individualDisallowedPreference } from '@ledgerline/shared/users';
import type { ParsedPayloadOf } from '../platform/jobs';
import { enqueue } from '../platform/adapters/queue';
import { getObjectText } from '../platform/adapters/files';
import { reindexDirectoryItems, type DirectoryItemRef } from '../platform/directory';
import { notifyUsers } from '../platform/notifications/notify';
import { log } from '../platform/log';
import { mapLimited } from '../platform/map-limited';
import type { ImportItem, ImportRowItem } from '../platform/data/entities/import';
import type { ListRecord } from './parse';
import type { ImportChunkFile } from './chunks';
import { importJobs } from './jobs';
import { importChunkKey } from './rules';
import { assigneeEmailsOf, checkRow, emailsOf, type RowContext } from './rows';
import * as store from './store';

/** Rows checked and written side by side within a chunk. */
const rowConcurrency = 4;
/** Tries of a row whose transaction met another one on the same items (TransactionConflict). */
const rowAttempts = 4;

export type ImportChunkPayload = ParsedPayloadOf<typeof importJobs.importClientList>;

export async function runImportChunk(payload: ImportChunkPayload, now: () => Date = () => new Date()) {
  const { firmId, importId, chunk } = payload;
  const imp = await store.getImport(firmId, importId);
  if (imp?.kind !== 'client_list' || !imp.list_type) return { skipped: 'not a client list' };
  if (imp.status === 'completed' || imp.status === 'failed') return { skipped: imp.status };
  if (chunk >= (imp.chunks_total ?? 0)) return { skipped: 'no such chunk' };
  const part = await readChunk(imp, chunk);
  if (!part) {
    await fail(imp, 'The uploaded list could not be read', now());
    return { skipped: 'unreadable' };
  }
  await store.markProcessing(firmId, importId);
  const records = part.records;
  const counted = records.length ? await importChunk(imp, part, chunk) : false;
  // A chunk that finds itself counted ran twice (a redelivery): nothing was made twice, but the time was spent.
  log(counted ? 'info' : 'warn', 'import chunk done', { firmId, importId, chunk, counted, rows: records.length });
  if (chunk + 1 < (imp.chunks_total ?? 0)) {
    await enqueue(
      importJobs.importClientList,
      { firmId, importId, chunk: chunk + 1 },
      { dedupeId: `import-${importId}-${chunk + 1}` },
    );
    return { chunk, counted, more: true };
  }
  await finish(imp, now());
  return { chunk, counted, more: false };
}

async function readChunk(imp: ImportItem, chunk: number): Promise<ImportChunkFile | null> {
  const text = await getObjectText(importChunkKey(imp.file_key, chunk));
  if (text === null) return null;
  try {
    return JSON.parse(text) as ImportChunkFile;
  } catch {
    return null;
  }
}

/** Works through one chunk's records; answers whether this run moved the import's counts. */
async function importChunk(imp: ImportItem, part: ImportChunkFile, chunk: number) {
  const { firmId, importId } = imp;
  const records = part.records;
  const firstRow = records[0]!.row;
  const lastRow = records[records.length - 1]!.row;
  const done = await store.rowsBetween(firmId, importId, firstRow, lastRow);
  const todo = records.filter((r) => !done.has(r.row));
  if (todo.length) {
    const ctx = await rowContext(imp, part, todo);
    await mapLimited(todo, rowConcurrency, (record) => importRow(imp, record, ctx));
  }
  const outcomes = [...(await store.rowsBetween(firmId, importId, firstRow, lastRow)).values()];
  const accepted = outcomes.filter((r) => r.status === 'accepted');
  // The Users and Entities pages list them before the import says it is done: every accepted row of the chunk, not
  // only this run's (a run that stopped after its writes left them unlisted), in a few transactions for the whole
  // chunk. Items already in line (a redelivery) write nothing; a counter moves only with the states that record
  // its rows, so nothing is counted twice.
  await reindexDirectoryItems(firmId, accepted.flatMap(directoryItemsOf));
  return store.recordChunk(firmId, importId, chunk, {
    accepted: accepted.length,
    rejected: outcomes.length - accepted.length,
    entityTypes: typeCounts(accepted),
  });
}

/** What an accepted row lists: the client, their entity (whose primary owner they are) and the spouse. */
function directoryItemsOf(r: ImportRowItem): DirectoryItemRef[] {
  return [
    ...(r.user_id ? [{ kind: 'user' as const, id: r.user_id }] : []),
    ...(r.company_id ? [{ kind: 'entity' as const, id: r.company_id }] : []),
    ...(r.spouse_user_id ? [{ kind: 'user' as const, id: r.spouse_user_id }] : []),
  ];
}

function typeCounts(rows: ImportRowItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of rows) if (r.entity_type) counts.set(r.entity_type, (counts.get(r.entity_type) ?? 0) + 1);
  return counts;
}

/** What the rows of a chunk are checked against, read once: the assignee(s), groups, taken emails. */
async function rowContext(imp: ImportItem, part: ImportChunkFile, todo: ListRecord[]): Promise<RowContext> {
  const { firmId } = imp;
  const listType = imp.list_type!;
  const valid = (emails: string[]) => emails.filter((e) => Email.safeParse(e).success);
  const various = imp.assignee === '0';
  const [fixed, staffByEmail, groupsByName, takenEmails, preferences] = await Promise.all([
    various ? Promise.resolve(null) : store.assignableById(firmId, [imp.assignee]),
    various ? store.assignableByEmail(firmId, valid(assigneeEmailsOf(todo))) : Promise.resolve(new Map()),
    store.groupsByName(firmId),
    store.takenEmails(valid(emailsOf(listType, todo))),
    store.firmPreferences(firmId),
  ]);
  return {
    importId: imp.importId,
    listType,
    assignee: various ? 'various' : (fixed?.get(imp.assignee) ?? null),
    staffByEmail,
    groupsByName,
    takenEmails,
    firstRowOfEmail: new Map(Object.entries(part.firstRowOfEmail)),
    individualDisallowed: preferences[individualDisallowedPreference] === true,
    preferences,
  };
}

async function importRow(imp: ImportItem, record: ListRecord, ctx: RowContext): Promise<void> {
  const { firmId, importId } = imp;
  const verdict = checkRow(record, ctx);
  if (!verdict.ok) return store.recordRejectedRow(firmId, importId, verdict);
  for (let attempt = 1; ; attempt++) {
    try {
      const written = await store.createRowClients(firmId, importId, verdict.plan);
      // Taken since the chunk read the claims (another import, a create meanwhile).
      if (written.outcome === 'email-taken')
        await store.recordRejectedRow(firmId, importId, {
          row: record.row,
          reasons: [importText.emailExists],
          name: `${verdict.plan.client.fname} ${verdict.plan.client.lname}`,
          email: verdict.plan.client.hasTempEmail ? null : verdict.plan.client.email,
        });
      return;
    } catch (e) {
      if (attempt >= rowAttempts) throw e;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 30));
    }
  }
}

async function finish(imp: ImportItem, at: Date) {
  if (!(await store.finishImport(imp.firmId, imp.importId, 'completed', at))) return;
  const counts = (await store.getImport(imp.firmId, imp.importId)) ?? imp;
  await tellUploader(imp, importText.finished(imp.document_name, counts.rows_accepted ?? 0, counts.rows_rejected ?? 0));
}

async function fail(imp: ImportItem, why: string, at: Date) {
  if (!(await store.finishImport(imp.firmId, imp.importId, 'failed', at, why))) return;
  await tellUploader(imp, importText.failed(imp.document_name, why));
}

/** The uploader hears once (only the run that finished the import gets here); a failed notice is only logged. */
async function tellUploader(imp: ImportItem, text: string) {
  await notifyUsers(imp.firmId, [imp.uploaded_by], {
    text,
    link: importLink(imp.importId),
    type: notificationType.information,
  }).catch((e: Error) =>
    log('error', 'import notification failed', { firmId: imp.firmId, importId: imp.importId, error: e.message }),
  );
}

/** Where the report opens: the Users page, which holds the Import dialog and its report. */
export const importLink = (importId: string) => `/clients?import=${encodeURIComponent(importId)}`;
