/**
 * Uploading a tax return (FA §7.7): the PDF through the shared three steps, then the return made (or the one it
 * replaces named). The return is then read in the background: the dialog asks about it every 1.5 s until it
 * leaves 'processing' (useTaxReturnDetail's poll).
 */
import { useState } from 'react';
import { taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import { taxReturnDelivery } from '../../api/tax-return-delivery';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { usePdfUpload } from '../ui/usePdfUpload';
import { failureText } from './failure';

export interface UploadInput {
  companyId: string;
  file: File;
  taxYear: number;
  documentName: string;
  path: string;
  sendDraft: boolean;
  /** Replacing: the return this one takes the place of. */
  previousId?: string;
}

interface Processing {
  id: string;
  companyId: string;
  message: string;
}

export type UploadState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'uploading'; progress: number }
  | ({ phase: 'processing' } & Processing);

export function useTaxReturnUpload(onUploaded: () => void) {
  const upload = usePdfUpload();
  const [processing, setProcessing] = useState<Processing | null>(null);
  // While the return is made the bar stays full: the bytes are up.
  const state: UploadState = processing
    ? { phase: 'processing', ...processing }
    : upload.state.phase === 'saving'
      ? { phase: 'uploading', progress: 1 }
      : upload.state;

  async function start(input: UploadInput) {
    // A file that is not a PDF or is password-protected is refused when the return is made (422), in the spec's words.
    const made = await upload.send(input.file, {
      link: () => taxReturnDelivery.uploadLink(input.companyId, input.file.name, input.file.size),
      create: (upload_id) =>
        taxReturnDelivery.upload({
          company_id: input.companyId,
          upload_id,
          tax_year: input.taxYear,
          document_name: input.documentName.trim() || undefined,
          path: input.path.trim() || undefined,
          send_draft: input.sendDraft,
          previous_tax_return_id: input.previousId,
        }),
      reason: failureText,
      uploadFailed: t.upload.uploadFailed,
      createFailed: spec.invalidFiles,
    });
    if (!made) return;
    setProcessing({
      id: made.tax_return.id,
      companyId: input.companyId,
      message: made.message || (input.previousId ? spec.replaced : spec.uploaded),
    });
    onUploaded();
  }

  /** Processing ended in an error: back to the form with the reason (the spec's invalid-files text by default). */
  const failed = (reason: string | null) => {
    setProcessing(null);
    upload.fail(reason || spec.invalidFiles);
  };

  return { state, start, failed };
}
