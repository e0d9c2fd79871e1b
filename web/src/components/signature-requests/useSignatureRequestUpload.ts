/**
 * The signature request's upload (FA §5.8): the PDF through the shared three steps, then the request made from it.
 * The server refuses a file that is not a PDF or is password-protected with the spec's words; they are shown in the
 * dialog so another file can be chosen.
 */
import { signatureRequests, type SignatureRequestDetail } from '../../api/signature-requests';
import { signatureRequestsText as t } from '../../texts/signatureRequests';
import { usePdfUpload } from '../ui/usePdfUpload';

export interface UploadRequest {
  companyId: string;
  file: File;
  taxYear: number;
  documentName: string;
}

export function useSignatureRequestUpload() {
  const { state, send } = usePdfUpload();

  async function start(r: UploadRequest): Promise<SignatureRequestDetail | null> {
    const made = await send(r.file, {
      link: () => signatureRequests.uploadLink(r.companyId, r.file.name, r.file.size),
      create: (upload_id) =>
        signatureRequests.upload({
          company_id: r.companyId,
          upload_id,
          tax_year: r.taxYear,
          document_name: r.documentName || undefined,
        }),
      reason: (res, fallback) => res?.error || fallback,
      uploadFailed: t.uploadDialog.uploadFailed,
      createFailed: t.uploadDialog.uploadFailed,
    });
    return made?.signature_request ?? null;
  }

  return { state, start };
}
