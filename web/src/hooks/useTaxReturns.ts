/** An entity's tax returns and one return's activity, as SWR hooks (a null key until the inputs exist). */
import useSWR from 'swr';
import type { LoadError } from '../api/client';
import { taxReturnKeys, taxReturns, type TaxReturnCard, type WaitingDraft } from '../api/tax-returns';
import type { OutputOf } from '@ledgerline/shared/route';
import type { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

/** The SWR key of an entity's tax returns, so a review can update the card in place. */
export const taxReturnIndexKey = (sid: string, companyId: string) => [taxReturnKeys.index, sid, companyId] as const;

/** MD §2: tax return cards show only when the firm enables new tax return delivery (`enabled`). */
export async function fetchTaxReturns([, , company_id]: ReturnType<typeof taxReturnIndexKey>) {
  return (await unwrap(taxReturns.index(company_id))).tax_returns;
}

export function useTaxReturns(companyId: string | null, enabled: boolean) {
  const session = useSession();
  const key = session && companyId && enabled ? taxReturnIndexKey(session.sid, companyId) : null;
  return useSWR<TaxReturnCard[], LoadError>(key, fetchTaxReturns, {
    shouldRetryOnError: noRetryOn4xx,
    revalidateOnFocus: false,
  });
}

export function useTaxReturnActivity(id: string | null, companyId: string | null) {
  const session = useSession();
  const key = session && id && companyId ? ([taxReturnKeys.activity, session.sid, id, companyId] as const) : null;
  return useSWR<OutputOf<typeof taxReturnRoutes.getTaxReturnActivityLogs>['activities'], LoadError>(
    key,
    async ([, , taxReturnId, company_id]: NonNullable<typeof key>) =>
      (await unwrap(taxReturns.activity(taxReturnId, company_id))).activities,
    { shouldRetryOnError: noRetryOn4xx },
  );
}

/** Staff: the first `count` drafts waiting for the client, newest sent first (the staff Home). */
export function useWaitingForClient(count: number) {
  const session = useSession();
  const key = session ? ([taxReturnKeys.waiting, session.sid, count] as const) : null;
  return useSWR<WaitingDraft[], LoadError>(
    key,
    async ([, , perPage]: NonNullable<typeof key>) => (await unwrap(taxReturns.waiting(perPage))).tax_returns,
    { shouldRetryOnError: noRetryOn4xx },
  );
}
