import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import type { RouteDef } from '@ledgerline/shared/routes';
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
import { OidcClientSecrets, oidcEnvironment } from './oidc';

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

  constructor(scope: Construct, id: string, props: LedgerlineStackProps) {
    super(scope, id, { description: 'Ledgerline client portal', ...props });
    const { config } = props;
    const plans = planDomainStacks(props.routes);

    const httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Ledgerline API (routes in the nested stacks)',
      createDefaultStage: true,
    });
    this.site = new Site(this, 'Site', { httpApi });
    const table = new AppTable(this, 'Data');
    const files = new FilesBucket(this, 'Files', { siteOrigin: this.site.url });
    const tokenSecret = new TokenSecret(this, 'TokenSigningKey');
    const paymentsSecret = new PaymentsSecret(this, 'PaymentsKey');
    const oidcSecret = new OidcClientSecrets(this, 'OidcClientSecrets').secret;
    const mail = new MailIdentity(this, 'Mail', { mail: config.mail });
    this.jobsQueue = new JobsQueue(this, 'Jobs');
    this.realtime = new RealtimeApi(this, 'Realtime');
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
      oidc: { secret: oidcSecret, env: oidcEnvironment(config.oidc, oidcSecret.secretArn) },
      jobsQueue: this.jobsQueue.queue,
      realtime: { api: this.realtime.api, endpoint: this.realtime.managementEndpoint },
      httpApi,
      appUrl: this.site.url,
      logLevel: config.logLevel,
      logRetention: config.logRetention,
      seedDemo: config.seedDemo,
      lambdaCode: props.lambdaCode ?? 'esbuild',
    };

    this.background = new Background(this, 'Background', { platform: this.platform });
    this.realtimeRoutes = new RealtimeRoutes(this, 'RealtimeRoutes', {
      platform: this.platform,
      api: this.realtime.api,
    });
    this.domainStacks = plans.map((plan) => new DomainApiStack(this, { plan, platform: this.platform }));
    this.site.deploy({ siteDir: config.siteDir, runtimeConfig: { realtimeUrl: this.realtime.url } });

    new CfnOutput(this, 'RealtimeUrl', { value: this.realtime.url });
    new CfnOutput(this, 'TableName', { value: table.table.tableName });
    new CfnOutput(this, 'JobsDeadLetterQueueUrl', { value: this.jobsQueue.deadLetterQueue.queueUrl });
    warnAboutConfig(this, config);
  }
}
