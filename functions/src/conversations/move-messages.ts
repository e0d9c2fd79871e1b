/**
 * Manage Participants, 'move messages to the existing conversation' (MD §4). The request archives the old
 * conversation first (no new message lands in it), moves what fits in a few batches and hands the rest to the
 * jobs queue, which goes on a bounded number of batches per job and queues itself again until nothing is left.
 * Every batch moves atomically and a repeat only finds what is left, so nothing is lost or doubled.
 */
import type { ParsedPayloadOf } from '../platform/jobs';
import { enqueue } from '../platform/adapters/queue';
import { conversationJobs } from './jobs';
import * as store from './store';

/** Batches the request moves itself (100 messages, a fraction of a second); a longer conversation goes on in the queue. */
const requestBatches = 4;
/** Batches one queued job moves (1,000 messages) before it queues the next round. */
const jobBatches = 40;

export async function moveConversationMessages(
  firmId: string,
  fromId: string,
  toId: string,
): Promise<'done' | 'queued'> {
  const state = await store.moveMessages(firmId, fromId, toId, requestBatches);
  await store.refreshLastMessage(firmId, toId);
  if (state === 'done') return 'done';
  await enqueue(conversationJobs.moveMessages, { firmId, fromId, toId, round: 1 }, { dedupeId: `move-${fromId}-1` });
  return 'queued';
}

/** The queued rest: one job moves up to jobBatches batches, then queues the next round. */
export async function continueMove(payload: ParsedPayloadOf<typeof conversationJobs.moveMessages>): Promise<void> {
  const { firmId, fromId, toId, round } = payload;
  const state = await store.moveMessages(firmId, fromId, toId, jobBatches);
  await store.refreshLastMessage(firmId, toId);
  if (state === 'more')
    await enqueue(
      conversationJobs.moveMessages,
      { firmId, fromId, toId, round: round + 1 },
      { dedupeId: `move-${fromId}-${round + 1}` },
    );
}
