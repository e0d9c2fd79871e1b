/** GET /companies/get_company_by_hash_id: what an entity address (/admin/{hash}, /inbox/{hash}) names. */
import type { z } from 'zod';
import type { CompanyByHashQuery } from '@ledgerline/shared/schemas/companies';
import { Company } from '../platform/data/entities/company';
import { openCompany } from '../platform/company-access';
import { NotFound } from '../platform/errors';
import type { RequestContext } from '../platform/http';
import { signedIn } from '../platform/http';

export async function getCompanyByHashId(ctx: RequestContext<z.infer<typeof CompanyByHashQuery>>) {
  const caller = signedIn(ctx);
  const { data } = await Company.query.byHash({ firmId: caller.firmId, hash_id: ctx.input.hash_id }).go({ limit: 1 });
  if (!data[0]) throw new NotFound('company', 'Entity not found');
  // The same rules as every other use of an entity: staff of the firm (their group's), a client their own active ones.
  const company = await openCompany(caller, data[0].companyId);
  return {
    company: { id: company.companyId, hash_id: company.hash_id, name: company.name, entity_type: company.entity_type ?? 'Individual', inactive: company.inactive ?? false, readonly_access: company.readonly_access ?? false },
  };
}
