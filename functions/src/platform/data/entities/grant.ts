import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A single-use, short-lived bearer secret: an auth token (after a code or link), an emailed sign-in
 * or reset link, or a pending two-factor challenge. Only a hash of the secret is stored.
 */
export const Grant = new LazyEntity(
  {
    model: { entity: 'grant', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      grantId: { type: 'string', required: true },
      kind: { type: ['auth', 'link', 'reset', 'mfa'] as const, required: true },
      userId: { type: 'string', required: true },
      secret_hash: { type: 'string', required: true },
      /** Whether redeeming this grant already satisfied a second factor. */
      second_factor_done: { type: 'boolean', default: false },
      redirect: { type: 'string' },
      expires_at: { type: 'string', required: true },
      used_at: { type: 'string' },
      ttl: { type: 'number' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['grantId'], template: 'GRANT#${grantId}' },
      },
    },
  },
  entityConfig,
);
