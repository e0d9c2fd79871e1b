import { hasControlCharacter } from './control-characters';
/**
 * The conversation domain's words, shared by the API and the SPA so both say exactly the same thing.
 * `conversationText` quotes messaging-dashboard.md (section in each comment). Texts the spec describes but
 * does not quote are in `conversationOwnText`, apart, so nobody mistakes them for the spec's wording.
 */

/** §3 Message: tag is one of these, default general; §2 footer: the dropdown's labels. */
export const messageTags = ['general', 'urgent', 'emergency'] as const;
export type MessageTag = (typeof messageTags)[number];
export const defaultMessageTag: MessageTag = 'general';
export const messageTagLabels: Record<MessageTag, string> = {
  general: 'General',
  urgent: 'Urgent',
  emergency: 'Emergency',
};

/**
 * The spec gives no limit. 10,000 characters (UTF-16 units, as zod's max and the textarea's maxlength count)
 * is longer than any letter a client writes, and at most ~40 KB of UTF-8, far below DynamoDB's 400 KB item.
 */
export const maxMessageLength = 10_000;

export const conversationText = {
  // §5 and §8: validation and errors.
  enterMessage: 'Please enter a message',
  updateMessageFailed: 'Failed to update message',
  selectFutureDate: 'Please select a date in the future',
  updateScheduleFailed: 'Failed to update schedule time',
  generateResponseFailed: 'Failed to generate response',
  invalidFiles:
    'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.',
  noCompanyForUpload: 'We were unable to upload the file, please try refreshing the page',
  // §3 and §4: message states.
  deletedMessage: 'This message was deleted',
  deleteConfirmation: 'Are you sure you want to delete this message? The email/sms has already been sent.',
  // §4: conversation states.
  archivedBanner:
    'This conversation is archived because a new conversation has been created with different users. Messaging is disabled, please use the other conversation.',
  // §2: the conversation list and the chat's banners.
  attachment: 'Attachment',
  emptyConversation: 'Empty Conversation',
  lastMessage: (date: string) => `Last message: ${date}`,
  notInConversation: 'You are not in this conversation',
  noConversations: 'No available conversations found',
  sendingTo: 'You are sending a message to',
  // §8: success toasts.
  messageUpdated: 'Message updated successfully',
  scheduleUpdated: 'Schedule time updated successfully',
  messageUnsent: 'Message unsent successfully',
  messageDeleted: 'Message deleted successfully',
  markedUnseen: 'Conversation marked as unseen',
  // §8: a failed attachment download.
  downloadFailed: (reason: string) => `Failed to download file: ${reason}`,
} as const;

/** Ours, not the spec's: it describes these without quoting them. */
export const conversationOwnText = {
  /** FA §3.4 communication_disabled: conversations and mass email refuse to send. */
  messagingOff: 'Messaging is turned off for this firm.',
  /** §2 describes the Auto-remind tooltip's content; this sentence is built from that description. */
  autoRemindTooltip:
    'The client gets a reminder every 3 days for a month if they do not reply. Any new message removes the reminder.',
  /** Same wording as the send schema's max (shared/src/schemas/conversations.ts). */
  messageTooLong: `A message can be at most ${maxMessageLength.toLocaleString('en-US')} characters`,
  /** A typed message must not pass for an attachment message (see rules' attachmentMarker). */
  startsWithMarker: (marker: string) => `A message cannot start with ${marker}`,
  /** §8 describes the 503 download answer (too large) and its guidance without quoting it. */
  downloadTooLarge:
    'This file is too large to download. Downloads should total under 150MB, and images converted to PDF under 15MB.',
} as const;

// ---------------------------------------------------------------------------------------------- attachment messages

/** §3: an attachment message's text is this marker, then the document locations, each after a separator. */
export const attachmentMarker = '[[attachments]]';
/** A newline: no document path contains one (isAttachmentLocation refuses every control character). */
export const attachmentSeparator = '\n';
/** §9: where message attachments are stored. */
export const attachmentsFolder = '/Attachments';

/**
 * A document path: absolute, no control characters (so never the separator), no empty, '.' or '..' segment
 * (so it can't climb out of its folder). Spaces and any other Unicode are fine.
 */
export function isAttachmentLocation(location: string): boolean {
  if (!location.startsWith('/') || hasControlCharacter(location)) return false;
  return location
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Throws on a bad location: callers validate at the boundary; reaching here with one is a bug, not user input. */
export function composeAttachmentText(locations: string[]): string {
  if (locations.length === 0) throw new RangeError('an attachment message needs at least one location');
  const bad = locations.find((l) => !isAttachmentLocation(l));
  if (bad !== undefined) throw new RangeError(`not a document location: ${JSON.stringify(bad)}`);
  return attachmentMarker + locations.map((l) => attachmentSeparator + l).join('');
}

/** The locations, or null when the text is not a well-formed attachment message. */
export function parseAttachmentText(text: string): string[] | null {
  if (!text.startsWith(attachmentMarker + attachmentSeparator)) return null;
  const locations = text.slice(attachmentMarker.length + attachmentSeparator.length).split(attachmentSeparator);
  return locations.every(isAttachmentLocation) ? locations : null;
}

export function isAttachmentText(text: string): boolean {
  return parseAttachmentText(text) !== null;
}
