import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** A user's ownership of a company: read as "a user's entities" and "an entity's owners". */
export const Membership = new LazyEntity(
  {
    model: { entity: 'membership', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['userId', 'companyId'], template: 'MEMBER#${userId}#${companyId}' },
      },
      byCompany: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['firmId', 'companyId'], template: 'FIRM#${firmId}#COMPANY#${companyId}' },
        sk: { field: 'gsi1sk', composite: ['userId'], template: 'MEMBER#${userId}' },
      },
    },
  },
  entityConfig,
);
