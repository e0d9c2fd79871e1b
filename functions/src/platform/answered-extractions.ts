/**
 * The recognition statuses the answered questionnaire shows (QD §3 Question extracted_documents, Questionnaire
 * has_split_documents_to_review): what became of each document the questionnaire's upload answers name, and whether
 * a split of one of them left a document for staff to review. The reads are bounded by those answers: one batch of
 * their files, one batch of the files' extracted documents, and one query per upload that was split (its pieces, a
 * sort-key prefix of its id). Documents the entity holds beyond the answers are never read.
 */
import { additionalAttachmentsId, splitAnswer } from '@ledgerline/shared/answering';
import { parseDocumentLocation } from '@ledgerline/shared/documents';
import type { ExtractedStatus } from '@ledgerline/shared/extracted-documents';
import { maxSplitPieces } from '@ledgerline/shared/page-ranges';
import type { QuestionExtraction } from '@ledgerline/shared/schemas/answering';
import type { ContentQuestion, ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import type { AnsweringParts } from './answered-view';
import { getItems } from './data/batch-get';
import { Document, type DocumentItem } from './data/entities/document';
import { ExtractedDocument, splitPiecePrefix, type ExtractedDocumentItem } from './data/entities/extracted-document';

export interface AnsweredExtractions {
  /** By document id: the extracted document of each live file an upload answer names. */
  byDocument: Map<string, QuestionExtraction>;
  hasSplitDocumentsToReview: boolean;
}

type FileFields = Pick<DocumentItem, 'documentId' | 'state' | 'extracted_document_id'>;
type ExtractedFields = Pick<ExtractedDocumentItem, 'extractedId' | 'documentId' | 'source' | 'status' | 'deleted_at'>;
type PieceFields = Pick<ExtractedDocumentItem, 'status' | 'deleted_at'>;

/** QD §4: these read 'Processed (needs Review)'. */
export const needsReview = (status: ExtractedStatus): boolean =>
  status === 'review_required' || status === 'identify_succeeded';

function uploadQuestionIds(questions: readonly ContentQuestion[]): string[] {
  return questions.flatMap((q) => [
    ...(q.question_type === 'upload' ? [q.id] : []),
    ...uploadQuestionIds(q.questions ?? []),
  ]);
}

/**
 * The documents of the entity that the questionnaire's upload answers name (its upload questions', follow-ups
 * included, and the additional attachments'), each once.
 */
export function uploadedDocumentIds(
  sections: readonly Pick<ContentSection, 'questionnaire_questions'>[],
  answers: AnsweringParts['answers'],
  companyId: string,
): string[] {
  const questionIds = [
    ...sections.flatMap((s) => uploadQuestionIds(s.questionnaire_questions ?? [])),
    additionalAttachmentsId,
  ];
  const ids = questionIds
    .flatMap((id) => splitAnswer(answers.get(id)?.answer))
    .map(parseDocumentLocation)
    .filter((d) => d?.companyId === companyId)
    .map((d) => d!.documentId);
  return [...new Set(ids)];
}

/** An upload whose split made pieces: the pieces are the ones a reviewer may have to look at. */
export const wasSplit = (x: ExtractedFields): boolean =>
  x.source === 'upload' && x.status === 'split_succeeded' && !x.deleted_at;

/**
 * What the answers' files, their extracted documents and the pieces of the split ones show: each live file's
 * extracted document (a deleted one shows nothing), and whether any split document (a piece of a split upload, or a
 * piece an answer names itself) needs review.
 */
export function answeredExtractions(
  files: readonly FileFields[],
  extracted: readonly ExtractedFields[],
  pieces: readonly PieceFields[],
): AnsweredExtractions {
  const live = new Map(extracted.filter((x) => !x.deleted_at).map((x) => [x.extractedId, x]));
  const byDocument = new Map<string, QuestionExtraction>();
  for (const f of files) {
    const x = f.state === 'active' && f.extracted_document_id ? live.get(f.extracted_document_id) : undefined;
    if (x && x.documentId === f.documentId)
      byDocument.set(f.documentId, { document_id: f.documentId, source: x.source, status: x.status });
  }
  const splitDocuments = [...pieces, ...[...live.values()].filter((x) => x.source === 'split')];
  return {
    byDocument,
    hasSplitDocumentsToReview: splitDocuments.some((x) => !x.deleted_at && needsReview(x.status)),
  };
}

const nothing = (): AnsweredExtractions => ({ byDocument: new Map(), hasSplitDocumentsToReview: false });

/**
 * Read strongly consistent, as the answering parts are: a change answers with the questionnaire as it now is, and
 * an upload's extracted document is written with its file just before its answer names it.
 */
export async function readAnsweredExtractions(
  firmId: string,
  companyId: string,
  documentIds: readonly string[],
): Promise<AnsweredExtractions> {
  if (documentIds.length === 0) return nothing();
  const files = await getItems(
    Document,
    documentIds.map((documentId) => ({ firmId, companyId, documentId })),
    { consistent: true },
  );
  const extractedIds = [
    ...new Set(
      files.flatMap((f) => (f.state === 'active' && f.extracted_document_id ? [f.extracted_document_id] : [])),
    ),
  ];
  if (extractedIds.length === 0) return nothing();
  const extracted = await getItems(
    ExtractedDocument,
    extractedIds.map((extractedId) => ({ firmId, companyId, extractedId })),
    { consistent: true },
  );
  const pieces = await Promise.all(extracted.filter(wasSplit).map((x) => piecesOf(firmId, companyId, x.extractedId)));
  return answeredExtractions(files, extracted, pieces.flat());
}

async function piecesOf(firmId: string, companyId: string, parentId: string): Promise<PieceFields[]> {
  const { data } = await ExtractedDocument.query
    .byId({ firmId, companyId })
    .begins({ extractedId: splitPiecePrefix(parentId) })
    .go({ count: maxSplitPieces * 2, pages: 'all', attributes: ['status', 'deleted_at'] });
  return data;
}
