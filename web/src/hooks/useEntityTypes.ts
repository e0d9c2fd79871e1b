import useSWR from 'swr';
import { firmEntityTypes } from '@ledgerline/shared/companies';
import type { LoadError } from '../api/client';
import { entityTypesPath, firms, usedEntityTypesPath } from '../api/firms';
import { useCurrentUser } from './useCurrentUser';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

const options = { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx };

/**
 * The entity types the firm offers (GET /firms/all_entity_types: the built-in ones and the firm's own, without
 * Individual when the firm disallows it, FA §3.2, §5.1). Until it answers, the same rule on the firm's preferences.
 */
export function useEntityTypes(): string[] {
  const session = useSession();
  const { data: me } = useCurrentUser();
  const key = session ? ([entityTypesPath, session.sid] as const) : null;
  const { data } = useSWR<string[], LoadError>(
    key,
    async () => (await unwrap(firms.entityTypes())).entity_types,
    options,
  );
  return data ?? firmEntityTypes(me?.firm.preferences ?? {});
}

/** The types the firm's entities have (GET /firms/all_firms_entity_types), for the Entities page's filter. */
export function useUsedEntityTypes(enabled = true) {
  const session = useSession();
  const key = session && enabled ? ([usedEntityTypesPath, session.sid] as const) : null;
  return useSWR<string[], LoadError>(key, async () => (await unwrap(firms.usedEntityTypes())).entity_types, options);
}
