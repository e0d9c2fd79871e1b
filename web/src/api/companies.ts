/** The entity calls the SPA makes. Response types come from the shared schemas (types only: no zod in the bundle). */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/companies';
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { api } from './client';

export type CompanyView = z.infer<typeof s.CompanyView>;

export const companyByHashPath = companyRoutes.getCompanyByHashId.path;

export const companies = {
  /** The entity an address's {companyHash} names; 404 when the caller may not use it (the caller shows that). */
  byHash: (hash_id: string) => api.call(companyRoutes.getCompanyByHashId, { hash_id }, { quiet: [404] }),
};
