import type { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import type { Handlers } from '../platform/handle';
import { getTaxReturnsIndex } from './get-tax-returns-index';
import { downloadTaxReturn } from './download-tax-return';
import { approveTaxReturn } from './approve-tax-return';
import { requestTaxReturnChanges } from './request-tax-return-changes';
import { getTaxReturnActivityLogs } from './get-tax-return-activity-logs';
import { listWaitingForClient } from './list-waiting-for-client';

/** Each tax_returns route's handler, by the operation its declaration names. */
export const taxReturnHandlers: Handlers<typeof taxReturnRoutes> = {
  getTaxReturnsIndex,
  downloadTaxReturn,
  approveTaxReturn,
  requestTaxReturnChanges,
  getTaxReturnActivityLogs,
  listWaitingForClient,
};
