import type { RouteDef } from '../routes';
import * as a from '../schemas/activity';

/** MD §7, FA §7.9: the activity log. MD §6: only advisors load it. */
export const activityRoutes: RouteDef[] = [
  { domain: 'activity_logs', aws: ['table'], method: 'GET', path: '/v2/activity_logs', operation: 'listActivityLogs', access: 'advisor', summary: 'The activity log, newest first: by entity, questionnaire, type and search; 32 a page', input: a.ActivityLogQuery, output: a.ActivityLogPage },
];
