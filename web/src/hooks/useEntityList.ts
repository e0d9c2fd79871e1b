/**
 * The entity directory and its companions as SWR hooks (ARCHITECTURE "Web": one hook module per resource; a null
 * key until the inputs exist). Every list key starts with the list's path, so a change revalidates them together.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { LoadError } from '../api/client';
import {
  entities,
  entityListPath,
  entityTags,
  entityTagsPath,
  relatedEntitiesPath,
  type EntityList,
  type EntityListQuery,
  type RelatedEntity,
  type TagView,
} from '../api/entities';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

const options = { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx };

/** One page of the Entities page's list; the previous page stays on screen while the next one loads. */
export function useEntityList(query: EntityListQuery | null) {
  const session = useSession();
  const key = session && query ? ([entityListPath, session.sid, JSON.stringify(query)] as const) : null;
  return useSWR<EntityList, LoadError>(key, () => unwrap(entities.list(query!)), {
    ...options,
    keepPreviousData: true,
  });
}

/** Reloads every loaded page of the list (after a create, delete, restore or tag change). */
export function useRevalidateEntityList(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && (key[0] === entityListPath || key[0] === relatedEntitiesPath)),
    [mutate],
  );
}

/** The firm's entity tags, by name. */
export function useEntityTags(enabled = true) {
  const session = useSession();
  const key = session && enabled ? ([entityTagsPath, session.sid] as const) : null;
  return useSWR<TagView[], LoadError>(key, async () => (await unwrap(entityTags.list())).tags, options);
}

/** The entity switcher's list: the other entities of the entity's owners, up to 10 by name, matching the filter. */
export function useRelatedEntities(companyId: string | null | undefined, filter: string) {
  const session = useSession();
  const key = session && companyId ? ([relatedEntitiesPath, session.sid, companyId, filter.trim()] as const) : null;
  return useSWR<RelatedEntity[], LoadError>(
    key,
    async ([, , id, search]: NonNullable<typeof key>) => (await unwrap(entities.related(id, search))).entities,
    { ...options, keepPreviousData: true },
  );
}
