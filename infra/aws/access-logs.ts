import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { IAccessLogSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/**
 * Where the buckets' S3 server access logs go: who read, wrote or deleted which object, when, from where. Kept as
 * long as the functions' logs (logRetentionDays), and retained with the stack gone: they are the firm's audit trail.
 * S3 writes them under the bucket policy (the @aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy flag), so ACLs stay off.
 */
export class AccessLogBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: { retention: RetentionDays }) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // S3 delivers server access logs only to SSE-S3 buckets.
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules:
        props.retention === RetentionDays.INFINITE ? [] : [{ expiration: Duration.days(props.retention) }],
    });
  }
}

/** The S3 key prefixes of each bucket's logs in the log bucket. */
export const accessLogPrefixes = { files: 'files/', site: 'site/' } as const;

/**
 * An API Gateway stage's access log: one JSON line per request (WebSocket: per message), kept logRetentionDays.
 * API Gateway sees CloudFront's address as the source IP; the viewer's is in the WAF log (site-firewall.ts), and the
 * caller's identity in the function's log, which the request id joins.
 */
export function apiAccessLogs(
  scope: Construct,
  id: string,
  retention: RetentionDays,
  websocket = false,
): IAccessLogSettings {
  const logGroup = new LogGroup(scope, id, { retention, removalPolicy: RemovalPolicy.RETAIN });
  const fields: Record<string, string> = {
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    status: '$context.status',
    integrationError: '$context.integrationErrorMessage',
    ...(websocket
      ? { routeKey: '$context.routeKey', eventType: '$context.eventType', connectionId: '$context.connectionId' }
      : {
          routeKey: '$context.routeKey',
          path: '$context.path',
          responseLength: '$context.responseLength',
          latency: '$context.responseLatency',
        }),
  };
  return {
    destination: new LogGroupLogDestination(logGroup),
    format: AccessLogFormat.custom(JSON.stringify(fields)),
  };
}
