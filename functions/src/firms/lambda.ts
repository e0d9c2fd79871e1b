import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { domainHandler } from '../platform/domain-handler';
import { firmHandlers } from './routes';

export const handler = domainHandler(firmRoutes, firmHandlers);
