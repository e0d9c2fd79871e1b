/** Signature requests as SWR hooks (a null key until the inputs exist): the firm's table and one request. */
import useSWR, { useSWRConfig } from 'swr';
import { signatureRequestStillProcessing } from '@ledgerline/shared/signature-requests';
import type { LoadError } from '../api/client';
import {
  signatureRequestKeys,
  signatureRequests,
  type SignatureRequestDetail,
  type SignatureRequestPage,
  type SignatureRequestsQuery,
} from '../api/signature-requests';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

/** While a request on the page is still being read, the page is asked again this often. */
const processingPollMs = 2000;

/** A page of the firm's table (FA §2.7), refreshed while one of its requests is still being read. */
export function useSignatureRequestsTable(q: SignatureRequestsQuery | null) {
  const session = useSession();
  const key = session && q ? ([signatureRequestKeys.table, session.sid, JSON.stringify(q)] as const) : null;
  return useSWR<SignatureRequestPage, LoadError>(
    key,
    async ([, , query]: NonNullable<typeof key>) => unwrap(signatureRequests.table(JSON.parse(query))),
    {
      keepPreviousData: true,
      shouldRetryOnError: noRetryOn4xx,
      refreshInterval: (data) =>
        data?.signature_requests.some((r) => signatureRequestStillProcessing(r.status)) ? processingPollMs : 0,
    },
  );
}

/** Revalidates every page of the table (after an upload, a completion, a delete). */
export function useRevalidateSignatureRequests() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === signatureRequestKeys.table);
}

/** One request with its signers, asked again while it is still being read. */
export function useSignatureRequest(id: string | null, companyId: string | null) {
  const session = useSession();
  const key = session && id && companyId ? ([signatureRequestKeys.detail, session.sid, id, companyId] as const) : null;
  return useSWR<SignatureRequestDetail, LoadError>(
    key,
    async ([, , requestId, company]: NonNullable<typeof key>) => unwrap(signatureRequests.get(requestId, company)),
    {
      shouldRetryOnError: noRetryOn4xx,
      revalidateOnFocus: false,
      refreshInterval: (data) => (data && signatureRequestStillProcessing(data.status) ? processingPollMs : 0),
    },
  );
}

/**
 * A short-lived link to the request's current document (the signed one once someone signed, else the upload), for
 * the review's viewer; `version` (the request's updated_at) asks again after a signature.
 */
export function useSignatureRequestFile(id: string | null, companyId: string | null, version: string | null) {
  const session = useSession();
  const key =
    session && id && companyId && version
      ? (['signature-request-file', session.sid, id, companyId, version] as const)
      : null;
  return useSWR<{ link: string; file_name: string }, LoadError>(
    key,
    async ([, , requestId, company]: NonNullable<typeof key>) => unwrap(signatureRequests.download(requestId, company)),
    { shouldRetryOnError: noRetryOn4xx, revalidateOnFocus: false },
  );
}
