import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { apiAccessLogs } from './access-logs';
import { AppFunction } from './app-function';
import { realtimeEntries } from './entries';
import type { Platform } from './platform';

export const realtimeStageName = 'live';

/**
 * Messages per second across the stage (steady, and the burst above it). A browser sends a few an hour (the
 * connection's keep-alive); the functions' posts back to connections do not count against it.
 */
export const realtimeThrottle = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * The WebSocket API and its stage, with an access log of every connect, message and disconnect. Made before the
 * functions, which need its management endpoint.
 */
export class RealtimeApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: { logRetention: RetentionDays }) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'Api', { description: 'Ledgerline realtime' });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: realtimeStageName,
      autoDeploy: true,
      throttle: realtimeThrottle,
      accessLogSettings: apiAccessLogs(this, 'AccessLogs', props.logRetention, true),
    });
    this.stage.node.addDependency(new ApiGatewayLogsRole(this, 'LogsRole'));
  }

  /** https://…/live: what functions post to (API Gateway Management API). */
  get managementEndpoint(): string {
    return this.stage.callbackUrl;
  }

  /** wss://…/live: what the browser connects to. */
  get url(): string {
    return this.stage.url;
  }
}

/**
 * WebSocket (like REST) API stages log through the account's API Gateway CloudWatch role, which API Gateway requires
 * set before a stage may log ("CloudWatch Logs role ARN must be set in account settings"); HTTP APIs need none. It is
 * one setting per account and region: this sets it to a role that may write API Gateway's logs and nothing else.
 */
class ApiGatewayLogsRole extends Construct {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway: write the WebSocket stage access logs to CloudWatch Logs',
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    new CfnAccount(this, 'Account', { cloudWatchRoleArn: role.roleArn }).node.addDependency(role);
  }
}

/**
 * $connect, $disconnect and $default, each with its own function from functions/src/realtime/ws-lambda.ts.
 * The bearer token is checked by the $connect handler, so the API has no authorizer.
 * Integration ids avoid "Default": that id collides with the $default route's own resource.
 */
export class RealtimeRoutes extends Construct {
  readonly functions: Record<keyof typeof realtimeEntries, AppFunction>;

  constructor(scope: Construct, id: string, props: { platform: Platform; api: WebSocketApi }) {
    super(scope, id);
    const { platform, api } = props;
    const make = (key: keyof typeof realtimeEntries, name: string) =>
      new AppFunction(this, name, {
        lambda: realtimeEntries[key],
        platform,
        description: `Ledgerline realtime ${realtimeEntries[key].handler}`,
      });
    this.functions = {
      connect: make('connect', 'Connect'),
      disconnect: make('disconnect', 'Disconnect'),
      defaultRoute: make('defaultRoute', 'DefaultRoute'),
    };
    api.addRoute('$connect', {
      integration: new WebSocketLambdaIntegration('ConnectIntegration', this.functions.connect.fn),
    });
    api.addRoute('$disconnect', {
      integration: new WebSocketLambdaIntegration('DisconnectIntegration', this.functions.disconnect.fn),
    });
    api.addRoute('$default', {
      integration: new WebSocketLambdaIntegration('DefaultRouteIntegration', this.functions.defaultRoute.fn),
    });
  }
}
