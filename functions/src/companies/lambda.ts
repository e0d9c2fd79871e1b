import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { domainHandler } from '../platform/domain-handler';
import { companyHandlers } from './routes';

export const handler = domainHandler(companyRoutes, companyHandlers);
