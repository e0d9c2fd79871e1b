/**
 * Out of office as a conversation shows it (MD §3): a summary's advisor_out_of_office fields and a message's
 * `is_auto_reply`, both absent on answers that predate them (missing means off).
 */
import type { ConversationSummary, MessageView } from '../../api/conversations';

/** The out-of-office fields a conversation summary carries (MD §3); absent on older answers. */
interface AwayFields {
  advisor_out_of_office?: boolean;
  advisor_out_of_office_message?: string | null;
  advisor_out_of_office_name?: string | null;
}

/** Who of the conversation's firm members is away now, and their message; null when nobody is. */
export function awayAdvisorOf(
  conversation: ConversationSummary,
): { name: string | null; message: string | null } | null {
  const c = conversation as ConversationSummary & AwayFields;
  if (!c.advisor_out_of_office) return null;
  return { name: c.advisor_out_of_office_name ?? null, message: c.advisor_out_of_office_message ?? null };
}

/** Whether a message is the automatic out-of-office reply. */
export const isAutoReply = (m: MessageView) => (m as MessageView & { is_auto_reply?: boolean }).is_auto_reply === true;
