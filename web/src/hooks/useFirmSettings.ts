/**
 * Firm Settings' data (FA §2.9): the firm's own settings, its groups, tags of each kind and custom statuses. Keys
 * are null until signed in and while not needed. Groups share the key of GET /firms/current_user_firm with the
 * group pickers, so a change here shows there too.
 */
import useSWR from 'swr';
import type { LoadError } from '../api/client';
import { currentUserFirmPath, firms } from '../api/firms';
import { firmSettings, firmSettingsPath, tagRoutes, type TagKind } from '../api/firm-settings';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

const options = { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx };

export function useFirmSettings(enabled: boolean) {
  const session = useSession();
  return useSWR(
    session && enabled ? ([firmSettingsPath, session.sid] as const) : null,
    () => unwrap(firmSettings.get()),
    options,
  );
}

export function useFirmGroupList(enabled: boolean) {
  const session = useSession();
  return useSWR(
    session && enabled ? ([currentUserFirmPath, session.sid] as const) : null,
    () => unwrap(firms.currentUserFirm()),
    options,
  );
}

/** The key other screens read a tag kind's list under (its path and the session), to refresh them after a change. */
export const tagListKey = (kind: TagKind, sid: string) => [tagRoutes[kind].list.path, sid] as const;

export function useFirmTagList(kind: TagKind, enabled: boolean) {
  const session = useSession();
  return useSWR<{ id: string; name: string }[], LoadError>(
    session && enabled ? ([...tagListKey(kind, session.sid), 'settings'] as const) : null,
    async () => (await unwrap(firmSettings.tags(kind))).tags,
    options,
  );
}

export function useCustomStatusList(firmId: string | null) {
  const session = useSession();
  return useSWR(
    session && firmId ? (['/firms/{id}/firm_custom_statuses', firmId, session.sid, 'settings'] as const) : null,
    async () => (await unwrap(firmSettings.statuses(firmId as string))).firm_custom_statuses,
    options,
  );
}
