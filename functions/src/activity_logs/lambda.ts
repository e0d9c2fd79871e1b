import { activityRoutes } from '@ledgerline/shared/routes/activity_logs';
import { domainHandler } from '../platform/domain-handler';
import { activityLogHandlers } from './routes';

export const handler = domainHandler(activityRoutes, activityLogHandlers);
