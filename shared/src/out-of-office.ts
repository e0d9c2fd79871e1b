/**
 * Out of office (MD §3 Conversation advisor_out_of_office and its message, §2 the banner): a firm user's
 * period and message. Clients writing to a conversation with that user see the banner, and get the message
 * as an automatic reply once per conversation per period.
 */
export interface OutOfOffice {
  out_of_office: boolean;
  out_of_office_message?: string | null;
  /** ISO instants; a missing start means "from now", a missing end "until turned off". */
  out_of_office_start?: string | null;
  out_of_office_end?: string | null;
}

export const maxOutOfOfficeMessage = 2000;

export const outOfOfficeText = {
  messageRequired: 'Please enter an out of office message',
  endBeforeStart: 'The end must be after the start',
  endInPast: 'The end must be in the future',
  updated: 'Out of office updated',
  notStaff: 'Only firm users can be out of office',
  autoReplyLabel: 'Automatic reply',
  onOrOff: 'out_of_office must be true or false',
} as const;

/** Whether the period covers `now`. */
export function isAway(ooo: Partial<OutOfOffice> | null | undefined, now: Date): boolean {
  if (!ooo?.out_of_office) return false;
  const t = now.getTime();
  if (ooo.out_of_office_start && Date.parse(ooo.out_of_office_start) > t) return false;
  if (ooo.out_of_office_end && Date.parse(ooo.out_of_office_end) <= t) return false;
  return true;
}

/** What the screens receive about a firm user's out of office. */
export function outOfOfficeView(u: Partial<OutOfOffice> | null | undefined, now = new Date()) {
  return {
    out_of_office: u?.out_of_office ?? false,
    out_of_office_message: u?.out_of_office_message ?? null,
    out_of_office_start: u?.out_of_office_start ?? null,
    out_of_office_end: u?.out_of_office_end ?? null,
    away_now: isAway(u, now),
  };
}
