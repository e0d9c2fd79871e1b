import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';
import { extractedSources, extractedStatuses } from '@ledgerline/shared/extracted-documents';

/**
 * What a split (or, later, a recognition) made of a file (QD §3 Extracted document). It sits in its entity's
 * documents partition, next to the files: the file names it by extracted_document_id, and it names its file by
 * documentId, so either is one point read from the other. A split's documents have ids '{parent id}-p0001-0002'
 * (its pages) in page order, so "the documents a split made" is one Query on a sort-key prefix, bounded by the split
 * limit, and a split run again finds the pieces it already made (the queue may deliver a job twice).
 */
export const ExtractedDocument = new LazyEntity(
  {
    model: { entity: 'extracted_document', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      extractedId: { type: 'string', required: true },
      /** The file of the document browser this describes. */
      documentId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      description: { type: 'string' },
      source: { type: extractedSources, required: true },
      status: { type: extractedStatuses, required: true },
      document_type: { type: 'string' },
      page_count: { type: 'number' },
      parent_document_id: { type: 'string' },
      /** The parent's pages: '1-2' or '3'. */
      parent_pages: { type: 'string' },
      differentiator: { type: 'string' },
      detailed_name: { type: 'string' },
      tags: { type: 'list', items: { type: 'string' } },
      marked_as_others: { type: 'boolean', required: true, default: false },
      categorized_by_ai: { type: 'boolean', required: true, default: false },
      /** The page ranges staff asked for ('1-2, 3'); none: one document per page. */
      requested_ranges: { type: 'string' },
      /** Why the last attempt failed, for the user. */
      failure_reason: { type: 'string' },
      /** Which attempt this is: a retry queues a job of its own. */
      attempt: { type: 'number', required: true, default: 1 },
      requested_by: { type: 'string' },
      /** QD §3 Annotation, as SavedAnnotation (shared/schemas/extracted-documents.ts) lists them. */
      annotations: { type: 'any' },
      /** Deleted from the review (restorable): its file is deleted with it. */
      deleted_at: { type: 'string' },
      /** The earlier extracted document of the entity with the same content, and its name then. */
      duplicate_of: { type: 'string' },
      duplicate_name: { type: 'string' },
      /** The questionnaire its file was uploaded to, and the upload question that asked for its form. */
      questionnaire_id: { type: 'string' },
      question_id: { type: 'string' },
      /** The classifier's certainty (0..1); absent once staff set the type. */
      confidence: { type: 'number' },
      /** What recognition found page by page ({page, document_type, differentiator}), for the review's suggestions. */
      page_forms: { type: 'any' },
      /** An asynchronous text reading in progress (Textract's job id), so a job delivered again collects it. */
      reading_job: { type: 'string' },
      /** Who asked for a split: the uploader (requires_splitting) or staff (auto_split_documents); none: recognise only. */
      split_request: { type: ['upload', 'staff'] as const },
      created_at: { type: 'string', required: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', required: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#DOCS#${companyId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['extractedId'], template: 'XDOC#${extractedId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type ExtractedDocumentItem = EntityItem<typeof ExtractedDocument>;

/**
 * The id of the split document holding pages `from`..`to` of its parent: sorts in page order under the parent's
 * prefix, and the same range keeps its id when a reviewed split is saved again (its annotations with it).
 */
export function splitPieceId(parentId: string, range: { from: number; to: number }): string {
  const pad = (n: number) => String(n).padStart(4, '0');
  return `${splitPiecePrefix(parentId)}${pad(range.from)}-${pad(range.to)}`;
}

export function splitPiecePrefix(parentId: string): string {
  return `${parentId}-p`;
}
