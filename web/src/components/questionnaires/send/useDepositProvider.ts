import useSWR from 'swr';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { api } from '../../../api/client';
import { useSession } from '../../../hooks/useSession';
import { noRetryOn4xx, unwrap } from '../../../hooks/swr-load';

const path = documentRoutes.checkStripeIntegration.path;

/**
 * Whether the firm connected its card payment provider (GET /integrations/check_stripe_integration): QD §5 offers a
 * deposit only then. Undefined while it loads; a failed check counts as not connected (the server refuses anyway).
 */
export function useDepositProvider(enabled: boolean): { connected: boolean | undefined } {
  const session = useSession();
  const key = session && enabled ? ([path, session.sid] as const) : null;
  const { data, error } = useSWR(
    key,
    () => unwrap(api.call(documentRoutes.checkStripeIntegration, {}, { quiet: true })),
    { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx },
  );
  return { connected: error ? false : data?.connected };
}
