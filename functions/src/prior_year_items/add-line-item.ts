/**
 * POST /prior_year_items/{id}/line_items and POST /prior_year_items/{id}/line_items/company/{companyId}: staff add a
 * line (category, value) to an item: 'Prior year item added'.
 */
import { priorYearItemRoutes } from '@ledgerline/shared/routes/prior_year_items';
import { priorYearItemText as text } from '@ledgerline/shared/prior-year-items';
import type { Caller } from '@ledgerline/shared/access';
import { handle } from '../platform/handle';
import { openItem } from './access';
import { priorYearActivity } from './activity';
import { requireFields } from './rules';
import * as store from './store';
import { lineView } from './views';

type Ctx = { caller: Caller; ip: string; requestId: string };
type LineInput = { id: string; companyId?: string; category?: string; value?: string };

async function addLine(ctx: Ctx, input: LineInput) {
  const ref = await openItem(ctx.caller, input.id, input.companyId);
  requireFields({ category: { missing: input.category === undefined, message: text.categoryRequired } });
  const line = await store.addLineItem(ref, { category: input.category!, value: input.value ?? '' });
  await priorYearActivity(
    ctx,
    ref.companyId,
    'prior_year_line_item_added',
    'Prior year line item added',
    line.category,
  );
  return { message: text.added, line_item: lineView(line) };
}

export const addLineItem = handle(priorYearItemRoutes.addLineItem, (ctx) => addLine(ctx, ctx.input));

export const addCompanyLineItem = handle(priorYearItemRoutes.addCompanyLineItem, (ctx) => addLine(ctx, ctx.input));
