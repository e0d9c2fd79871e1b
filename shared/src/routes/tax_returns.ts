import { declareRoutes } from '../route';
import * as t from '../schemas/tax-returns';
import * as d from '../schemas/tax-return-delivery';

const returns = { aws: ['table'] } as const;
/** Reviewing tells the firm (notifications reach open screens over the realtime API). */
const reviewing = { aws: ['table', 'realtime'] } as const;
/** Delivery steps that tell people (mail, SMS, open screens) or queue work (processing, sending to documents). */
const delivering = { aws: ['table', 'files', 'queue', 'mail', 'sms', 'realtime'] } as const;
/** Identity verification: Stripe Identity's key in AWS (the payments secret), the local twin otherwise. */
const verifying = { aws: ['table', 'payments'] } as const;

/** MD §7 Tax returns (client actions), FA §7.7. */
export const taxReturnRoutes = declareRoutes('tax_returns', {
  getTaxReturnsIndex: {
    ...returns,
    method: 'GET',
    path: '/tax_returns/get_tax_returns_index',
    access: 'authenticated',
    summary: 'An entity’s tax returns for the dashboard’s cards, newest year first',
    input: t.CompanyQuery,
    output: t.TaxReturnIndex,
  },
  downloadTaxReturn: {
    aws: ['table', 'files'],
    method: 'POST',
    path: '/tax_returns/{id}/download_tax_return',
    access: 'authenticated',
    summary: 'A short-lived link to the tax return’s PDF',
    input: t.DownloadTaxReturnInput,
    output: t.TaxReturnLink,
  },
  approveTaxReturn: {
    ...reviewing,
    method: 'POST',
    path: '/tax_returns/{id}/approve',
    access: 'client',
    summary: 'Approve the draft (once; then the client can only view)',
    input: t.ApproveTaxReturnInput,
    output: t.TaxReturnReviewed,
  },
  requestTaxReturnChanges: {
    ...reviewing,
    method: 'POST',
    path: '/tax_returns/{id}/request_changes',
    access: 'client',
    summary: 'Request changes to the draft with a reason (once; then the client can only view)',
    input: t.RequestChangesInput,
    output: t.TaxReturnReviewed,
  },
  listWaitingForClient: {
    ...returns,
    method: 'GET',
    path: '/v2/tax_returns/waiting_for_client',
    access: 'advisor',
    readsOnly: true,
    summary:
      'The firm’s tax return drafts waiting for the client’s review, newest sent first (a group-limited firm user’s: their group’s); at most 50 a page',
    input: t.WaitingForClientQuery,
    output: t.WaitingForClient,
  },
  getTaxReturnActivityLogs: {
    ...returns,
    method: 'GET',
    path: '/tax_returns/{id}/get_activity_logs',
    access: 'authenticated',
    summary: 'The tax return’s activity log, newest first',
    input: t.TaxReturnActivityQuery,
    output: t.TaxReturnActivity,
  },
  // FA §7.7, the firm side (issue 19).
  getPaginatedTaxReturns: {
    ...returns,
    method: 'GET',
    path: '/tax_returns/get_paginated_tax_returns',
    access: 'advisor',
    readsOnly: true,
    summary:
      'The firm’s tax returns table: a page in any column’s order, searched and filtered by year, status group, reminder and voucher payments (a group-limited firm user’s: their group’s)',
    input: d.PaginatedTaxReturnsQuery,
    output: d.PaginatedTaxReturns,
  },
  listCompanyTaxReturns: {
    ...returns,
    method: 'GET',
    path: '/tax_returns',
    access: 'advisor',
    readsOnly: true,
    summary: 'An entity’s tax returns as the table shows them (the entity’s page), newest first',
    input: d.CompanyTaxReturnsQuery,
    output: d.CompanyTaxReturns,
  },
  getVoucherDefinitions: {
    aws: [],
    method: 'GET',
    path: '/tax_returns/get_voucher_definitions',
    access: 'advisor',
    readsOnly: true,
    summary:
      'The payment vouchers a classification can name (1040-ES quarters, balance due, ...) and their usual due dates',
    output: d.VoucherDefinitions,
  },
  getTaxReturn: {
    ...returns,
    method: 'GET',
    path: '/tax_returns/{id}',
    access: 'authenticated',
    readsOnly: true,
    summary: 'A tax return in full: its e-sign forms, vouchers, signers, invoice and identity checks',
    input: d.TaxReturnQuery,
    output: d.TaxReturnDetail,
  },
  getTaxReturnUploadLink: {
    aws: ['table', 'files'],
    method: 'POST',
    path: '/tax_returns/get_upload_link',
    access: 'advisor',
    summary: 'A short-lived link the browser puts a tax return’s PDF to (at most 150 MB)',
    input: d.TaxReturnUploadLinkInput,
    output: d.TaxReturnUploadLink,
  },
  uploadTaxReturn: {
    ...delivering,
    method: 'POST',
    path: '/tax_returns',
    access: 'advisor',
    summary:
      'Upload a tax return for one entity, or replace one (previous_tax_return_id): it is read in the background, then ready to classify, or sent to the primary contact as a DRAFT-stamped draft',
    input: d.UploadTaxReturnInput,
    output: d.TaxReturnUploaded,
  },
  patchTaxReturn: {
    ...delivering,
    method: 'PATCH',
    path: '/tax_returns/{id}',
    access: 'advisor',
    summary:
      'Save the classification (e-sign forms, payment vouchers), send it (status sent), mark it finished or completed, or turn reminders off or on',
    input: d.PatchTaxReturnInput,
    output: d.TaxReturnChanged,
  },
  deleteTaxReturn: {
    aws: ['table', 'files'],
    method: 'DELETE',
    path: '/tax_returns/{id}',
    access: 'advisor',
    summary: 'Delete a tax return (it leaves the table and the client’s dashboard)',
    input: d.DeleteTaxReturnInput,
    output: d.Message,
  },
  updateIdentityVerification: {
    ...verifying,
    method: 'POST',
    path: '/tax_returns/{id}/update_identity_verification',
    access: 'advisor',
    summary: 'Correct a signer’s phone number (formatted before saving) or start their identity check over',
    input: d.UpdateIdentityVerificationInput,
    output: d.TaxReturnChanged,
  },
  sendTaxReturnReminders: {
    ...delivering,
    method: 'POST',
    path: '/tax_returns/{id}/send_reminders',
    access: 'advisor',
    summary: 'Remind the signers who have not signed and the payments not made, by email and SMS',
    input: d.SendRemindersInput,
    output: d.Message,
  },
  sendTaxReturnToDocuments: {
    ...delivering,
    method: 'POST',
    path: '/tax_returns/{id}/send_to_documents',
    access: 'advisor',
    summary:
      'File the return in the entity’s documents (watermarked or not) and tell the client; the subject and message can be saved as the firm’s defaults',
    input: d.SendToDocumentsInput,
    output: d.Message,
  },
  updateInvoicePaidStatus: {
    ...returns,
    method: 'POST',
    path: '/tax_returns/{id}/update_invoice_paid_status',
    access: 'authenticated',
    summary: 'The invoice paid or unpaid (staff either way; the client can only mark it paid)',
    input: d.UpdateInvoicePaidInput,
    output: d.TaxReturnChanged,
  },
  signTaxReturn: {
    ...delivering,
    method: 'POST',
    path: '/tax_returns/{id}/sign',
    access: 'client',
    summary:
      'Sign one of the client’s own signatures on an e-sign form, typed or drawn; the time, IP, browser and identity check are recorded with it',
    input: d.SignTaxReturnInput,
    output: d.TaxReturnChanged,
  },
  markTaxReturnSigned: {
    ...returns,
    method: 'POST',
    path: '/tax_returns/{id}/mark_signed',
    access: 'advisor',
    summary: 'Mark a signature signed (or every unsigned one), only while the client has not signed it',
    input: d.MarkSignedInput,
    output: d.TaxReturnChanged,
  },
  updateVoucherPaid: {
    ...returns,
    method: 'POST',
    path: '/tax_returns/{id}/update_voucher_paid',
    access: 'authenticated',
    summary: 'A payment voucher paid or unpaid (the client or staff)',
    input: d.UpdateVoucherPaidInput,
    output: d.TaxReturnChanged,
  },
  startIdentityVerification: {
    ...verifying,
    method: 'POST',
    path: '/tax_returns/{id}/start_identity_verification',
    access: 'client',
    summary: 'Start the signing client’s identity check (Stripe Identity in AWS, the local twin page otherwise)',
    input: d.StartIdentityVerificationInput,
    output: d.IdentityVerificationStarted,
  },
  refreshIdentityVerification: {
    ...verifying,
    method: 'POST',
    path: '/tax_returns/{id}/refresh_identity_verification',
    access: 'authenticated',
    summary: 'Read an identity check’s result from the provider and record it',
    input: d.RefreshIdentityVerificationInput,
    output: d.TaxReturnChanged,
  },
});
