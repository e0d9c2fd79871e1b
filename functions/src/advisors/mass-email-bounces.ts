/**
 * A mass email that bounced after SES accepted it (a `mail-event` job: SES -> EventBridge -> the jobs queue,
 * or the local twin's 'bounced' fault). A permanent bounce or a complaint turns the recipient's outcome from
 * sent to not delivered, moves the counts with it, and tells the sender. Other mail's events are ignored.
 */
import { getMassEmail, getMassEmailResult, markBounced } from './store';
import * as z from 'zod';
import { notificationType } from '@ledgerline/shared/notifications';
import { notifyUsers } from '../platform/notifications/notify';

export const bouncedReason = 'Address bounced';
export const complainedReason = 'Marked as spam';

/** The tags a mass email's message carries, so its bounce finds the recipient. */
export const massEmailTags = (firmId: string, massEmailId: string, userId: string) => ({
  firm: firmId,
  mass_email: massEmailId,
  user: userId,
});

const MailEvent = z.object({
  eventType: z.string(),
  bounce: z.object({ bounceType: z.string() }).partial().optional(),
  mail: z.object({ tags: z.record(z.string(), z.array(z.string())).optional() }).optional(),
});

/** What the event means for its recipient; null when it is not a mass email's, or not final. */
export function bounceOf(
  payload: unknown,
): { firmId: string; massEmailId: string; userId: string; reason: string } | null {
  const parsed = MailEvent.safeParse(payload);
  if (!parsed.success) return null;
  const e = parsed.data;
  const reason =
    e.eventType === 'Bounce' && e.bounce?.bounceType === 'Permanent'
      ? bouncedReason
      : e.eventType === 'Complaint'
        ? complainedReason
        : null;
  const tag = (name: string) => e.mail?.tags?.[name]?.[0];
  const [firmId, massEmailId, userId] = [tag('firm'), tag('mass_email'), tag('user')];
  return reason && firmId && massEmailId && userId ? { firmId, massEmailId, userId, reason } : null;
}

/** Answers whether it changed anything. Throws while the outcome is not stored yet, so the queue retries. */
export async function recordMailEvent(payload: unknown): Promise<boolean> {
  const bounce = bounceOf(payload);
  if (!bounce) return false;
  const { firmId, massEmailId, userId, reason } = bounce;
  const result = await getMassEmailResult(firmId, massEmailId, userId);
  if (!result) {
    const exists = await getMassEmail(firmId, massEmailId);
    if (!exists) return false;
    throw new Error('the outcome of this recipient is not stored yet');
  }
  if (result.status !== 'sent') return false;
  if (!(await markBounced(firmId, massEmailId, userId, reason))) return false;
  const item = await getMassEmail(firmId, massEmailId);
  if (item)
    await notifyUsers(firmId, [item.sender_id], {
      text: `Mass email “${item.subject}”: the email to ${result.name || result.email || 'a client'} could not be delivered (${reason.toLowerCase()})`,
      type: notificationType.information,
    });
  return true;
}
