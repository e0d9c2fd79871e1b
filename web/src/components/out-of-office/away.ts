/**
 * Reading out of office from answers that may predate it: current_user's `out_of_office`, a conversation
 * summary's advisor_out_of_office fields (MD §3) and a message's `is_auto_reply`. Missing means off.
 */
import type { OutOfOfficeView } from '../../api/advisors';
import type { ConversationSummary, MessageView } from '../../api/conversations';
import type { CurrentUserInfo } from '../../api/types';

export const outOfOfficeOff: OutOfOfficeView = {
  out_of_office: false,
  out_of_office_message: null,
  out_of_office_start: null,
  out_of_office_end: null,
  away_now: false,
};

/** A firm user's out of office as current_user carries it; older data has none, which means off. */
export function outOfOfficeOf(user: CurrentUserInfo): OutOfOfficeView {
  const view = (user as CurrentUserInfo & { out_of_office?: OutOfOfficeView | null }).out_of_office;
  return view ? { ...outOfOfficeOff, ...view } : outOfOfficeOff;
}

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
