import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { domainHandler } from '../platform/domain-handler';
import { advisorHandlers } from './routes';

export const handler = domainHandler(advisorRoutes, advisorHandlers);
