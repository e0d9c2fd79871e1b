/**
 * POST /set_default_company (FA §7.4, §6 'A client's entity is their default company'): the client's default
 * entity, one of their own active entities (any other answers 404), stored as default_company_id.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityOwnText } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { openCompany } from './access';
import * as store from './store';

export const setDefaultCompany = handle(companyRoutes.setDefaultCompany, async ({ caller, input }) => {
  const company = await openCompany(caller, input.company_id);
  await store.setDefaultCompany(caller.firmId, caller.userId, company.companyId);
  return { message: entityOwnText.defaultCompanySet, default_company_id: company.companyId };
});
