import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A Document Drop Off link's way in (QD §2 /document-drop-off?questionnaireId&companyId, no sign-in): the page
 * names a questionnaire and an entity but no firm, so this item, keyed by the questionnaire's id alone, says whose
 * it is. Written when a Document Drop Off is sent; gone (TTL) some time after its 7 days.
 */
export const DropOffLink = new LazyEntity(
  {
    model: { entity: 'drop_off_link', version: '1', service: 'ledgerline' },
    attributes: {
      questionnaireId: { type: 'string', required: true },
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      ttl: { type: 'number' },
    },
    indexes: {
      byQuestionnaire: {
        pk: { field: 'pk', composite: ['questionnaireId'], template: 'DROPOFF#${questionnaireId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'LINK', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type DropOffLinkItem = EntityItem<typeof DropOffLink>;
