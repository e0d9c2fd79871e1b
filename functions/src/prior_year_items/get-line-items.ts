/**
 * GET /prior_year_items/{id}/line_items and GET /prior_year_items/{id}/line_items/company/{companyId}: an item's
 * line items (QD §2's line-items dialog), for staff and for a client of the item's entity.
 */
import { priorYearItemRoutes } from '@ledgerline/shared/routes/prior_year_items';
import type { Caller } from '@ledgerline/shared/access';
import { handle } from '../platform/handle';
import { openItem } from './access';
import { linesInOrder } from './rules';
import * as store from './store';
import { lineView } from './views';

async function lineItemsOf(caller: Caller, itemId: string, companyId?: string) {
  const ref = await openItem(caller, itemId, companyId);
  const lines = await store.listLineItems(caller.firmId, ref.itemId);
  return { prior_year_item_id: ref.itemId, line_items: linesInOrder(lines).map(lineView) };
}

export const getLineItems = handle(priorYearItemRoutes.getLineItems, ({ caller, input }) =>
  lineItemsOf(caller, input.id),
);

export const getCompanyLineItems = handle(priorYearItemRoutes.getCompanyLineItems, ({ caller, input }) =>
  lineItemsOf(caller, input.id, input.companyId),
);
