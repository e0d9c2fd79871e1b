import { Spinner } from '@fluentui/react-components';
import { signatureRequestText as spec } from '@ledgerline/shared/signature-requests';
import { signatureRequestsText as t } from '../../texts/signatureRequests';
import { toastSuccess } from '../../toast';
import { PdfUploadDialog } from '../ui/PdfUploadDialog';
import { usePdfUploadForm } from '../ui/usePdfUploadForm';
import * as rules from './upload-rules';
import { useSignatureRequestUpload } from './useSignatureRequestUpload';

/**
 * FA §2.7, §5.8 Upload Signature Request: exactly one entity, one PDF of at most 150 MB, a tax year and the
 * document's name. The request is made at once and read in the background: the dialog closes with a toast and the
 * table shows it processing until it is sent.
 */
export function UploadSignatureRequestDialog({ onUploaded, onClose }: { onUploaded: () => void; onClose: () => void }) {
  const form = usePdfUploadForm(rules, {});
  const { state, start } = useSignatureRequestUpload();

  async function submit() {
    const chosen = form.check();
    if (!chosen) return;
    const { entity, file } = chosen;
    const made = await start({
      companyId: entity.id,
      file,
      taxYear: form.taxYear,
      documentName: form.documentName.trim(),
    });
    if (!made) return;
    toastSuccess(t.uploadDialog.uploaded);
    onUploaded();
    onClose();
  }

  return (
    <PdfUploadDialog
      title={spec.uploadTitle}
      submitLabel={t.uploadDialog.submit}
      form={form}
      state={state}
      text={t.uploadDialog}
      onSubmit={submit}
      onClose={onClose}
      status={state.phase === 'saving' && <Spinner size="small" label={t.uploadDialog.uploading} />}
    />
  );
}
