/** The advisors domain's queued work: a mass email's fan-out, and what SES reports about its mail. */
import * as z from 'zod';
import { mailEventKind } from '@ledgerline/shared/mass-email';
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
};
