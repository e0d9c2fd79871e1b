import { CfnOutput, Stack, type StackProps, Token } from 'aws-cdk-lib';
import { HttpApi, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { RouteDef } from '@ledgerline/shared/routes';
import { AccessLogBucket, accessLogPrefixes, apiAccessLogs } from './access-logs';
import { Alarms } from './alarms';
import { Background } from './background';
import { warnAboutConfig, type AppConfig } from './config';
import { DomainApiStack } from './domain-api-stack';
import { FilesBucket } from './files-bucket';
import { JobsQueue } from './jobs-queue';
import { MailIdentity } from './mail';
import { MailEvents } from './mail-events';
import type { LambdaCode, Platform } from './platform';
import { RealtimeApi, RealtimeRoutes } from './realtime';
import { planDomainStacks } from './route-split';
import { Site } from './site';
import { AppTable } from './table';
import { TokenSecret } from './token-secret';
import { PaymentsSecret } from './payments-secret';
import { originSecretOf } from './api-origin';
import { OidcClientSecrets, offersProviders, oidcEnvironment } from './oidc';
import { acknowledgeNagFindings } from './nag-suppressions';
import { cloudFrontWafRegion, SiteFirewall, SiteFirewallStack } from './site-firewall';

/**
 * Requests per second the HTTP API's stage takes (steady, and the burst above it) before answering 429. CloudFront
 * and its web ACL are the front door; this caps what reaches the functions by any road, including the execute-api
 * endpoint, which stays enabled because it is CloudFront's /api origin (docs/infrastructure-checks.md).
 */
export const httpApiThrottle = { rateLimit: 200, burstLimit: 400 } as const;

export interface LedgerlineStackProps extends StackProps {
  /** The route table to deploy: `routes` from shared/src/routes.ts in the app, synthetic ones in tests. */
  routes: readonly RouteDef[];
  config: AppConfig;
  /** 'esbuild' in the app; tests may pass 'stub' (see platform.ts). */
  lambdaCode?: LambdaCode;
}

/**
 * The whole portal in one account: the root stack holds the shared resources, the asynchronous side, the
 * realtime API and the site; each domain's function and routes are a nested stack (route-split.ts).
 */
export class LedgerlineStack extends Stack {
  readonly platform: Platform;
  readonly domainStacks: DomainApiStack[];
  readonly site: Site;
  readonly jobsQueue: JobsQueue;
  readonly background: Background;
  readonly realtime: RealtimeApi;
  readonly realtimeRoutes: RealtimeRoutes;
  /**
   * The CloudFront web ACL: in this stack in us-east-1 (or a region-agnostic synth), else in its own stack there;
   * none when the firm turned it off (`-c waf=false`, config.ts).
   */
  readonly firewall: SiteFirewall | undefined;
  readonly alarms: Alarms;
  /** The S3 server access logs of the files and site buckets. */
  readonly accessLogs: Bucket;

  constructor(scope: Construct, id: string, props: LedgerlineStackProps) {
    // A CloudFront web ACL must be made in us-east-1: outside it, in a stack of its own there (site-firewall.ts).
    const region = props.env?.region;
    const firewallElsewhere =
      props.config.waf && region !== undefined && !Token.isUnresolved(region) && region !== cloudFrontWafRegion;
    super(scope, id, { description: 'Ledgerline client portal', crossRegionReferences: firewallElsewhere, ...props });
    const { config } = props;
    const plans = planDomainStacks(props.routes);

    const httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Ledgerline API (routes in the nested stacks)',
      createDefaultStage: false,
    });
    // The default stage, made here rather than by createDefaultStage to log and throttle it (same id, same resource).
    new HttpStage(httpApi, 'DefaultStage', {
      httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: httpApiThrottle,
      accessLogSettings: apiAccessLogs(this, 'HttpApiAccessLogs', config.logRetention),
    });
    this.firewall = !config.waf
      ? undefined
      : firewallElsewhere
        ? new SiteFirewallStack(scope, `${id}-Firewall`, {
            env: { account: props.env?.account, region: cloudFrontWafRegion },
            crossRegionReferences: true,
            logRetention: config.logRetention,
          }).firewall
        : new SiteFirewall(this, 'Firewall', { logRetention: config.logRetention });
    const accessLogs = new AccessLogBucket(this, 'AccessLogs', { retention: config.logRetention });
    this.accessLogs = accessLogs.bucket;
    this.site = new Site(this, 'Site', {
      httpApi,
      domain: config.site,
      webAclArn: this.firewall?.webAcl.attrArn,
      accessLogs: { bucket: accessLogs.bucket, prefix: accessLogPrefixes.site },
      originSecret: originSecretOf(this),
    });
    this.alarms = new Alarms(this, 'Alarms', { email: config.alarmEmail });
    const table = new AppTable(this, 'Data');
    const files = new FilesBucket(this, 'Files', {
      siteOrigin: this.site.url,
      accessLogs: { bucket: accessLogs.bucket, prefix: accessLogPrefixes.files },
    });
    const tokenSecret = new TokenSecret(this, 'TokenSigningKey');
    const paymentsSecret = new PaymentsSecret(this, 'PaymentsKey');
    const oidcSecret = offersProviders(config.oidc)
      ? new OidcClientSecrets(this, 'OidcClientSecrets').secret
      : undefined;
    const mail = new MailIdentity(this, 'Mail', { mail: config.mail });
    this.jobsQueue = new JobsQueue(this, 'Jobs');
    this.realtime = new RealtimeApi(this, 'Realtime', { logRetention: config.logRetention });
    const mailEvents = new MailEvents(this, 'MailEvents', { jobsQueue: this.jobsQueue.queue });

    this.platform = {
      table: table.table,
      files: files.bucket,
      tokenSecret: tokenSecret.secret,
      paymentsSecret: paymentsSecret.secret,
      mail: {
        identity: mail.identity,
        from: mail.from,
        configurationSet: mailEvents.configurationSet.configurationSetName,
      },
      sms: { originationIdentity: config.smsOriginationIdentity },
      drafter: { modelId: config.drafterModelId },
      oidc: { secret: oidcSecret, env: oidcEnvironment(config.oidc, oidcSecret?.secretArn) },
      jobsQueue: this.jobsQueue.queue,
      realtime: { api: this.realtime.api, endpoint: this.realtime.managementEndpoint },
      httpApi,
      appUrl: this.site.url,
      originSecret: originSecretOf(this),
      logLevel: config.logLevel,
      logRetention: config.logRetention,
      alarmTopic: this.alarms.topic,
      seedDemo: config.seedDemo,
      lambdaCode: props.lambdaCode ?? 'esbuild',
    };

    this.background = new Background(this, 'Background', { platform: this.platform });
    this.alarms.watchJobs(this.jobsQueue);
    this.alarms.watchSweeper(this.background.sweeper.fn);
    this.realtimeRoutes = new RealtimeRoutes(this, 'RealtimeRoutes', {
      platform: this.platform,
      api: this.realtime.api,
    });
    this.domainStacks = plans.map((plan) => new DomainApiStack(this, { plan, platform: this.platform }));
    this.site.deploy({
      siteDir: config.siteDir,
      runtimeConfig: { realtimeUrl: this.realtime.url },
      logRetention: config.logRetention,
    });

    new CfnOutput(this, 'RealtimeUrl', { value: this.realtime.url });
    new CfnOutput(this, 'TableName', { value: table.table.tableName });
    new CfnOutput(this, 'JobsDeadLetterQueueUrl', { value: this.jobsQueue.deadLetterQueue.queueUrl });
    warnAboutConfig(this, config);
    acknowledgeNagFindings(this, config);
  }
}
