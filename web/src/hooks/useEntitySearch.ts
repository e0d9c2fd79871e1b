import useSWR from 'swr';
import type { LoadError } from '../api/client';
import { entities, entityListPath, type EntityRow } from '../api/entities';
import { useDebounced } from './useDebounced';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

/** QD §9: 'Entity selector debounce 300 ms; entity search page size 10'. */
export const entitySearchDebounceMs = 300;
const shown = 10;

/**
 * The firm's entities a picker offers for what was typed (GET /v2/entities, 10 by name; the newest while nothing
 * is typed), active ones only. A null key while the picker is closed.
 */
export function useEntitySearch(term: string, enabled = true) {
  const session = useSession();
  const q = useDebounced(term.trim(), entitySearchDebounceMs);
  const key = session && enabled ? ([entityListPath, session.sid, 'picker', q] as const) : null;
  return useSWR<EntityRow[], LoadError>(
    key,
    async ([, , , search_term]: NonNullable<typeof key>) =>
      (
        await unwrap(
          entities.list({
            search_term: search_term || undefined,
            rows_per_page: shown,
            sort_by: search_term ? 'name' : 'created_at',
            descending: !search_term,
            hide_inactives: true,
          }),
        )
      ).entities ?? [],
    { revalidateOnFocus: false, keepPreviousData: true, shouldRetryOnError: noRetryOn4xx },
  );
}
