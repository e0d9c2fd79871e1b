/**
 * Extracted documents' reads: one by id, and the documents a split made (a sort-key prefix of the parent's id,
 * bounded by the split limit), and a questionnaire's uploads (its files' index, by upload time). Writes go with their
 * files through tree.writeTree; content fingerprints are the duplicates' (extraction/duplicates.ts).
 */
import { maxSplitPieces } from '@ledgerline/shared/page-ranges';
import { getItems } from '../../platform/data/batch-get';
import { ContentFingerprint, type ContentFingerprintItem } from '../../platform/data/entities/content-fingerprint';
import { Document, type DocumentItem } from '../../platform/data/entities/document';
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
    .go({ consistent: true, count: maxSplitPieces * 2, pages: 'all' });
  return data;
}

/** A questionnaire's live files uploaded since `since` (all without), oldest first, at most `limit`. */
export async function questionnaireFilesSince(
  firmId: string,
  questionnaireId: string,
  since: string | undefined,
  limit: number,
): Promise<DocumentItem[]> {
  const q = Document.query.byQuestionnaire({ firmId, questionnaire_id: questionnaireId });
  const { data } = await (since ? q.gte({ created_at: since }) : q).go({ count: limit });
  return data;
}

export async function getExtractedMany(
  firmId: string,
  companyId: string,
  ids: readonly string[],
): Promise<ExtractedDocumentItem[]> {
  return getItems(
    ExtractedDocument,
    [...new Set(ids)].map((extractedId) => ({ firmId, companyId, extractedId })),
  );
}

/** A superseded piece of a reviewed split (its range changed): gone from the review; its file is deleted apart. */
export async function removeExtracted(x: Pick<ExtractedDocumentItem, 'firmId' | 'companyId' | 'extractedId'>) {
  await ExtractedDocument.delete({ firmId: x.firmId, companyId: x.companyId, extractedId: x.extractedId }).go();
}

/** A fingerprint moved to another form type when staff change a document's type. */
export async function refileFingerprint(
  x: Pick<ExtractedDocumentItem, 'firmId' | 'companyId' | 'extractedId'>,
  from: string,
  to: string,
): Promise<void> {
  const key = { firmId: x.firmId, companyId: x.companyId, extractedId: x.extractedId };
  const was = (await ContentFingerprint.get({ ...key, document_type: from }).go()).data;
  if (!was || from === to) return;
  await ContentFingerprint.put({ ...was, document_type: to }).go();
  await ContentFingerprint.delete({ ...key, document_type: from }).go();
}

/** An entity's fingerprints of one form type, oldest id first, at most `max` (the duplicates' candidates). */
export async function fingerprintsOfType(
  firmId: string,
  companyId: string,
  documentType: string,
  max: number,
): Promise<ContentFingerprintItem[]> {
  const { data } = await ContentFingerprint.query
    .byType({ firmId, companyId, document_type: documentType })
    .go({ count: max });
  return data;
}

export async function putFingerprint(f: ContentFingerprintItem): Promise<void> {
  await ContentFingerprint.put(f).go();
}
