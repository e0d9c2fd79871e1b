import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * One item per email address across all firms, written in the same transaction as its user, so an
 * address belongs to one user only. Sign-in starts from an email before any firm is known, so this
 * is the one key that does not start with a firm.
 */
export const EmailClaim = new LazyEntity(
  {
    model: { entity: 'emailClaim', version: '1', service: 'ledgerline' },
    attributes: {
      email: { type: 'string', required: true },
      firmId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
    },
    indexes: {
      byEmail: {
        pk: { field: 'pk', composite: ['email'], template: 'EMAIL#${email}' },
        sk: { field: 'sk', composite: [], template: 'EMAIL' },
      },
    },
  },
  entityConfig,
);
