/**
 * Reply drafting (MD §2 footer, §7 generate_response): what the drafter is told about a conversation,
 * and the deterministic draft used locally and whenever no model is configured. Pure.
 */
import { isAttachmentText, parseAttachmentText } from './rules';

export interface DraftMessage {
  author: string;
  fromFirm: boolean;
  text: string;
  deleted: boolean;
}

export interface DraftContext {
  firmName: string;
  staffName: string;
  clientFirstNames: string[];
  /** Oldest first, the most recent few. */
  messages: DraftMessage[];
  /** What the client still has to do for the firm, one line each. */
  openItems: string[];
}

/** How many recent messages the drafter reads: enough for context, small enough for a prompt. */
export const draftHistory = 20;

function visibleText(m: DraftMessage): string {
  if (m.deleted) return '(deleted message)';
  if (isAttachmentText(m.text)) return `(sent ${parseAttachmentText(m.text)?.length ?? 0} attachment(s))`;
  return m.text;
}

export function draftPrompt(ctx: DraftContext): { system: string; prompt: string } {
  const system =
    `You draft replies for ${ctx.staffName} of ${ctx.firmName}, a tax and accounting firm, to their client. ` +
    'Write a short, warm, professional reply in plain text, without a subject line, without promising outcomes or giving tax advice that ' +
    'is not in the conversation, and without inventing facts, amounts or dates. Sign with the staff member’s name.';
  const transcript = ctx.messages
    .map((m) => `${m.author} (${m.fromFirm ? 'firm' : 'client'}): ${visibleText(m)}`)
    .join('\n');
  const items = ctx.openItems.length ? ctx.openItems.map((i) => `- ${i}`).join('\n') : '(none)';
  return {
    system,
    prompt: `Conversation so far:\n${transcript || '(no messages yet)'}\n\nThe client's open items:\n${items}\n\nDraft the firm's next message.`,
  };
}

const asksQuestion = (text: string) =>
  /\?\s*$|\?\s/.test(text) ||
  /^(can|could|would|will|do|does|did|is|are|when|what|how|why|where|should)\b/i.test(text.trim());
const sentDocuments = (m: DraftMessage) =>
  isAttachmentText(m.text) || /\b(attached|attachment|uploaded|sent you|documents?)\b/i.test(m.text);

function greeting(names: string[]): string {
  const shown = names.filter((n) => n.trim() !== '');
  if (shown.length === 0) return 'Hi,';
  if (shown.length === 1) return `Hi ${shown[0]},`;
  return `Hi ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)},`;
}

/** The same context always gives the same draft: paragraphs of greeting, answer, open items, sign-off. */
export function deterministicDraft(ctx: DraftContext): string {
  const last = [...ctx.messages].reverse().find((m) => !m.deleted);
  const answer: string[] = [];
  if (!last) {
    answer.push(
      `I wanted to reach out from ${ctx.firmName}. Please use this conversation for any questions about your taxes or documents.`,
    );
  } else if (!last.fromFirm) {
    answer.push('Thank you for your message.');
    if (sentDocuments(last))
      answer.push(
        'Thank you for sending the documents; we will review them and let you know if anything else is needed.',
      );
    if (asksQuestion(last.text)) answer.push('I am looking into your question and will get back to you shortly.');
  } else {
    answer.push('I am following up on my previous message.');
  }
  const paragraphs = [greeting(ctx.clientFirstNames), answer.join(' ')];
  if (ctx.openItems.length)
    paragraphs.push(
      `To keep things moving, we still need the following from you:\n${ctx.openItems.map((i) => `- ${i}`).join('\n')}`,
    );
  paragraphs.push('Please let me know if you have any questions.', `Best regards,\n${ctx.staffName}\n${ctx.firmName}`);
  return paragraphs.join('\n\n');
}
