import useSWR from 'swr';
import { entities, entitiesByIdsPath } from '../../../api/entities';
import { useSession } from '../../../hooks/useSession';
import { noRetryOn4xx, unwrap } from '../../../hooks/swr-load';
import type { PickedEntity } from './send-rules';

/** The names of entities a dialog opens with (a selection made on another screen), for their chips. */
export function useEntityNames(ids: readonly string[] | undefined) {
  const session = useSession();
  const key = session && ids?.length ? ([entitiesByIdsPath, session.sid, ids.join(',')] as const) : null;
  return useSWR<PickedEntity[]>(
    key,
    async () => (await unwrap(entities.byIds([...ids!]))).entities.map((e) => ({ id: e.id, name: e.name })),
    { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx },
  );
}
