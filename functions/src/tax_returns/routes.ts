import type { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import type { Handlers } from '../platform/handle';
import { getTaxReturnsIndex } from './get-tax-returns-index';
import { downloadTaxReturn } from './download-tax-return';
import { approveTaxReturn } from './approve-tax-return';
import { requestTaxReturnChanges } from './request-tax-return-changes';
import { getTaxReturnActivityLogs } from './get-tax-return-activity-logs';
import { listWaitingForClient } from './list-waiting-for-client';
import { getPaginatedTaxReturns, listCompanyTaxReturns } from './list-tax-returns';
import { getTaxReturn, getVoucherDefinitions } from './get-tax-return';
import { getTaxReturnUploadLink, uploadTaxReturn } from './upload-tax-return';
import { patchTaxReturn } from './patch-tax-return';
import { deleteTaxReturn, sendTaxReturnReminders } from './reminders-and-removal';
import { markTaxReturnSigned, signTaxReturn, updateInvoicePaidStatus, updateVoucherPaid } from './signing';
import { refreshIdentityVerification, startIdentityVerification, updateIdentityVerification } from './identity';
import { sendTaxReturnToDocuments } from './send-to-documents';
import { sendSignerCode, verifySignerCode } from './signer-code';

/** Each tax_returns route's handler, by the operation its declaration names. */
export const taxReturnHandlers: Handlers<typeof taxReturnRoutes> = {
  getTaxReturnsIndex,
  downloadTaxReturn,
  approveTaxReturn,
  requestTaxReturnChanges,
  getTaxReturnActivityLogs,
  listWaitingForClient,
  getPaginatedTaxReturns,
  listCompanyTaxReturns,
  getVoucherDefinitions,
  getTaxReturn,
  getTaxReturnUploadLink,
  uploadTaxReturn,
  patchTaxReturn,
  deleteTaxReturn,
  updateIdentityVerification,
  sendTaxReturnReminders,
  sendTaxReturnToDocuments,
  updateInvoicePaidStatus,
  signTaxReturn,
  markTaxReturnSigned,
  updateVoucherPaid,
  startIdentityVerification,
  refreshIdentityVerification,
  sendSignerCode,
  verifySignerCode,
};
