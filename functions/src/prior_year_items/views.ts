/** Items and lines as the API answers them: QD §3's fields, snake_case. */
import type { LineItemView, PriorYearItemView } from '@ledgerline/shared/schemas/prior-year-items';
import type { PriorYearItemItem, PriorYearLineItemItem } from './store';

export function itemView(i: PriorYearItemItem): PriorYearItemView {
  return {
    id: i.itemId,
    name: i.name,
    year: i.year,
    company_id: i.companyId,
    source: i.source ?? 'manual',
    do_not_rollover: i.do_not_rollover ?? false,
    created_at: i.created_at ?? '',
    updated_at: i.updated_at ?? i.created_at ?? '',
  };
}

export function lineView(l: PriorYearLineItemItem): LineItemView {
  return {
    id: l.lineItemId,
    prior_year_item_id: l.itemId,
    category: l.category,
    value: l.value ?? '',
    removable: l.removable ?? true,
    created_at: l.created_at ?? '',
    updated_at: l.updated_at ?? l.created_at ?? '',
  };
}
