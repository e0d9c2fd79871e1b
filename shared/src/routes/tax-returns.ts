import type { RouteDef } from '../routes';
import * as t from '../schemas/tax-returns';

const returns = { domain: 'tax_returns', aws: ['table'] } as const;
/** Reviewing tells the firm (notifications reach open screens over the realtime API). */
const reviewing = { domain: 'tax_returns', aws: ['table', 'realtime'] } as const;

/** MD §7 Tax returns (client actions), FA §7.7. */
export const taxReturnRoutes: RouteDef[] = [
  { ...returns, method: 'GET', path: '/tax_returns/get_tax_returns_index', operation: 'getTaxReturnsIndex', access: 'authenticated', summary: 'An entity’s tax returns for the dashboard’s cards, newest year first', input: t.CompanyQuery, output: t.TaxReturnIndex },
  { domain: 'tax_returns', aws: ['table', 'files'], method: 'POST', path: '/tax_returns/{id}/download_tax_return', operation: 'downloadTaxReturn', access: 'authenticated', summary: 'A short-lived link to the tax return’s PDF', input: t.DownloadTaxReturnInput, output: t.TaxReturnLink },
  { ...reviewing, method: 'POST', path: '/tax_returns/{id}/approve', operation: 'approveTaxReturn', access: 'client', summary: 'Approve the draft (once; then the client can only view)', input: t.ApproveTaxReturnInput, output: t.TaxReturnReviewed },
  { ...reviewing, method: 'POST', path: '/tax_returns/{id}/request_changes', operation: 'requestTaxReturnChanges', access: 'client', summary: 'Request changes to the draft with a reason (once; then the client can only view)', input: t.RequestChangesInput, output: t.TaxReturnReviewed },
  { ...returns, method: 'GET', path: '/tax_returns/{id}/get_activity_logs', operation: 'getTaxReturnActivityLogs', access: 'authenticated', summary: 'The tax return’s activity log, newest first', input: t.TaxReturnActivityQuery },
];
