/** The presigned link to a tax return's PDF (POST download_tax_return), loaded once per open review. */
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import useSWR from 'swr';
import { taxReturns } from '../api/tax-returns';
import { LoadError } from '../api/client';
import { useSession } from './useSession';

export function useDraftLink(id: string | null, companyId: string | null) {
  const session = useSession();
  const key =
    session && id && companyId ? ([taxReturnRoutes.downloadTaxReturn.path, session.sid, id, companyId] as const) : null;
  return useSWR<string, LoadError>(
    key,
    async ([, , taxReturnId, company_id]: NonNullable<typeof key>) => {
      const res = await taxReturns.download(taxReturnId, company_id);
      if (!res) throw new LoadError('network');
      if (!res.ok || !res.data?.link) throw new LoadError(res.error ?? 'no link', res.status);
      return res.data.link;
    },
    // A presigned link expires: fetch a fresh one for each review, never revalidate one on screen.
    { revalidateOnFocus: false, revalidateIfStale: true, shouldRetryOnError: false, dedupingInterval: 0 },
  );
}
