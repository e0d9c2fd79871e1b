/**
 * Taking an import (FA §4.7, §5.7): a client list is recorded with the rows the importer read and its first chunk
 * is queued; the other kinds are recorded for the staff and the assignee is told. Shared by the uploaded file and the
 * spreadsheet importer's result.
 */
import type { Caller } from '@ledgerline/shared/access';
import { fullName } from '@ledgerline/shared/person-name';
import { importKindLabels, importText, type ClientListType, type ImportKind } from '@ledgerline/shared/imports';
import { notificationType } from '@ledgerline/shared/notifications';
import { deleteObject, putObject } from '../platform/adapters/files';
import { enqueue } from '../platform/adapters/queue';
import { Invalid } from '../platform/errors';
import { log } from '../platform/log';
import { notifyUsers } from '../platform/notifications/notify';
import { getUser } from '../platform/read-user';
import type { ImportItem } from '../platform/data/entities/import';
import type { ClientList } from './parse';
import { importJobs } from './jobs';
import { chunksOf } from './chunks';
import { importChunkKey, storedAssignee } from './rules';
import { importLink } from './run-import';
import * as store from './store';

/** The upload's assignee: 0 ('Various'), or an active firm user of the caller's firm. */
export async function checkAssignee(caller: Caller, assignee: string | 0): Promise<void> {
  if (assignee === 0) return;
  const found = await store.assignableById(caller.firmId, [assignee]);
  if (!found.has(assignee))
    throw new Invalid(importText.assigneeNotFound, { assignedFirmUserId: importText.assigneeNotFound });
}

export interface TakenImport {
  importId: string;
  kind: ImportKind;
  listType: ClientListType | null;
  documentName: string;
  assignee: string | 0;
  comment: string | null;
  taxSoftware?: string | null;
  year?: number | null;
  fileKey: string;
  fileFormat: ImportItem['file_format'];
}

function importItem(caller: Caller, t: TakenImport, status: ImportItem['status'], rowsTotal: number) {
  return {
    firmId: caller.firmId,
    importId: t.importId,
    kind: t.kind,
    ...(t.listType ? { list_type: t.listType } : {}),
    document_name: t.documentName,
    ...(t.comment ? { comment: t.comment } : {}),
    ...(t.taxSoftware ? { tax_software: t.taxSoftware } : {}),
    ...(t.year ? { year: t.year } : {}),
    assignee: storedAssignee(t.assignee),
    status,
    file_key: t.fileKey,
    file_format: t.fileFormat,
    rows_total: rowsTotal,
    uploaded_by: caller.userId,
  };
}

/** Chunk files written side by side. */
const parallelPuts = 8;

/** Records a client list (its rows kept beside its file, a file per chunk) and queues its first chunk. */
export async function startClientList(caller: Caller, t: TakenImport, list: ClientList): Promise<ImportItem> {
  if (!t.listType) throw new Error('A client list has a list type');
  const chunks = chunksOf(t.listType, list.records);
  const keys = chunks.map((_, k) => importChunkKey(t.fileKey, k));
  for (let at = 0; at < chunks.length; at += parallelPuts)
    await Promise.all(
      chunks
        .slice(at, at + parallelPuts)
        .map((c, i) => putObject(keys[at + i]!, JSON.stringify(c), 'application/json')),
    );
  let item: ImportItem;
  try {
    item = await store.createImport({
      ...importItem(caller, t, 'queued', list.records.length),
      chunks_total: chunks.length,
    });
  } catch (e) {
    await Promise.allSettled([...keys, t.fileKey].map((key) => deleteObject(key)));
    throw e;
  }
  await enqueue(
    importJobs.importClientList,
    { firmId: caller.firmId, importId: t.importId, chunk: 0 },
    { dedupeId: `import-${t.importId}-0` },
  );
  return item;
}

/**
 * Records a file the staff handle themselves (staff list, rollover items, other documents) and tells the assignee
 * when it is someone other than the uploader ('Various' names nobody: the import list shows it to the firm).
 */
export async function receiveFile(caller: Caller, t: TakenImport): Promise<ImportItem> {
  let item: ImportItem;
  try {
    item = await store.createImport(importItem(caller, t, 'received', 0));
  } catch (e) {
    await deleteObject(t.fileKey).catch(() => {});
    throw e;
  }
  if (t.assignee !== 0 && t.assignee !== caller.userId) {
    const uploader = await getUser(caller.firmId, caller.userId);
    const who = fullName(uploader) || 'A firm user';
    await notifyUsers(caller.firmId, [t.assignee], {
      text: importText.received(who, importKindLabels[t.kind].toLowerCase(), t.documentName),
      link: importLink(t.importId),
      type: notificationType.information,
    }).catch((e: Error) =>
      log('error', 'import notification failed', { firmId: caller.firmId, importId: t.importId, error: e.message }),
    );
  }
  return item;
}

/** FA §4.7's success message for what was taken. */
export function takenMessage(kind: ImportKind): string {
  if (kind === 'client_list') return importText.clientListQueued;
  if (kind === 'zipped_rollover_items') return importText.zippedRolloverReceived;
  return importText.fileReceived;
}
