import { NestedStack } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import type { RouteDef } from '@ledgerline/shared/routes';
import { AppFunction } from './app-function';
import { domainEntries } from './entries';
import type { Platform } from './platform';
import type { DomainStackPlan } from './route-split';

/** Every API path is served under /api (CloudFront sends /api/* to the HTTP API unchanged). */
export const apiPrefix = '/api';

export function apiRouteKey(r: Pick<RouteDef, 'method' | 'path'>): string {
  return `${r.method} ${apiPrefix}${r.path}`;
}

/** "GET sessions current_user": unique per route key (paths never hold spaces) and stable across releases. */
function routeConstructId(r: RouteDef): string {
  return `${r.method}${r.path.replaceAll('/', ' ')}`;
}

/**
 * One domain's share of the HTTP API, in its own nested stack: its function (granted the union of its
 * routes' `aws` lists), one integration, and its routes.
 * The Lambda permission is scoped to this API rather than to each route: the function is integrated with
 * its own routes only, and one statement per route would outgrow Lambda's 20 KB resource-policy limit at
 * about 50 routes.
 */
export class DomainApiStack extends NestedStack {
  readonly domain: string;
  readonly function: AppFunction;
  readonly routes: HttpRoute[];

  constructor(scope: Construct, props: { plan: DomainStackPlan; platform: Platform }) {
    const { plan, platform } = props;
    super(scope, plan.id, { description: `Ledgerline API: ${plan.domain} (${plan.routes.length} routes)` });
    this.domain = plan.domain;
    const [lambda] = domainEntries(plan.routes);
    this.function = new AppFunction(this, 'Handler', {
      lambda,
      platform,
      description: `Ledgerline API: ${plan.domain}`,
    });
    const integration = new HttpLambdaIntegration('Integration', this.function.fn, { scopePermissionToRoute: false });
    this.routes = plan.routes.map(
      (r) =>
        new HttpRoute(this, routeConstructId(r), {
          httpApi: platform.httpApi,
          routeKey: HttpRouteKey.with(`${apiPrefix}${r.path}`, HttpMethod[r.method]),
          integration,
        }),
    );
  }
}
