/** The queued rest of an owner change's history copy (jobs.ts): a bounded number of batches, then the next round. */
import type { ParsedPayloadOf } from '../platform/jobs';
import { enqueue } from '../platform/adapters/queue';
import { copyHistory, type CopyCursor } from '../platform/entity-conversations';
import { companyJobs } from './jobs';

/** Batches one job copies (1,000 messages) before it queues the next round. */
const jobBatches = 40;

export async function queueCopy(firmId: string, fromId: string, toId: string, next: CopyCursor, round: number) {
  await enqueue(
    companyJobs.copyConversationHistory,
    { firmId, fromId, toId, phase: next.phase, cursor: next.cursor, round },
    { dedupeId: `copy-${toId}-${round}` },
  );
}

export async function continueCopy(p: ParsedPayloadOf<typeof companyJobs.copyConversationHistory>): Promise<void> {
  const left = await copyHistory(p.firmId, p.fromId, p.toId, jobBatches, { phase: p.phase, cursor: p.cursor });
  if (left) await queueCopy(p.firmId, p.fromId, p.toId, left, p.round + 1);
}
