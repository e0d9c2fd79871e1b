import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** How long a connection item lives if $disconnect never arrives (API Gateway closes sockets after 2 hours). */
export const connectionTtlSeconds = 3 * 60 * 60;

/**
 * An open realtime (WebSocket) connection of a signed-in user: API Gateway's in AWS, the local ws
 * server's locally. publishToUser reads a user's connections; $disconnect finds one by its id alone.
 */
export const Connection = new LazyEntity(
  {
    model: { entity: 'connection', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      connectionId: { type: 'string', required: true },
      connected_at: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      /** Epoch seconds; DynamoDB removes stale connections that never saw $disconnect. */
      ttl: { type: 'number', default: () => Math.floor(Date.now() / 1000) + connectionTtlSeconds },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        // Connection ids are case-sensitive (base64), so this key keeps its case.
        sk: {
          field: 'sk',
          composite: ['userId', 'connectionId'],
          template: 'CONN#${userId}#${connectionId}',
          casing: 'none',
        },
      },
      /**
       * $disconnect carries only the connection id. Connection ids are issued by API Gateway (or the
       * local server), never chosen by a caller, so this is the one key that does not start with the firm.
       */
      byConnection: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['connectionId'], template: 'CONN#${connectionId}', casing: 'none' },
        sk: { field: 'gsi1sk', composite: [], template: 'CONN', casing: 'none' },
      },
    },
  },
  entityConfig,
);
