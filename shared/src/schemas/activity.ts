import * as z from 'zod';
import { Id } from './common';
import { activityPageSize, activityTypes } from '../activity-types';

const Page = z.coerce
  .number({ error: 'Invalid page' })
  .int('Invalid page')
  .min(0, 'Invalid page')
  .max(10_000, 'Invalid page')
  .default(1)
  .transform((p) => Math.max(1, p));
const typeIds = activityTypes.map((t) => t.id) as number[];

/** GET /v2/activity_logs (MD §7, FA §7.9). The screens send their page 0 as page 1 (MD §9). */
export const ActivityLogQuery = z.object({
  page: Page,
  per_page: z.coerce.number({ error: 'Invalid page size' }).int().min(1).max(100).default(activityPageSize),
  company_id: Id.optional(),
  questionnaire_id: Id.optional(),
  type_id: z
    .union([
      z.literal(''),
      z.coerce
        .number()
        .int()
        .refine((t) => typeIds.includes(t), 'Unknown activity type'),
    ])
    .optional()
    .transform((t) => (t === '' ? undefined : t)),
  search: z.string().trim().max(200, 'Search is too long').optional(),
});
export type ActivityLogQuery = z.infer<typeof ActivityLogQuery>;

export const ActivityView = z.object({
  id: z.string(),
  type_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  action: z.string(),
  /** Who did it (null for the system, e.g. a scheduled send). */
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  company_hash: z.string().nullable(),
  questionnaire_id: z.string().nullable(),
});
export const ActivityLogPage = z.object({
  activities: z.array(ActivityView),
  total: z.number().int(),
  per_page: z.number().int(),
  page: z.number().int(),
});

/** GET /v2/activity_logs/entities: the entities whose log the caller may read, for the log's entity picker. */
export const ActivityEntitiesQuery = z.object({
  search_term: z.string().trim().max(200, 'Search is too long').optional(),
});
export const ActivityEntity = z.object({ id: z.string(), name: z.string(), hash_id: z.string() });
export const ActivityEntities = z.object({
  entities: z.array(ActivityEntity),
  /** How many the caller may read in all; `entities` lists at most 50 of them, by name. */
  total: z.number().int(),
});
