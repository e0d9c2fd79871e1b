import useSWR from 'swr';
import type { LoadError } from '../api/client';
import { userListPath, users, type ClientRow } from '../api/users';
import { useDebounced } from './useDebounced';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

/** FA §9: 'user search 300 ms'. */
export const userSearchDebounceMs = 300;
const shown = 10;

/**
 * The clients a picker offers for what was typed (GET /v2/users, 10 at a time, by name): the newest first while
 * nothing is typed. A null key while the picker is closed.
 */
export function useClientSearch(term: string, enabled = true) {
  const session = useSession();
  const q = useDebounced(term.trim(), userSearchDebounceMs);
  const key = session && enabled ? ([userListPath, session.sid, 'picker', q] as const) : null;
  return useSWR<ClientRow[], LoadError>(
    key,
    async ([, , , search_term]: NonNullable<typeof key>) =>
      (
        await unwrap(
          users.list({
            search_term: search_term || undefined,
            rows_per_page: shown,
            sort_by: search_term ? 'full_name' : 'created_at',
            descending: !search_term,
            hide_inactives: true,
          }),
        )
      ).users ?? [],
    { revalidateOnFocus: false, keepPreviousData: true, shouldRetryOnError: noRetryOn4xx },
  );
}
