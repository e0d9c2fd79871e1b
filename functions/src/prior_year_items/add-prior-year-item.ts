/** POST /prior_year_items/add_prior_year_item: staff add a rollover item (name, year) to an entity. */
import { priorYearItemRoutes } from '@ledgerline/shared/routes/prior_year_items';
import { priorYearItemText as text } from '@ledgerline/shared/prior-year-items';
import { handle } from '../platform/handle';
import { openCompany } from './access';
import { priorYearActivity } from './activity';
import { describeItem } from './rules';
import * as store from './store';
import { itemView } from './views';

export const addPriorYearItem = handle(priorYearItemRoutes.addPriorYearItem, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openCompany(caller, input.companyId);
  const item = await store.addPriorYearItem({
    firmId: caller.firmId,
    companyId: company.companyId,
    name: input.name,
    year: input.year,
    do_not_rollover: input.do_not_rollover ?? false,
    createdBy: caller.userId,
  });
  await priorYearActivity(ctx, company.companyId, 'prior_year_item_added', text.added, describeItem(item));
  return { message: text.added, prior_year_item: itemView(item) };
});
