/**
 * One file of a bulk upload (QD §7 Documents and uploads): a presigned link, the bytes PUT straight to storage, then
 * process_document files it in the questionnaire's document folder as a 'bulk_document' of the questionnaire, split
 * into its forms when the Multi-Form Upload Confirmation said so (PDFs only, QD §5). Page ranges given there split
 * the filed PDF by those ranges instead (auto_split_documents). Answers the server's words when it refused the file.
 */
import { documents } from '../../api/documents';
import { autoSplitDocument, processBulkDocument } from '../../api/extracted-documents';
import { putWithProgress } from '../../api/uploads';
import { extractedSpec as t } from './texts';

export interface BulkUploadTarget {
  companyId: string;
  questionnaireId: string;
  /** The questionnaire's document folder ({year} filled in by the API). */
  path: string;
  taxYear: number;
}

/** The Multi-Form Upload Confirmation's answer. */
import { isPdf, type SplitChoice } from '../ui/MultiFormConfirmDialog';

export { isPdf, type SplitChoice };

export type BulkUploadResult = { ok: true } | { ok: false; message: string };

export async function uploadBulkDocument(
  target: BulkUploadTarget,
  file: File,
  choice: SplitChoice | null,
): Promise<BulkUploadResult> {
  const link = await documents.uploadLink(target.companyId, file);
  if (!link?.ok) return { ok: false, message: link?.error ?? t.uploadFailed };
  const status = await putWithProgress(link.data, file, () => {});
  if (status < 200 || status >= 300) return { ok: false, message: t.uploadFailed };
  const split = isPdf(file) && choice?.requiresSplitting === true;
  const ranges = split ? choice?.pageRanges?.trim() || null : null;
  const processed = await processBulkDocument({
    company_id: target.companyId,
    id: link.data.id,
    document_name: file.name,
    path: target.path,
    questionnaire_id: target.questionnaireId,
    tax_year: target.taxYear,
    document_type: 'bulk_document',
    // Ranges given: the split below follows them, so the upload itself is not split by the portal's own reading.
    requires_splitting: split && !ranges,
  });
  if (!processed?.ok) return { ok: false, message: processed?.error ?? t.uploadFailed };
  if (!ranges) return { ok: true };
  const started = await autoSplitDocument(target.companyId, target.path, processed.data.document_name, ranges);
  return started?.ok ? { ok: true } : { ok: false, message: started?.error ?? t.splitFailed };
}
