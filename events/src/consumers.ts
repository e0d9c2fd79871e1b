import { z } from 'zod';
import { sendMail } from '@ledgerline/functions/platform/adapters/mail';
import { deliverScheduledMessage } from '@ledgerline/functions/conversations/deliver-scheduled';
import { deliverScheduledKind } from '@ledgerline/functions/conversations/send';
import { messageNoticeKind, messageReminderKind } from '@ledgerline/functions/conversations/follow-ups';
import { sendMessageNotice, sendMessageReminder } from '@ledgerline/functions/conversations/outreach';
import { dailyDigestKind, runDailyDigest } from '@ledgerline/functions/notifications/digest';
import { massEmailBatchKind, massEmailKind, sendMassEmailBatch, splitMassEmail } from '@ledgerline/functions/advisors/mass-email-jobs';
import { mailEventKind, recordMailEvent } from '@ledgerline/functions/advisors/mass-email-bounces';

/** What a consumer knows about the message besides its payload. */
export interface JobContext {
  kind: string;
  /** The job's stable id when it has one (a due item's id): key idempotent work on it. */
  dedupeId?: string;
  messageId: string;
  /** 1 on first delivery; SQS moves the message to the DLQ after the third. */
  receiveCount: number;
}

/** Throw to fail the job: it is retried after the visibility timeout, then dead-lettered. */
export type Consumer = (payload: unknown, job: JobContext) => Promise<void>;

const SendMailPayload = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
});

/** Job kind -> consumer. Features add their kinds here. */
export const consumers: Record<string, Consumer> = {
  [deliverScheduledKind]: async (payload) => {
    await deliverScheduledMessage(payload);
  },
  [messageNoticeKind]: async (payload) => {
    await sendMessageNotice(payload);
  },
  [messageReminderKind]: async (payload) => {
    await sendMessageReminder(payload);
  },
  [dailyDigestKind]: async (payload) => {
    await runDailyDigest(payload);
  },
  [massEmailKind]: async (payload) => {
    await splitMassEmail(payload);
  },
  [massEmailBatchKind]: async (payload) => {
    await sendMassEmailBatch(payload);
  },
  [mailEventKind]: async (payload) => {
    await recordMailEvent(payload);
  },
  'send-mail': async (payload) => {
    await sendMail(SendMailPayload.parse(payload));
  },
};
