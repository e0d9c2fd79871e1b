import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A message, in its conversation's partition. The sort key's lane keeps the three kinds apart so each
 * screen reads exactly its own: 'MSG' for the conversation pane (in delivery order), 'THREAD~{parentId}'
 * for a thread's replies, 'SCHED' for messages waiting for their scheduled time. A scheduled message
 * moves to its pane lane when the sweeper delivers it.
 */
export const Message = new LazyEntity(
  {
    model: { entity: 'message', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      conversationId: { type: 'string', required: true },
      messageId: { type: 'string', required: true },
      lane: { type: 'string', required: true },
      /** ISO 8601: when it was (or, while scheduled, will be) delivered. String order is time order. */
      sent_at: { type: 'string', required: true },
      text: { type: 'string', required: true },
      user_id: { type: 'string', required: true },
      user_name: { type: 'string', default: '' },
      is_firm_user: { type: 'boolean', required: true },
      tag: { type: ['general', 'urgent', 'emergency'] as const, default: 'general' },
      message_thread_id: { type: 'string' },
      scheduled: { type: 'boolean', default: false },
      scheduled_time: { type: 'string' },
      has_reminder: { type: 'boolean', default: false },
      is_edited: { type: 'boolean', default: false },
      is_log: { type: 'boolean', default: false },
      /** The out-of-office automatic reply (MD §3 advisor_out_of_office_message). */
      is_auto_reply: { type: 'boolean', default: false },
      reply_count: { type: 'number', default: 0 },
      last_reply_at: { type: 'string' },
      deleted_at: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byConversation: {
        pk: { field: 'pk', composite: ['firmId', 'conversationId'], template: 'FIRM#${firmId}#CONV#${conversationId}' },
        sk: { field: 'sk', composite: ['lane', 'sent_at', 'messageId'], template: '${lane}#${sent_at}#${messageId}' },
      },
      /** Edit, delete and reschedule name a message by id alone. */
      byId: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['firmId', 'messageId'], template: 'FIRM#${firmId}#MSG#${messageId}' },
        sk: { field: 'gsi2sk', composite: [], template: 'MSG' },
      },
    },
  },
  entityConfig,
);

export type MessageItem = EntityItem<typeof Message>;

export const paneLane = 'MSG';
export const scheduledLane = 'SCHED';
export const threadLane = (parentId: string) => `THREAD~${parentId}`;
/** The due item that delivers a scheduled message (scheduler.ts): found by the message's id alone. */
export const scheduledDueId = (messageId: string) => `message-${messageId}`;
