/** The Entities page's calls (FA §2.5, §7.4): GET /v2/entities and its companions. */
import * as z from 'zod';
import { Id } from './common';
import { CompanyView } from './companies';
import { directoryListFields, directoryListPaging } from './directory';
import { QueryIdList, TagView } from './tags';

/** At most this many entities by id in one call. */
export const maxEntitiesByIds = 100;
/** The entity switcher shows this many related entities at once (FA §9: 10 results). */
export const relatedEntitiesShown = 10;

/**
 * GET /v2/entities: the entity directory (default created_at descending). firm_role_id and firm_role_user_id are
 * accepted now; they match entities once firm roles (FA §7.6) are assigned.
 */
export const EntityListQuery = z.object({
  ...directoryListFields,
  sort_by: z.enum(['created_at', 'name', 'entity_type', 'primary_contact']).default('created_at'),
  assigned_advisor_id: Id.optional(),
  firm_role_id: Id.optional(),
  firm_role_user_id: Id.optional(),
  entity_type: z.string().trim().min(1, 'Invalid entity type').max(80, 'Invalid entity type').optional(),
  /** Entity tag ids: entities with any of them. */
  selected_entity_tags_filter: QueryIdList(50),
});
export type EntityListQuery = z.infer<typeof EntityListQuery>;

export const PersonRef = z.object({ id: z.string(), full_name: z.string(), email: z.string() });

/** An entity as the Entities page lists it. */
export const EntityRow = CompanyView.extend({
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  /** The primary owner (Company.primary_user_id). */
  primary_contact: PersonRef.nullable(),
  /** Every owner, the primary one first. */
  owners: z.array(z.object({ id: z.string(), full_name: z.string() })),
  owners_count: z.number().int(),
  /** The primary owner's assigned firm user and firm group. */
  assigned_advisor_id: z.string().nullable(),
  firm_group_id: z.string().nullable(),
  entity_tags: z.array(TagView),
});
export type EntityRow = z.infer<typeof EntityRow>;

export const EntityList = z.object({
  entities: z.array(EntityRow).optional(),
  ids: z.array(z.string()).optional(),
  ...directoryListPaging,
});

export const EntitiesByIdsQuery = z.object({
  ids: QueryIdList(maxEntitiesByIds).transform((ids) => ids ?? []),
});
export const EntitiesByIds = z.object({ entities: z.array(EntityRow) });

export const EntityIdPath = z.object({ id: Id });
export const RestoredEntity = z.object({ message: z.string(), entity: EntityRow });

export const RelatedEntitiesQuery = z.object({
  id: Id,
  search_term: z.string().trim().max(200, 'Search is too long').optional(),
});
export const RelatedEntities = z.object({
  /** At most `relatedEntitiesShown`, by name. */
  entities: z.array(CompanyView),
  /** How many match in all. */
  total: z.number().int(),
});
