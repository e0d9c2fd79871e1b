import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useSession } from '../hooks/useSession';

/** When the session ends (here or in another tab), forget cached data and go to / (FA §4.5 step 7, MD §2). */
export function SessionWatcher() {
  const session = useSession();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const previous = useRef(session);
  useEffect(() => {
    const was = previous.current;
    previous.current = session;
    if (!was || session?.sid === was.sid) return;
    // Forget what the previous sign-in loaded; keys of the new sign-in (which carry its sid) are already loading.
    const fresh = session?.sid;
    void mutate((key) => !(fresh && Array.isArray(key) && key.includes(fresh)), undefined, { revalidate: false });
    if (!session) navigate('/', { replace: true });
  }, [session, navigate, mutate]);
  return null;
}
