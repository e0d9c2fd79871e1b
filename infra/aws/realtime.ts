import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { AppFunction } from './app-function';
import { realtimeEntries } from './entries';
import type { Platform } from './platform';

export const realtimeStageName = 'live';

/** The WebSocket API and its stage. Made before the functions, which need its management endpoint. */
export class RealtimeApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'Api', { description: 'Ledgerline realtime' });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: realtimeStageName,
      autoDeploy: true,
    });
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
