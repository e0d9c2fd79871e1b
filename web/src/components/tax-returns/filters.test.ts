import { describe, expect, it } from 'vitest';
import { defaultSort, isFiltering, noFilters, tableQuery } from './filters';

describe('the tax returns table query', () => {
  it('nothing set is no filter: every year, every status, newest change first', () => {
    expect(isFiltering(noFilters, 'All')).toBe(false);
    expect(tableQuery(noFilters, '', 'All', defaultSort, 1, 10, undefined)).toEqual({
      page: 1,
      per_page: 10,
      sort_by: 'updated_at',
      sort_direction: 'desc',
      search_term: undefined,
      year: 'All',
      status: undefined,
      reminder_disabled: undefined,
      reminder_sent: undefined,
      voucher_payments_made: undefined,
      cursor: undefined,
    });
  });

  it('a year, a status group, a yes/no flag or a search each filter', () => {
    expect(isFiltering(noFilters, 2024)).toBe(true);
    expect(isFiltering({ ...noFilters, search: ' a ' }, 'All')).toBe(true);
    expect(isFiltering({ ...noFilters, status: 'finished' }, 'All')).toBe(true);
    const q = tableQuery(
      { ...noFilters, status: 'waiting_for_client', reminderDisabled: 'no', voucherPaymentsMade: 'yes' },
      'acme',
      2024,
      { field: 'company_name', descending: false },
      2,
      20,
      'c2',
    );
    expect(q).toMatchObject({
      page: 2,
      per_page: 20,
      sort_by: 'company_name',
      sort_direction: 'asc',
      search_term: 'acme',
      year: 2024,
      status: 'waiting_for_client',
      reminder_disabled: false,
      voucher_payments_made: true,
      cursor: 'c2',
    });
    expect(q.reminder_sent).toBeUndefined();
  });
});
