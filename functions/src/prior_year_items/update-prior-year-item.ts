/** POST /prior_year_items/{id}/update_prior_year_item: staff rename an item, or change its year or do_not_rollover. */
import { priorYearItemRoutes } from '@ledgerline/shared/routes/prior_year_items';
import { priorYearItemText as text } from '@ledgerline/shared/prior-year-items';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { openItem } from './access';
import { priorYearActivity } from './activity';
import { describeItem, itemChanges, requireFields } from './rules';
import * as store from './store';
import { itemView } from './views';

export const updatePriorYearItem = handle(priorYearItemRoutes.updatePriorYearItem, async (ctx) => {
  const { caller, input } = ctx;
  const ref = await openItem(caller, input.id);
  requireFields({
    companyId: { missing: input.companyId === undefined, message: text.entityRequired },
    name: { missing: input.name === undefined, message: text.nameRequired },
  });
  const item = await store.getPriorYearItem(caller.firmId, ref.companyId, ref.itemId);
  if (!item || input.companyId !== item.companyId) throw new NotFound('prior year item', text.notFound);
  const changes = itemChanges(item, { name: input.name!, year: input.year, do_not_rollover: input.do_not_rollover });
  if (Object.keys(changes).length === 0) return { message: text.updated, prior_year_item: itemView(item) };
  const saved = await store.updatePriorYearItem(item, changes);
  await priorYearActivity(ctx, item.companyId, 'prior_year_item_updated', text.updated, describeItem(saved));
  return { message: text.updated, prior_year_item: itemView(saved) };
});
