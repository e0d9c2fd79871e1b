/** A line of the entity's activity log for a change of its prior-year items (FA §3.5 type 1, detail change). */
import type { Caller } from '@ledgerline/shared/access';
import { entityActivity } from '../platform/entity-activity';

export type PriorYearAction =
  | 'prior_year_item_added'
  | 'prior_year_item_updated'
  | 'prior_year_item_deleted'
  | 'prior_year_line_item_added'
  | 'prior_year_line_item_updated'
  | 'prior_year_line_item_deleted';

export async function priorYearActivity(
  ctx: { caller: Caller; ip: string; requestId: string },
  companyId: string,
  action: PriorYearAction,
  title: string,
  description: string,
): Promise<void> {
  await entityActivity(ctx, companyId, action, title, { description });
}
