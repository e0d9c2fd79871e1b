/**
 * The providers this portal offers, and the signed-in user's linked accounts for SWR (FA §7.2): a null key until
 * signed in; a 4xx is an answer, not retried.
 */
import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { LinkProvider } from '@ledgerline/shared/linked-accounts';
import type { LinkedAccountView } from '@ledgerline/shared/schemas/linked-accounts';
import type { LoadError } from '../../api/client';
import { useSession } from '../../hooks/useSession';
import { noRetryOn4xx, unwrap } from '../../hooks/swr-load';
import { linkedAccounts } from './api';

const options = { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx };

type Offered = { provider: LinkProvider; name: string }[];

/**
 * The providers offered do not change while a page is open, and the sign-in page needs them right after a sign-out
 * has emptied SWR's cache (SessionWatcher): they are read once per page load and kept here, outside that cache.
 */
let offered: Offered | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadOffered(): void {
  loading ??= linkedAccounts.providers().then((res) => {
    if (res?.ok) offered = res.data.providers;
    else loading = undefined; // tried again by the next screen that asks
    for (const l of listeners) l();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadOffered();
  return () => listeners.delete(listener);
}

export function useSignInProviders(): { data: Offered | undefined } {
  return { data: useSyncExternalStore(subscribe, () => offered) };
}

export function useLinkedAccounts() {
  const session = useSession();
  const key = session ? (['linked-accounts', session.sid] as const) : null;
  return useSWR<LinkedAccountView[], LoadError>(
    key,
    async () => (await unwrap(linkedAccounts.list())).linked_accounts,
    options,
  );
}
