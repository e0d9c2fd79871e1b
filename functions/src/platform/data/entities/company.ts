import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** A client entity (individual, partnership, S-Corporation, ...) that a firm serves. */
export const Company = new LazyEntity(
  {
    model: { entity: 'company', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      hash_id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      entity_type: { type: 'string', default: 'Individual' },
      inactive: { type: 'boolean', default: false },
      readonly_access: { type: 'boolean', default: false },
      primary_user_id: { type: 'string' },
      business_email: { type: 'string' },
      deleted_at: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['companyId'], template: 'COMPANY#${companyId}' },
      },
      byHash: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['firmId', 'hash_id'], template: 'FIRM#${firmId}#HASH#${hash_id}' },
        sk: { field: 'gsi1sk', composite: [], template: 'COMPANY' },
      },
    },
  },
  entityConfig,
);
