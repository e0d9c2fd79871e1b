/**
 * GET /tax_returns/get_paginated_tax_returns (FA §2.6, §7.7): the firm's tax returns table on the directory index
 * (platform/directory-list.ts) as kind 'tax_return': a tax year is a partition of its own (its state names it; 'All'
 * merges the years), each filter a dim (status or status group, reminder disabled, reminder sent, voucher payments
 * made, a group-limited caller's group), each column a sort key. A page reads that page's rows (the last page reads
 * backwards from the end), then the page's returns, entities and firm users in three batch reads.
 * GET /tax_returns?company_id: one entity's returns, its own partition.
 */
import type { Caller } from '@ledgerline/shared/access';
import type * as z from 'zod';
import type { PaginatedTaxReturnsQuery } from '@ledgerline/shared/schemas/tax-return-delivery';
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { taxReturnStatusGroups } from '@ledgerline/shared/tax-return-delivery';
import { handle } from '../platform/handle';
import { dim, parseDeliveryRef, yearState, type DirectoryListState } from '../platform/directory-keys';
import { directoryPlan, listDirectory, type DirectoryPlan } from '../platform/directory-list';
import { openCompany } from '../platform/company-access';
import { allTaxYears } from '@ledgerline/shared/time/tax-year';
import { assertDeliveryOn, rowsOf } from './delivery-context';
import { getReturns, listCompanyReturns } from './store';

type Query = z.output<typeof PaginatedTaxReturnsQuery>;

function statusClause(status: Query['status']): string[] | undefined {
  if (!status) return undefined;
  return status in taxReturnStatusGroups ? [dim.returnGroup(status)] : [dim.returnStatus(status)];
}

export function planTaxReturns(caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>, q: Query) {
  const plan = directoryPlan(
    caller,
    { hide_inactives: false, hide_actives: false, show_only_deleted: false },
    {
      clauses: [
        statusClause(q.status),
        q.reminder_disabled === undefined ? undefined : [dim.reminderDisabled(q.reminder_disabled)],
        q.reminder_sent === undefined ? undefined : [dim.reminderSent(q.reminder_sent)],
        q.voucher_payments_made === undefined ? undefined : [dim.paymentsMade(q.voucher_payments_made)],
      ],
    },
  );
  if (!plan) return null;
  const years = q.year === undefined || q.year === 'All' ? allTaxYears() : [q.year];
  const states: DirectoryListState[] = years.flatMap((y) =>
    plan.states.map((s) => yearState(s as 'active' | 'inactive', y)),
  );
  return { ...plan, states } satisfies DirectoryPlan;
}

export const getPaginatedTaxReturns = handle(taxReturnRoutes.getPaginatedTaxReturns, async ({ caller, input: q }) => {
  await assertDeliveryOn(caller.firmId);
  const listed = await listDirectory(caller.firmId, 'tax_return', planTaxReturns(caller, q), {
    page: q.page,
    rows_per_page: q.per_page,
    sort_by: q.sort_by,
    descending: q.sort_direction === 'desc',
    search_term: q.search_term,
    hide_inactives: false,
    hide_actives: false,
    show_only_deleted: false,
    count: false,
    cursor: q.cursor,
  });
  const keys = listed.ids.flatMap((ref) => {
    const at = parseDeliveryRef(ref);
    return at ? [{ companyId: at.companyId, taxReturnId: at.id }] : [];
  });
  const found = new Map((await getReturns(caller.firmId, keys)).map((r) => [r.taxReturnId, r]));
  const inOrder = keys.flatMap((k) => {
    const r = found.get(k.taxReturnId);
    return r && !r.deleted_at ? [r] : [];
  });
  return {
    tax_returns: await rowsOf(caller.firmId, inOrder),
    meta: {
      current_page: q.page,
      total_count: listed.total,
      total_pages: Math.max(1, Math.ceil(listed.total / q.per_page)),
    },
    next_cursor: listed.next_cursor ?? null,
    previous_cursor: listed.previous_cursor ?? null,
  };
});

export const listCompanyTaxReturns = handle(taxReturnRoutes.listCompanyTaxReturns, async ({ caller, input }) => {
  const company = await openCompany(caller, input.company_id);
  const returns = (await listCompanyReturns(caller.firmId, company.companyId))
    .filter((r) => !r.deleted_at)
    .sort((a, b) => b.tax_year - a.tax_year || ((b.updated_at ?? '') < (a.updated_at ?? '') ? -1 : 1));
  return { tax_returns: await rowsOf(caller.firmId, returns) };
});
