/**
 * The cost model's counts of billed things (infra/cost/prices-us-east-1.json, facts) against the stack itself, so a
 * rule, alarm or secret added to the stack cannot leave `npm run cost` pricing the old count.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { routes } from '@ledgerline/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Synthesised, synthesise } from './testing';

const facts: Record<string, { value: number }> = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../cost/prices-us-east-1.json'), 'utf8'),
).facts;

let s: Synthesised;
beforeAll(() => {
  // As deployed by default: the web ACL on, no linked-account provider.
  s = synthesise(routes);
});

const resources = (type: string) =>
  s.all.flatMap(({ template }) =>
    Object.values<{ Type: string; Properties: any }>(template.toJSON().Resources ?? {}).filter((r) => r.Type === type),
  );

describe('the cost model’s counts match the stack as deployed', () => {
  it('alarms', () => {
    expect(resources('AWS::CloudWatch::Alarm').length).toBe(facts.cloudwatch_alarms_in_stack!.value);
  });

  it('secrets', () => {
    expect(resources('AWS::SecretsManager::Secret').length).toBe(facts.secrets_in_stack!.value);
  });

  it('the web ACL’s rules', () => {
    const acls = resources('AWS::WAFv2::WebACL');
    expect(acls.length).toBe(1);
    expect(acls[0]!.Properties.Rules.length).toBe(facts.waf_rules_in_stack!.value);
  });
});
