/**
 * The dashboard's questionnaire calls (MD §7 "Client dashboard data", QD §7), the firm's custom statuses,
 * and their SWR keys. Types come from the shared schemas (types only: no zod in the bundle).
 */
import type { z } from 'zod';
import type * as q from '@ledgerline/shared/schemas/questionnaires';
import type * as f from '@ledgerline/shared/schemas/firms';
import { api } from './client';

export type QuestionnaireCard = z.infer<typeof q.QuestionnaireCard>;
export type FirmCustomStatus = z.infer<typeof f.FirmCustomStatus>;
type QuestionnaireList = z.infer<typeof q.QuestionnaireList>;

export const questionnaireKeys = {
  forYear: '/questionnaires/get_questionnaires_for_year',
  preview: '/questionnaires/get_preview_client_questionnaires',
  customStatuses: '/firms/firm_custom_statuses',
} as const;

export const questionnaires = {
  // MD §8: list failures only log; the lists then show empty.
  forYear: (company_id: string, year: number) => api.get<QuestionnaireList>(questionnaireKeys.forYear, { query: { company_id, year, full: false }, quiet: true }),
  /** Staff previewing a client: what the client sees for the entity, every year (MD §7). */
  preview: (company_id: string) => api.get<QuestionnaireList>(questionnaireKeys.preview, { query: { company_id }, quiet: true }),
  customStatuses: (firmId: string) => api.get<z.infer<typeof f.FirmCustomStatusList>>(`/firms/${encodeURIComponent(firmId)}/firm_custom_statuses`, { quiet: true }),
};
