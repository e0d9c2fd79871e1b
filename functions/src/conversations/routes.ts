import type { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import type { Handlers } from '../platform/handle';
import { whileMessagingOn } from './access';
import { companyConversations } from './company-conversations';
import { deleteMessage } from './delete-message';
import { deleteScheduledMessage } from './delete-scheduled-message';
import { downloadAttachment } from './download-attachment';
import { editMessage } from './edit-message';
import { editScheduledMessage } from './edit-scheduled-message';
import { exportConversation } from './export-conversation';
import { exportConversationAsPdf } from './export-conversation-as-pdf';
import { findConversations } from './find-conversations';
import { generateResponse } from './generate-response';
import { getClientConversation } from './get-client-conversation';
import { getConversation } from './get-conversation';
import { joinConversation } from './join-conversation';
import { listConversations } from './list-conversations';
import { markAsUnseen } from './mark-as-unseen';
import { sendMessage } from './send-message';
import { updateConversation } from './update-conversation';
import { updateConversationAsSeen } from './update-conversation-as-seen';
import { updateThreadAsSeen } from './update-thread-as-seen';

/**
 * Each conversations route's handler, by the operation its declaration names. What sends, changes or starts a
 * conversation is refused while the firm has communication disabled (FA §3.4).
 */
export const conversationHandlers: Handlers<typeof conversationRoutes> = {
  listConversations,
  findConversations,
  getConversation,
  sendMessage: whileMessagingOn(sendMessage),
  updateConversationAsSeen,
  markAsUnseen,
  getClientConversation: whileMessagingOn(getClientConversation),
  editMessage: whileMessagingOn(editMessage),
  deleteMessage: whileMessagingOn(deleteMessage),
  editScheduledMessage: whileMessagingOn(editScheduledMessage),
  deleteScheduledMessage: whileMessagingOn(deleteScheduledMessage),
  updateThreadAsSeen,
  joinConversation: whileMessagingOn(joinConversation),
  updateConversation: whileMessagingOn(updateConversation),
  generateResponse: whileMessagingOn(generateResponse),
  companyConversations,
  downloadAttachment,
  exportConversation,
  exportConversationAsPdf,
};
