/**
 * Deleting, restoring and retrying an extracted document from the review (QD §7 delete_extracted_document; restore
 * and retry recognition). A document and its file go and come back together, in one transaction with the folder's
 * count; a failed recognition or split is queued again as a new attempt.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { canRetryExtraction, extractedDocumentText } from '@ledgerline/shared/extracted-documents';
import { folderChain } from '@ledgerline/shared/document-folders';
import { handle } from '../platform/handle';
import { Conflict } from '../platform/errors';
import { mustHaveProcessor, openExtracted } from './extracted-access';
import { extractedView } from './extracted-views';
import { startRecognition } from './start-recognition';
import { mustBeFree } from './file-change';
import type { ExtractedDocumentItem } from './store/extracted';
import * as tree from './store/tree';

export const deleteExtractedDocument = handle(documentRoutes.deleteExtractedDocument, async ({ caller, input }) => {
  const { x, file } = await openExtracted(caller, input);
  if (x.deleted_at) throw new Conflict(extractedDocumentText.deleted);
  if (x.status === 'processing') throw new Conflict(extractedDocumentText.stillProcessing);
  const now = new Date().toISOString();
  const next = { ...x, deleted_at: now, updated_at: now };
  const fileNext =
    file.state === 'active'
      ? tree.dropUndefined({
          ...file,
          state: 'deleted' as const,
          deleted_at: now,
          deleted_with: undefined,
          updated_at: now,
        })
      : null;
  await tree.writeTree(caller.firmId, {
    extracted: [{ next, was: x }],
    ...(fileNext
      ? {
          files: [{ next: fileNext, was: file }],
          counts: [{ companyId: file.companyId, path: file.path, delta: -1, file: true }],
        }
      : {}),
  });
  return { extracted_document: extractedView(next, fileNext ?? file) };
});

export const restoreExtractedDocument = handle(documentRoutes.restoreExtractedDocument, async ({ caller, input }) => {
  const { x, file } = await openExtracted(caller, input);
  if (!x.deleted_at) throw new Conflict(extractedDocumentText.notDeleted);
  const restored = await restoreWithFile(x, file, caller.userId, {});
  return { extracted_document: extractedView(restored.x, restored.file) };
});

/** A deleted extracted document back, with its file in its folder (made again when it was deleted), and `fields`. */
export async function restoreWithFile(
  x: ExtractedDocumentItem,
  file: tree.DocumentItem,
  by: string,
  fields: Partial<ExtractedDocumentItem>,
): Promise<{ x: ExtractedDocumentItem; file: tree.DocumentItem }> {
  const now = new Date().toISOString();
  const next = tree.dropUndefined({ ...x, ...fields, deleted_at: undefined, updated_at: now });
  let fileNext: tree.DocumentItem | null = null;
  if (file.state === 'deleted') {
    await tree.ensureFolderChain(x.firmId, file.companyId, folderChain(file.path), by);
    await mustBeFree(x.firmId, file.companyId, file.path, file.document_name);
    fileNext = tree.dropUndefined({
      ...file,
      state: 'active' as const,
      deleted_at: undefined,
      deleted_with: undefined,
      updated_at: now,
    });
  }
  await tree.writeTree(x.firmId, {
    extracted: [{ next, was: x }],
    ...(fileNext
      ? {
          files: [{ next: fileNext, was: file }],
          counts: [{ companyId: file.companyId, path: file.path, delta: 1, file: true }],
        }
      : {}),
  });
  return { x: next, file: fileNext ?? file };
}

export const retryRecognition = handle(documentRoutes.retryRecognition, async ({ caller, input }) => {
  const { x, file } = await openExtracted(caller, input);
  await mustHaveProcessor(caller.firmId);
  if (x.deleted_at) throw new Conflict(extractedDocumentText.deleted);
  if (x.status === 'processing') throw new Conflict(extractedDocumentText.stillProcessing);
  if (!canRetryExtraction(x.status)) throw new Conflict(extractedDocumentText.notFailed);
  if (file.state !== 'active') throw new Conflict(extractedDocumentText.deleted);
  // Ranges staff gave that failed would fail again: a retry lets the portal find the forms itself.
  const started = await startRecognition({ file, was: x, by: caller.userId });
  return { extracted_document: extractedView(started.extracted, started.file) };
});
