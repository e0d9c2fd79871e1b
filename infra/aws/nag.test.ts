import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes, type RouteDef } from '@ledgerline/shared/routes';
import { configFromContext } from './config';
import { LedgerlineStack } from './ledgerline-stack';
import { withIamReasons } from './nag-suppressions';
import { cdkJsonContext } from './testing';

/** What CDK's validation report (validation-report.json in the cloud assembly) says about one finding. */
interface Finding {
  ruleName: string;
  severity: string;
  description: string;
  violatingConstructs: { constructPath: string }[];
}
interface PluginReport {
  pluginName: string;
  violations: Finding[];
}

const nagPack = () => new AwsSolutionsChecks();

/**
 * Synthesises the real app (stub Lambda code, as stack.test.ts does) with cdk-nag's AWS Solutions pack attached the
 * v3 way, through CDK's validation plugins, and reads the pack's part of the report. A synth with findings throws
 * (in-memory apps fail on validation errors) after writing the report, which is what we read.
 */
function nagFindings(
  change?: (stack: LedgerlineStack) => void,
  variant: {
    context?: Record<string, unknown>;
    routes?: readonly RouteDef[];
    env?: { account: string; region: string };
  } = {},
): { findings: Finding[]; app: App } {
  const outdir = mkdtempSync(join(tmpdir(), 'ledgerline-nag-'));
  const app = new App({ context: { ...cdkJsonContext(), ...variant.context }, outdir });
  const stack = new LedgerlineStack(app, 'Test', {
    routes: variant.routes ?? routes,
    config: configFromContext(app.node),
    lambdaCode: 'stub',
    env: variant.env,
  });
  change?.(stack);
  const pack = nagPack();
  Validations.of(app).addPlugins(withIamReasons(pack));
  let failure: unknown;
  try {
    app.synth();
  } catch (e) {
    failure = e;
  }
  const reportFile = ['validation-report.json', 'policy-validation-report.json']
    .map((f) => join(outdir, f))
    .find(existsSync);
  if (!reportFile) {
    if (failure) throw failure;
    return { findings: [], app };
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { pluginReports: PluginReport[] };
  const findings = report.pluginReports.filter((r) => r.pluginName === pack.name).flatMap((r) => r.violations);
  return { findings, app };
}

/** Every acknowledgement in the tree: where, which rule (or finding), and the reason given. */
function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  const found: { path: string; id: string; reason: string }[] = [];
  const visit = (c: IConstruct) => {
    for (const entry of c.node.metadata)
      if (entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>))
          found.push({ path: c.node.path, id: id.replace(/^annotation::/i, ''), reason });
    for (const child of c.node.children) visit(child);
  };
  visit(root);
  return found;
}

/** One line per finding and resource, for a failure message a person can act on. */
const lines = (findings: Finding[]) =>
  findings.flatMap((f) => f.violatingConstructs.map((c) => `${f.severity} ${f.ruleName} ${c.constructPath}`)).sort();

describe('cdk-nag (AWS Solutions rules)', () => {
  let findings: Finding[];
  let app: App;
  beforeAll(() => {
    ({ findings, app } = nagFindings());
  });

  it('finds nothing unexplained in the portal: every finding is fixed or acknowledged with a reason', () => {
    expect(lines(findings)).toEqual([]);
  });

  it('gives a written reason for every finding it acknowledges', () => {
    const all = acknowledgements(app).filter((a) => a.id.startsWith('AwsSolutions-'));
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((a) => a.reason.trim().length < 60)).toEqual([]);
    const byRule = new Map<string, number>();
    for (const a of all) {
      const rule = a.id.replace(/\[.*$/, '');
      byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
    }
    console.info(
      `cdk-nag acknowledgements: ${[...byRule].map(([rule, n]) => `${rule}=${n}`).join(', ')} (${all.length} in all)`,
    );
  });

  it('reports a resource added without what the rules ask (the check is live, the acknowledgements narrow)', () => {
    const added = nagFindings((stack) => {
      new Bucket(stack, 'UnloggedBucket');
    }).findings;
    const onAdded = lines(added).filter((l) => l.includes('/UnloggedBucket/'));
    expect(onAdded).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/AwsSolutions-S1 /), // no server access logs
        expect.stringMatching(/AwsSolutions-S10 /), // TLS not required
      ]),
    );
    // Nothing else moved: the portal's own resources stay clean.
    expect(lines(added).filter((l) => !l.includes('/UnloggedBucket/'))).toEqual([]);
  });

  it('with the web ACL turned off (-c waf=false) makes no web ACL, no us-east-1 stack, and passes with the reason given', () => {
    // A one-route table and a region outside us-east-1 (where the ACL would get a stack of its own) keep it quick.
    const oneRoute = [routes.find((r) => r.access === 'public')!];
    const off = nagFindings(undefined, {
      context: { waf: 'false' },
      routes: oneRoute,
      env: { account: '123456789012', region: 'eu-west-1' },
    });
    expect(lines(off.findings)).toEqual([]);
    const stacks = off.app.node.findAll().filter((c): c is Stack => Stack.isStack(c));
    expect(stacks.map((st) => st.region).filter((r) => r === 'us-east-1')).toEqual([]);
    for (const st of stacks) Template.fromStack(st).resourceCountIs('AWS::WAFv2::WebACL', 0);
    const cfr2 = acknowledgements(off.app).filter((a) => a.id === 'AwsSolutions-CFR2');
    expect(cfr2).toHaveLength(1);
    expect(cfr2[0].reason).toContain(
      "turned off by the firm (-c waf=false): the handlers' own rate limits on sign-in, codes, the drop link and sign-up remain",
    );
    // The default keeps it, and acknowledges no missing one.
    expect(acknowledgements(app).filter((a) => a.id === 'AwsSolutions-CFR2')).toEqual([]);
    Template.fromStack(app.node.findChild('Test') as Stack).resourceCountIs('AWS::WAFv2::WebACL', 1);
  });
});
