/**
 * The Entities page's calls (FA §2.5, §7.4): the entity directory, restore, related entities, and entity tags.
 * Types come from the shared schemas (types only: no zod in the bundle).
 */
import type * as z from 'zod';
import type * as e from '@ledgerline/shared/schemas/entities';
import type * as tg from '@ledgerline/shared/schemas/tags';
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityRoutes } from '@ledgerline/shared/routes/entities';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { api } from './client';

export type EntityRow = z.infer<typeof e.EntityRow>;
export type EntityList = z.infer<typeof e.EntityList>;
export type EntityListQuery = Partial<z.input<typeof e.EntityListQuery>>;
export type RelatedEntity = z.infer<typeof e.RelatedEntities>['entities'][number];
export type TagView = z.infer<typeof tg.TagView>;

export const entityListPath = entityRoutes.listEntities.path;
export const entitiesByIdsPath = entityRoutes.entitiesByIds.path;
export const relatedEntitiesPath = entityRoutes.getRelatedEntities.path;
export const entityTagsPath = firmRoutes.entityTags.path;

export const entities = {
  /** List failures only log (FA §8): the screen shows an empty list. */
  list: (query: EntityListQuery) => api.call(entityRoutes.listEntities, query, { quiet: true }),
  byIds: (ids: string[]) => api.call(entityRoutes.entitiesByIds, { ids }, { quiet: true }),
  restore: (id: string) => api.call(entityRoutes.restoreDeletedEntity, { id }),
  /** The entity switcher: the other entities of the entity's owners, 10 by name, filtered by a search. */
  related: (id: string, search_term?: string) =>
    api.call(entityRoutes.getRelatedEntities, { id, search_term: search_term || undefined }, { quiet: true }),
};

/** Entity tags (FA §5.6, §7.4, §7.5). The callers say what a failure means (FA §8.2), so errors come back quiet. */
export const entityTags = {
  list: () => api.call(firmRoutes.entityTags, {}, { quiet: true }),
  add: (new_tag: string) => api.call(firmRoutes.addEntityTag, { new_tag }, { quiet: true }),
  remove: (tag_id: string) => api.call(firmRoutes.removeEntityTag, { tag_id }),
  /** One entity's tags, replaced by these. */
  setForEntity: (id: string, entity_tags: string[]) =>
    api.call(companyRoutes.updateTags, { id, company_id: id, entity_tags }, { quiet: true }),
  /** Add the tags to the entities, or remove them (remove with no tags: every tag, 'Remove all tags'). */
  saveForEntities: (company_ids: string[], selected_tags: string[], remove: boolean) =>
    api.call(companyRoutes.updateTagsInBulk, { company_ids, selected_tags, remove }, { quiet: true }),
};
