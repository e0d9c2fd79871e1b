/**
 * Signature requests (FA §2.7, §7.8): the firm's table, an entity's requests, upload, the review, signing, staff
 * marks, completing, deleting and downloading. Types come from the shared schemas (types only: no zod in the
 * bundle). Every call is quiet: the screens say the spec's words themselves.
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/signature-requests';
import type { BodyOf } from '@ledgerline/shared/route';
import { signatureRequestRoutes as r } from '@ledgerline/shared/routes/signature_requests';
import { api } from './client';

export type SignatureRequestRow = z.infer<typeof s.SignatureRequestRow>;
export type SignatureRequestDetail = z.infer<typeof s.SignatureRequestDetail>;
export type SignatureRequestSigner = z.infer<typeof s.SignatureRequestSigner>;
export type SignatureRequestPage = z.infer<typeof s.SignatureRequestPage>;
export type SignatureRequestsQuery = BodyOf<typeof r.getAllSignatureRequests>;
export type UploadSignatureRequestBody = BodyOf<typeof r.uploadSignatureRequest>;
export type SignBody = BodyOf<typeof r.signSignatureRequest>;

export const signatureRequestKeys = {
  table: r.getAllSignatureRequests.path,
  detail: r.getSignatureRequest.path,
} as const;

const quiet = { quiet: true } as const;

export const signatureRequests = {
  table: (q: SignatureRequestsQuery) => api.call(r.getAllSignatureRequests, q, quiet),
  get: (id: string, companyId: string) => api.call(r.getSignatureRequest, { id, companyId }, quiet),
  uploadLink: (company_id: string, file_name: string, file_size: number) =>
    api.call(r.getSignatureRequestUploadLink, { company_id, file_name, file_size }, quiet),
  upload: (body: UploadSignatureRequestBody) => api.call(r.uploadSignatureRequest, body, quiet),
  complete: (id: string, companyId: string) =>
    api.call(r.updateSignatureRequest, { id, companyId, status: 'completed' }, quiet),
  remove: (id: string, companyId: string) => api.call(r.deleteSignatureRequest, { id, companyId }, quiet),
  sign: (body: SignBody) => api.call(r.signSignatureRequest, body, quiet),
  markSigned: (id: string, companyId: string, signer_id: string, signed = true) =>
    api.call(r.markSignatureRequestSigned, { id, companyId, signer_id, signed }, quiet),
  /** The signed document once someone signed, else the upload; `original` asks for the upload itself. */
  download: (id: string, companyId: string, opts: { signed_pages_only?: boolean; original?: boolean } = {}) =>
    api.call(r.downloadSignatureRequest, { id, companyId, ...opts }, quiet),
};
