/**
 * The cdk-nag findings (AWS Solutions rules, nag.test.ts) the portal keeps on purpose, each with the reason a reviewer
 * would ask for. Everything else the rules found was fixed (docs/infrastructure-checks.md lists both). cdk-nag 3 reads
 * CDK's own acknowledgements (Validations.of(construct).acknowledge), which cover the construct and everything under
 * it, and names each finding of a many-finding rule (IAM4, IAM5) on its own: so rule-wide reasons are acknowledged on
 * the narrowest construct that holds the findings, and IAM findings one by one, each matched to a written reason
 * below. A finding no reason matches stays a finding, and nag.test.ts fails on it.
 */
import {
  CfnResource,
  type IPolicyValidationContext,
  type IPolicyValidationPlugin,
  type IResolvable,
  Stack,
  Validations,
} from 'aws-cdk-lib';
import { CfnPolicy, CfnRole } from 'aws-cdk-lib/aws-iam';
import { CfnFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import type { AppConfig } from './config';
import type { LedgerlineStack } from './ledgerline-stack';

/** One reason for the findings of a many-finding rule whose text matches. */
interface FindingReason {
  rule: 'AwsSolutions-IAM4' | 'AwsSolutions-IAM5';
  finding: RegExp;
  reason: string;
}

/**
 * An ARN's partition, region and account as a finding names them: CloudFormation's pseudo parameters in a
 * region-agnostic synth, the values themselves in a stack bound to an account and region (app.ts, with credentials).
 */
const arnParts = {
  partition: '(?:<AWS::Partition>|aws[a-z-]*)',
  region: '(?:<AWS::Region>|[a-z]{2}(?:-[a-z]+)+-\\d)',
  account: '(?:<AWS::AccountId>|\\d{12})',
};

/** `Resource::arn:<partition>:<rest>`, rest's {region} and {account} standing for either form. */
function arnPattern(rest: string): RegExp {
  const filled = rest.replace('{region}', arnParts.region).replace('{account}', arnParts.account);
  return new RegExp(`^Resource::arn:${arnParts.partition}:${filled}$`);
}

/**
 * Why each kind of wildcard or AWS-managed policy stays. Patterns name the resources by their construct ids (the
 * logical ids start with them), so a wildcard on anything else is not explained.
 */
export const findingReasons: FindingReason[] = [
  {
    rule: 'AwsSolutions-IAM4',
    finding: /^Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole$/,
    reason:
      'The Lambda basic execution policy: logs:CreateLogGroup, CreateLogStream and PutLogEvents, nothing else. Each function writes only to its own log group (AppFunction); the policy is what Lambda documents for it and AWS keeps current.',
  },
  {
    rule: 'AwsSolutions-IAM4',
    finding: /^Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AmazonAPIGatewayPushToCloudWatchLogs$/,
    reason:
      "API Gateway's account-level logging role (realtime.ts): the policy API Gateway documents for writing stage logs, held by a role only apigateway.amazonaws.com may assume.",
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: /^Action::s3:(GetObject|GetBucket|List|DeleteObject|PutObject|Abort)\*$/,
    reason:
      "CDK's S3 grant action groups (grantRead/grantPut/grantDelete): each expands to that verb's object or bucket actions (e.g. GetObject, GetObjectVersion) and nothing else, on the one bucket the statement names.",
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: /^Resource::<[^>]*FilesBucket[0-9A-F]{8}[^>]*Arn>\/\*$/,
    reason:
      "Objects of the clients' files bucket. IAM cannot narrow by firm (the firm comes from the caller's verified token); the code builds every key from the caller's firm (uploads/<firm>/…, exports/<firm>/…), and what each function may do to them (read, write, delete) is granted per route by access.ts.",
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: /^Resource::<[^>]*Table[0-9A-F]{8}[^>]*Arn>\/index\/\*$/,
    reason:
      "The app table's global secondary indexes (tableDesign's indexes, designed keys): Query on them needs the index ARNs, and every index belongs to this one table.",
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: arnPattern('ses:{region}:{account}:identity\\/\\*'),
    reason:
      "SES identities of this account and region: firms verify their own sending domains at run time (Firm Settings' mail domain), so their identities cannot be named at deploy; SES refuses sending as an unverified one whatever IAM allows.",
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: /^Resource::\*$/,
    reason:
      "Textract's text detection (DetectDocumentText, StartDocumentTextDetection, GetDocumentTextDetection) has no resource type in IAM, so only '*' can name it; the statement holds those three actions alone, in the jobs function alone (stack.test.ts checks both).",
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: /^Resource::arn:<AWS::Partition>:bedrock:\*::foundation-model\/[\w.:-]+$/,
    reason:
      'The one configured Bedrock model (drafterModelId), in whichever region its cross-region inference profile routes a request to: the model is named, the region cannot be.',
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: arnPattern(
      'execute-api:{region}:{account}:<[^>]*RealtimeApi[0-9A-F]{8}[^>]*>\\/\\*\\/\\*\\/@connections\\/\\*',
    ),
    reason:
      "Posting to this WebSocket API's connections (execute-api:ManageConnections): connection ids are made per browser at run time; the API is named.",
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: new RegExp(
      `^Resource::(<[^>]*SiteBucket[0-9A-F]{8}[^>]*Arn>\\/\\*|arn:${arnParts.partition}:s3:::cdk-[a-z0-9]+-assets-${arnParts.account}-${arnParts.region}\\/\\*)$`,
    ),
    reason:
      "The site deployment (CDK's BucketDeployment) copies the built SPA from CDK's asset bucket into the site bucket, replacing what was there: objects of those two buckets only.",
  },
];

/** Rule-wide reasons, acknowledged on the construct that holds the findings. */
const reasons = {
  apiAuthorization:
    'Authorisation is done by the handlers, not API Gateway: the request pipeline verifies the bearer token (jose, key from Secrets Manager) and checks the route table’s access rule and the caller’s firm on every signed-in route; the public routes (sign-in, sign-up, drop link) are public by design. WebSocket $connect checks the same token.',
  runtime:
    'Node.js 22 on purpose: the code must run on the machines’ Node 20 and on Lambda’s Node 22 (ARCHITECTURE.md); a runtime change is a deliberate upgrade with its tests, not a lint fix.',
  cdkHandlerRuntime:
    'The site deployment’s handler is CDK’s own BucketDeployment function: aws-cdk-lib chooses and updates its runtime with each release; it runs only during a deploy.',
  geoRestriction:
    'No country is refused: a US firm’s clients include expatriates and people travelling at filing time. Volume and abuse are limited by the web ACL’s rate rules and Amazon’s IP reputation list instead.',
  cloudFrontLogs:
    'Every viewer request is already logged by the distribution’s AWS WAF web ACL (client IP, URI, headers without Authorization, rule and action; site-firewall.ts), and every API request by the API stage’s access log; CloudFront’s standard logs would repeat them and need an ACL-enabled bucket.',
  defaultCertificate:
    'No custom domain is configured (siteDomainName, siteCertificateArn): the *.cloudfront.net default certificate is served, and CloudFront fixes its minimum protocol (TLSv1). With the firm’s domain the distribution requires TLSv1.2_2021 (site.ts); docs/infrastructure-checks.md tells the operator how.',
  wafTurnedOff:
    "The web ACL is turned off by the firm (-c waf=false): the handlers' own rate limits on sign-in, codes, the drop link and sign-up remain.",
  geoRestrictionWithoutWaf:
    'No country is refused: a US firm’s clients include expatriates and people travelling at filing time. The firm turned the web ACL off (-c waf=false); the handlers’ own rate limits and the API stage’s throttle limit abuse.',
  cloudFrontLogsWithoutWaf:
    'Every API request is logged by the API stage’s access log (request id, source, route, status); the firm turned the web ACL and its request log off (-c waf=false), and CloudFront’s standard logs would need an ACL-enabled bucket for requests of the static SPA.',
  providerSecrets:
    'The value is a third party’s credential (the Stripe secret key; the Google and Microsoft client secrets) that the operator puts in by hand: rotating it is done at the provider, which issues the new value, and a Secrets Manager rotation function could not obtain one.',
} as const;

export type RuleWideReason = keyof typeof reasons;

function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** Resolved strings of a policy document's Allow statements' wildcard actions and resources, as cdk-nag's IAM5 names them. */
function wildcardFindings(document: { Statement?: Record<string, unknown>[] } | undefined): string[] {
  const found = new Set<string>();
  for (const st of document?.Statement ?? []) {
    if (st.Effect !== 'Allow') continue;
    for (const action of list(st.Action) as string[]) if (action.includes('*')) found.add(`Action::${action}`);
    for (const resource of list(st.Resource).map(flatten))
      if (resource.includes('*')) found.add(`Resource::${resource}`);
  }
  return [...found];
}

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** CloudFormation intrinsics flattened the way cdk-nag names them: Ref -> <Id>, GetAtt -> <Id.Attr>, Join joined. */
function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const o = node as Record<string, any>;
  if (o['Fn::Join']) return (o['Fn::Join'][1] as unknown[]).map(flatten).join(o['Fn::Join'][0]);
  if (o['Fn::Sub']) return flatten(o['Fn::Sub']);
  if (o['Fn::GetAtt']) return `<${flatten(o['Fn::GetAtt'][0])}.${flatten(o['Fn::GetAtt'][1])}>`;
  if (o['Fn::ImportValue']) return flatten(o['Fn::ImportValue']);
  if (o.Ref) return `<${flatten(o.Ref)}>`;
  return JSON.stringify(node);
}

