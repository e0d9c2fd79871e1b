import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * The platform's global alert (FA §7.5 "A real-time read of the global alert gives show and text"): one item, set
 * by whoever runs the deployment (`npm run alert`), not by a firm. It is the one item of the table that belongs to
 * no firm, so its key names the platform instead; no request can name another item with it.
 */
export const PlatformAlert = new LazyEntity(
  {
    model: { entity: 'global_alert', version: '1', service: 'ledgerline' },
    attributes: {
      show: { type: 'boolean', required: true },
      text: { type: 'string', default: '' },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byPlatform: {
        pk: { field: 'pk', composite: [], template: 'PLATFORM' },
        sk: { field: 'sk', composite: [], template: 'GLOBAL_ALERT' },
      },
    },
  },
  entityConfig,
);
