/**
 * GET /companies/get_user_assigned_companies: the caller's own entities (their memberships), by name; a client sees
 * only the active ones (FA §6), deleted ones are gone for everyone.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { handle } from '../platform/handle';
import { companyView } from '../platform/company-view';
import * as store from './store';

export const getUserAssignedCompanies = handle(companyRoutes.getUserAssignedCompanies, async ({ caller }) => {
  const ids = await store.companyIdsOf(caller.firmId, caller.userId);
  const companies = (await store.getCompanies(caller.firmId, ids))
    .filter((c) => !c.deleted_at && (caller.isAdvisor || !c.inactive))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { companies: companies.map(companyView) };
});
