/** The activity log call (MD §7, FA §7.9) and its SWR key. Types from the shared schemas (types only). */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/activity';
import { activityRoutes } from '@ledgerline/shared/routes/activity_logs';
import { api } from './client';

export type ActivityView = z.infer<typeof s.ActivityView>;
export type ActivityLogPage = z.infer<typeof s.ActivityLogPage>;
export type ActivityEntities = z.infer<typeof s.ActivityEntities>;

export const activityKeys = {
  list: activityRoutes.listActivityLogs.path,
  entities: activityRoutes.listActivityEntities.path,
} as const;

export interface ActivityLogParams {
  /** Counts from 1 (MD §9: a screen's page 0 is sent as page 1). */
  page: number;
  per_page?: number;
  company_id?: string;
  questionnaire_id?: string;
  type_id?: number | null;
  search?: string;
}

export const activityLogs = {
  // MD §8: list failures are not toasted; the screen shows what it can (403 for group-limited staff says why).
  list: (p: ActivityLogParams) =>
    api.call(
      activityRoutes.listActivityLogs,
      {
        page: p.page,
        per_page: p.per_page,
        company_id: p.company_id,
        questionnaire_id: p.questionnaire_id,
        type_id: p.type_id ?? undefined,
        search: p.search || undefined,
      },
      { quiet: true },
    ),
  /** Group-limited staff: the entities of their group, whose log they may read. */
  entities: () => api.call(activityRoutes.listActivityEntities, {}, { quiet: true }),
};
