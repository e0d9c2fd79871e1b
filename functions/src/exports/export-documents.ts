/**
 * The documents a questionnaire's export holds (QD §7 get_exported_documents_list, §9 document export order): its
 * active files, less those the dialog left out, plus files of the same entity it added, in the firm's export order
 * (by description, form names first, unknown or empty last).
 */
import { firmExportOrder, pdfMergeKind, sortForExport } from '@ledgerline/shared/exports';
import { env } from '../platform/env';
import { getObjectBytes } from '../platform/adapters/files';
import { NotFound } from '../platform/errors';
import type { ExportAnnotation, ExportDocument } from './model';
import * as store from './store';

export interface DocumentChoice {
  exclude: string[];
  include: string[];
}

export async function exportFiles(
  firm: store.FirmItem | null,
  q: store.QuestionnaireItem,
  choice: DocumentChoice = { exclude: [], include: [] },
): Promise<store.DocumentItem[]> {
  const own = await store.questionnaireFiles(q.firmId, q.questionnaireId);
  const excluded = new Set(choice.exclude);
  const ownIds = new Set(own.map((d) => d.documentId));
  const extraIds = choice.include.filter((id) => !ownIds.has(id));
  const extra = extraIds.length
    ? (await store.getFiles(q.firmId, q.companyId, extraIds)).filter((d) => d.state === 'active')
    : [];
  const files = [...own, ...extra].filter((d) => !excluded.has(d.documentId));
  return sortForExport(
    files.map((d) => ({ d, name: d.document_name, description: d.description || d.document_type || '' })),
    firmExportOrder(firm?.preferences),
  ).map((x) => x.d);
}

/** The portal's address of a file (the document browser, the file opened): what the PDF prints for a listed file. */
export function portalLink(companyHash: string | null | undefined, d: store.DocumentItem): string {
  if (!companyHash) return env.APP_URL;
  const query = new URLSearchParams({ path: d.path, file: d.document_name });
  return `${env.APP_URL}/admin/${encodeURIComponent(companyHash)}/documents?${query.toString()}`;
}

export function exportDocument(d: store.DocumentItem, companyHash: string | null | undefined): ExportDocument {
  return {
    id: d.documentId,
    name: d.document_name,
    description: d.description || d.document_type || '',
    kind: pdfMergeKind(d.content_type, d.size),
    content_type: d.content_type,
    size: d.size,
    link: portalLink(companyHash, d),
    read: async () => {
      const bytes = await getObjectBytes(d.storage_key);
      if (!bytes) throw new NotFound('document', `The file ${d.document_name} was not found`);
      return bytes;
    },
    ...(d.extracted_document_id
      ? { annotations: async () => (await store.fileAnnotations(d)) as ExportAnnotation[] }
      : {}),
  };
}
