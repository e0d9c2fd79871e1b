import useSWR from 'swr';
import { LoadError } from '../api/client';
import { firms, firmUsersPath, type FirmUser } from '../api/firms';
import { useSession } from './useSession';

/** The firm users a picker offers (GET /firms/all_users); a null key until signed in or while not needed. */
export function useFirmUsers(enabled = true) {
  const session = useSession();
  return useSWR<FirmUser[]>(
    session && enabled ? ([firmUsersPath, session.sid] as const) : null,
    async () => {
      const res = await firms.allUsers();
      if (!res) throw new LoadError('network');
      if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
      return res.data.users;
    },
    {
      revalidateOnFocus: false,
      shouldRetryOnError: (err: { status?: number }) => err?.status === undefined || err.status >= 500,
    },
  );
}
