/** Send Tax Return to Documents (FA §5.8, §9): every field is needed; the defaults come with the return. */
import { taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnDetail } from '../../api/tax-return-delivery';

export interface DocumentsForm {
  document_name: string;
  path: string;
  subject: string;
  message: string;
  save_subject: boolean;
  save_message: boolean;
  watermark_enabled: boolean;
}

export function documentsDefaults(d: TaxReturnDetail): DocumentsForm {
  return {
    document_name: d.document_name || `${d.tax_year} ${d.tax_return_name}`,
    path: d.send_to_documents_defaults.path,
    subject: d.send_to_documents_defaults.subject,
    message: d.send_to_documents_defaults.message,
    save_subject: false,
    save_message: false,
    watermark_enabled: true,
  };
}

export type DocumentsErrors = Partial<Record<'document_name' | 'path' | 'subject' | 'message', string>>;

/** The spec's message for each empty field. */
export function documentsErrors(f: DocumentsForm): DocumentsErrors {
  const e: DocumentsErrors = {};
  if (!f.document_name.trim()) e.document_name = spec.documentNameRequired;
  if (!f.path.trim()) e.path = spec.pathRequired;
  if (!f.subject.trim()) e.subject = spec.subjectRequired;
  if (!f.message.trim()) e.message = spec.messageRequired;
  return e;
}
