import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** The one live 6-character code of a user for a purpose; sending a new one replaces it. */
export const VerificationCode = new LazyEntity(
  {
    model: { entity: 'verificationCode', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      purpose: { type: ['signin', 'mfa'] as const, required: true },
      code_hash: { type: 'string', required: true },
      /** For a two-factor code: the challenge it belongs to. */
      challenge_id: { type: 'string' },
      attempts: { type: 'number', default: 0 },
      expires_at: { type: 'string', required: true },
      ttl: { type: 'number' },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['userId', 'purpose'], template: 'CODE#${userId}#${purpose}' },
      },
    },
  },
  entityConfig,
);
