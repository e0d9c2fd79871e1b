import { notificationRoutes } from '@ledgerline/shared/routes/notifications';
import { domainHandler } from '../platform/domain-handler';
import { notificationHandlers } from './routes';

export const handler = domainHandler(notificationRoutes, notificationHandlers);
