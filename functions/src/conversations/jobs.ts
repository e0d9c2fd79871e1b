/** The conversations domain's queued work: scheduled messages, notices to offline clients and Auto-remind. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

const MessageRef = z.object({ firmId: z.string(), conversationId: z.string(), messageId: z.string() });

export const conversationJobs = {
  /** A scheduled message whose time has come. */
  deliverScheduledMessage: declareJob('deliver-scheduled-message', MessageRef),
  /** After the unsend window: tell client members who are not online. */
  messageNotice: declareJob('message-notice', MessageRef),
  /** One Auto-remind step (1-based); the consumer schedules the next. */
  messageReminder: declareJob('message-reminder', MessageRef.extend({ step: z.number().int().min(1).default(1) })),
  /** Manage Participants: the rest of a conversation's messages moving into the existing one; requeues itself until done. */
  moveMessages: declareJob(
    'move-conversation-messages',
    z.object({ firmId: z.string(), fromId: z.string(), toId: z.string(), round: z.number().int().min(1).default(1) }),
  ),
};
