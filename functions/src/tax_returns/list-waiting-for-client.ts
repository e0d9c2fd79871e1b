import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { handle } from '../platform/handle';
import { groupCompanyIds, isGroupLimited } from '../platform/firm-groups';
import { companiesWaitingDrafts, companyLabels, firmWaitingDrafts } from './store';

/**
 * GET /v2/tax_returns/waiting_for_client: the drafts the firm sent that the client has not reviewed yet (unlocked,
 * neither approved nor sent back), newest sent first, for the staff Home. A page is one query of the firm's
 * waiting index; staff limited to a firm group (FA §6) get their group's entities' drafts only.
 */
export const listWaitingForClient = handle(taxReturnRoutes.listWaitingForClient, async ({ caller, input }) => {
  const { firmId } = caller;
  const page = !isGroupLimited(caller)
    ? await firmWaitingDrafts(firmId, input.per_page, input.cursor)
    : await companiesWaitingDrafts(
        firmId,
        caller.firmGroupId ? await groupCompanyIds(firmId, caller.firmGroupId) : [],
        input.per_page,
        input.cursor,
      );
  const labels = await companyLabels(
    firmId,
    page.returns.map((r) => r.companyId),
  );
  return {
    tax_returns: page.returns.flatMap((r) => {
      const company = labels.get(r.companyId);
      return company
        ? [
            {
              id: r.taxReturnId,
              company_id: r.companyId,
              company_name: company.name,
              company_hash_id: company.hash_id,
              tax_year: r.tax_year,
              tax_return_name: r.tax_return_name,
              sent_at: r.waiting_since ?? '',
            },
          ]
        : [];
    }),
    next_cursor: page.next,
  };
});
