/**
 * The client's tax return calls (MD §7 "Tax returns (client actions)", "Client dashboard data") and their
 * SWR keys. Types come from the shared schemas (types only: no zod in the bundle).
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/tax-returns';
import { taxReturnRoutes as r } from '@ledgerline/shared/routes/tax_returns';
import { api } from './client';

export type TaxReturnCard = z.infer<typeof s.TaxReturnCard>;
export type TaxReturnLink = z.infer<typeof s.TaxReturnLink>;
export type TaxReturnReviewed = z.infer<typeof s.TaxReturnReviewed>;
export type WaitingDraft = z.infer<typeof s.WaitingDraft>;

export const taxReturnKeys = {
  index: r.getTaxReturnsIndex.path,
  activity: r.getTaxReturnActivityLogs.path,
  waiting: r.listWaitingForClient.path,
} as const;

export const taxReturns = {
  // MD §8: list failures only log; the dashboard then shows no tax returns.
  index: (company_id: string) => api.call(r.getTaxReturnsIndex, { company_id }, { quiet: true }),
  /** The caller says 'Error downloading tax return draft' itself when the answer has no link (MD §8). */
  download: (id: string, company_id: string) => api.call(r.downloadTaxReturn, { id, company_id }, { quiet: true }),
  /** The caller toasts the failure with the server's reason attached (MD §7). */
  approve: (id: string, company_id: string) => api.call(r.approveTaxReturn, { id, company_id }, { quiet: true }),
  requestChanges: (id: string, company_id: string, reason: string) =>
    api.call(r.requestTaxReturnChanges, { id, company_id, reason }, { quiet: true }),
  activity: (id: string, company_id: string) =>
    api.call(r.getTaxReturnActivityLogs, { id, company_id }, { quiet: true }),
  /** Staff: the firm's drafts waiting for the client, newest sent first (the staff Home). */
  waiting: (per_page: number) => api.call(r.listWaitingForClient, { per_page }, { quiet: true }),
};
