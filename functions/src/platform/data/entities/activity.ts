import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * The firm's activity log (MD §7, FA §3.5): sign-ins, failures and every change, newest last by sort key.
 * Each filter the log screen offers has a key of its own, all in time order: the firm's partition, the firm's
 * lines of one type (gsi3), an entity's lines (gsi1) and a questionnaire's lines (gsi2). The entity and
 * questionnaire indexes are sparse: a line that names neither is only in the firm's keys.
 * ActivityCounter keeps the exact totals, written in the same transaction (platform/activity.ts).
 */
export const Activity = new LazyEntity(
  {
    model: { entity: 'activity', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      activityId: { type: 'string', required: true },
      created_at: { type: 'string', required: true },
      /** FA §3.5 and shared/activity-types: 0 uncategorized ... 8 sign-in and security. */
      type_id: { type: 'number', required: true, default: 0 },
      action: { type: 'string', required: true },
      title: { type: 'string', required: true },
      description: { type: 'string', default: '' },
      actor_user_id: { type: 'string' },
      /** The person the line is about (a sign-in names the account even when nobody is signed in yet). */
      user_id: { type: 'string' },
      // '' when the line names none: ElectroDB wants every composite of a conditional index present, and the
      // condition below then keeps such lines off that index.
      company_id: { type: 'string', default: '' },
      questionnaire_id: { type: 'string', default: '' },
      // What a person recognises, stored when the line is written (bounded), so a page of the log shows names
      // without reading the people and entities it names: the actor's name, the entity's name and hash.
      actor_name: { type: 'string' },
      company_name: { type: 'string' },
      company_hash: { type: 'string' },
      ip: { type: 'string' },
      request_id: { type: 'string' },
    },
    indexes: {
      byFirm: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#ACTIVITY' },
        sk: { field: 'sk', composite: ['created_at', 'activityId'], template: '${created_at}#${activityId}' },
      },
      byCompany: {
        index: 'gsi1',
        condition: (attr) => Boolean(attr.company_id),
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'company_id'],
          template: 'FIRM#${firmId}#COMPANY#${company_id}#ACTIVITY',
        },
        sk: { field: 'gsi1sk', composite: ['created_at', 'activityId'], template: '${created_at}#${activityId}' },
      },
      byQuestionnaire: {
        index: 'gsi2',
        condition: (attr) => Boolean(attr.questionnaire_id),
        pk: {
          field: 'gsi2pk',
          composite: ['firmId', 'questionnaire_id'],
          template: 'FIRM#${firmId}#QUESTIONNAIRE#${questionnaire_id}#ACTIVITY',
        },
        sk: { field: 'gsi2sk', composite: ['created_at', 'activityId'], template: '${created_at}#${activityId}' },
      },
      byFirmType: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['firmId', 'type_id'], template: 'FIRM#${firmId}#ACTIVITY#TYPE#${type_id}' },
        sk: { field: 'gsi3sk', composite: ['created_at', 'activityId'], template: '${created_at}#${activityId}' },
      },
    },
  },
  entityConfig,
);

export type ActivityItem = EntityItem<typeof Activity>;
