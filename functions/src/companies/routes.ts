import type { companyRoutes } from '@ledgerline/shared/routes/companies';
import type { Handlers } from '../platform/handle';
import { getCompanyByHashId } from './get-company-by-hash-id';

/** Each companies route's handler, by the operation its declaration names. */
export const companyHandlers: Handlers<typeof companyRoutes> = { getCompanyByHashId };
