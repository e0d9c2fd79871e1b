/** The users domain's queued work: rebuilding a firm's client directory index; a client's lifecycle effects. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

export const userJobs = {
  /**
   * Rebuilds every client's and then every entity's directory rows of one firm (platform/directory.ts): for data
   * written before the index, or to repair it. Idempotent: an item whose rows match is not written again. One job
   * does a bounded number of items, then queues the next round from where it stopped (`kind` and `cursor`).
   */
  reindexDirectory: declareJob(
    'reindex-directory',
    z.object({
      firmId: z.string().min(1),
      kind: z.enum(['user', 'entity']).default('user'),
      cursor: z.string().nullish(),
      round: z.number().int().min(1).default(1),
    }),
  ),
  /**
   * A client's deactivation or activation effects too large for the request (FA §4.4: entities, questionnaires
   * locked, scheduled sends removed): done again from the client's state, so a repeat changes nothing.
   */
  clientLifecycle: declareJob(
    'client-lifecycle',
    z.object({
      firmId: z.string().min(1),
      userId: z.string().min(1),
      action: z.enum(['deactivate', 'activate']),
      withEntities: z.boolean(),
      taskId: z.string().min(1),
    }),
  ),
};
