import type { IHttpApi, WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';

/**
 * 'esbuild': NodejsFunction bundling with the local esbuild (the real app).
 * 'stub': inline code that answers 501, for tests that assert on the template shape only (fast, and works
 * for synthetic route tables whose domains have no source).
 */
export type LambdaCode = 'esbuild' | 'stub';

/** The shared resources a function may be granted, and the settings every function gets. */
export interface Platform {
  table: ITable;
  files: IBucket;
  tokenSecret: ISecret;
  /** The payment provider's secret key (Stripe's): read only by functions with 'payments' access. */
  paymentsSecret: ISecret;
  /** The identity mail is sent as, and the configuration set whose bounces come back as jobs. */
  mail: { identity: IEmailIdentity; from: string; configurationSet: string };
  sms: { originationIdentity: string };
  /**
   * Linked accounts' OpenID Connect providers: their client secrets and the functions' variables (oidc.ts). No
   * secret (and no variables) when no provider is configured.
   */
  oidc: { secret?: ISecret; env: Record<string, string> };
  /** The Bedrock model that drafts replies; '' = the built-in deterministic drafter. */
  drafter: { modelId: string };
  jobsQueue: IQueue;
  realtime: { api: WebSocketApi; endpoint: string };
  httpApi: IHttpApi;
  /** https://<distribution domain>, for links in mail. */
  appUrl: string;
  /** What CloudFront adds to API requests; functions refuse requests without it (api-origin.ts). */
  originSecret: string;
  logLevel: string;
  logRetention: RetentionDays;
  /** Where every function's error and throttle alarms go (alarms.ts). */
  alarmTopic: ITopic;
  seedDemo: boolean;
  lambdaCode: LambdaCode;
}
