import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * Firm roles (FA §3.4: id, role_name, permission_ids), in one partition per firm: "the firm's roles" is one Query
 * (sort key ROLE#), a role one point read. Beside them, FirmRoleName holds each role's name key (lower-cased,
 * spaces folded; shared/src/firm-roles.ts roleNameKey): a role is created, renamed or deleted in a transaction with
 * its name's item, whose create is conditioned on absence, so two roles of a firm never share a name.
 */
export const FirmRole = new LazyEntity(
  {
    model: { entity: 'firm_role', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      roleId: { type: 'string', required: true },
      role_name: { type: 'string', required: true },
      name_key: { type: 'string', required: true },
      permission_ids: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      created_by: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: {
        type: 'string',
        watch: '*',
        default: () => new Date().toISOString(),
        set: () => new Date().toISOString(),
      },
    },
    indexes: {
      byFirm: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#FIRMROLES', casing: 'none' },
        sk: { field: 'sk', composite: ['roleId'], template: 'ROLE#${roleId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export const FirmRoleName = new LazyEntity(
  {
    model: { entity: 'firm_role_name', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      name_key: { type: 'string', required: true },
      roleId: { type: 'string', required: true },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#FIRMROLES', casing: 'none' },
        sk: { field: 'sk', composite: ['name_key'], template: 'NAME#${name_key}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type FirmRoleItem = EntityItem<typeof FirmRole>;
export type FirmRoleNameItem = EntityItem<typeof FirmRoleName>;
