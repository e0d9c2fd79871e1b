import type { activityRoutes } from '@ledgerline/shared/routes/activity_logs';
import type { Handlers } from '../platform/handle';
import { listActivityEntities } from './list-activity-entities';
import { listActivityLogs } from './list-activity-logs';

/** Each activity_logs route's handler, by the operation its declaration names. */
export const activityLogHandlers: Handlers<typeof activityRoutes> = {
  listActivityLogs,
  listActivityEntities,
};
