/**
 * The client's tax return calls (MD §7 "Tax returns (client actions)", "Client dashboard data") and their
 * SWR keys. Types come from the shared schemas (types only: no zod in the bundle).
 */
import type { z } from 'zod';
import type * as s from '@ledgerline/shared/schemas/tax-returns';
import type { ActivityView } from './activity';
import { api } from './client';

export type TaxReturnCard = z.infer<typeof s.TaxReturnCard>;
export type TaxReturnLink = z.infer<typeof s.TaxReturnLink>;
export type TaxReturnReviewed = z.infer<typeof s.TaxReturnReviewed>;

export const taxReturnKeys = {
  index: '/tax_returns/get_tax_returns_index',
  activity: '/tax_returns/activity_logs',
} as const;

const path = (id: string, action: string) => `/tax_returns/${encodeURIComponent(id)}/${action}`;

export const taxReturns = {
  // MD §8: list failures only log; the dashboard then shows no tax returns.
  index: (company_id: string) => api.get<z.infer<typeof s.TaxReturnIndex>>(taxReturnKeys.index, { query: { company_id }, quiet: true }),
  /** The caller says 'Error downloading tax return draft' itself when the answer has no link (MD §8). */
  download: (id: string, company_id: string) => api.post<TaxReturnLink>(path(id, 'download_tax_return'), { company_id }, { quiet: true }),
  /** The caller toasts the failure with the server's reason attached (MD §7). */
  approve: (id: string, company_id: string) => api.post<TaxReturnReviewed>(path(id, 'approve'), { company_id }, { quiet: true }),
  requestChanges: (id: string, company_id: string, reason: string) =>
    api.post<TaxReturnReviewed>(path(id, 'request_changes'), { company_id, reason }, { quiet: true }),
  activity: (id: string, company_id: string) => api.get<{ activities: ActivityView[] }>(path(id, 'get_activity_logs'), { query: { company_id }, quiet: true }),
};
