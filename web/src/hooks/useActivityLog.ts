/** The activity log as an SWR hook (one hook module per resource; a null key until signed in). */
import useSWR from 'swr';
import { activityPageSize } from '@ledgerline/shared/activity-types';
import { LoadError } from '../api/client';
import { activityKeys, activityLogs, type ActivityEntities, type ActivityLogPage } from '../api/activity';
import { useSession } from './useSession';

export interface ActivityFilters {
  page: number;
  typeId: number | null;
  search: string;
  companyId?: string;
  /** Only advisors load the log (MD §6). */
  enabled: boolean;
}

/** A page of the firm's log (or an entity's), newest first; the previous page stays on screen while the next one loads. */
export function useActivityLog(f: ActivityFilters) {
  const session = useSession();
  const search = f.search.trim();
  const key =
    session && f.enabled
      ? ([activityKeys.list, session.sid, f.page, f.typeId, search, f.companyId ?? null] as const)
      : null;
  return useSWR<ActivityLogPage, LoadError>(
    key,
    async ([, , page, type_id, q, company_id]: NonNullable<typeof key>) => {
      const res = await activityLogs.list({
        page,
        per_page: activityPageSize,
        type_id,
        search: q,
        company_id: company_id ?? undefined,
      });
      if (!res) throw new LoadError('network');
      if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
      return res.data;
    },
    {
      keepPreviousData: true,
      shouldRetryOnError: (err: { status?: number }) => err?.status === undefined || err.status >= 500,
    },
  );
}

/** FA §6: a group-limited firm user's entities (their group's clients'), to choose whose log to read. */
export function useActivityEntities(enabled: boolean) {
  const session = useSession();
  const key = session && enabled ? ([activityKeys.entities, session.sid] as const) : null;
  return useSWR<ActivityEntities, LoadError>(key, async () => {
    const res = await activityLogs.entities();
    if (!res) throw new LoadError('network');
    if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
    return res.data;
  });
}
