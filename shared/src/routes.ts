import type { RouteDef } from './route';
import { sessionRoutes } from './routes/sessions';
import { userRoutes } from './routes/users';
import { metaRoutes } from './routes/meta';
import { conversationRoutes } from './routes/conversations';
import { firmRoutes } from './routes/firms';
import { companyRoutes } from './routes/companies';
import { entityRoutes } from './routes/entities';
import { documentRoutes } from './routes/documents';
import { notificationRoutes } from './routes/notifications';
import { advisorRoutes } from './routes/advisors';
import { activityRoutes } from './routes/activity_logs';
import { questionnaireRoutes } from './routes/questionnaires';
import { answeringRoutes } from './routes/answering';
import { exportRoutes } from './routes/exports';
import { taxReturnRoutes } from './routes/tax_returns';
import { signatureRequestRoutes } from './routes/signature_requests';
import { importRoutes } from './routes/imports';
import { priorYearItemRoutes } from './routes/prior_year_items';
import { firmRoleRoutes } from './routes/firm_roles';

export { routeKey, type AwsAccess, type HttpMethod, type RouteDef } from './route';

/**
 * Every API call the product serves, flattened from the domains' declarations. The CDK stack, the local server,
 * the OpenAPI document and the security tests read this; a Lambda imports only its own domain's declarations.
 */
export const routeGroups = {
  sessions: sessionRoutes,
  users: userRoutes,
  conversations: conversationRoutes,
  firms: firmRoutes,
  companies: companyRoutes,
  entities: entityRoutes,
  documents: documentRoutes,
  notifications: notificationRoutes,
  advisors: advisorRoutes,
  activity_logs: activityRoutes,
  tax_returns: taxReturnRoutes,
  signature_requests: signatureRequestRoutes,
  questionnaires: questionnaireRoutes,
  answering: answeringRoutes,
  exports: exportRoutes,
  imports: importRoutes,
  prior_year_items: priorYearItemRoutes,
  firm_roles: firmRoleRoutes,
  meta: metaRoutes,
} as const;

export const routes: RouteDef[] = Object.values(routeGroups).flatMap((group) => Object.values(group) as RouteDef[]);

export const domains = [...new Set(routes.map((r) => r.domain))].sort();
