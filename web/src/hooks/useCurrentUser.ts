import useSWR from 'swr';
import { swrFetcher } from '../api/client';
import type { CurrentUser } from '../api/types';
import { useSession } from './useSession';

export const currentUserPath = '/sessions/current_user';

/** The signed-in user, their firm and entities. The key is null until signed in. */
export function useCurrentUser() {
  const session = useSession();
  return useSWR<CurrentUser>(session ? [currentUserPath, session.sid] : null, swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: (err: { status?: number }) => err?.status === undefined || err.status >= 500,
  });
}
