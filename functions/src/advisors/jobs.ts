/** The advisors domain's queued work: a mass email's fan-out, what SES reports about its mail, bulk client actions. */
import * as z from 'zod';
import { mailEventKind } from '@ledgerline/shared/mass-email';
import { maxBulkUsers } from '@ledgerline/shared/users';
import { declareJob } from '../platform/jobs';

const MassEmailRef = z.object({ firmId: z.string(), massEmailId: z.string() });

export const advisorJobs = {
  /** Splits a queued mass email into batches. */
  massEmail: declareJob('mass-email', MassEmailRef),
  /** Sends one batch: recipients [from, to) of the mass email's list. */
  massEmailBatch: declareJob(
    'mass-email-batch',
    MassEmailRef.extend({ from: z.number().int().min(0), to: z.number().int().min(1) }),
  ),
  /**
   * An SES event (bounce, complaint, delivery...) put on the queue by EventBridge (infra/aws/mail-events.ts). Its
   * shape is SES's: the consumer reads what it knows and ignores the rest, so the payload is not checked here.
   */
  mailEvent: declareJob(mailEventKind, z.unknown()),
  /**
   * Bulk assignment of clients' assigned firm user (FA §5.4, §7.3) over `bulkInlineLimit`: clients [from, from +
   * batch) of the list, then the next batch is queued; progress is the bulk task's. Each client's change is
   * idempotent, so a repeated batch changes nothing.
   */
  assignClients: declareJob(
    'assign-clients',
    z.object({
      firmId: z.string(),
      taskId: z.string(),
      advisorId: z.string(),
      clientIds: z.array(z.string()).max(maxBulkUsers),
      from: z.number().int().min(0).default(0),
    }),
  ),
  /** Login info (FA §7.3) to many clients, batch by batch as assignClients; each client's mail is sent once. */
  sendLoginInfo: declareJob(
    'send-login-info',
    z.object({
      firmId: z.string(),
      taskId: z.string(),
      userIds: z.array(z.string()).max(maxBulkUsers),
      from: z.number().int().min(0).default(0),
    }),
  ),
};
