/** GET /companies/get_company_by_hash_id: what an entity address (/admin/{hash}, /inbox/{hash}) names. */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { findCompanyByHash } from './store';
import { openCompany } from '../platform/company-access';
import { NotFound } from '../platform/errors';
import { handle } from '../platform/handle';

export const getCompanyByHashId = handle(companyRoutes.getCompanyByHashId, async (ctx) => {
  const { caller } = ctx;
  const found = await findCompanyByHash(caller.firmId, ctx.input.hash_id);
  if (!found) throw new NotFound('company', 'Entity not found');
  // The same rules as every other use of an entity: staff of the firm (their group's), a client their own active ones.
  const company = await openCompany(caller, found.companyId);
  return {
    company: {
      id: company.companyId,
      hash_id: company.hash_id,
      name: company.name,
      entity_type: company.entity_type ?? 'Individual',
      inactive: company.inactive ?? false,
      readonly_access: company.readonly_access ?? false,
    },
  };
});
