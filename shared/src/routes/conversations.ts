import type { RouteDef } from '../routes';
import * as c from '../schemas/conversations';
import { Message } from '../schemas/sessions';
import { DownloadAttachmentInput, DownloadLink } from '../schemas/documents';

const conv = { domain: 'conversations', aws: ['table'] } as const;
/** Sending also tells the members' open screens (the realtime API). */
const sending = { domain: 'conversations', aws: ['table', 'realtime'] } as const;
/** Attachments are files: their download links are signed for the files bucket. */
const attachments = { domain: 'conversations', aws: ['table', 'files'] } as const;

export const conversationRoutes: RouteDef[] = [
  { ...conv, method: 'GET', path: '/v2/conversations', operation: 'listConversations', access: 'authenticated', summary: 'Conversations: staff see the firm’s, an entity’s or their unread ones; clients their own', input: c.ConversationListQuery, output: c.ConversationList },
  { ...conv, method: 'GET', path: '/v2/conversations/find_conversations', operation: 'findConversations', access: 'authenticated', summary: 'Search conversations by participant and entity names (staff: the firm’s; clients: their own)', input: c.FindConversationsQuery, output: c.ConversationList },
  { ...conv, method: 'GET', path: '/v2/conversations/{id}', operation: 'getConversation', access: 'authenticated', summary: 'A conversation with its latest page of messages, or the page before a cursor', input: c.ConversationQuery, output: c.ConversationDetail },
  { ...sending, method: 'POST', path: '/conversations/send_message', operation: 'sendMessage', access: 'authenticated', summary: 'Send a message now or at a scheduled time, optionally as a thread reply', input: c.SendMessageInput },
  { ...conv, method: 'GET', path: '/conversations/update_conversation_as_seen', operation: 'updateConversationAsSeen', access: 'authenticated', summary: 'Mark a conversation seen by the caller', input: c.ConversationIdQuery, output: Message },
  { ...conv, method: 'POST', path: '/conversations/mark_as_unseen', operation: 'markAsUnseen', access: 'authenticated', summary: 'Mark a conversation unseen by the caller', input: c.MarkUnseenInput, output: Message },
  { ...conv, method: 'GET', path: '/conversations/get_client_conversation', operation: 'getClientConversation', access: 'client', summary: 'The client’s conversation about an entity, started if there is none', input: c.CompanyIdQuery },
  { ...conv, method: 'POST', path: '/conversations/edit_message', operation: 'editMessage', access: 'authenticated', summary: 'Edit one’s own message', input: c.EditMessageInput },
  { ...conv, method: 'POST', path: '/conversations/delete_message', operation: 'deleteMessage', access: 'authenticated', summary: 'Delete one’s own message (Unsend within 30 seconds); it then reads “This message was deleted”', input: c.MessageIdInput, output: Message },
  { ...conv, method: 'POST', path: '/conversations/edit_scheduled_message', operation: 'editScheduledMessage', access: 'authenticated', summary: 'Move a waiting scheduled message to another future time', input: c.EditScheduledInput },
  { ...conv, method: 'POST', path: '/conversations/delete_scheduled_message', operation: 'deleteScheduledMessage', access: 'authenticated', summary: 'Delete a scheduled message before it is sent', input: c.MessageIdInput, output: Message },
  { ...conv, method: 'GET', path: '/conversations/update_thread_as_seen', operation: 'updateThreadAsSeen', access: 'authenticated', summary: 'Mark a thread’s replies seen by the caller', input: c.ThreadQuery, output: Message },
  { ...conv, method: 'POST', path: '/conversations/join', operation: 'joinConversation', access: 'advisor', summary: 'Add yourself: a firm user joins a conversation', input: c.JoinConversationInput, output: Message },
  { ...conv, method: 'POST', path: '/conversations/update_conversation', operation: 'updateConversation', access: 'full', summary: 'Manage Participants: change the firm users, in this conversation or a new one', input: c.UpdateConversationInput },
  { domain: 'conversations', aws: ['table', 'drafter'], method: 'GET', path: '/conversations/generate_response', operation: 'generateResponse', access: 'advisor', summary: 'A suggested reply from the conversation and the client’s open items (Bedrock in AWS, a deterministic drafter locally)', input: c.ConversationIdQuery, output: c.GeneratedResponse },
  { ...conv, method: 'GET', path: '/conversations/company_conversations', operation: 'companyConversations', access: 'advisor', summary: 'An entity’s conversations, newest first', input: c.CompanyIdQuery.extend({ cursor: c.Cursor.optional() }), output: c.ConversationList },
  { ...attachments, method: 'POST', path: '/conversations/download_attachment', operation: 'downloadAttachment', access: 'authenticated', summary: 'A download link for an attachment’s document location, named as the file', input: DownloadAttachmentInput, output: DownloadLink },
  // MD §2: Export conversation is in the staff chat header only; the client's view has no export.
  { ...conv, method: 'GET', path: '/conversations/export_conversation', operation: 'exportConversation', access: 'advisor', summary: 'Export conversation: the messages between two dates (DD-MM-YYYY) as CSV, conversation-export-{id}.csv', input: c.ExportConversationQuery },
  { ...sending, method: 'GET', path: '/conversations/export_conversation_as_pdf', operation: 'exportConversationAsPdf', access: 'advisor', summary: 'Export conversation as PDF: the same messages and dates, conversation-export-{id}.pdf', input: c.ExportConversationQuery },
];