/** The IAM4 and IAM5 findings of one policy or role, each acknowledged when a reason matches it. */
function acknowledgeIamFindings(resource: CfnResource): void {
  const stack = Stack.of(resource);
  const findings: { rule: FindingReason['rule']; finding: string }[] = [];
  if (resource instanceof CfnPolicy) {
    for (const f of wildcardFindings(stack.resolve(resource.policyDocument)))
      findings.push({ rule: 'AwsSolutions-IAM5', finding: f });
  } else if (resource instanceof CfnRole) {
    for (const arn of list(stack.resolve(resource.managedPolicyArns)).map((a) => flatten(stack.resolve(a))))
      if (arn.includes(':iam::aws:')) findings.push({ rule: 'AwsSolutions-IAM4', finding: `Policy::${arn}` });
    for (const policy of list(stack.resolve(resource.policies)) as { policyDocument?: unknown }[])
      for (const f of wildcardFindings(stack.resolve(policy.policyDocument as IResolvable)))
        findings.push({ rule: 'AwsSolutions-IAM5', finding: f });
  }
  for (const { rule, finding } of findings) {
    const match = findingReasons.find((r) => r.rule === rule && r.finding.test(finding));
    if (match) acknowledge(resource, `${rule}[${finding}]`, match.reason);
  }
}

