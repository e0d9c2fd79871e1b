/**
 * The firm's roles and an entity's role assignments (FA §7.6), for SWR: a null key until signed in and enabled (the
 * page is for a partner or admin of a firm that uses roles) or the entity is chosen; a 4xx is an answer, not retried.
 */
import useSWR from 'swr';
import type { LoadError } from '../api/client';
import {
  firmRoleAssignmentsPath,
  firmRoles,
  firmRolesPath,
  type FirmRole,
  type FirmRoleAssignment,
} from '../api/firm-roles';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

export function useFirmRoles(enabled = true) {
  const session = useSession();
  const key = session && enabled ? ([firmRolesPath, session.sid] as const) : null;
  return useSWR<FirmRole[], LoadError>(key, async () => (await unwrap(firmRoles.list())).firm_roles, {
    revalidateOnFocus: false,
    shouldRetryOnError: noRetryOn4xx,
  });
}

export function useEntityRoleAssignments(companyId: string | null | undefined) {
  const session = useSession();
  const key = session && companyId ? ([firmRoleAssignmentsPath, session.sid, companyId] as const) : null;
  return useSWR<FirmRoleAssignment[], LoadError>(
    key,
    async ([, , id]: NonNullable<typeof key>) => (await unwrap(firmRoles.assignments(id))).firm_role_assignments,
    { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx },
  );
}
