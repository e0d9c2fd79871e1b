/**
 * The table's filters (FA §2.6, §7.7 get_paginated_tax_returns): search, tax year, status group, reminder disabled,
 * reminder sent, voucher payments made; and the query they make with the sort and the page.
 */
import type { TaxReturnSortField, TaxReturnStatusGroup } from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnsQuery } from '../../api/tax-return-delivery';
import type { TableSort } from '../ui/DirectoryTable';

/** A yes/no filter: 'all' leaves it out of the query. */
export type Tristate = 'all' | 'yes' | 'no';
/** A tax year, or every year. */
export type YearFilter = number | 'All';

export interface TaxReturnFilters {
  search: string;
  status: TaxReturnStatusGroup | 'all';
  reminderDisabled: Tristate;
  reminderSent: Tristate;
  voucherPaymentsMade: Tristate;
}

export const noFilters: TaxReturnFilters = {
  search: '',
  status: 'all',
  reminderDisabled: 'all',
  reminderSent: 'all',
  voucherPaymentsMade: 'all',
};

export type TaxReturnSort = TableSort<TaxReturnSortField>;
/** FA §9: lists are in updated_at order, newest first, by default. */
export const defaultSort: TaxReturnSort = { field: 'updated_at', descending: true };

/** Whether anything narrows the table (the empty state then offers Reset filters, FA §2.6). */
export const isFiltering = (f: TaxReturnFilters, year: YearFilter) =>
  year !== 'All' ||
  f.search.trim() !== '' ||
  f.status !== 'all' ||
  f.reminderDisabled !== 'all' ||
  f.reminderSent !== 'all' ||
  f.voucherPaymentsMade !== 'all';

const flag = (t: Tristate) => (t === 'all' ? undefined : t === 'yes');

/** The table's query for a page (the cursor of the page beside the one on screen when moving by one). */
export function tableQuery(
  f: TaxReturnFilters,
  search: string,
  year: YearFilter,
  sort: TaxReturnSort,
  page: number,
  perPage: number,
  cursor: string | undefined,
): TaxReturnsQuery {
  return {
    page,
    per_page: perPage,
    sort_by: sort.field,
    sort_direction: sort.descending ? 'desc' : 'asc',
    search_term: search || undefined,
    year,
    status: f.status === 'all' ? undefined : f.status,
    reminder_disabled: flag(f.reminderDisabled),
    reminder_sent: flag(f.reminderSent),
    voucher_payments_made: flag(f.voucherPaymentsMade),
    cursor,
  };
}
