import { declareRoutes } from '../route';
import * as s from '../schemas/signature-requests';
import { FormDefinitions } from '../schemas/tax-return-delivery';

const requests = { aws: ['table'] } as const;
/** Uploading queues the reading of the PDF; signing and completing tell people. */
const delivering = { aws: ['table', 'queue', 'mail', 'realtime'] } as const;

/** FA §7.7 (form definitions), §7.8 signature requests; upload, the review, signing and download are ours. */
export const signatureRequestRoutes = declareRoutes('signature_requests', {
  getFormDefinitions: {
    aws: [],
    method: 'GET',
    path: '/signature_requests/get_form_definitions',
    access: 'advisor',
    readsOnly: true,
    summary:
      'The e-sign forms a tax return’s classification can name (8879, 8878, state forms, ...) and who signs them',
    output: FormDefinitions,
  },
  getAllSignatureRequests: {
    ...requests,
    method: 'GET',
    path: '/signature_requests/get_all_signature_requests',
    access: 'advisor',
    readsOnly: true,
    summary:
      'The firm’s signature requests, newest updated first, a page at a time (a group-limited firm user’s: their group’s)',
    input: s.AllSignatureRequestsQuery,
    output: s.SignatureRequestPage,
  },
  getSignatureRequestsByCompanyId: {
    ...requests,
    method: 'GET',
    path: '/signature_requests/get_signature_requests_by_company_id',
    access: 'authenticated',
    readsOnly: true,
    summary: 'An entity’s signature requests, of a year and a questionnaire section when given',
    input: s.CompanySignatureRequestsQuery,
    output: s.CompanySignatureRequests,
  },
  updateSignatureRequest: {
    ...delivering,
    method: 'POST',
    path: '/signature_requests/update_signature_request',
    access: 'advisor',
    summary: 'Mark a signature request as completed',
    input: s.UpdateSignatureRequestInput,
    output: s.SignatureRequestChanged,
  },
  deleteSignatureRequest: {
    aws: ['table'],
    method: 'POST',
    path: '/signature_requests/delete_signature_request',
    access: 'advisor',
    summary: 'Delete a signature request',
    input: s.DeleteSignatureRequestInput,
    output: s.Message,
  },
  getSignatureRequestUploadLink: {
    aws: ['table', 'files'],
    method: 'POST',
    path: '/signature_requests/get_upload_link',
    access: 'advisor',
    summary: 'A short-lived link the browser puts a signature request’s PDF to (at most 150 MB)',
    input: s.SignatureRequestUploadLinkInput,
    output: s.SignatureRequestUploadLink,
  },
  uploadSignatureRequest: {
    ...delivering,
    aws: ['table', 'files-delete', 'queue', 'mail', 'realtime'],
    method: 'POST',
    path: '/signature_requests',
    access: 'advisor',
    summary: 'Upload a document for one entity’s owners to sign: read in the background, then sent to them',
    input: s.UploadSignatureRequestInput,
    output: s.SignatureRequestChanged,
  },
  getSignatureRequest: {
    ...requests,
    method: 'GET',
    path: '/signature_requests/{id}',
    access: 'authenticated',
    readsOnly: true,
    summary: 'A signature request with its signers (the review page)',
    input: s.SignatureRequestQuery,
    output: s.SignatureRequestDetail,
  },
  signSignatureRequest: {
    ...delivering,
    aws: ['table', 'files-delete', 'queue', 'mail', 'realtime'],
    method: 'POST',
    path: '/signature_requests/{id}/sign',
    access: 'client',
    summary: 'Sign the document, typed or drawn: the signature goes on its page with the time, IP and browser',
    input: s.SignSignatureRequestInput,
    output: s.SignatureRequestChanged,
  },
  markSignatureRequestSigned: {
    ...requests,
    method: 'POST',
    path: '/signature_requests/{id}/mark_signed',
    access: 'advisor',
    summary: 'Mark an owner signed, only while they have not signed',
    input: s.MarkSignatureRequestSignedInput,
    output: s.SignatureRequestChanged,
  },
  downloadSignatureRequest: {
    aws: ['table', 'files'],
    method: 'POST',
    path: '/signature_requests/{id}/download',
    access: 'authenticated',
    summary:
      'A short-lived link to the signed document (or only its signed page), or to the upload before anyone signed',
    input: s.DownloadSignatureRequestInput,
    output: s.SignatureRequestLink,
  },
});
