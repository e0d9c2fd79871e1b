import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { removeConnection, saveConnection } from './store';
import { postToConnection } from '../platform/adapters/realtime';
import { log } from '../platform/log';

/**
 * The WebSocket API's routes in AWS. The local twin (infra/local/realtime-server.ts) does the same:
 * $connect checks ?token= and stores a Connection item, $disconnect deletes it, $default answers
 * {"type":"hello"} and {"type":"ping"}. API Gateway cannot post to a connection inside $connect, so
 * the client sends {"type":"hello"} once open and gets {"type":"hello","connectionId"} back.
 */
type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

export async function connect(event: ConnectEvent): Promise<APIGatewayProxyResultV2> {
  const token = event.queryStringParameters?.token ?? '';
  const { verifyIdentityToken } = await import('../platform/auth/tokens');
  const caller = token ? await verifyIdentityToken(token) : null;
  if (!caller) return { statusCode: 401, body: 'Unauthorized' };
  await saveConnection(caller.firmId, caller.userId, event.requestContext.connectionId);
  return { statusCode: 200 };
}

export async function disconnect(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await removeConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
}

export async function defaultRoute(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const connectionId = event.requestContext.connectionId;
  let msg: { type?: unknown } | null = null;
  try {
    msg = JSON.parse(event.body ?? '') as { type?: unknown };
  } catch {
    return { statusCode: 200 };
  }
  try {
    if (msg?.type === 'hello') await postToConnection(connectionId, { type: 'hello', connectionId });
    if (msg?.type === 'ping') await postToConnection(connectionId, { type: 'pong' });
  } catch (e) {
    log('warn', 'realtime reply failed', { connectionId, error: (e as Error).message });
  }
  return { statusCode: 200 };
}
