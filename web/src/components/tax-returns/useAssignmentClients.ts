import useSWR from 'swr';
import type { LoadError } from '../../api/client';
import { entities, entitiesByIdsPath } from '../../api/entities';
import { useSession } from '../../hooks/useSession';
import { noRetryOn4xx, unwrap } from '../../hooks/swr-load';
import { type AssignmentClient, primaryOwnersOf } from './assignment-clients';

/** maxEntitiesByIds of the shared entity schemas, not imported from there: that module would bring zod along. */
const maxEntitiesByIds = 100;

/**
 * The primary owners of the selected rows' entities (GET /v2/entities/by_ids, 100 at a time), for the bulk
 * assignment dialog; a null key until there are entities. The key's last part keeps it apart from other readers of
 * the same call, which keep other shapes.
 */
export function useAssignmentClients(companyIds: readonly string[] | null) {
  const session = useSession();
  const key =
    session && companyIds?.length ? ([entitiesByIdsPath, session.sid, companyIds.join(','), 'owners'] as const) : null;
  return useSWR<AssignmentClient[], LoadError>(
    key,
    async () => {
      const ids = companyIds ?? [];
      const found = [];
      for (let i = 0; i < ids.length; i += maxEntitiesByIds)
        found.push(...(await unwrap(entities.byIds(ids.slice(i, i + maxEntitiesByIds)))).entities);
      return primaryOwnersOf(found);
    },
    { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx },
  );
}
