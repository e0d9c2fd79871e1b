/**
 * GET /extracted_documents (ours; QD §2 Bulk Upload Processor Review, §9 the processing poll): a questionnaire's
 * uploads and what recognition made of them, or one upload and its split. Reads one index page of the
 * questionnaire's files (since the poll's window when given), their extracted documents in one batch, and for each
 * split upload its pieces (deleted ones too, for Restore): what a request reads grows with the questionnaire's
 * uploads, not with the entity's documents.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { extractedDocumentText } from '@ledgerline/shared/extracted-documents';
import { companyOf } from '@ledgerline/shared/schemas/extracted-documents';
import { handle } from '../platform/handle';
import { NotFound, Unprocessable } from '../platform/errors';
import { openDocuments } from './document-access';
import { extractedView } from './extracted-views';
import * as store from './store';
import {
  getExtracted,
  getExtractedMany,
  questionnaireFilesSince,
  splitPiecesOf,
  type ExtractedDocumentItem,
} from './store/extracted';
import * as tree from './store/tree';

/** A questionnaire's uploads listed at most: a review screen's worth. */
const maxUploads = 300;

export const listExtractedDocuments = handle(documentRoutes.listExtractedDocuments, async ({ caller, input }) => {
  const company = await openDocuments(caller, companyOf(input));
  const { firmId } = caller;
  const { companyId } = company;
  let uploads: ExtractedDocumentItem[];
  if (input.extracted_document_id) {
    const x = await getExtracted(firmId, companyId, input.extracted_document_id);
    if (!x) throw new NotFound('document', extractedDocumentText.notFound);
    uploads = [x];
  } else if (input.questionnaire_id) {
    const q = await store.getQuestionnaire(firmId, input.questionnaire_id);
    if (!q || q.companyId !== companyId || q.deleted_at) throw new NotFound('questionnaire');
    const files = await questionnaireFilesSince(firmId, q.questionnaireId, input.since, maxUploads);
    const ids = files.flatMap((f) => (f.extracted_document_id ? [f.extracted_document_id] : []));
    uploads = await getExtractedMany(firmId, companyId, ids);
  } else {
    throw new Unprocessable(extractedDocumentText.listNeedsScope);
  }

  const all = new Map(uploads.map((x) => [x.extractedId, x]));
  for (const parent of uploads.filter((x) => x.source === 'upload' && x.status === 'split_succeeded')) {
    for (const piece of await splitPiecesOf(firmId, companyId, parent.extractedId)) all.set(piece.extractedId, piece);
  }
  const docs = [...all.values()].filter((x) => input.include_deleted || !x.deleted_at);
  const files = new Map(
    (
      await tree.getFiles(
        firmId,
        companyId,
        docs.map((x) => x.documentId),
      )
    ).map((f) => [f.documentId, f]),
  );
  const extracted_documents = docs
    .filter((x) => files.has(x.documentId))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.extractedId.localeCompare(b.extractedId))
    .map((x) => extractedView(x, files.get(x.documentId)!));
  return {
    extracted_documents,
    processing: extracted_documents.filter((x) => x.status === 'processing').length,
  };
});
