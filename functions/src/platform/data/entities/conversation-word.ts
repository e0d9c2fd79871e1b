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
