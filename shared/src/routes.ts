import type { z } from 'zod';
import type { AccessRule } from './access';
import { sessionRoutes } from './routes/sessions';
import { resourceRoutes } from './routes/resources';
import { userSignInRoutes } from './routes/users';
import { metaRoutes } from './routes/meta';
import { conversationRoutes } from './routes/conversations';
import { firmRoutes } from './routes/firms';
import { companyRoutes } from './routes/companies';
import { documentRoutes } from './routes/documents';
import { notificationRoutes } from './routes/notifications';
import { advisorRoutes } from './routes/advisors';
import { activityRoutes } from './routes/activity';
import { questionnaireRoutes } from './routes/questionnaires';
import { taxReturnRoutes } from './routes/tax-returns';

/** AWS services a route's function needs; the CDK stack grants exactly these. */
export type AwsAccess = 'table' | 'files' | 'mail' | 'sms' | 'queue' | 'realtime' | 'secrets' | 'drafter';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway syntax, without the /api prefix: /tax_returns/{id}/approve */
  path: string;
  /** The folder under functions/src that serves it; one Lambda per domain. */
  domain: string;
  /** The handler's name inside the domain's router. */
  operation: string;
  access: AccessRule;
  aws: readonly AwsAccess[];
  summary: string;
  /** Query string (GET/DELETE) or JSON body (others). */
  input?: z.ZodType;
  /** Response body, for the OpenAPI document. */
  output?: z.ZodType;
}

/** Every API call the product serves. The CDK stack, the local server and the OpenAPI document read this. */
export const routes: RouteDef[] = [...sessionRoutes, ...userSignInRoutes, ...resourceRoutes, ...conversationRoutes, ...firmRoutes, ...companyRoutes, ...documentRoutes, ...notificationRoutes, ...advisorRoutes, ...activityRoutes, ...taxReturnRoutes, ...questionnaireRoutes, ...metaRoutes];

export const domains = [...new Set(routes.map((r) => r.domain))].sort();

export function routeKey(r: Pick<RouteDef, 'method' | 'path'>): string {
  return `${r.method} ${r.path}`;
}
