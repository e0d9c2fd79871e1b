/**
 * The query fields the directory lists share (GET /v2/users, GET /v2/entities; FA §7.2, §7.4, §9): the screens send
 * page as page+1; rows_per_page is 10, 20 or 50 on the screens, -1 for all, at most 100 otherwise; default order
 * created_at descending. Each list adds its sort fields and filters.
 */
import * as z from 'zod';

/** A flag in a query string: true/false or 1/0. */
export const ListFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const directoryListFields = {
  page: z.coerce
    .number({ error: 'Invalid page' })
    .int()
    .min(0)
    .max(100_000)
    .default(1)
    .transform((p) => Math.max(1, p)),
  rows_per_page: z.coerce
    .number({ error: 'Invalid page size' })
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 100), 'Invalid page size')
    .default(10),
  descending: ListFlag.default(true),
  search_term: z.string().trim().max(200, 'Search is too long').optional(),
  hide_inactives: ListFlag.default(false),
  hide_actives: ListFlag.default(false),
  show_only_deleted: ListFlag.default(false),
  count: ListFlag.default(false),
  only_ids: ListFlag.default(false),
};
