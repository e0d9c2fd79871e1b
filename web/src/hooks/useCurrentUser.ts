import useSWR, { preload } from 'swr';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { routeFetcher } from '../api/client';
import type { CurrentUser } from '../api/types';
import { useSession } from './useSession';

export const currentUserPath = sessionRoutes.currentUser.path;
const fetchCurrentUser = routeFetcher(sessionRoutes.currentUser);
const currentUserKey = (sid: string) => [currentUserPath, sid] as const;

/**
 * Starts loading the signed-in user before React renders (main.tsx); useCurrentUser then takes this request
 * instead of making its own.
 */
export function preloadCurrentUser(sid: string): Promise<CurrentUser> {
  return preload(currentUserKey(sid), fetchCurrentUser);
}

/** The signed-in user, their firm and entities. The key is null until signed in. */
export function useCurrentUser() {
  const session = useSession();
  return useSWR<CurrentUser>(session ? currentUserKey(session.sid) : null, fetchCurrentUser, {
    revalidateOnFocus: false,
    shouldRetryOnError: (err: { status?: number }) => err?.status === undefined || err.status >= 500,
  });
}
