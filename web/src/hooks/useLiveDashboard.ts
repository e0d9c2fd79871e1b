import { newNotificationEvent, notificationType } from '@ledgerline/shared/notifications';
import { type RealtimeEvent, useRealtime } from './useRealtime';

/** The notifications that change the dashboard's cards: a questionnaire's, a signature's, a tax return's. */
const changesCards: ReadonlySet<number> = new Set([
  notificationType.questionnaire,
  notificationType.questionnaireSignature,
  notificationType.taxReturn,
]);

/** Whether a realtime notification is about the cards of the entity shown (a message, for one, is not). */
function aboutCardsOf(event: RealtimeEvent, companyId: string): boolean {
  const n = event.notification as { company_id?: unknown; type?: unknown } | undefined;
  return n?.company_id === companyId && typeof n.type === 'number' && changesCards.has(n.type);
}

/**
 * The client's dashboard follows what the firm does while it is open: a notification about the entity shown (a
 * questionnaire sent, a return to sign) reads its cards again, and so does a reconnect, after which events may
 * have been missed. Without it the dashboard showed a send only after a reload (focus revalidation is off app-wide).
 */
export function useLiveDashboard(companyId: string | null, enabled: boolean, refresh: () => void): void {
  useRealtime((event) => {
    if (!enabled || !companyId) return;
    if (event.type === 'reconnected' || (event.type === newNotificationEvent && aboutCardsOf(event, companyId))) {
      refresh();
    }
  });
}
