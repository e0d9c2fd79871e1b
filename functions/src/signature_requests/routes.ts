import type { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import type { Handlers } from '../platform/handle';
import { getFormDefinitions } from './get-form-definitions';
import { getAllSignatureRequests } from './get-all-signature-requests';
import { getSignatureRequestsByCompanyId } from './get-signature-requests-by-company-id';
import { updateSignatureRequest } from './update-signature-request';
import { deleteSignatureRequest } from './delete-signature-request';
import { getSignatureRequestUploadLink } from './get-upload-link';
import { uploadSignatureRequest } from './upload-signature-request';
import { getSignatureRequest } from './get-signature-request';
import { signSignatureRequest } from './sign-signature-request';
import { markSignatureRequestSigned } from './mark-signed';
import { downloadSignatureRequest } from './download-signature-request';

/** Each signature_requests route's handler, by the operation its declaration names. */
export const signatureRequestHandlers: Handlers<typeof signatureRequestRoutes> = {
  getFormDefinitions,
  getAllSignatureRequests,
  getSignatureRequestsByCompanyId,
  updateSignatureRequest,
  deleteSignatureRequest,
  getSignatureRequestUploadLink,
  uploadSignatureRequest,
  getSignatureRequest,
  signSignatureRequest,
  markSignatureRequestSigned,
  downloadSignatureRequest,
};
