/** The firm's mail domain for Firm Settings (partner only); the key is null until signed in. */
import useSWR from 'swr';
import { mailDomainPath, mailDomains } from '../api/mail-domain';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

export function useMailDomain() {
  const session = useSession();
  return useSWR(session ? ([mailDomainPath, session.sid] as const) : null, () => unwrap(mailDomains.get()), {
    revalidateOnFocus: false,
    shouldRetryOnError: noRetryOn4xx,
  });
}
