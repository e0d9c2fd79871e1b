/**
 * QD §7: after an export the notifications are read again 2 s later, and 6 s after its dialog closes (a background
 * export's notification may have arrived meanwhile, and the realtime event can be missed). The timers are the
 * page's, not the dialog's: the second one runs after the dialog has gone.
 */
import { exportNotificationsRefreshMs, exportNotificationsRefreshOnCloseMs } from '@ledgerline/shared/exports';
import { useMemo } from 'react';
import { useRevalidateNotifications } from '../../hooks/useNotifications';

export function useExportNotificationsRefresh() {
  const revalidate = useRevalidateNotifications();
  return useMemo(() => {
    const later = (ms: number) => setTimeout(() => void revalidate(), ms);
    return {
      afterExport: () => void later(exportNotificationsRefreshMs),
      afterClose: () => void later(exportNotificationsRefreshOnCloseMs),
    };
  }, [revalidate]);
}
