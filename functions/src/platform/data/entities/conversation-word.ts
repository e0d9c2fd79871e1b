import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * One word of a conversation's participant and entity names, for the conversation search. All of a
 * firm's words share one partition sorted by word, so a search term is one begins_with query however
 * many conversations the firm has; the conversation item keeps its own word list to drop stale words.
 */
export const ConversationWord = new LazyEntity(
  {
    model: { entity: 'conversation_word', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      word: { type: 'string', required: true },
      conversationId: { type: 'string', required: true },
    },
    indexes: {
      byWord: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#CONVWORDS' },
        sk: {
          field: 'sk',
          composite: ['word', 'conversationId'],
          template: '${word}#${conversationId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

/**
 * One word of a message, for the conversation search by what was written ('payroll', 'K-1'). Like the name
 * words, all of a firm's message words share one partition sorted by word, so a term is one begins_with query
 * (a page of it) however large the firm. One item per word and message: sending writes the message's words,
 * an edit writes the new ones and deletes those it no longer has, deleting or unsending deletes them all; each
 * is a put or delete by key, so doing it twice changes nothing.
 */
export const MessageWord = new LazyEntity(
  {
    model: { entity: 'message_word', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      word: { type: 'string', required: true },
      conversationId: { type: 'string', required: true },
      messageId: { type: 'string', required: true },
    },
    indexes: {
      byWord: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#MSGWORDS' },
        sk: {
          field: 'sk',
          composite: ['word', 'conversationId', 'messageId'],
          template: '${word}#${conversationId}#${messageId}',
          casing: 'none',
        },
      },
      /** One conversation's message words: a client's search checks the few conversations of their own inbox. */
      byConversation: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'conversationId'],
          template: 'FIRM#${firmId}#CONV#${conversationId}#MSGWORDS',
        },
        sk: { field: 'gsi1sk', composite: ['word', 'messageId'], template: '${word}#${messageId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
