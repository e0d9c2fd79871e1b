import { newNotificationEvent } from '@ledgerline/shared/notifications';
import { type RealtimeEvent, useRealtime } from './useRealtime';

/** The entity a realtime notification is about, when it names one. */
function companyOf(event: RealtimeEvent): string | null {
  const n = event.notification as { company_id?: unknown } | undefined;
  return typeof n?.company_id === 'string' ? n.company_id : null;
}

/**
 * The client's dashboard follows what the firm does while it is open: a notification about the entity shown (a
 * questionnaire sent, a return to sign) reads its cards again, and so does a reconnect, after which events may
 * have been missed. Without it the dashboard showed a send only after a reload (focus revalidation is off app-wide).
 */
export function useLiveDashboard(companyId: string | null, enabled: boolean, refresh: () => void): void {
  useRealtime((event) => {
    if (!enabled || !companyId) return;
    if (event.type === 'reconnected' || (event.type === newNotificationEvent && companyOf(event) === companyId)) {
      refresh();
    }
  });
}
