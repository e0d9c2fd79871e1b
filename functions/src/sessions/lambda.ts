import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { domainHandler } from '../platform/domain-handler';
import { sessionHandlers } from './routes';

export const handler = domainHandler(sessionRoutes, sessionHandlers);
