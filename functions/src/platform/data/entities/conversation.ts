import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A conversation between firm staff (advisor_ids) and clients (user_ids) about one or more entities
 * (relevant_company_ids). Each conversation has a partition of its own holding this item, its messages,
 * its members and its company links, so opening one reads one partition however large the firm is.
 * No relevant companies means archived (MD §4): read-only, replaced by another conversation.
 */
export const Conversation = new LazyEntity(
  {
    model: { entity: 'conversation', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      conversationId: { type: 'string', required: true },
      advisor_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
      user_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
      relevant_company_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
      /** Set when a participant change started a new conversation: where the messaging went on. */
      replaced_by_id: { type: 'string' },
      last_message: { type: 'any' },
      /** The words the conversation search finds it by (search-index.ts keeps them). */
      search_words: { type: 'list', items: { type: 'string' } },
      /** ISO 8601; the conversation's creation time until the first message. */
      last_message_at: { type: 'string', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId', 'conversationId'], template: 'FIRM#${firmId}#CONV#${conversationId}' },
        sk: { field: 'sk', composite: [], template: 'CONV' },
      },
      /** The staff list with Show All: every conversation of the firm, newest activity first. */
      byFirmActivity: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['firmId'], template: 'FIRM#${firmId}#CONVS' },
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

export type ConversationItem = EntityItem<typeof Conversation>;
