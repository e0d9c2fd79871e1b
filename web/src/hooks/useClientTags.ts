/** The firm's contact tags (GET /firms/client_tags), by name; a null key until signed in or while not needed. */
import useSWR from 'swr';
import type { LoadError } from '../api/client';
import { clientTags, clientTagsPath, type TagView } from '../api/client-tags';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

export function useClientTags(enabled = true) {
  const session = useSession();
  const key = session && enabled ? ([clientTagsPath, session.sid] as const) : null;
  return useSWR<TagView[], LoadError>(key, async () => (await unwrap(clientTags.list())).tags, {
    revalidateOnFocus: false,
    shouldRetryOnError: noRetryOn4xx,
  });
}
