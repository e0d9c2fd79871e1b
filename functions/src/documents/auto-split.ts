/**
 * POST /integrations/auto_split_documents (QD §6 'split PDFs (needs bulk_upload_processor)', §7): staff split a PDF
 * of the browser into one document per page range, or one per page. The request checks what it can without reading
 * the file (who, the firm's switch, the ranges' syntax, a PDF, not split already), records the split as processing
 * and queues it; split-document.ts does the work. A failed split is retried by asking again.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { canRetryExtraction, extractedDocumentText } from '@ledgerline/shared/extracted-documents';
import { parsePageRanges } from '@ledgerline/shared/page-ranges';
import { handle } from '../platform/handle';
import { firmFlagOn } from '../platform/firm-flags';
import { Conflict, Forbidden, Unprocessable } from '../platform/errors';
import { enqueue } from '../platform/adapters/queue';
import { newId } from '../platform/auth/secrets';
import { log } from '../platform/log';
import { openForChange } from './document-access';
import { extractedView } from './extracted-views';
import { findFile } from './find-item';
import { documentJobs } from './jobs';
import * as store from './store';
import { getExtracted, type ExtractedDocumentItem } from './store/extracted';
import * as tree from './store/tree';

export const autoSplitDocuments = handle(documentRoutes.autoSplitDocuments, async ({ caller, input }) => {
  const company = await openForChange(caller, input.company_id, 'upload', false, input.path);
  const firm = await store.getFirm(caller.firmId);
  if (!firmFlagOn(firm, 'bulk_upload_processor')) throw new Forbidden(extractedDocumentText.processorOff);
  const ranges = input.page_ranges?.trim() ? parsePageRanges(input.page_ranges) : null;
  if (ranges && !ranges.ok) throw new Unprocessable(ranges.problem);

  const file = await findFile(caller.firmId, company.companyId, input, 'active');
  if (file.content_type !== 'application/pdf') throw new Unprocessable(extractedDocumentText.onlyPdfs);
  const was = file.extracted_document_id
    ? await getExtracted(caller.firmId, company.companyId, file.extracted_document_id)
    : null;
  if (was?.parent_document_id) throw new Unprocessable(extractedDocumentText.pieceOfSplit);
  if (was?.status === 'processing') throw new Conflict(extractedDocumentText.alreadySplitting);
  if (was && !canRetryExtraction(was.status)) throw new Conflict(extractedDocumentText.alreadySplit);

  const now = new Date().toISOString();
  const next: ExtractedDocumentItem = tree.dropUndefined({
    ...(was ?? {
      firmId: caller.firmId,
      companyId: company.companyId,
      extractedId: newId(),
      documentId: file.documentId,
      name: file.document_name,
      source: 'upload' as const,
      marked_as_others: false,
      categorized_by_ai: false,
      created_at: now,
    }),
    status: 'processing' as const,
    requested_ranges: input.page_ranges?.trim() || undefined,
    failure_reason: undefined,
    attempt: (was?.attempt ?? 0) + 1,
    requested_by: caller.userId,
    updated_at: now,
  });
  const fileNext = was
    ? null
    : tree.dropUndefined({ ...file, extracted_document_id: next.extractedId, updated_at: now });
  await tree.writeTree(caller.firmId, {
    extracted: [{ next, was }],
    ...(fileNext ? { files: [{ next: fileNext, was: file }] } : {}),
  });

  const job = {
    firmId: caller.firmId,
    companyId: company.companyId,
    extractedId: next.extractedId,
    attempt: next.attempt,
  };
  try {
    await enqueue(documentJobs.splitDocument, job, { dedupeId: `${job.extractedId}-${job.attempt}` });
  } catch (e) {
    // Not queued: say so where the screen looks, so Retry is offered instead of 'processing' for ever.
    log('error', 'split not queued', { extractedId: job.extractedId, error: String(e) });
    const failed = { ...next, status: 'split_failed' as const, failure_reason: extractedDocumentText.splitFailed };
    await tree.writeTree(caller.firmId, {
      extracted: [{ next: { ...failed, updated_at: new Date().toISOString() }, was: next }],
    });
    throw e;
  }
  return { extracted_document: extractedView(next, fileNext ?? file) };
});
