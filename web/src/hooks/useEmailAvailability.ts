/**
 * FA §5.1, §5.2: whether an email is free, asked once typing has paused for 200 ms (FA §9). A null key while the
 * address is blank or not an email, so nothing is asked for half-typed text.
 */
import useSWR from 'swr';
import type { LoadError } from '../api/client';
import { emailAvailabilityPath, userAdmin, type EmailAvailability } from '../api/user-admin';
import { isEmail } from '../validation';
import { useDebounced } from './useDebounced';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

export const emailCheckDebounceMs = 200;

/** The normalised address a check is keyed by. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export function useEmailAvailability(email: string) {
  const session = useSession();
  const settled = useDebounced(emailKey(email), emailCheckDebounceMs);
  const key = session && settled && isEmail(settled) ? ([emailAvailabilityPath, session.sid, settled] as const) : null;
  const res = useSWR<EmailAvailability, LoadError>(
    key,
    ([, , address]: NonNullable<typeof key>) => unwrap(userAdmin.checkEmail(address)),
    { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx },
  );
  const current = settled === emailKey(email);
  return {
    /** The answer for the address as typed now (undefined while it is pausing or being asked). */
    answer: current ? res.data : undefined,
    checking: Boolean(emailKey(email)) && isEmail(email) && (!current || res.isLoading),
  };
}
