import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';
import { extractedSources, extractedStatuses } from '@ledgerline/shared/extracted-documents';

/**
 * What a split (or, later, a recognition) made of a file (QD §3 Extracted document). It sits in its entity's
 * documents partition, next to the files: the file names it by extracted_document_id, and it names its file by
 * documentId, so either is one point read from the other. A split's documents have ids '{parent id}-p001',
 * '-p002'… in page order, so "the documents a split made" is one Query on a sort-key prefix, bounded by the split
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

/** The id of a split's n-th document (from 1): sorts in page order under its parent's prefix. */
export function splitPieceId(parentId: string, n: number): string {
  return `${splitPiecePrefix(parentId)}${String(n).padStart(3, '0')}`;
}

export function splitPiecePrefix(parentId: string): string {
  return `${parentId}-p`;
}
