/** The users domain's queued work: rebuilding a firm's client directory index. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

export const userJobs = {
  /**
   * Rebuilds every client's directory rows of one firm (platform/directory.ts): for data written before the
   * index, or to repair it. Idempotent: a client whose rows match is not written again. One job does a bounded
   * number of people, then queues the next round from where it stopped.
   */
  reindexDirectory: declareJob(
    'reindex-directory',
    z.object({
      firmId: z.string().min(1),
      cursor: z.string().nullish(),
      round: z.number().int().min(1).default(1),
    }),
  ),
};
