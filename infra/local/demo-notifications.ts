/**
 * The demo firm's notifications, so the bell and the feed have something to show: what Casey's seeded
 * messages and upload would have raised, at the same past times, one of them already dismissed.
 */
import { notificationText, notificationType } from '@ledgerline/shared/notifications';
import { notifyUsers } from '@ledgerline/functions/platform/notifications/notify';
import { dismissOne, readCounts } from '@ledgerline/functions/notifications/store';
import type { DemoPeople } from './demo-conversations';

const hour = 3600_000;

export async function seedDemoNotifications(
  p: DemoPeople,
  caseyHash: string,
  caseyConversationId: string,
): Promise<void> {
  const partner = p.byEmail.get('partner@demo.test')!;
  const advisor = p.byEmail.get('advisor@demo.test')!;
  if (Number((await readCounts(p.firmId, partner.userId)).total ?? 0) > 0) return;
  const companyId = p.companies.get('Casey Client') ?? null;
  const message = {
    text: notificationText.newMessage('Casey Client'),
    client_name: 'Casey Client',
    link: `/admin/${caseyHash}/messages/${caseyConversationId}`,
    type: notificationType.message,
    company_id: companyId,
  };
  const [upload] = await notifyUsers(
    p.firmId,
    [partner.userId],
    {
      text: notificationText.documentUploaded('Casey Client', 'W-2 2025.pdf'),
      client_name: 'Casey Client',
      link: `/admin-documents/${caseyHash}?path=%2FAttachments`,
      type: notificationType.document,
      company_id: companyId,
    },
    new Date(Date.now() - 96 * hour),
  );
  await dismissOne(p.firmId, partner.userId, upload!.id, upload!.created_at);
  for (const ago of [2 * hour, hour])
    await notifyUsers(p.firmId, [partner.userId, advisor.userId], message, new Date(Date.now() - ago));
}
