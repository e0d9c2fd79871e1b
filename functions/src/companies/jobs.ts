/** The companies domain's queued work: copying a long conversation's history after an owner change. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

export const companyJobs = {
  /**
   * Owners changed with 'copy the previous messages': the rest of the old conversation's messages copied into the
   * new one, a bounded number of batches per job, queuing the next round from where it stopped. Idempotent: a
   * copy's id is made from the original's, so a repeated batch writes the same items.
   */
  copyConversationHistory: declareJob(
    'copy-conversation-history',
    z.object({
      firmId: z.string().min(1),
      fromId: z.string().min(1),
      toId: z.string().min(1),
      phase: z.enum(['pane', 'threads']),
      cursor: z.string().nullable(),
      round: z.number().int().min(1).default(1),
    }),
  ),
};
