import { declareRoutes } from '../route';
import * as a from '../schemas/activity';

/** MD §7, FA §7.9: the activity log. MD §6: only advisors load it. */
export const activityRoutes = declareRoutes('activity_logs', {
  listActivityLogs: {
    aws: ['table'],
    method: 'GET',
    path: '/v2/activity_logs',
    access: 'advisor',
    summary: 'The activity log, newest first: by entity, questionnaire, type and search; 32 a page',
    input: a.ActivityLogQuery,
    output: a.ActivityLogPage,
  },
  listActivityEntities: {
    aws: ['table'],
    method: 'GET',
    path: '/v2/activity_logs/entities',
    access: 'advisor',
    summary:
      'The entities whose log a group-limited firm user may read (their firm group’s clients’), for the log’s entity picker; at most 50 by name',
    input: a.ActivityEntitiesQuery,
    output: a.ActivityEntities,
  },
});
