/**
 * POST /integrations/auto_split_documents (QD §6 'split PDFs (needs bulk_upload_processor)', §7): staff split a PDF
 * of the browser into one document per page range, or one per page. The request checks what it can without reading
 * the file (who, the firm's switch, the ranges' syntax, a PDF, not split already), records the split as processing
 * and queues its recognition (recognise-upload.ts): staff's ranges, or the forms the portal finds. A failed
 * split is retried by asking again.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { extractedDocumentText } from '@ledgerline/shared/extracted-documents';
import { parsePageRanges } from '@ledgerline/shared/page-ranges';
import { handle } from '../platform/handle';
import { firmFlagOn } from '../platform/firm-flags';
import { Conflict, Forbidden, Unprocessable } from '../platform/errors';
import { openForChange } from './document-access';
import { extractedView } from './extracted-views';
import { findFile } from './find-item';
import { startRecognition } from './start-recognition';
import * as store from './store';
import { getExtracted } from './store/extracted';

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
  // A recognition nobody asked to split (the upload's own) gives way to staff's split: its job finds a newer attempt.
  if (was?.status === 'processing' && was.split_request) throw new Conflict(extractedDocumentText.alreadySplitting);
  // A failed split is tried again; a file recognised whole (one form, or several nobody split yet) may be split.
  if (was?.status === 'split_succeeded') throw new Conflict(extractedDocumentText.alreadySplit);

  const started = await startRecognition({
    file,
    was,
    split: 'staff',
    ranges: input.page_ranges ?? undefined,
    by: caller.userId,
  });
  return { extracted_document: extractedView(started.extracted, started.file) };
});
