import type { RouteDef } from '../routes';
import * as c from '../schemas/conversations';
import { Message } from '../schemas/sessions';

const conv = { domain: 'conversations', aws: ['table'] } as const;
/** Sending also tells the members' open screens (the realtime API). */
const sending = { domain: 'conversations', aws: ['table', 'realtime'] } as const;

export const conversationRoutes: RouteDef[] = [
  { ...conv, method: 'GET', path: '/v2/conversations', operation: 'listConversations', access: 'authenticated', summary: 'Conversations: staff see the firm’s, an entity’s or their unread ones; clients their own', input: c.ConversationListQuery, output: c.ConversationList },
  { ...conv, method: 'GET', path: '/v2/conversations/{id}', operation: 'getConversation', access: 'authenticated', summary: 'A conversation with its latest page of messages, or the page before a cursor', input: c.ConversationQuery, output: c.ConversationDetail },
  { ...sending, method: 'POST', path: '/conversations/send_message', operation: 'sendMessage', access: 'authenticated', summary: 'Send a message now or at a scheduled time, optionally as a thread reply', input: c.SendMessageInput },
  { ...conv, method: 'GET', path: '/conversations/update_conversation_as_seen', operation: 'updateConversationAsSeen', access: 'authenticated', summary: 'Mark a conversation seen by the caller', input: c.ConversationIdQuery, output: Message },
  { ...conv, method: 'POST', path: '/conversations/mark_as_unseen', operation: 'markAsUnseen', access: 'authenticated', summary: 'Mark a conversation unseen by the caller', input: c.MarkUnseenInput, output: Message },
  { ...conv, method: 'GET', path: '/conversations/get_client_conversation', operation: 'getClientConversation', access: 'client', summary: 'The client’s conversation about an entity, started if there is none', input: c.CompanyIdQuery },
  { ...conv, method: 'GET', path: '/conversations/company_conversations', operation: 'companyConversations', access: 'advisor', summary: 'An entity’s conversations, newest first', input: c.CompanyIdQuery.extend({ cursor: c.Cursor.optional() }), output: c.ConversationList },
];
