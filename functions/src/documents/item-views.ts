/**
 * What the browser is sent of a file or folder (QD §3 Document item). Clients are not sent staff columns
 * (description, tags: QD §2 'advisor only'); staff-only folders never reach them at all (filtered by the callers).
 */
import type { DocumentItemView } from '@ledgerline/shared/schemas/document-browser';
import { documentLocation } from '@ledgerline/shared/documents';
import { isStaffOnly } from '@ledgerline/shared/document-folders';
import type { DocumentFolderItem, DocumentItem } from './store/tree';

export function fileView(d: DocumentItem, staff: boolean, annotations?: readonly unknown[]): DocumentItemView {
  return {
    id: d.documentId,
    name: d.document_name,
    type: 'file',
    path: d.path,
    link: documentLocation({ companyId: d.companyId, path: d.path, documentId: d.documentId, name: d.document_name }),
    ...(staff && d.description ? { description: d.description } : {}),
    ...(staff ? { tags: d.tags ?? [] } : {}),
    created_at: d.created_at,
    updated_at: d.updated_at,
    ...(d.deleted_at ? { deleted_at: d.deleted_at } : {}),
    ...(d.questionnaire_id ? { questionnaire_id: d.questionnaire_id } : {}),
    ...(d.extracted_document_id ? { extracted_document_id: d.extracted_document_id } : {}),
    ...(staff && annotations?.length ? { annotations: [...annotations] } : {}),
    size: d.size,
    content_type: d.content_type,
  };
}

export function folderView(f: DocumentFolderItem): DocumentItemView {
  return {
    id: f.path,
    name: f.name,
    type: 'folder',
    path: f.parent,
    link: f.path,
    created_at: f.created_at,
    updated_at: f.updated_at,
    ...(f.deleted_at ? { deleted_at: f.deleted_at } : {}),
    items_count: Math.max(0, f.items_count ?? 0),
    folders_count: Math.max(0, (f.items_count ?? 0) - (f.files_count ?? 0)),
    staff_only: isStaffOnly(f.path),
  };
}
