import { entityRoutes } from '@ledgerline/shared/routes/entities';
import { domainHandler } from '../platform/domain-handler';
import { entityHandlers } from './routes';

export const handler = domainHandler(entityRoutes, entityHandlers);
