import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** How long a connection item lives if $disconnect never arrives (API Gateway closes sockets after 2 hours). */
export const connectionTtlSeconds = 3 * 60 * 60;

/** The broadcast index's partitions: a platform-wide message (the global alert) reads each, a page at a time. */
export const connectionShards = 16;

/** A connection's broadcast partition, from its id (so every write of it agrees). */
export function connectionShard(connectionId: string): string {
  let h = 0;
  for (let i = 0; i < connectionId.length; i++) h = (h * 31 + connectionId.charCodeAt(i)) >>> 0;
  return String(h % connectionShards);
}

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
      /** The broadcast partition (byShard), set from the connection id on every write that names it. */
      shard: {
        type: 'string',
        watch: ['connectionId'],
        set: (_: unknown, item: { connectionId?: string }) => connectionShard(item.connectionId ?? ''),
      },
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
      /**
       * Every open connection of the platform, in a few partitions: the global alert (FA §7.5) reaches signed-in
       * screens of every firm. A platform-wide key, like the alert's own item; only the platform writes to it.
       */
      byShard: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['shard'], template: 'CONNSHARD#${shard}', casing: 'none' },
        sk: { field: 'gsi2sk', composite: ['connectionId'], template: 'CONN#${connectionId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
