/**
 * The firm's tax returns table and one return in full, as SWR hooks (ARCHITECTURE "Web": one hook module per
 * resource; a null key until the inputs exist). Every table key starts with the table's path, so a change reloads
 * every page held.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { stillProcessing } from '@ledgerline/shared/tax-return-delivery';
import type { LoadError } from '../api/client';
import {
  taxReturnDelivery,
  taxReturnDeliveryKeys,
  type TaxReturnDetail,
  type TaxReturnsQuery,
} from '../api/tax-return-delivery';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

type TablePage = Awaited<ReturnType<typeof fetchTable>>;

async function fetchTable(query: TaxReturnsQuery) {
  return unwrap(taxReturnDelivery.table(query));
}

/** One page of the table; the page on screen stays while the next one loads. */
export function useTaxReturnsTable(query: TaxReturnsQuery | null) {
  const session = useSession();
  const key = session && query ? ([taxReturnDeliveryKeys.table, session.sid, JSON.stringify(query)] as const) : null;
  return useSWR<TablePage, LoadError>(key, () => fetchTable(query!), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: noRetryOn4xx,
  });
}

/** Reloads every page of the table held (after an upload, a change or a delete). */
export function useRevalidateTaxReturns(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === taxReturnDeliveryKeys.table), [mutate]);
}

/** How often a return that is being read is asked about again (its processing ends within seconds to minutes). */
export const processingPollMs = 1_500;

/**
 * A return in full (the dialogs). With `pollWhileProcessing`, asks again every 1.5 s while the return is being
 * read (an upload waiting for its status to leave 'processing').
 */
export function useTaxReturnDetail(id: string | null, companyId: string | null, pollWhileProcessing = false) {
  const session = useSession();
  const key = session && id && companyId ? ([taxReturnDeliveryKeys.detail, session.sid, id, companyId] as const) : null;
  return useSWR<TaxReturnDetail, LoadError>(
    key,
    ([, , taxReturnId, company_id]: NonNullable<typeof key>) => unwrap(taxReturnDelivery.get(taxReturnId, company_id)),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: noRetryOn4xx,
      refreshInterval: pollWhileProcessing
        ? (latest) => (!latest || stillProcessing(latest.status) ? processingPollMs : 0)
        : 0,
    },
  );
}

/** Puts a return the server answered with into its detail key, so an open dialog shows it at once. */
export function useStoreTaxReturnDetail(): (detail: TaxReturnDetail) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const session = useSession();
  return useCallback(
    (detail: TaxReturnDetail) =>
      session
        ? mutate([taxReturnDeliveryKeys.detail, session.sid, detail.id, detail.company_id], detail, {
            revalidate: false,
          })
        : Promise.resolve(),
    [mutate, session],
  );
}
