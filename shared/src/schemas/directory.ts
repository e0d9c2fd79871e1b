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
  /**
   * The next_cursor or previous_cursor of the page beside the one asked for: the list starts there instead of
   * counting rows from its start. Optional: a page number alone always works, and a cursor for another page or
   * another list is ignored.
   */
  cursor: z.string().max(1000, 'Invalid cursor').optional(),
};

/** What a directory list answers besides its rows: the exact total and the cursors of the pages beside this one. */
export const directoryListPaging = {
  total: z.number().int(),
  /** Send as `cursor` with page+1 (null: no next page, or the list is read by page number). */
  next_cursor: z.string().nullable().optional(),
  /** Send as `cursor` with page-1 (null on pages 1 and 2: they are read from the start). */
  previous_cursor: z.string().nullable().optional(),
  /**
   * True when a search matched more items than one search reads (1,000 per state, in word order): the list and
   * its total are of those, and the screen asks for a longer search.
   */
  search_capped: z.boolean().optional(),
};
