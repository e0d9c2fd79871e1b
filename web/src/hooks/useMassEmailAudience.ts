import useSWR from 'swr';
import { LoadError } from '../api/client';
import { allRows, userListPath, users, type ClientRow } from '../api/users';
import { useSession } from './useSession';

/**
 * The Mass Email dialog's users: every client the caller may see (MD §9 rows_per_page -1), by name.
 * A null key while the dialog is closed, so the list loads only when it is needed.
 */
export function useMassEmailAudience(enabled: boolean) {
  const session = useSession();
  return useSWR<ClientRow[], LoadError>(
    session && enabled ? ([userListPath, session.sid, 'mass-email'] as const) : null,
    async () => {
      const res = await users.list({ rows_per_page: allRows, sort_by: 'full_name', descending: false });
      if (!res) throw new LoadError('network');
      if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
      return res.data.users ?? [];
    },
    {
      revalidateOnFocus: false,
      shouldRetryOnError: (err: { status?: number }) => err?.status === undefined || err.status >= 500,
    },
  );
}
