/**
 * Tax return delivery, the firm's side and the client's signing (FA §7.7): the table, upload and replace, the
 * classification, signing, paying, identity checks, reminders and sending to documents. Types come from the shared
 * schemas (types only: no zod in the bundle). Every call is quiet: the screens say the spec's words themselves.
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/tax-return-delivery';
import type { BodyOf } from '@ledgerline/shared/route';
import { taxReturnRoutes as r } from '@ledgerline/shared/routes/tax_returns';
import { signatureRequestRoutes as sr } from '@ledgerline/shared/routes/signature_requests';
import { api } from './client';

export type TaxReturnRow = z.infer<typeof s.TaxReturnRow>;
export type TaxReturnDetail = z.infer<typeof s.TaxReturnDetail>;
export type ESignForm = z.infer<typeof s.ESignForm>;
export type PaymentVoucher = z.infer<typeof s.PaymentVoucher>;
export type IdentityVerification = z.infer<typeof s.IdentityVerification>;
export type TaxReturnsQuery = BodyOf<typeof r.getPaginatedTaxReturns>;
export type TaxReturnPatch = BodyOf<typeof r.patchTaxReturn>;
export type UploadTaxReturnBody = BodyOf<typeof r.uploadTaxReturn>;
export type SendToDocumentsBody = BodyOf<typeof r.sendTaxReturnToDocuments>;
export type SignBody = BodyOf<typeof r.signTaxReturn>;
export type VoucherDefinitionsList = z.infer<typeof s.VoucherDefinitions>['vouchers'];
export type FormDefinitionsList = z.infer<typeof s.FormDefinitions>['forms'];

export const taxReturnDeliveryKeys = {
  table: r.getPaginatedTaxReturns.path,
  company: r.listCompanyTaxReturns.path,
  detail: r.getTaxReturn.path,
  vouchers: r.getVoucherDefinitions.path,
  forms: sr.getFormDefinitions.path,
} as const;

const quiet = { quiet: true } as const;

export const taxReturnDelivery = {
  table: (q: TaxReturnsQuery) => api.call(r.getPaginatedTaxReturns, q, quiet),
  ofCompany: (company_id: string) => api.call(r.listCompanyTaxReturns, { company_id }, quiet),
  get: (id: string, company_id: string) => api.call(r.getTaxReturn, { id, company_id }, quiet),
  voucherDefinitions: () => api.call(r.getVoucherDefinitions, {}, quiet),
  formDefinitions: () => api.call(sr.getFormDefinitions, {}, quiet),
  uploadLink: (company_id: string, file_name: string, file_size: number) =>
    api.call(r.getTaxReturnUploadLink, { company_id, file_name, file_size }, quiet),
  upload: (body: UploadTaxReturnBody) => api.call(r.uploadTaxReturn, body, quiet),
  patch: (body: TaxReturnPatch) => api.call(r.patchTaxReturn, body, quiet),
  remove: (id: string, company_id: string) => api.call(r.deleteTaxReturn, { id, company_id }, quiet),
  updateIdentity: (body: BodyOf<typeof r.updateIdentityVerification>) =>
    api.call(r.updateIdentityVerification, body, quiet),
  sendSignerCode: (id: string, company_id: string, user_id: string) =>
    api.call(r.sendSignerCode, { id, company_id, user_id }, quiet),
  verifySignerCode: (id: string, company_id: string, user_id: string, code: string) =>
    api.call(r.verifySignerCode, { id, company_id, user_id, code }, quiet),
  sendReminders: (id: string, company_id: string) => api.call(r.sendTaxReturnReminders, { id, company_id }, quiet),
  sendToDocuments: (body: SendToDocumentsBody) => api.call(r.sendTaxReturnToDocuments, body, quiet),
  invoicePaid: (id: string, company_id: string, paid: boolean) =>
    api.call(r.updateInvoicePaidStatus, { id, company_id, paid }, quiet),
  sign: (body: SignBody) => api.call(r.signTaxReturn, body, quiet),
  markSigned: (body: BodyOf<typeof r.markTaxReturnSigned>) => api.call(r.markTaxReturnSigned, body, quiet),
  voucherPaid: (id: string, company_id: string, voucher_id: string, is_paid: boolean) =>
    api.call(r.updateVoucherPaid, { id, company_id, voucher_id, is_paid }, quiet),
  startIdentity: (id: string, company_id: string, return_path?: string) =>
    api.call(r.startIdentityVerification, { id, company_id, return_path }, quiet),
  refreshIdentity: (id: string, company_id: string, verification_id?: string) =>
    api.call(r.refreshIdentityVerification, { id, company_id, verification_id }, quiet),
  /** The PDF: the delivered file, or only the e-sign pages, or the whole return with the signatures on it. */
  download: (
    id: string,
    company_id: string,
    opts: { include_other_pages?: boolean; only_signature_pages?: boolean } = {},
  ) => api.call(r.downloadTaxReturn, { id, company_id, ...opts }, quiet),
};
