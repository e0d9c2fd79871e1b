import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A participant's own view of a conversation: their inbox row. It carries what the list shows (the last
 * message, its time) and the participant's unseen count, kept as a counter so a list page never counts
 * messages. A new message updates each member's row; seeing the conversation sets the count to 0.
 */
export const ConversationMember = new LazyEntity(
  {
    model: { entity: 'conversation_member', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      conversationId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      is_firm_user: { type: 'boolean', required: true },
      relevant_company_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
      unseen: { type: 'number', default: 0 },
      /** When the member last opened the conversation: later messages by others are unseen to them. */
      seen_at: { type: 'string' },
      /** Thread id -> when the member last opened it; one small entry per thread they opened. */
      thread_seen_at: { type: 'any' },
      last_message_at: { type: 'string', required: true },
      archived: { type: 'boolean', default: false },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byConversation: {
        pk: { field: 'pk', composite: ['firmId', 'conversationId'], template: 'FIRM#${firmId}#CONV#${conversationId}' },
        sk: { field: 'sk', composite: ['userId'], template: 'MEMBER#${userId}' },
      },
      /** A person's inbox, newest activity first. */
      inbox: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['firmId', 'userId'], template: 'FIRM#${firmId}#INBOX#${userId}' },
        sk: {
          field: 'gsi1sk',
          composite: ['last_message_at', 'conversationId'],
          template: '${last_message_at}#${conversationId}',
        },
      },
    },
  },
  entityConfig,
);

export type ConversationMemberItem = EntityItem<typeof ConversationMember>;
