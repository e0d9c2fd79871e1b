import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** A firm group (office, team) that limits what group-access staff see. */
export const FirmGroup = new LazyEntity(
  {
    model: { entity: 'firmGroup', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      groupId: { type: 'string', required: true },
      name: { type: 'string', required: true },
    },
    indexes: {
      byFirm: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['groupId'], template: 'GROUP#${groupId}' },
      },
    },
  },
  entityConfig,
);
