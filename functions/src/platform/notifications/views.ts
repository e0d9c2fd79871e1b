import type { NotificationView } from '@ledgerline/shared/schemas/notifications';
import type { NotificationItem } from '../data/entities/notification';

export function notificationView(n: NotificationItem): NotificationView {
  return {
    id: n.notificationId,
    text: n.text,
    client_name: n.client_name ?? '',
    link: n.link ?? null,
    dismissed: n.dismissed,
    created_at: n.created_at,
    type: n.type,
    company_id: n.company_id ?? null,
  };
}
