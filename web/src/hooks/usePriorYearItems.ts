/**
 * An entity's prior-year items, and one item's line items (QD §7), for SWR: a null key until signed in and the
 * entity (or the item) is known; a 4xx is an answer, not retried. Not reread on focus: only staff change them, and
 * each change here updates the list it changed.
 */
import useSWR from 'swr';
import type { LoadError } from '../api/client';
import {
  type LineItem,
  lineItemsPath,
  type PriorYearItem,
  priorYearItems,
  priorYearItemsPath,
} from '../api/prior-year-items';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

export function usePriorYearItems(companyId: string | null | undefined) {
  const session = useSession();
  const key = session && companyId ? ([priorYearItemsPath, session.sid, companyId] as const) : null;
  return useSWR<PriorYearItem[], LoadError>(
    key,
    async ([, , id]: NonNullable<typeof key>) => (await unwrap(priorYearItems.list(id))).prior_year_items,
    { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx },
  );
}

export function useLineItems(companyId: string | null | undefined, itemId: string | null | undefined) {
  const session = useSession();
  const key = session && companyId && itemId ? ([lineItemsPath, session.sid, companyId, itemId] as const) : null;
  return useSWR<LineItem[], LoadError>(
    key,
    async ([, , company, item]: NonNullable<typeof key>) =>
      (await unwrap(priorYearItems.lineItems(company, item))).line_items,
    { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx },
  );
}
