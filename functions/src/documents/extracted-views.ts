/** What the screens are sent of an extracted document (QD §3 Extracted document), with where its file is. */
import { documentLocation } from '@ledgerline/shared/documents';
import { extractedStatusLabel } from '@ledgerline/shared/extracted-documents';
import type { ExtractedDocumentView, SavedAnnotation } from '@ledgerline/shared/schemas/extracted-documents';
import type { ExtractedDocumentItem } from './store/extracted';
import type { DocumentItem } from './store/tree';

export function extractedView(
  x: ExtractedDocumentItem,
  file: Pick<DocumentItem, 'companyId' | 'path' | 'documentId' | 'document_name'>,
): ExtractedDocumentView {
  return {
    id: x.extractedId,
    name: x.name,
    description: x.description ?? null,
    source: x.source,
    status: x.status,
    status_label: extractedStatusLabel(x.status),
    document_type: x.document_type ?? null,
    page_count: x.page_count ?? null,
    parent_document_id: x.parent_document_id ?? null,
    parent_pages: x.parent_pages ?? null,
    differentiator: x.differentiator ?? null,
    detailed_name: x.detailed_name ?? null,
    company_id: x.companyId,
    created_at: x.created_at,
    tags: x.tags ?? [],
    marked_as_others: x.marked_as_others,
    categorized_by_ai: x.categorized_by_ai,
    annotations: savedAnnotations(x),
    deleted_at: x.deleted_at ?? null,
    duplicate_of: x.duplicate_of ? { id: x.duplicate_of, name: x.duplicate_name ?? '' } : null,
    questionnaire_id: x.questionnaire_id ?? null,
    question_id: x.question_id ?? null,
    confidence: x.confidence ?? null,
    path: file.path,
    document_name: file.document_name,
    link: documentLocation({
      companyId: file.companyId,
      path: file.path,
      documentId: file.documentId,
      name: file.document_name,
    }),
    failure_reason: x.failure_reason ?? null,
  };
}

/** The stored annotations (written only by save_annotations, which validates them). */
export function savedAnnotations(x: Pick<ExtractedDocumentItem, 'annotations'>): SavedAnnotation[] {
  return Array.isArray(x.annotations) ? (x.annotations as SavedAnnotation[]) : [];
}
