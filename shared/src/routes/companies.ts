import { declareRoutes } from '../route';
import * as c from '../schemas/companies';

export const companyRoutes = declareRoutes('companies', {
  getCompanyByHashId: {
    aws: ['table'],
    method: 'GET',
    path: '/companies/get_company_by_hash_id',
    access: 'authenticated',
    summary: 'The entity an /admin/{companyHash} or /inbox/{companyHash} address names, if the caller may use it',
    input: c.CompanyByHashQuery,
    output: c.CompanyByHash,
  },
});