function* walk(scope: IConstruct): Generator<IConstruct> {
  yield scope;
  for (const child of scope.node.children) yield* walk(child);
}

/**
 * Acknowledges the rule-wide findings the portal's stack (and its nested stacks) keeps. The stack's constructor calls
 * it last, so the acknowledgements are part of the app whatever checks it.
 */
export function acknowledgeNagFindings(stack: LedgerlineStack, config: AppConfig): void {
  for (const domain of stack.domainStacks) acknowledge(domain, 'AwsSolutions-APIG4', reasons.apiAuthorization);
  acknowledge(stack.realtime.api, 'AwsSolutions-APIG4', reasons.apiAuthorization);

  const distribution = stack.site.distribution;
  acknowledge(
    distribution,
    'AwsSolutions-CFR1',
    config.waf ? reasons.geoRestriction : reasons.geoRestrictionWithoutWaf,
  );
  acknowledge(
    distribution,
    'AwsSolutions-CFR3',
    config.waf ? reasons.cloudFrontLogs : reasons.cloudFrontLogsWithoutWaf,
  );
  if (!config.waf) acknowledge(distribution, 'AwsSolutions-CFR2', reasons.wafTurnedOff);
  if (!config.site.domainName) acknowledge(distribution, 'AwsSolutions-CFR4', reasons.defaultCertificate);

  acknowledge(stack.platform.paymentsSecret, 'AwsSolutions-SMG4', reasons.providerSecrets);
  if (stack.platform.oidc.secret) acknowledge(stack.platform.oidc.secret, 'AwsSolutions-SMG4', reasons.providerSecrets);

  for (const construct of walk(stack)) {
    // Node 22 is the app's runtime wherever it runs code of ours (AppFunction, the signing key's rotation).
    if (construct instanceof CfnFunction && construct.runtime === Runtime.NODEJS_22_X.name)
      acknowledge(construct, 'AwsSolutions-L1', reasons.runtime);
    if (construct.node.id.startsWith('Custom::CDKBucketDeployment'))
      acknowledge(construct, 'AwsSolutions-L1', reasons.cdkHandlerRuntime);
  }
}

/**
 * A validation plugin (cdk-nag's pack, in nag.test.ts) that first acknowledges the IAM findings a reason explains.
 * It has to run at validation: a finding names its resources as the synthesised template does, and a nested stack's
 * template names the root's bucket or table through a parameter CDK only makes at synthesis.
 */
export function withIamReasons(pack: IPolicyValidationPlugin): IPolicyValidationPlugin {
  return {
    name: pack.name,
    version: pack.version,
    ruleIds: pack.ruleIds,
    validate(context: IPolicyValidationContext) {
      for (const construct of walk(context.appConstruct))
        if (CfnResource.isCfnResource(construct)) acknowledgeIamFindings(construct);
      return pack.validate(context);
    },
  };
}
