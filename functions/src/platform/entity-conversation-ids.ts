/** Pure helpers of entity-conversations.ts, apart so unit tests need no table. */
import { createHash } from 'node:crypto';

const threadPrefix = 'THREAD~';

/** The id of a message's copy in another conversation: made from both ids, so a repeated copy writes the same item. */
export function copyId(toConversationId: string, messageId: string): string {
  return createHash('sha256').update(`${toConversationId}:${messageId}`).digest('base64url').slice(0, 22);
}

/** A lane with its thread's parent id mapped (a thread lane is 'THREAD~{parentId}'); other lanes stay as they are. */
export function mapThreadLane(lane: string, mapThread: (parentId: string) => string): string {
  return lane.startsWith(threadPrefix) ? mapThread(lane.slice(threadPrefix.length)) : lane;
}
