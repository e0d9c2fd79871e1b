import { resourceRoutes } from '@ledgerline/shared/routes/resources';
import { domainHandler } from '../platform/domain-handler';
import { resourceHandlers } from './routes';

export const handler = domainHandler(resourceRoutes, resourceHandlers);
