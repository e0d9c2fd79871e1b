import { ArnFormat, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { apiPrefix } from './domain-api-stack';

/** CloudFront's web ACLs live in us-east-1, whatever region the portal is in. */
export const cloudFrontWafRegion = 'us-east-1';

/**
 * Requests one client IP may make in five minutes before the rule blocks it (until its rate falls again). They are
 * far above what people do — an office behind one address signing in, a client dropping a few hundred files — and far
 * below what a script guessing codes or filling the sign-up form does. The handlers keep their own, finer limits
 * (attempts per code, per drop link); these stop the volume before it reaches a function.
 */
export const rateLimits = {
  /** /api/sessions/*: sign-in by password, code, link or provider, and the session calls. */
  signIn: 300,
  /** The drop link's and the drop-off's public upload calls (a link and a notification per file, up to 999 files). */
  dropLink: 2000,
  /** Creating a firm, and a client's self sign-up through a template link. */
  signUp: 50,
} as const;
const rateWindowSeconds = 300;

const apiPath = (r: { path: string }) => `${apiPrefix}${r.path}`;
/** The public upload calls of the drop link (FA §2.9) and of the drop-off page. */
export const dropLinkPaths = [
  documentRoutes.getDropUploadLink,
  documentRoutes.notifyDrop,
  documentRoutes.getDropOff,
  documentRoutes.getDropOffUploadLink,
  documentRoutes.processDropOffDocument,
].map(apiPath);
export const signUpPaths = [sessionRoutes.createFirm, sessionRoutes.firmSelfSignUp].map(apiPath);
export const signInPathPrefix = `${apiPrefix}/sessions/`;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function uriPath(searchString: string, positionalConstraint: 'EXACTLY' | 'STARTS_WITH'): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint,
      searchString,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

function anyOf(statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty {
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}

function rateRule(name: string, priority: number, limit: number, scope: CfnWebACL.StatementProperty) {
  return {
    name,
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        limit,
        aggregateKeyType: 'IP',
        evaluationWindowSec: rateWindowSeconds,
        scopeDownStatement: scope,
      },
    },
    visibilityConfig: visibility(name),
  } satisfies CfnWebACL.RuleProperty;
}

function managedRule(name: string, priority: number, count: string[] = []): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ruleActionOverrides: count.length
          ? count.map((rule) => ({ name: rule, actionToUse: { count: {} } }))
          : undefined,
      },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The portal's AWS WAF web ACL (CLOUDFRONT scope, so it must be made in us-east-1): Amazon's IP reputation list,
 * known bad inputs and core rule set, and the rate-based rules on sign-in, the drop link and sign-up. The core set's
 * body-size and body-XSS rules only count: message and mass-mail bodies are HTML over 8 KB by design, and the
 * handlers validate and sanitise them. Requests are logged (client IP, URI, rule, action) to a log group WAF
 * requires to be named aws-waf-logs-*, with the Authorization header redacted.
 */
export class SiteFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: { logRetention: RetentionDays }) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'Ledgerline portal: managed rule groups and rate limits on sign-in, the drop link and sign-up',
      visibilityConfig: visibility('LedgerlinePortal'),
      rules: [
        managedRule('AWSManagedRulesAmazonIpReputationList', 0),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 1),
        managedRule('AWSManagedRulesCommonRuleSet', 2, ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']),
        rateRule('SignInRate', 10, rateLimits.signIn, uriPath(signInPathPrefix, 'STARTS_WITH')),
        rateRule('DropLinkRate', 11, rateLimits.dropLink, anyOf(dropLinkPaths.map((p) => uriPath(p, 'EXACTLY')))),
        rateRule('SignUpRate', 12, rateLimits.signUp, anyOf(signUpPaths.map((p) => uriPath(p, 'EXACTLY')))),
      ],
    });
    const logGroupName = `aws-waf-logs-${Stack.of(this).stackName}`;
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName,
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const logging = new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // WAF refuses the log group's ARN attribute (it ends in ':*'): the plain ARN.
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    });
    logging.node.addDependency(this.logGroup);
  }
}

/**
 * The web ACL's own stack in us-east-1, for a portal deployed in another region: CloudFront takes the ACL's ARN
 * through CDK's cross-region references (an SSM parameter the portal's stack reads at deploy).
 */
export class SiteFirewallStack extends Stack {
  readonly firewall: SiteFirewall;

  constructor(scope: Construct, id: string, props: StackProps & { logRetention: RetentionDays }) {
    super(scope, id, { description: 'Ledgerline portal: CloudFront web ACL (us-east-1)', ...props });
    this.firewall = new SiteFirewall(this, 'Firewall', { logRetention: props.logRetention });
  }
}
