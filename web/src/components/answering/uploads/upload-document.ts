/**
 * One file into a questionnaire (QD §7 Documents and uploads): a presigned link for it, the bytes PUT straight to
 * storage, then process_document files it in the questionnaire's document path, tied to the questionnaire (and,
 * for the checklist, as a bulk document; with the document option the client chose). Answers the document's
 * location, or the server's words when it refused it (the duplicate message, QD §5), else the spec's.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { api } from '../../../api/client';
import { documents } from '../../../api/documents';
import { putWithProgress } from '../../../api/uploads';
import { answeringSpec as t } from '../../../texts/answering';

export type UploadResult = { ok: true; location: string } | { ok: false; message: string };

export interface UploadTarget {
  companyId: string;
  questionnaireId: string;
  /** The questionnaire's upload path ({year} filled in by the API). */
  path: string;
  taxYear: number;
  /** 'bulk_document' for the document checklist. */
  documentType?: string;
  /** The document option chosen (QD §5: an upload with options needs one). */
  selectedOption?: string | null;
  /** The name to file it under (additional attachments are named by the client, QD §5); the file's own otherwise. */
  documentName?: string;
  /** QD §2 Multi-Form Upload Confirmation: a PDF of several forms, split into one document per form. */
  requiresSplitting?: boolean;
}

export async function uploadDocument(
  target: UploadTarget,
  file: File,
  onProgress: (fraction: number) => void = () => {},
): Promise<UploadResult> {
  const link = await documents.uploadLink(target.companyId, file);
  if (!link?.ok) return { ok: false, message: link?.error ?? t.uploadFailed };
  const status = await putWithProgress(link.data, file, onProgress);
  if (status < 200 || status >= 300) return { ok: false, message: t.uploadFailed };
  const processed = await api.call(
    documentRoutes.processDocument,
    {
      company_id: target.companyId,
      id: link.data.id,
      document_name: target.documentName ?? file.name,
      path: target.path,
      questionnaire_id: target.questionnaireId,
      tax_year: target.taxYear,
      ...(target.documentType ? { document_type: target.documentType } : {}),
      ...(target.selectedOption ? { selected_options: [target.selectedOption] } : {}),
      ...(target.requiresSplitting ? { requires_splitting: true } : {}),
    },
    { quiet: true },
  );
  if (!processed?.ok) return { ok: false, message: processed?.error ?? t.uploadFailed };
  return { ok: true, location: processed.data.document_location };
}
