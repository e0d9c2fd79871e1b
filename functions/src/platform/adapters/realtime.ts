import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { Connection } from '../data/entities/connection';
import { env } from '../env';
import { log } from '../log';

/**
 * Made once. env.REALTIME_ENDPOINT is the WebSocket API's management endpoint in AWS
 * (https://{api}.execute-api.{region}.amazonaws.com/{stage}) and the local server's twin locally
 * (http://127.0.0.1:{port}/_ws): the same SDK calls in both modes.
 */
const api = new ApiGatewayManagementApiClient({
  region: env.AWS_REGION,
  ...(env.REALTIME_ENDPOINT ? { endpoint: env.REALTIME_ENDPOINT } : {}),
});

/** Sends one message to one connection; false when the connection is gone (410). */
export async function postToConnection(connectionId: string, message: object): Promise<boolean> {
  if (!env.REALTIME_ENDPOINT) throw new Error('REALTIME_ENDPOINT is not set');
  try {
    await api.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
    return true;
  } catch (e) {
    if (isGone(e)) return false;
    throw e;
  }
}

/** Closes a connection from the server side (e.g. on logout). */
export async function closeConnection(connectionId: string): Promise<void> {
  if (!env.REALTIME_ENDPOINT) throw new Error('REALTIME_ENDPOINT is not set');
  try {
    await api.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (e) {
    if (!isGone(e)) throw e;
  }
}

/**
 * Sends a message to every open connection of a user; a connection that answers 410 Gone is stale
 * and its item is deleted. Returns how many got it and how many were removed.
 */
export async function publishToUser(
  firmId: string,
  userId: string,
  message: object,
): Promise<{ delivered: number; removed: number }> {
  const { data: connections } = await Connection.query.byUser({ firmId, userId }).go({ pages: 'all' });
  let delivered = 0;
  let removed = 0;
  await Promise.all(
    connections
      .filter((c) => c.userId === userId)
      .map(async (c) => {
        try {
          if (await postToConnection(c.connectionId, message)) {
            delivered++;
          } else {
            await Connection.delete({ firmId, userId, connectionId: c.connectionId }).go();
            removed++;
          }
        } catch (e) {
          // One broken connection must not stop the others.
          log('warn', 'realtime post failed', {
            firmId,
            userId,
            connectionId: c.connectionId,
            error: (e as Error).message,
          });
        }
      }),
  );
  return { delivered, removed };
}

function isGone(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'GoneException' || err.$metadata?.httpStatusCode === 410;
}
