import { Entity } from 'electrodb';
import { entityConfig } from '../client';

/** The firm's activity log: sign-ins, failures and every change, newest first by sort key. */
export const Activity = new Entity(
  {
    model: { entity: 'activity', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      activityId: { type: 'string', required: true },
      created_at: { type: 'string', required: true },
      /** Spec FA §3.5: 0 uncategorized, 1 detail change, 2 document, 3 questionnaire, 5 delivery, 6 connect. */
      type_id: { type: 'number', default: 0 },
      action: { type: 'string', required: true },
      title: { type: 'string', required: true },
      description: { type: 'string', default: '' },
      actor_user_id: { type: 'string' },
      user_id: { type: 'string' },
      company_id: { type: 'string' },
      ip: { type: 'string' },
      request_id: { type: 'string' },
    },
    indexes: {
      byFirm: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#ACTIVITY' },
        sk: { field: 'sk', composite: ['created_at', 'activityId'], template: '${created_at}#${activityId}' },
      },
    },
  },
  entityConfig,
);
