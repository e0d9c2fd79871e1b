import useSWR from 'swr';
import { LoadError } from '../api/client';
import { companies, companyByHashPath, type CompanyView } from '../api/companies';
import { useSession } from './useSession';

/** With the caller's firm-role permissions on it: null when roles do not decide for them (useEntityPermissions). */
export type NamedCompany = CompanyView & { my_permissions: string[] | null };

/** The entity an address names by its hash (a null key without one). A 404 is an answer: the error state. */
export function useCompanyByHash(hash: string | null | undefined) {
  const session = useSession();
  return useSWR<NamedCompany>(
    session && hash ? ([companyByHashPath, session.sid, hash] as const) : null,
    async ([, , h]: readonly [string, string, string]) => {
      const res = await companies.byHash(h);
      if (!res) throw new LoadError('network');
      if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
      return res.data.company;
    },
    {
      revalidateOnFocus: false,
      shouldRetryOnError: (err: { status?: number }) => err?.status === undefined || err.status >= 500,
    },
  );
}
