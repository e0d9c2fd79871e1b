import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { routes, type RouteDef } from '@ledgerline/shared/routes';
import { accessLogPrefixes } from './access-logs';
import { freeAlarmCount, oldestJobAgeLimit, sweeperSlowRun } from './alarms';
import { shortLivedPrefixes } from './files-bucket';
import { httpApiThrottle } from './ledgerline-stack';
import { realtimeThrottle } from './realtime';
import { dropLinkPaths, rateLimits, signInPathPrefix, signUpPaths } from './site-firewall';
import { apiRouteKey } from './domain-api-stack';
import { logicalId, synthesise, type Synthesised } from './testing';

// Issue 21's infrastructure hardening, on the real route table (stub Lambda code); the variants (own domain, another
// region, an alarm email) synthesise a one-route table, which is all they need.
let s: Synthesised;
beforeAll(() => {
  s = synthesise(routes);
});

type Resources = Record<string, { Type: string; Properties: any; DeletionPolicy?: string }>;
const resourcesOf = (t: { toJSON(): any }): Resources => t.toJSON().Resources;
const ofType = (t: { toJSON(): any }, type: string) =>
  Object.entries(resourcesOf(t)).filter(([, r]) => r.Type === type);

const oneRoute: RouteDef[] = [
  {
    method: 'GET',
    path: '/x/y',
    domain: 'x',
    operation: 'y',
    access: 'public',
    aws: ['table'],
    summary: '',
    output: 'file',
  } as RouteDef,
];

describe('API access logs and throttling', () => {
  it('the HTTP API’s $default stage logs every request as a JSON line and is throttled', () => {
    const [[, stage]] = ofType(s.root, 'AWS::ApiGatewayV2::Stage').filter(
      ([, st]) => st.Properties.ApiId.Ref === logicalId(s.stack.platform.httpApi as any),
    );
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: httpApiThrottle.rateLimit,
        ThrottlingBurstLimit: httpApiThrottle.burstLimit,
      },
    });
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
    });
    const logGroup = stage.Properties.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    expect(resourcesOf(s.root)[logGroup]).toMatchObject({ Type: 'AWS::Logs::LogGroup', DeletionPolicy: 'Retain' });
  });

  it('the WebSocket stage logs every connect, message and disconnect, is throttled, and API Gateway may write its logs', () => {
    const [[, stage]] = ofType(s.root, 'AWS::ApiGatewayV2::Stage').filter(
      ([, st]) => st.Properties.ApiId.Ref === logicalId(s.stack.realtime.api),
    );
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: realtimeThrottle.rateLimit,
      ThrottlingBurstLimit: realtimeThrottle.burstLimit,
    });
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      eventType: '$context.eventType',
      connectionId: '$context.connectionId',
    });
    // WebSocket stages log through the account's API Gateway role, which must be set before the stage is made.
    const [[accountId, account]] = ofType(s.root, 'AWS::ApiGateway::Account');
    const roleId = account.Properties.CloudWatchRoleArn['Fn::GetAtt'][0];
    expect(JSON.stringify(resourcesOf(s.root)[roleId].Properties.ManagedPolicyArns)).toContain(
      'AmazonAPIGatewayPushToCloudWatchLogs',
    );
    const stageId = ofType(s.root, 'AWS::ApiGatewayV2::Stage').find(
      ([, st]) => st.Properties.ApiId.Ref === logicalId(s.stack.realtime.api),
    )![0];
    expect((s.root.toJSON().Resources[stageId].DependsOn ?? []) as string[]).toContain(accountId);
  });

  it('every log group keeps its logs the configured time (logRetentionDays, 90 in cdk.json)', () => {
    const groups = s.all.flatMap(({ template }) => ofType(template, 'AWS::Logs::LogGroup'));
    expect(groups.length).toBeGreaterThan(s.domains.size);
    expect(groups.filter(([, g]) => g.Properties.RetentionInDays !== 90).map(([id]) => id)).toEqual([]);
  });
});

