/**
 * The mass email's fan-out through the jobs queue (ARCHITECTURE: mass-mail fan-out). The first job splits the
 * recipients into batches; each batch job sends its recipients' emails. Every recipient gets exactly one:
 * a send is keyed once per mass email and recipient (a retried or repeated job skips who already got it), and
 * each outcome is stored once, with the counts, so the report is exact. An address SES refuses, or a client
 * without one, is reported as not delivered; a temporary failure fails the batch so the queue retries it.
 */
import { fullName } from '@ledgerline/shared/person-name';
import {
  getFirm,
  getMassEmail,
  listFailures,
  markMassEmailSending,
  markMassEmailSent,
  recipientsDone,
  storeOutcomes,
} from './store';
import { advisorJobs } from './jobs';
import type { ParsedPayloadOf } from '../platform/jobs';
import { massEmailText, placeholderValues } from '@ledgerline/shared/mass-email';
import { notificationText, notificationType } from '@ledgerline/shared/notifications';
import { activityType } from '@ledgerline/shared/activity-types';
import { sendFirmMail } from '../platform/firm-mail';
import { enqueue } from '../platform/adapters/queue';
import { isConditionFailure } from '../platform/data/transact';
import { batchGetUsers } from '../platform/user-batch';
import { once } from '../platform/once';
import { recordActivity } from '../platform/activity';
import { log } from '../platform/log';
import { notifyUsers } from '../platform/notifications/notify';
import { renderMassEmail } from './mass-email-render';
import { massEmailTags } from './mass-email-bounces';

/** Recipients per batch job: small enough to finish well inside a Lambda's time, big enough to be few jobs. */
export const massEmailBatchSize = 50;
/** Emails of one batch in flight at once. */
const sendConcurrency = 8;

export type Outcome = { userId: string; status: 'sent' | 'failed'; name: string; email?: string; reason?: string };

/** The first job: mark it sending and queue one job per batch (a repeat queues them again, harmlessly). */
export async function splitMassEmail(payload: ParsedPayloadOf<typeof advisorJobs.massEmail>): Promise<number> {
  const { firmId, massEmailId } = payload;
  const item = await getMassEmail(firmId, massEmailId);
  if (!item || item.status === 'sent') return 0;
  if (item.status === 'queued') {
    await markMassEmailSending(firmId, massEmailId);
  }
  let batches = 0;
  const total = (item.client_ids as string[]).length;
  for (let from = 0; from < total; from += massEmailBatchSize) {
    const to = Math.min(from + massEmailBatchSize, total);
    await enqueue(
      advisorJobs.massEmailBatch,
      { firmId, massEmailId, from, to },
      { dedupeId: `mass-${massEmailId}-${from}` },
    );
    batches++;
  }
  return batches;
}

/** SES refusing the address itself: retrying cannot help, so it is reported. */
function isRejection(e: unknown): boolean {
  const name = (e as { name?: string })?.name ?? '';
  return name === 'MessageRejected' || name === 'BadRequestException' || name === 'NotFoundException';
}

/** A client's address we can write to: present, and not a stand-in the portal made up. */
export function isDeliverable(email: string | null | undefined): email is string {
  return Boolean(email && email.includes('@') && !/\.invalid$/i.test(email));
}

async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** One batch: send to each recipient without an outcome yet, store the outcomes, finish if it was the last. */
export async function sendMassEmailBatch(
  payload: ParsedPayloadOf<typeof advisorJobs.massEmailBatch>,
): Promise<Outcome[]> {
  const { firmId, massEmailId, from, to } = payload;
  const item = await getMassEmail(firmId, massEmailId);
  if (!item) return [];
  const ids: string[] = (item.client_ids as string[]).slice(from, to);
  const [done, users, firm] = await Promise.all([
    recipientsDone(firmId, massEmailId, ids),
    batchGetUsers(firmId, ids),
    getFirm(firmId),
  ]);
  const pending = ids.filter((id) => !done.has(id));
  const advisors = await batchGetUsers(
    firmId,
    pending.map((id) => users.get(id)?.assigned_advisor_id).filter((x): x is string => Boolean(x)),
    ['fname', 'lname'],
  );
  const look = { name: firm?.name ?? '', primary: (firm?.theme as { primary?: unknown } | undefined)?.primary };
  const outcomes: Outcome[] = [];
  let temporary: unknown = null;

  await inPool(pending, sendConcurrency, async (userId) => {
    const user = users.get(userId);
    const name = fullName(user);
    if (!user || user.deleted_at)
      return void outcomes.push({ userId, status: 'failed', name, reason: 'User was deleted' });
    if (!isDeliverable(user.email))
      return void outcomes.push({ userId, status: 'failed', name, reason: massEmailText.noEmail });
    const mail = renderMassEmail(
      look,
      item.subject,
      item.body,
      placeholderValues(user, fullName(advisors.get(user.assigned_advisor_id ?? ''))),
    );
    try {
      // false: an earlier run already sent it (and stopped before storing the outcome); it counts as sent.
      await once(firmId, `mass:${massEmailId}:${userId}`, () =>
        sendFirmMail(firm ?? firmId, {
          to: user.email,
          subject: mail.subject,
          text: mail.text,
          bodyHtml: mail.bodyHtml,
          tags: massEmailTags(firmId, massEmailId, userId),
        }),
      );
      outcomes.push({ userId, status: 'sent', name, email: user.email });
    } catch (e) {
      if (isRejection(e))
        outcomes.push({ userId, status: 'failed', name, email: user.email, reason: massEmailText.rejected });
      else temporary ??= e;
    }
  });

  await storeOutcomes(firmId, massEmailId, outcomes);
  await finishIfComplete(firmId, massEmailId);
  if (temporary) {
    log('warn', 'mass email batch will be retried', { firmId, massEmailId, from, error: (temporary as Error).message });
    throw temporary;
  }
  return outcomes;
}

/** The last outcome closes it, once: the sender is told how it went. */
async function finishIfComplete(firmId: string, massEmailId: string): Promise<void> {
  const item = await getMassEmail(firmId, massEmailId);
  if (!item || item.status === 'sent' || (item.sent ?? 0) + (item.failed ?? 0) < item.total) return;
  try {
    await markMassEmailSent(firmId, massEmailId);
  } catch (e) {
    if (isConditionFailure(e)) return;
    throw e;
  }
  const sent = item.sent ?? 0;
  const failed = item.failed ?? 0;
  let text = notificationText.massEmailReport(item.subject, sent, item.total, failed);
  if (failed > 0) {
    const data = await listFailures(firmId, massEmailId, 3);
    const named = (data as { name?: string; reason?: string }[]).map(
      (f) => `${f.name || 'a client'} (${f.reason ?? 'not delivered'})`,
    );
    text += `: ${named.join(', ')}${failed > named.length ? ` and ${failed - named.length} more` : ''}`;
  }
  await notifyUsers(firmId, [item.sender_id], { text, type: notificationType.information });
  await recordActivity({
    firmId,
    action: 'mass_email_sent',
    title: 'Mass email sent',
    typeId: activityType.message,
    description: `“${item.subject}”: ${sent} sent, ${failed} not delivered`,
    actorUserId: item.sender_id,
    userId: item.sender_id,
  });
}
