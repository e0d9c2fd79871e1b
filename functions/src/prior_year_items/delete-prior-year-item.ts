/** POST /prior_year_items/{id}/delete_prior_year_item: staff delete an item with its line items. */
import { priorYearItemRoutes } from '@ledgerline/shared/routes/prior_year_items';
import { priorYearItemText as text } from '@ledgerline/shared/prior-year-items';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { openItem } from './access';
import { priorYearActivity } from './activity';
import { describeItem, requireFields } from './rules';
import * as store from './store';

export const deletePriorYearItem = handle(priorYearItemRoutes.deletePriorYearItem, async (ctx) => {
  const { caller, input } = ctx;
  const ref = await openItem(caller, input.id);
  requireFields({ companyId: { missing: input.companyId === undefined, message: text.entityRequired } });
  const item = await store.getPriorYearItem(caller.firmId, ref.companyId, ref.itemId);
  if (!item || input.companyId !== item.companyId) throw new NotFound('prior year item', text.notFound);
  await store.deletePriorYearItem(ref);
  await priorYearActivity(ctx, item.companyId, 'prior_year_item_deleted', text.deleted, describeItem(item));
  return { message: text.deleted };
});
