/** GET /companies/get_company_by_hash_id: what an entity address (/admin/{hash}, /inbox/{hash}) names. */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { findCompanyByHash } from './store';
import { openCompany } from '../platform/company-access';
import { companyView } from '../platform/company-view';
import { NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { entityPermissionsOf } from '../platform/firm-permissions';

export const getCompanyByHashId = handle(companyRoutes.getCompanyByHashId, async (ctx) => {
  const { caller } = ctx;
  const found = await findCompanyByHash(caller.firmId, ctx.input.hash_id);
  if (!found) throw new NotFound('company', 'Entity not found');
  // The same rules as every other use of an entity: staff of the firm (their group's), a client their own active ones.
  const company = await openCompany(caller, found.companyId);
  // Issue 20: the screens hide what the caller's firm roles refuse on this entity (null: roles do not decide).
  return { company: { ...companyView(company), my_permissions: await entityPermissionsOf(caller, company.companyId) } };
});
