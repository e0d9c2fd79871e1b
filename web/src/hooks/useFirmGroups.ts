import useSWR from 'swr';
import { LoadError } from '../api/client';
import { currentUserFirmPath, firms } from '../api/firms';
import type { CurrentUser } from '../api/types';
import { usersLabels as l } from '../texts/users';
import { useSession } from './useSession';

export interface GroupChoice {
  id: string;
  name: string;
}

/**
 * The firm groups a staff picker and the Users page's group filter offer (GET /firms/current_user_firm): null when
 * the firm does not use groups (preference has_firm_groups), so the group field is not shown. A group-limited user
 * is offered their own group only (FA §6), named 'Your firm group' until its name has loaded.
 */
export function useFirmGroups(me: CurrentUser | undefined): GroupChoice[] | null {
  const session = useSession();
  const used = me?.user.is_advisor === true && me.firm.preferences.has_firm_groups === true;
  const firm = useSWR(
    session && used ? ([currentUserFirmPath, session.sid] as const) : null,
    async () => {
      const res = await firms.currentUserFirm();
      if (!res) throw new LoadError('network');
      if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
      return res.data;
    },
    {
      revalidateOnFocus: false,
      shouldRetryOnError: (err: { status?: number }) => err?.status === undefined || err.status >= 500,
    },
  );
  const ownGroup = me?.user.firm_access === 'group' ? me.user.firm_group : null;
  if (ownGroup) return [firm.data?.firm_groups.find((g) => g.id === ownGroup) ?? { id: ownGroup, name: l.ownGroup }];
  if (!used) return null;
  return firm.data?.firm_groups ?? [];
}
