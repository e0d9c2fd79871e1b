import useSWR from 'swr';
import { LoadError } from '../api/client';
import { dropLinkPath, dropLinks, type DropLinkSettings } from '../api/drop-links';
import { useSession } from './useSession';

/**
 * The firm's drop link and who it notifies (GET /firms/drop_link, FA §2.9): a null key until signed in or while
 * the dialog is closed. Every read makes a fresh 7-day link, so it is read once per opening, not on focus.
 */
export function useDropLink(enabled = true) {
  const session = useSession();
  return useSWR<DropLinkSettings>(
    session && enabled ? ([dropLinkPath, session.sid] as const) : null,
    async () => {
      const res = await dropLinks.get();
      if (!res) throw new LoadError('network');
      if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
      return res.data;
    },
    { revalidateOnFocus: false, revalidateIfStale: true, shouldRetryOnError: false },
  );
}
