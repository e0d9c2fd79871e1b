import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** A signed-in device. Identity tokens name it; logout, deactivation and password changes revoke it. */
export const Session = new LazyEntity(
  {
    model: { entity: 'session', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      sessionId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      refresh_hash: { type: 'string', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      expires_at: { type: 'string', required: true },
      revoked_at: { type: 'string' },
      ip: { type: 'string' },
      user_agent: { type: 'string' },
      ttl: { type: 'number' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['sessionId'], template: 'SESSION#${sessionId}' },
      },
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['firmId', 'userId'], template: 'FIRM#${firmId}#USER#${userId}#SESSIONS' },
        sk: { field: 'gsi1sk', composite: ['created_at'], template: '${created_at}' },
      },
    },
  },
  entityConfig,
);
