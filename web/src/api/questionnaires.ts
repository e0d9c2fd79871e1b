/**
 * The dashboard's questionnaire calls (MD §7 "Client dashboard data", QD §7), the firm's custom statuses,
 * and their SWR keys. Types come from the shared schemas (types only: no zod in the bundle).
 */
import type * as z from 'zod';
import type * as q from '@ledgerline/shared/schemas/questionnaires';
import type * as f from '@ledgerline/shared/schemas/firms';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { api } from './client';

export type QuestionnaireCard = z.infer<typeof q.QuestionnaireCard>;
export type FirmCustomStatus = z.infer<typeof f.FirmCustomStatus>;

export const questionnaireKeys = {
  forYear: questionnaireRoutes.getQuestionnairesForYear.path,
  preview: questionnaireRoutes.getPreviewClientQuestionnaires.path,
  customStatuses: firmRoutes.firmCustomStatuses.path,
} as const;

export const questionnaires = {
  // MD §8: list failures only log; the lists then show empty.
  forYear: (company_id: string, year: number) =>
    api.call(questionnaireRoutes.getQuestionnairesForYear, { company_id, year }, { quiet: true }),
  /** Staff previewing a client: what the client sees for the entity, every year (MD §7). */
  preview: (company_id: string) =>
    api.call(questionnaireRoutes.getPreviewClientQuestionnaires, { company_id }, { quiet: true }),
  customStatuses: (firmId: string) => api.call(firmRoutes.firmCustomStatuses, { id: firmId }, { quiet: true }),
};
