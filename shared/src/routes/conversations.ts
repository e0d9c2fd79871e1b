import { declareRoutes, fileOutput } from '../route';
import * as c from '../schemas/conversations';
import { Message } from '../schemas/sessions';
import { DownloadAttachmentInput, DownloadLink } from '../schemas/documents';

const conv = { aws: ['table'] } as const;
/** Sending also tells the members' open screens (the realtime API). */
const sending = { aws: ['table', 'realtime'] } as const;
/** Attachments are files: their download links are signed for the files bucket. */
const attachments = { aws: ['table', 'files'] } as const;

export const conversationRoutes = declareRoutes('conversations', {
  listConversations: { ...conv, method: 'GET', path: '/v2/conversations', access: 'authenticated', summary: 'Conversations: staff see the firm’s, an entity’s or their unread ones; clients their own', input: c.ConversationListQuery, output: c.ConversationList },
  findConversations: { ...conv, method: 'GET', path: '/v2/conversations/find_conversations', access: 'authenticated', summary: 'Search conversations by participant and entity names (staff: the firm’s; clients: their own)', input: c.FindConversationsQuery, output: c.ConversationList },
  getConversation: { ...conv, method: 'GET', path: '/v2/conversations/{id}', access: 'authenticated', summary: 'A conversation with its latest page of messages, or the page before a cursor', input: c.ConversationQuery, output: c.ConversationDetail },
  sendMessage: { ...sending, method: 'POST', path: '/conversations/send_message', access: 'authenticated', summary: 'Send a message now or at a scheduled time, optionally as a thread reply', input: c.SendMessageInput, output: c.SentMessage },
  updateConversationAsSeen: { ...conv, method: 'GET', path: '/conversations/update_conversation_as_seen', access: 'authenticated', summary: 'Mark a conversation seen by the caller', input: c.ConversationIdQuery, output: Message },
  markAsUnseen: { ...conv, method: 'POST', path: '/conversations/mark_as_unseen', access: 'authenticated', summary: 'Mark a conversation unseen by the caller', input: c.MarkUnseenInput, output: Message },
  getClientConversation: { ...conv, method: 'GET', path: '/conversations/get_client_conversation', access: 'client', summary: 'The client’s conversation about an entity, started if there is none', input: c.CompanyIdQuery, output: c.ClientConversation },
  editMessage: { ...conv, method: 'POST', path: '/conversations/edit_message', access: 'authenticated', summary: 'Edit one’s own message', input: c.EditMessageInput, output: c.EditedMessage },
  deleteMessage: { ...conv, method: 'POST', path: '/conversations/delete_message', access: 'authenticated', summary: 'Delete one’s own message (Unsend within 30 seconds); it then reads “This message was deleted”', input: c.MessageIdInput, output: Message },
  editScheduledMessage: { ...conv, method: 'POST', path: '/conversations/edit_scheduled_message', access: 'authenticated', summary: 'Move a waiting scheduled message to another future time', input: c.EditScheduledInput, output: c.EditedMessage },
  deleteScheduledMessage: { ...conv, method: 'POST', path: '/conversations/delete_scheduled_message', access: 'authenticated', summary: 'Delete a scheduled message before it is sent', input: c.MessageIdInput, output: Message },
  updateThreadAsSeen: { ...conv, method: 'GET', path: '/conversations/update_thread_as_seen', access: 'authenticated', summary: 'Mark a thread’s replies seen by the caller', input: c.ThreadQuery, output: Message },
  joinConversation: { ...conv, method: 'POST', path: '/conversations/join', access: 'advisor', summary: 'Add yourself: a firm user joins a conversation', input: c.JoinConversationInput, output: Message },
  updateConversation: { ...conv, method: 'POST', path: '/conversations/update_conversation', access: 'full', summary: 'Manage Participants: change the firm users, in this conversation or a new one', input: c.UpdateConversationInput, output: c.ParticipantsUpdated },
  generateResponse: { aws: ['table', 'drafter'], method: 'GET', path: '/conversations/generate_response', access: 'advisor', summary: 'A suggested reply from the conversation and the client’s open items (Bedrock in AWS, a deterministic drafter locally)', input: c.ConversationIdQuery, output: c.GeneratedResponse },
  companyConversations: { ...conv, method: 'GET', path: '/conversations/company_conversations', access: 'advisor', summary: 'An entity’s conversations, newest first', input: c.CompanyConversationsQuery, output: c.ConversationList },
  downloadAttachment: { ...attachments, method: 'POST', path: '/conversations/download_attachment', access: 'authenticated', summary: 'A download link for an attachment’s document location, named as the file', input: DownloadAttachmentInput, output: DownloadLink },
  // MD §2: Export conversation is in the staff chat header only; the client's view has no export.
  exportConversation: { ...conv, method: 'GET', path: '/conversations/export_conversation', access: 'advisor', summary: 'Export conversation: the messages between two dates (DD-MM-YYYY) as CSV, conversation-export-{id}.csv', input: c.ExportConversationQuery, output: fileOutput },
  exportConversationAsPdf: { ...sending, method: 'GET', path: '/conversations/export_conversation_as_pdf', access: 'advisor', summary: 'Export conversation as PDF: the same messages and dates, conversation-export-{id}.pdf', input: c.ExportConversationQuery, output: fileOutput },
});
