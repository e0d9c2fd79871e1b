import { useSyncExternalStore } from 'react';
import { getSession, getSignedOutNotice, subscribe, type Session } from '../api/session';

/** The current session (null when signed out); re-renders on sign-in, refresh and sign-out in any tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/** True for 10 seconds after another tab signed this one out (FA §4.5 step 7). */
export function useSignedOutNotice(): boolean {
  return useSyncExternalStore(subscribe, getSignedOutNotice, () => false);
}
