import type { entityRoutes } from '@ledgerline/shared/routes/entities';
import type { Handlers } from '../platform/handle';
import { entitiesByIds } from './entities-by-ids';
import { getRelatedEntities } from './get-related-entities';
import { listEntities } from './list-entities';
import { restoreDeletedEntity } from './restore-deleted-entity';

/** Each entities route's handler, by the operation its declaration names. */
export const entityHandlers: Handlers<typeof entityRoutes> = {
  listEntities,
  entitiesByIds,
  restoreDeletedEntity,
  getRelatedEntities,
};