describe('the site’s edge', () => {
  const distribution = () => ofType(s.root, 'AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
  const webAcl = () => ofType(s.root, 'AWS::WAFv2::WebACL')[0][1].Properties;

  it('CloudFront is behind an AWS WAF web ACL of CLOUDFRONT scope', () => {
    const [[aclId]] = ofType(s.root, 'AWS::WAFv2::WebACL');
    expect(distribution().WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(webAcl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('rate-limits sign-in, the drop link and sign-up per client IP, on paths the route table serves publicly', () => {
    const rules = Object.fromEntries(webAcl().Rules.map((r: any) => [r.Name, r]));
    const rate = (name: string) => rules[name].Statement.RateBasedStatement;
    expect(rate('SignInRate')).toMatchObject({ Limit: rateLimits.signIn, AggregateKeyType: 'IP' });
    expect(rate('DropLinkRate')).toMatchObject({ Limit: rateLimits.dropLink, AggregateKeyType: 'IP' });
    expect(rate('SignUpRate')).toMatchObject({ Limit: rateLimits.signUp, AggregateKeyType: 'IP' });
    for (const name of ['SignInRate', 'DropLinkRate', 'SignUpRate']) expect(rules[name].Action).toEqual({ Block: {} });

    expect(rate('SignInRate').ScopeDownStatement.ByteMatchStatement).toMatchObject({
      SearchString: signInPathPrefix,
      PositionalConstraint: 'STARTS_WITH',
    });
    const exactPaths = (name: string) =>
      (rate(name).ScopeDownStatement.OrStatement?.Statements ?? [rate(name).ScopeDownStatement]).map(
        (st: any) => st.ByteMatchStatement.SearchString,
      );
    expect(exactPaths('DropLinkRate').sort()).toEqual([...dropLinkPaths].sort());
    expect(exactPaths('SignUpRate').sort()).toEqual([...signUpPaths].sort());

    // Every limited path is a public route of the table (a renamed route would leave a rule guarding nothing).
    const publicPaths = new Set(routes.filter((r) => r.access === 'public').map((r) => apiRouteKey(r).split(' ')[1]));
    for (const path of [...dropLinkPaths, ...signUpPaths])
      expect({ path, public: publicPaths.has(path) }).toEqual({ path, public: true });
    expect(routes.filter((r) => apiRouteKey(r).split(' ')[1].startsWith(signInPathPrefix)).length).toBeGreaterThan(5);
  });

  it('runs Amazon’s IP reputation, known bad inputs and core rule groups, counting only the core set’s body rules', () => {
    const managed = webAcl()
      .Rules.filter((r: any) => r.Statement.ManagedRuleGroupStatement)
      .map((r: any) => r.Statement.ManagedRuleGroupStatement);
    expect(managed.map((m: any) => m.Name).sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const common = managed.find((m: any) => m.Name === 'AWSManagedRulesCommonRuleSet');
    expect(common.RuleActionOverrides.map((o: any) => [o.Name, Object.keys(o.ActionToUse)[0]])).toEqual([
      ['SizeRestrictions_BODY', 'Count'],
      ['CrossSiteScripting_BODY', 'Count'],
    ]);
  });

  it('logs every request WAF sees to a retained aws-waf-logs-* group, the Authorization header redacted', () => {
    const [[, logging]] = ofType(s.root, 'AWS::WAFv2::LoggingConfiguration');
    expect(logging.Properties.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }]);
    const group = ofType(s.root, 'AWS::Logs::LogGroup').find(([, g]) =>
      JSON.stringify(g.Properties.LogGroupName ?? '').includes('aws-waf-logs-'),
    );
    expect(group?.[1].DeletionPolicy).toBe('Retain');
    expect(JSON.stringify(logging.Properties.LogDestinationConfigs)).toContain('aws-waf-logs-');
  });

  it('with the firm’s own domain, viewers need TLS 1.2 (TLSv1.2_2021) and links point at the domain', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234';
    const own = synthesise(oneRoute, {
      context: { siteDomainName: 'portal.smithcpa.com', siteCertificateArn: certificateArn },
    });
    const config = ofType(own.root, 'AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
    expect(config.Aliases).toEqual(['portal.smithcpa.com']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    const fn = ofType(own.domains.get('x')!, 'AWS::Lambda::Function')[0][1];
    expect(fn.Properties.Environment.Variables.APP_URL).toBe('https://portal.smithcpa.com');
  });

  it('a portal outside us-east-1 takes its web ACL from a stack of its own in us-east-1', () => {
    const elsewhere = synthesise(oneRoute, { env: { account: '123456789012', region: 'eu-west-1' } });
    elsewhere.root.resourceCountIs('AWS::WAFv2::WebACL', 0);
    const app = elsewhere.stack.node.root as App;
    const firewall = app.node.children.find((c) => c !== elsewhere.stack && (c as any).region === 'us-east-1');
    expect(firewall).toBeDefined();
    Template.fromStack(firewall as any).hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
    const config = ofType(elsewhere.root, 'AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
    expect(JSON.stringify(config.WebACLId)).not.toBe('undefined');
  });
});

describe('the files bucket', () => {
  it('the files and site buckets log every request to the retained access log bucket', () => {
    const logBucket = logicalId(s.stack.accessLogs);
    expect(resourcesOf(s.root)[logBucket].DeletionPolicy).toBe('Retain');
    const files = resourcesOf(s.root)[logicalId(s.stack.platform.files)].Properties;
    const site = resourcesOf(s.root)[logicalId(s.stack.site.bucket)].Properties;
    expect(files.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logBucket },
      LogFilePrefix: accessLogPrefixes.files,
    });
    expect(site.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logBucket },
      LogFilePrefix: accessLogPrefixes.site,
    });
    // Logs live as long as the functions' logs.
    expect(resourcesOf(s.root)[logBucket].Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' }),
    ]);
  });

  it('downloads, exports and unprocessed uploads expire, and their noncurrent versions a day later', () => {
    const rules = resourcesOf(s.root)[logicalId(s.stack.platform.files)].Properties.LifecycleConfiguration.Rules;
    for (const { prefix, days } of shortLivedPrefixes) {
      expect(rules).toContainEqual(
        expect.objectContaining({
          Prefix: prefix,
          ExpirationInDays: days,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          Status: 'Enabled',
        }),
      );
    }
    expect(rules).toContainEqual(expect.objectContaining({ ExpiredObjectDeleteMarker: true }));
    expect(shortLivedPrefixes.map((p) => p.prefix).sort()).toEqual(['downloads/', 'exports/', 'uploads/']);
  });
});

describe('alarms', () => {
  const alarms = () =>
    s.all.flatMap(({ template }) => ofType(template, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties));
  const topicId = () => ofType(s.root, 'AWS::SNS::Topic')[0][0];

  it('stays within CloudWatch’s free alarms: errors and throttles alarm once for all functions, every alarm notifying the topic', () => {
    const all = alarms();
    expect(all.length).toBeLessThanOrEqual(freeAlarmCount);
    // Account-and-region-wide: AWS/Lambda's metric with no dimensions, once each (not once per function).
    const lambdaWide = (name: string) =>
      all.filter((a) => a.Namespace === 'AWS/Lambda' && a.MetricName === name && !a.Dimensions);
    expect(lambdaWide('Errors')).toHaveLength(1);
    expect(lambdaWide('Throttles')).toHaveLength(1);
    for (const name of ['Errors', 'Throttles']) {
      expect(lambdaWide(name)[0]).toMatchObject({ Statistic: 'Sum', Threshold: 1 });
      expect(lambdaWide(name)[0].AlarmDescription).toMatch(/By Function Name.*log group/);
    }
    // Every alarm is the root's and names the topic, for trouble and for its end.
    for (const { template } of s.all.slice(1)) template.resourceCountIs('AWS::CloudWatch::Alarm', 0);
    for (const a of all) {
      expect(a.AlarmActions).toEqual([{ Ref: topicId() }]);
      expect(a.OKActions).toEqual([{ Ref: topicId() }]);
    }
  });

  it('a job in the dead-letter queue, a job waiting too long and a sweeper missing or overrunning its minute alarm', () => {
    const dlq = logicalId(s.stack.jobsQueue.deadLetterQueue);
    const queue = logicalId(s.stack.jobsQueue.queue);
    const onQueue = (id: string, metric: string) =>
      alarms().find((a) => a.MetricName === metric && a.Dimensions?.[0]?.Value?.['Fn::GetAtt']?.[0] === id);
    expect(onQueue(dlq, 'ApproximateNumberOfMessagesVisible')).toMatchObject({ Threshold: 1 });
    expect(onQueue(queue, 'ApproximateAgeOfOldestMessage')).toMatchObject({ Threshold: oldestJobAgeLimit.toSeconds() });
    const sweeper = logicalId(s.stack.background.sweeper.fn);
    const onSweeper = (metric: string) =>
      alarms().find((a) => a.MetricName === metric && a.Dimensions?.[0]?.Value?.Ref === sweeper);
    expect(onSweeper('Invocations')).toMatchObject({
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
    });
    expect(onSweeper('Duration')).toMatchObject({ Threshold: sweeperSlowRun.toMilliseconds() });
  });

  it('the topic accepts TLS only, and mails the alarmEmail when one is configured', () => {
    s.root.resourceCountIs('AWS::SNS::Subscription', 0);
    const policies = ofType(s.root, 'AWS::SNS::TopicPolicy');
    expect(JSON.stringify(policies)).toContain('aws:SecureTransport');
    const mailed = synthesise(oneRoute, { context: { alarmEmail: 'it@smithcpa.com' } });
    mailed.root.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'it@smithcpa.com' });
  });
});
