import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** A conversation's link to one of its relevant entities: the entity's conversation list, newest first. */
export const CompanyConversation = new LazyEntity(
  {
    model: { entity: 'company_conversation', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      conversationId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      last_message_at: { type: 'string', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byConversation: {
        pk: { field: 'pk', composite: ['firmId', 'conversationId'], template: 'FIRM#${firmId}#CONV#${conversationId}' },
        sk: { field: 'sk', composite: ['companyId'], template: 'COMPANY#${companyId}' },
      },
      byCompanyActivity: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#COMPANYCONVS#${companyId}',
        },
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
