import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { handle } from '../platform/handle';
import { openCompany } from '../platform/company-access';
import { clientCanSee } from '@ledgerline/shared/tax-return-delivery';
import { getFirmPreferences, listCompanyReturns } from './store';
import { taxReturnCard } from './views';

/** GET /tax_returns/get_tax_returns_index: an entity's returns, newest year first. Clients see them only when the firm delivers returns in the portal. */
export const getTaxReturnsIndex = handle(taxReturnRoutes.getTaxReturnsIndex, async (ctx) => {
  const { caller } = ctx;
  const company = await openCompany(caller, ctx.input.company_id);
  if (!caller.isAdvisor) {
    const prefs = await getFirmPreferences(caller.firmId);
    if (prefs.new_tax_return_delivery_enabled !== true) return { tax_returns: [] };
  }
  // Deleted returns are gone; a client sees a return once it was sent to them (FA §4.1), never one being prepared.
  const returns = (await listCompanyReturns(caller.firmId, company.companyId)).filter(
    (r) => !r.deleted_at && (caller.isAdvisor || clientCanSee(r.status)),
  );
  return {
    tax_returns: returns
      .sort((a, b) => b.tax_year - a.tax_year || a.tax_return_name.localeCompare(b.tax_return_name))
      .map(taxReturnCard),
  };
});
