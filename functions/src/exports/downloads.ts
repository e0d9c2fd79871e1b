/**
 * An export's progress and file (QD §2 Export in progress; §7 download_attached_document, the export notification's
 * download) and the documents an export would hold (§7 get_exported_documents_list). An export is its maker's: anyone
 * else, in the firm or not, gets the same 404 as for an id that does not exist.
 */
import { exportText, pdfMergeKind } from '@ledgerline/shared/exports';
import { exportRoutes } from '@ledgerline/shared/routes/exports';
import type { Caller } from '@ledgerline/shared/access';
import { presignDownload } from '../platform/adapters/files';
import { Conflict, NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { exportKey } from './build';
import { exportFiles } from './export-documents';
import { openQuestionnaire } from './open';
import * as store from './store';

async function ownExport(caller: Caller, exportId: string) {
  const e = await store.getExport(caller.firmId, exportId);
  if (!e || e.created_by !== caller.userId) throw new NotFound('export', exportText.exportNotFound);
  return e;
}

export const getExport = handle(exportRoutes.getExport, async ({ caller, input }) => {
  const e = await ownExport(caller, input.id);
  return {
    id: e.exportId,
    status: e.status,
    file_name: e.file_name,
    done: e.done ?? 0,
    total: e.total,
    error: e.error ?? null,
    created_at: e.created_at ?? '',
    finished_at: e.finished_at ?? null,
    link: e.status === 'ready' ? await presignDownload(exportKey(e), e.file_name) : null,
  };
});

export const downloadAttachedDocument = handle(exportRoutes.downloadAttachedDocument, async ({ caller, input }) => {
  const e = await ownExport(caller, input.id);
  if (e.status === 'failed')
    throw new Conflict(e.error ? `${exportText.exportFailed}: ${e.error}` : exportText.exportFailed);
  if (e.status !== 'ready') throw new Conflict(exportText.notReady);
  return { link: await presignDownload(exportKey(e), e.file_name), file_name: e.file_name };
});

export const getExportedDocumentsList = handle(exportRoutes.getExportedDocumentsList, async ({ caller, input }) => {
  const { q } = await openQuestionnaire(caller, input.id);
  const files = await exportFiles(await store.getFirm(caller.firmId), q);
  return {
    documents: files.map((d) => ({
      id: d.documentId,
      name: d.document_name,
      path: d.path,
      description: d.description ?? '',
      document_type: d.document_type ?? null,
      content_type: d.content_type,
      size: d.size,
      created_at: d.created_at,
      merge: pdfMergeKind(d.content_type, d.size),
    })),
    total_size: files.reduce((n, d) => n + d.size, 0),
  };
});
