import type { EntityItem } from 'electrodb';
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
      /**
       * The ids of the entity's owners: the same ids as its Membership items, ADDed and DELETEd in the transaction
       * that writes each of them (platform/company-owners.ts), so a page of entities brings its owners along instead
       * of a memberships query per entity. Absent on entities written before it existed, and (DynamoDB keeps no
       * empty set) on an entity without owners: readers then ask the memberships.
       */
      owner_ids: { type: 'set', items: 'string' },
      business_email: { type: 'string' },
      other_email: { type: 'string' },
      street: { type: 'string' },
      city: { type: 'string' },
      state: { type: 'string' },
      zip: { type: 'string' },
      country: { type: 'string' },
      ein: { type: 'string' },
      fax: { type: 'string' },
      external_entity_id: { type: 'string' },
      tax_return_id: { type: 'string' },
      /** FA §3.3 create payload's taxSoftware. */
      tax_software: { type: 'string' },
      /** Entity tag ids (FirmTag kind 'entity'), at most `maxTagsPerItem`. */
      entity_tags: { type: 'list', items: { type: 'string' } },
      /** FA §3.2 special roles: firm users in those roles for this entity. */
      client_manager_id: { type: 'string' },
      cpa_id: { type: 'string' },
      /** FA §3.3 'Spouse' of an Individual entity: one of its owners, marked. */
      spouse_user_id: { type: 'string' },
      spouse_is_taxpayer: { type: 'boolean' },
      spouse_needs_access: { type: 'boolean' },
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

export type CompanyItem = EntityItem<typeof Company>;
