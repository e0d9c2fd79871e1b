import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A firm's own questionnaire status (QD §3 Firm custom status): one label for staff, another with an
 * instruction for the client. A firm's statuses share one partition, listed in one Query.
 */
export const FirmCustomStatus = new LazyEntity(
  {
    model: { entity: 'firm_custom_status', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      statusId: { type: 'string', required: true },
      firm_user_display_status: { type: 'string', required: true },
      client_display_status: { type: 'string', required: true },
      client_instruction: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byFirm: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#CUSTOM_STATUSES', casing: 'none' },
        sk: { field: 'sk', composite: ['statusId'], template: 'STATUS#${statusId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type FirmCustomStatusItem = EntityItem<typeof FirmCustomStatus>;
