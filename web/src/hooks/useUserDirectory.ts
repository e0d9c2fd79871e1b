/** The Users page's list (GET /v2/users) as an SWR hook; a null key until signed in as staff. */
import useSWR, { useSWRConfig } from 'swr';
import type { LoadError } from '../api/client';
import { userListPath, users, type UserList, type UserListQuery } from '../api/users';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

/** A page of the directory; the previous page stays on screen while the next one loads. */
export function useUserDirectory(query: UserListQuery, enabled: boolean) {
  const session = useSession();
  const key = session && enabled ? ([userListPath, session.sid, 'directory', JSON.stringify(query)] as const) : null;
  return useSWR<UserList, LoadError>(key, () => unwrap(users.list(query)), {
    keepPreviousData: true,
    shouldRetryOnError: noRetryOn4xx,
  });
}

/** Reloads every list of users on screen (the directory's pages, the Mass Email audience) after a change. */
export function useRevalidateUserLists() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === userListPath);
}
