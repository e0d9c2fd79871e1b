import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A firm user's role on an entity (FA §3.2 firm_role_assignments: id, user_id, firm_role_id). Keyed for the reads:
 * - an entity's assignments: its partition, one Query (the roles screen);
 * - a user's roles on an entity: the same partition, sort key prefix USER#{userId}#, one Query (the permission
 *   check, strongly consistent, so a role just given or taken counts at once);
 * - a user's assignments across entities: gsi1, one Query (a check over many entities, e.g. a questionnaire sent
 *   to a list).
 * The id is derived from the triple, so giving a role twice writes the same item. A deleted role's assignments stay
 * until the entity's screen drops them: the check reads the role too and ignores an assignment whose role is gone.
 */
export const FirmRoleAssignment = new LazyEntity(
  {
    model: { entity: 'firm_role_assignment', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      roleId: { type: 'string', required: true },
      assignmentId: { type: 'string', required: true },
      created_by: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byCompany: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#COMPANY#${companyId}#ROLEASSIGN',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['userId', 'roleId'], template: 'USER#${userId}#ROLE#${roleId}', casing: 'none' },
      },
      byUser: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'userId'],
          template: 'FIRM#${firmId}#USER#${userId}#ROLEASSIGN',
          casing: 'none',
        },
        sk: {
          field: 'gsi1sk',
          composite: ['companyId', 'roleId'],
          template: 'COMPANY#${companyId}#ROLE#${roleId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

export type FirmRoleAssignmentItem = EntityItem<typeof FirmRoleAssignment>;
