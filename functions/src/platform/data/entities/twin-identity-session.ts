import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * Local only: a verification session of the identity twin (adapters/identity-local.ts), what Stripe Identity keeps of
 * a VerificationSession. It is the provider's, not a firm's, so its key names no firm. Never written in AWS.
 */
export const TwinIdentitySession = new LazyEntity(
  {
    model: { entity: 'twin_identity_session', version: '1', service: 'ledgerline' },
    attributes: {
      sessionId: { type: 'string', required: true },
      reference: { type: 'string', required: true },
      return_url: { type: 'string', required: true },
      email: { type: 'string' },
      phone: { type: 'string' },
      status: {
        type: ['requires_input', 'processing', 'verified', 'canceled'] as const,
        required: true,
        default: 'requires_input',
      },
      error_code: { type: 'string' },
      error_description: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['sessionId'], template: 'IDENTITY_TWIN#${sessionId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'VERIFICATION_SESSION', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type TwinIdentitySessionItem = EntityItem<typeof TwinIdentitySession>;
