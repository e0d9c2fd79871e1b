/** GET /prior_year_items/get_prior_year_items?company_id: an entity's rollover items (QD §7; FA §7.4). */
import { priorYearItemRoutes } from '@ledgerline/shared/routes/prior_year_items';
import { handle } from '../platform/handle';
import { openCompany } from './access';
import { inListOrder } from './rules';
import * as store from './store';
import { itemView } from './views';

export const getPriorYearItems = handle(priorYearItemRoutes.getPriorYearItems, async ({ caller, input }) => {
  const company = await openCompany(caller, input.company_id);
  const items = await store.listPriorYearItems(caller.firmId, company.companyId);
  return { prior_year_items: inListOrder(items).map(itemView) };
});
