/** A client's entities for user mode (GET /v2/users/{id}/user_assigned_companies); a null key until signed in. */
import useSWR from 'swr';
import type { LoadError } from '../api/client';
import { assignedCompaniesPath, userAdmin, type AssignedCompany } from '../api/user-admin';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

export function useUserCompanies(userId: string | null) {
  const session = useSession();
  const key = session && userId ? ([assignedCompaniesPath, session.sid, userId] as const) : null;
  return useSWR<AssignedCompany[], LoadError>(
    key,
    async ([, , id]: NonNullable<typeof key>) => (await unwrap(userAdmin.assignedCompanies(id))).companies,
    { shouldRetryOnError: noRetryOn4xx, revalidateOnFocus: false },
  );
}
