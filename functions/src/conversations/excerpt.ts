/** How a message reads in the activity log: what a person recognises it by, never its id. */
import { conversationText, isAttachmentText } from '@ledgerline/shared/conversations';
import { truncate } from '@ledgerline/shared/conversation-rules';

/** How many characters of a message its activity line quotes (the line stays small). */
export const excerptLength = 80;

/** The start of the message's text on one line, quoted (with '…' when cut), or 'Attachment'. */
export function messageExcerpt(text: string): string {
  if (isAttachmentText(text)) return conversationText.attachment;
  const line = text.trim().replace(/\s+/g, ' ');
  const cut = truncate(line, excerptLength);
  return `“${cut}${cut.length < line.length ? '…' : ''}”`;
}
