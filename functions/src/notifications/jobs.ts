/** The notifications domain's queued work: each firm's daily digest. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

export const notificationJobs = {
  /** A firm's digest for one local date; the consumer schedules the next day's first. */
  dailyDigest: declareJob(
    'daily-digest',
    z.object({ firmId: z.string(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  ),
};
