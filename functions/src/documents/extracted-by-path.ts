/**
 * GET /integrations/get_extracted_document_by_path (QD §7): the extracted document of a file found by folder and
 * name. parent_document_id tells whether the file came from a split; split_documents lists what a split of it made,
 * with where each file is now (a client is not sent one moved into a staff-only folder).
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { isStaffOnly } from '@ledgerline/shared/document-folders';
import { handle } from '../platform/handle';
import { openDocuments } from './document-access';
import { extractedView } from './extracted-views';
import { findFile } from './find-item';
import { getExtracted, splitPiecesOf } from './store/extracted';
import * as tree from './store/tree';

export const getExtractedDocumentByPath = handle(
  documentRoutes.getExtractedDocumentByPath,
  async ({ caller, input }) => {
    const company = await openDocuments(caller, input.company_id, input.path);
    const file = await findFile(caller.firmId, company.companyId, input, 'active');
    const extracted = file.extracted_document_id
      ? await getExtracted(caller.firmId, company.companyId, file.extracted_document_id)
      : null;
    if (!extracted) return { extracted_document: null, parent_document_id: null, split_documents: [] };

    const pieces = extracted.parent_document_id
      ? []
      : await splitPiecesOf(caller.firmId, company.companyId, extracted.extractedId);
    const files = new Map(
      (
        await tree.getFiles(
          caller.firmId,
          company.companyId,
          pieces.map((p) => p.documentId),
        )
      ).map((f) => [f.documentId, f]),
    );
    const split_documents = pieces.flatMap((piece) => {
      const pieceFile = files.get(piece.documentId);
      if (pieceFile?.state !== 'active' || (!caller.isAdvisor && isStaffOnly(pieceFile.path))) return [];
      return [extractedView(piece, pieceFile)];
    });
    return {
      extracted_document: extractedView(extracted, file),
      parent_document_id: extracted.parent_document_id ?? null,
      split_documents,
    };
  },
);
