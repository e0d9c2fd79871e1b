import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A counter per key and fixed time window (failed sign-ins per account, per address; codes sent).
 * Addresses are counted before any firm is known, so these keys do not start with a firm.
 */
export const RateCounter = new LazyEntity(
  {
    model: { entity: 'rateCounter', version: '1', service: 'ledgerline' },
    attributes: {
      key: { type: 'string', required: true },
      window: { type: 'string', required: true },
      count: { type: 'number', default: 0 },
      ttl: { type: 'number' },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['key'], template: 'RATE#${key}' },
        sk: { field: 'sk', composite: ['window'], template: 'W#${window}' },
      },
    },
  },
  entityConfig,
);
