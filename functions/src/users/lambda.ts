import { userRoutes } from '@ledgerline/shared/routes/users';
import { domainHandler } from '../platform/domain-handler';
import { userHandlers } from './routes';

export const handler = domainHandler(userRoutes, userHandlers);
