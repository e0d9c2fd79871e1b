/** Helpers for the infra tests: synthesise a LedgerlineStack once and read its templates. Not used by the app. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type CfnResource, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { RouteDef } from '@ledgerline/shared/routes';
import { configFromContext } from './config';
import { repoRoot } from './entries';
import { LedgerlineStack } from './ledgerline-stack';
import type { LambdaCode } from './platform';

/** The context the CLI synthesises with (cdk.json), so tests see the same feature flags. */
export function cdkJsonContext(): Record<string, unknown> {
  return JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')).context;
}

export interface Synthesised {
  stack: LedgerlineStack;
  root: Template;
  /** Domain -> its nested stack's template. */
  domains: Map<string, Template>;
  /** Root first, then every nested stack. */
  all: { name: string; stack: Stack; template: Template }[];
}

export function synthesise(
  routeTable: readonly RouteDef[],
  options: {
    lambdaCode?: LambdaCode;
    context?: Record<string, unknown>;
    outdir?: string;
    /** The account and region the stack is bound to (region-agnostic when absent, like an offline synth). */
    env?: { account: string; region: string };
  } = {},
): Synthesised {
  const app = new App({ context: { ...cdkJsonContext(), ...options.context }, outdir: options.outdir });
  const stack = new LedgerlineStack(app, 'Test', {
    routes: routeTable,
    config: configFromContext(app.node),
    lambdaCode: options.lambdaCode ?? 'stub',
    env: options.env,
  });
  const root = Template.fromStack(stack);
  const domains = new Map<string, Template>();
  const all: Synthesised['all'] = [{ name: stack.stackName, stack, template: root }];
  for (const nested of stack.domainStacks) {
    const template = Template.fromStack(nested);
    domains.set(nested.domain, template);
    all.push({ name: nested.node.id, stack: nested, template });
  }
  return { stack, root, domains, all };
}

export function resourceCount(template: Template): number {
  return Object.keys(template.toJSON().Resources ?? {}).length;
}

export function logicalId(construct: { node: { defaultChild?: unknown } }): string {
  const child = construct.node.defaultChild as CfnResource;
  return child.stack.getLogicalId(child);
}

/** Every IAM policy statement attached to a role, by the role's logical id. */
export function statementsByRole(template: Template): Map<string, Statement[]> {
  const out = new Map<string, Statement[]>();
  const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;
  for (const r of Object.values(resources)) {
    if (r.Type === 'AWS::IAM::Policy') {
      for (const role of r.Properties.Roles ?? []) {
        const id = role.Ref as string;
        out.set(id, [...(out.get(id) ?? []), ...r.Properties.PolicyDocument.Statement]);
      }
    }
  }
  return out;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

export function asList<T>(v: T | T[]): T[] {
  return Array.isArray(v) ? v : [v];
}
