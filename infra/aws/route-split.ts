import type { RouteDef } from '@ledgerline/shared/routes';
import { domainsOf } from './entries';

/** CloudFormation's limit of resources per stack (root and each nested stack). */
export const cloudFormationResourceLimit = 500;

/**
 * Resources a domain's nested stack holds besides its routes: the function, its role, the role's policy,
 * its log group, the HTTP API integration, one API-scoped Lambda permission; 2 to spare (its alarms are account-wide
 * now, alarms.ts).
 * One resource per route (AWS::ApiGatewayV2::Route).
 */
export const resourcesPerDomain = 8;
export const resourcesPerRoute = 1;

export interface DomainStackPlan {
  domain: string;
  /** Construct id of the nested stack: stable for the domain, whatever else the table holds. */
  id: string;
  routes: RouteDef[];
  estimatedResources: number;
}

export function domainStackId(domain: string): string {
  const pascal = domain
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
  return `${pascal}Api`;
}

/**
 * The split of the route table into nested stacks: one per domain, derived from the table alone.
 * A domain's stack depends on nothing but that domain, so adding a domain adds a stack and never moves
 * another domain's function or routes between stacks (CloudFormation would create the moved route in the
 * new stack before deleting the old one, and two routes with one key conflict).
 */
export function planDomainStacks(
  routeTable: readonly RouteDef[],
  limit = cloudFormationResourceLimit,
): DomainStackPlan[] {
  const seen = new Map<string, RouteDef>();
  for (const r of routeTable) {
    const key = `${r.method} ${r.path}`;
    const other = seen.get(key);
    if (other) throw new Error(`Route ${key} is in the table twice (domains ${other.domain} and ${r.domain})`);
    seen.set(key, r);
  }
  const plans = domainsOf(routeTable).map((domain) => {
    const routes = routeTable.filter((r) => r.domain === domain);
    return {
      domain,
      id: domainStackId(domain),
      routes,
      estimatedResources: resourcesPerDomain + resourcesPerRoute * routes.length,
    };
  });
  const ids = new Map<string, string>();
  for (const p of plans) {
    const clash = ids.get(p.id);
    if (clash) throw new Error(`Domains ${clash} and ${p.domain} would share the nested stack id ${p.id}`);
    ids.set(p.id, p.domain);
    if (p.estimatedResources >= limit) {
      throw new Error(
        `Domain ${p.domain} has ${p.routes.length} routes: its nested stack would hold ${p.estimatedResources} resources, over CloudFormation's ${limit}. Split the domain.`,
      );
    }
  }
  return plans;
}
