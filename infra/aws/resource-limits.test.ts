import { beforeAll, describe, expect, it } from 'vitest';
import type { AwsAccess, HttpMethod, RouteDef } from '@ledgerline/shared/routes';
import { apiRouteKey } from './domain-api-stack';
import { cloudFormationResourceLimit, planDomainStacks } from './route-split';
import { resourceCount, synthesise, type Synthesised } from './testing';

/**
 * A synthetic route table the size of the spec: 220 routes in 21 domains, sized like the spec's areas
 * (the largest has 36 routes), every domain using every kind of AWS access so each nested stack is as big
 * as it gets.
 */
const domainSizes = [36, 23, 22, 21, 20, 17, 14, 10, 10, 8, 7, 6, 5, 5, 4, 4, 3, 2, 1, 1, 1];
const everyAccess: AwsAccess[] = [
  'table',
  'files',
  'files-delete',
  'mail',
  'mailDomains',
  'sms',
  'queue',
  'realtime',
  'secrets',
  'payments',
  'drafter',
];
const methods: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function syntheticRoutes(sizes: number[], prefix = 'area'): RouteDef[] {
  return sizes.flatMap((size, d) =>
    Array.from({ length: size }, (_, i) => ({
      method: methods[i % methods.length],
      path: `/${prefix}${d}/{id}/call_${i}`,
      domain: `${prefix}${d}`,
      operation: `call${i}`,
      access: 'advisor' as const,
      aws: everyAccess,
      summary: `synthetic ${i}`,
      output: 'file' as const,
    })),
  );
}

const table = syntheticRoutes(domainSizes);

describe('a 220-route table across 21 domains', () => {
  let s: Synthesised;
  beforeAll(() => {
    s = synthesise(table);
  });

  it('is the size the test means', () => {
    expect(table.length).toBe(220);
    expect(new Set(table.map((r) => r.domain)).size).toBe(21);
  });

  it('deploys every route exactly once', () => {
    const keys = s.all.flatMap(({ template }) =>
      Object.values(template.toJSON().Resources as Record<string, any>)
        .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route' && !r.Properties.RouteKey.startsWith('$'))
        .map((r) => r.Properties.RouteKey),
    );
    expect(keys.sort()).toEqual(table.map(apiRouteKey).sort());
  });

  it(`keeps the root stack and every nested stack under ${cloudFormationResourceLimit} resources`, () => {
    const counts = s.all.map(({ name, template }) => ({ name, count: resourceCount(template) }));
    expect(counts.length).toBe(22);
    console.info(`resources per stack (220 synthetic routes): ${counts.map((c) => `${c.name}=${c.count}`).join(', ')}`);
    expect(counts.filter((c) => c.count >= cloudFormationResourceLimit)).toEqual([]);
  });

  it('estimates each nested stack’s size no lower than it is', () => {
    for (const plan of planDomainStacks(table)) {
      const actual = resourceCount(s.domains.get(plan.domain)!);
      expect({ domain: plan.domain, fits: actual <= plan.estimatedResources }).toEqual({
        domain: plan.domain,
        fits: true,
      });
    }
  });
});

describe('the split', () => {
  it('gives each domain its own stack, which adding a domain does not move', () => {
    const before = planDomainStacks(table);
    const after = planDomainStacks([...syntheticRoutes([3], 'aaa'), ...table]);
    expect(after.length).toBe(before.length + 1);
    for (const plan of before) {
      const same = after.find((p) => p.domain === plan.domain)!;
      expect({ id: same.id, routes: same.routes.map(apiRouteKey) }).toEqual({
        id: plan.id,
        routes: plan.routes.map(apiRouteKey),
      });
    }
  });

  it('fits a single domain of 220 routes in one nested stack', () => {
    const s = synthesise(syntheticRoutes([220], 'big'));
    expect(
      s.all.map(({ template }) => resourceCount(template)).filter((n) => n >= cloudFormationResourceLimit),
    ).toEqual([]);
  });

  it('refuses a domain too big for one stack, and a route listed twice', () => {
    expect(() => planDomainStacks(syntheticRoutes([cloudFormationResourceLimit], 'huge'))).toThrow(
      /huge0 has 500 routes/,
    );
    const [first] = table;
    expect(() => planDomainStacks([...table, { ...first, domain: 'other' }])).toThrow(/in the table twice/);
  });
});
