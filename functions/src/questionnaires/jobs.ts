/** The questionnaires domain's queued work: sends to many entities, scheduled occurrences, automatic reminders. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

const firmId = z.string().min(1);

export const questionnaireJobs = {
  /** Start a send in the background: its first batch of targets, queued (send-jobs.ts). Idempotent. */
  splitQuestionnaireSend: declareJob('split-questionnaire-send', z.object({ firmId, sendId: z.string().min(1) })),
  /**
   * One batch of a send's questionnaires, each made once, then the next batch queued (send-jobs.ts): a send's
   * batches run one after another, so they never contend for the Collect list's counters.
   */
  questionnaireSendBatch: declareJob(
    'questionnaire-send-batch',
    z.object({
      firmId,
      sendId: z.string().min(1),
      batch: z.number().int().min(1),
      companyIds: z.array(z.string().min(1)).max(100),
      next: z
        .union([
          z.object({ phase: z.literal('named'), at: z.number().int().min(0) }),
          z.object({ phase: z.literal('typed'), type: z.number().int().min(0), cursor: z.string().nullable() }),
        ])
        .nullable(),
    }),
  ),
  /**
   * Tell the owners of a batch's questionnaires and plan their reminders (send-jobs.ts), beside the send's chain of
   * batches rather than in it: each message is keyed once, so a repeat sends nothing twice.
   */
  announceQuestionnaires: declareJob(
    'announce-questionnaires',
    z.object({ firmId, sendId: z.string().min(1), questionnaireIds: z.array(z.string().min(1)).min(1).max(100) }),
  ),
  /** One occurrence of a scheduled or recurring send, queued by the sweeper when due (schedules.ts). */
  questionnaireOccurrence: declareJob(
    'questionnaire-occurrence',
    z.object({ firmId, schedulerId: z.string().min(1), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  ),
  /** An automatic reminder planned for `at` (reminders.ts); a plan that moved since makes it do nothing. */
  questionnaireReminder: declareJob(
    'questionnaire-reminder',
    z.object({ firmId, questionnaireId: z.string().min(1), at: z.string().min(1) }),
  ),
};
