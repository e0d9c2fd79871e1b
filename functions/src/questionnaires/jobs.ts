/** The questionnaires domain's queued work: sends to many entities, scheduled occurrences, automatic reminders. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

const firmId = z.string().min(1);

export const questionnaireJobs = {
  /** Resolve a send's targets (named entities and entity types) and queue its batches (send-jobs.ts). Idempotent. */
  splitQuestionnaireSend: declareJob('split-questionnaire-send', z.object({ firmId, sendId: z.string().min(1) })),
  /** Make a batch of a send's questionnaires, each once (send-jobs.ts). */
  questionnaireSendBatch: declareJob(
    'questionnaire-send-batch',
    z.object({ firmId, sendId: z.string().min(1), companyIds: z.array(z.string().min(1)).min(1).max(100) }),
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
