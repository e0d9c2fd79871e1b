import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import useSWR from 'swr';
import { auth } from '../api/auth';
import type { AuthMethods } from '../api/types';

async function loadAuthMethods([, uid]: readonly [string, string]): Promise<AuthMethods> {
  const res = await auth.authMethods(uid);
  // A failure is logged (or toasted) by the client; the screen then offers what needs no methods.
  return res?.ok && Array.isArray(res.data?.methods) ? res.data : { methods: [] };
}

/** Masked email and phone a user can receive codes at (alternate sign-in, expired link). Null key until a uid. */
export function useAuthMethods(uid: string | null | undefined) {
  return useSWR(uid ? ([sessionRoutes.getAuthMethods.path, uid] as const) : null, loadAuthMethods, {
    revalidateOnFocus: false,
  });
}
