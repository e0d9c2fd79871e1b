import { declareRoutes } from '../route';
import * as e from '../schemas/entities';

/** The Entities page (FA §2.5, §7.4): the entity directory on its index, and its companions. */
export const entityRoutes = declareRoutes('entities', {
  listEntities: {
    aws: ['table'],
    method: 'GET',
    path: '/v2/entities',
    access: 'advisor',
    readsOnly: true,
    summary:
      'The entity directory: paged, searchable (names, primary owner), sorted, filtered by assigned firm user, entity type, entity tags, firm roles and state; count and only_ids variants',
    input: e.EntityListQuery,
    output: e.EntityList,
  },
  entitiesByIds: {
    aws: ['table'],
    method: 'GET',
    path: '/v2/entities/by_ids',
    access: 'advisor',
    readsOnly: true,
    summary: 'Up to 100 of the firm’s entities by id, as the list shows them (other ids are left out)',
    input: e.EntitiesByIdsQuery,
    output: e.EntitiesByIds,
  },
  restoreDeletedEntity: {
    aws: ['table'],
    method: 'POST',
    path: '/v2/entities/{id}/restore_deleted_entity',
    access: 'advisor',
    summary: 'Restore a soft-deleted entity (FA §4.4)',
    input: e.EntityIdPath,
    output: e.RestoredEntity,
  },
  getRelatedEntities: {
    aws: ['table'],
    method: 'GET',
    path: '/v2/entities/{id}/get_related_entities',
    access: 'advisor',
    readsOnly: true,
    summary: 'The entity switcher: the other entities of the entity’s owners, 10 by name, filtered by a search',
    input: e.RelatedEntitiesQuery,
    output: e.RelatedEntities,
  },
});
