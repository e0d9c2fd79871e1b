/**
 * Extracted documents' reads: one by id, and the documents a split made (a sort-key prefix of the parent's id,
 * bounded by the split limit). Writes go with their files through tree.writeTree.
 */
import { maxSplitPieces } from '@ledgerline/shared/page-ranges';
import {
  ExtractedDocument,
  splitPiecePrefix,
  type ExtractedDocumentItem,
} from '../../platform/data/entities/extracted-document';

export type { ExtractedDocumentItem };

export async function getExtracted(
  firmId: string,
  companyId: string,
  extractedId: string,
): Promise<ExtractedDocumentItem | null> {
  return (await ExtractedDocument.get({ firmId, companyId, extractedId }).go({ consistent: true })).data ?? null;
}

/** The documents a split of `parentId` made, in page order. */
export async function splitPiecesOf(
  firmId: string,
  companyId: string,
  parentId: string,
): Promise<ExtractedDocumentItem[]> {
  const { data } = await ExtractedDocument.query
    .byId({ firmId, companyId })
    .begins({ extractedId: splitPiecePrefix(parentId) })
    .go({ consistent: true, count: maxSplitPieces, pages: 'all' });
  return data;
}
