/**
 * DELETE /prior_year_items/{id}/line_items/{lineItemId} and its company variant
 * (/prior_year_items/{id}/line_items/company/{companyId}/{lineItemId}): staff delete a removable line:
 * 'Prior year item deleted'.
 */
import { priorYearItemRoutes } from '@ledgerline/shared/routes/prior_year_items';
import { priorYearItemText as text } from '@ledgerline/shared/prior-year-items';
import type { Caller } from '@ledgerline/shared/access';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { openItem } from './access';
import { priorYearActivity } from './activity';
import { assertRemovable } from './rules';
import * as store from './store';

type Ctx = { caller: Caller; ip: string; requestId: string };

async function deleteLine(ctx: Ctx, input: { id: string; companyId?: string; lineItemId: string }) {
  const ref = await openItem(ctx.caller, input.id, input.companyId);
  const line = await store.getLineItem(ctx.caller.firmId, ref.itemId, input.lineItemId);
  if (!line) throw new NotFound('line item', text.lineItemNotFound);
  assertRemovable(line);
  await store.deleteLineItem(line);
  await priorYearActivity(ctx, ref.companyId, 'prior_year_line_item_deleted', text.lineItemDeleted, line.category);
  return { message: text.lineItemDeleted };
}

export const deleteLineItem = handle(priorYearItemRoutes.deleteLineItem, (ctx) => deleteLine(ctx, ctx.input));

export const deleteCompanyLineItem = handle(priorYearItemRoutes.deleteCompanyLineItem, (ctx) =>
  deleteLine(ctx, ctx.input),
);
