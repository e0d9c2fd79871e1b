/**
 * PUT /prior_year_items/{id}/line_items/{lineItemId} and its company variant
 * (/prior_year_items/{id}/line_items/company/{companyId}/{lineItemId}): staff change a line's category and value
 * (a value left out stays): 'Prior year item updated'.
 */
import { priorYearItemRoutes } from '@ledgerline/shared/routes/prior_year_items';
import { priorYearItemText as text } from '@ledgerline/shared/prior-year-items';
import type { Caller } from '@ledgerline/shared/access';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { openItem } from './access';
import { priorYearActivity } from './activity';
import { requireFields } from './rules';
import * as store from './store';
import { lineView } from './views';

type Ctx = { caller: Caller; ip: string; requestId: string };
type LineInput = { id: string; companyId?: string; lineItemId: string; category?: string; value?: string };

async function updateLine(ctx: Ctx, input: LineInput) {
  const ref = await openItem(ctx.caller, input.id, input.companyId);
  const line = await store.getLineItem(ctx.caller.firmId, ref.itemId, input.lineItemId);
  if (!line) throw new NotFound('line item', text.lineItemNotFound);
  requireFields({ category: { missing: input.category === undefined, message: text.categoryRequired } });
  const unchanged = line.category === input.category && (input.value === undefined || input.value === line.value);
  if (unchanged) return { message: text.updated, line_item: lineView(line) };
  const saved = await store.updateLineItem(line, {
    category: input.category!,
    ...(input.value !== undefined ? { value: input.value } : {}),
  });
  await priorYearActivity(
    ctx,
    ref.companyId,
    'prior_year_line_item_updated',
    'Prior year line item updated',
    saved.category,
  );
  return { message: text.updated, line_item: lineView(saved) };
}

export const updateLineItem = handle(priorYearItemRoutes.updateLineItem, (ctx) => updateLine(ctx, ctx.input));

export const updateCompanyLineItem = handle(priorYearItemRoutes.updateCompanyLineItem, (ctx) =>
  updateLine(ctx, ctx.input),
);
