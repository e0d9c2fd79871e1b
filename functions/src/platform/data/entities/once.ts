import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** How long a done-marker is kept: longer than any queue retry or redelivery. */
export const onceTtlSeconds = 30 * 24 * 3600;

/**
 * A marker that some side effect (an email, a text) was done for a key. Created conditionally before the
 * side effect, so a job the queue delivers twice, or retries, does it once per key.
 */
export const Once = new LazyEntity(
  {
    model: { entity: 'once', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      key: { type: 'string', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      ttl: { type: 'number', default: () => Math.floor(Date.now() / 1000) + onceTtlSeconds },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['key'], template: 'ONCE#${key}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
