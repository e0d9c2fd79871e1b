/** The client an advisor previews (GET /users/{id}); a null key until signed in as staff with an id. */
import useSWR from 'swr';
import type { LoadError } from '../api/client';
import { userProfilePath, userProfiles, type UserProfile } from '../api/user-profile';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

export function usePreviewUser(userId: string | null) {
  const session = useSession();
  const key = session && userId ? ([userProfilePath, session.sid, userId] as const) : null;
  return useSWR<UserProfile, LoadError>(key, ([, , id]: NonNullable<typeof key>) => unwrap(userProfiles.get(id)), {
    shouldRetryOnError: noRetryOn4xx,
    revalidateOnFocus: false,
  });
}
