import { declareRoutes } from '../route';
import * as t from '../schemas/tax-returns';

const returns = { aws: ['table'] } as const;
/** Reviewing tells the firm (notifications reach open screens over the realtime API). */
const reviewing = { aws: ['table', 'realtime'] } as const;

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
});
