/**
 * One entity with its fields, owners and tags (GET /companies/{id}), by id or by the hash an /admin/{hash} address
 * names. A null SWR key until the inputs exist; a 404 is an answer (the error state), not retried.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { LoadError } from '../api/client';
import { companies, companyPath, type CompanyDetail } from '../api/companies';
import { useCompanyByHash } from './useCompanyByHash';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

export function useCompany(id: string | null | undefined) {
  const session = useSession();
  const key = session && id ? ([companyPath, session.sid, id] as const) : null;
  return useSWR<CompanyDetail, LoadError>(
    key,
    async ([, , companyId]: NonNullable<typeof key>) => (await unwrap(companies.get(companyId))).company,
    { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx },
  );
}

/** The entity an /admin/{hash} address names, with its details once its id is known. */
export function useCompanyDetailByHash(hash: string | null | undefined) {
  const named = useCompanyByHash(hash);
  const detail = useCompany(named.data?.id);
  return {
    company: detail.data,
    error: named.error ?? detail.error,
    isLoading: named.isLoading || detail.isLoading,
    mutate: detail.mutate,
  };
}

/** Reloads every loaded copy of an entity (after a dialog changed it). */
export function useRevalidateCompany(): (id: string, next?: CompanyDetail) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (id: string, next?: CompanyDetail) => {
      const matches = (key: unknown) => Array.isArray(key) && key[0] === companyPath && key[2] === id;
      // With the saved entity in hand it is shown at once; otherwise the entity is read again.
      return next ? mutate(matches, next, { revalidate: false }) : mutate(matches);
    },
    [mutate],
  );
}
