import { domainHandler } from '../platform/domain-handler';
import { activityLogOperations } from './routes';

export const handler = domainHandler('activity_logs', activityLogOperations);
