/**
 * Conversation rules as plain functions (messaging-dashboard.md §2-§9) that both the API and the SPA apply:
 * the list preview, unsend, scheduling, who may send or change participants, unread counts. No I/O: callers
 * pass the clock (`now`) and the viewer's time zone. functions/src/conversations/rules.ts re-exports them
 * with the rules only the server needs (auto-remind, the export).
 */
import type { Caller } from './access';
import {
  attachmentMarker,
  conversationOwnText,
  conversationText,
  isAttachmentText,
  maxMessageLength,
  type MessageTag,
} from './conversations';
import { formatDate } from './time/format';
import { realUtc, wallTime, zonedTime } from './time/wall-clock';
import { defaultTimeZone, ianaZone } from './time/zones';

const second = 1000;

// ---------------------------------------------------------------------------------------------- message text

/** Characters a text can be made of and still look empty. */
const invisible = /[\u200B-\u200D\u2060\uFEFF]/g;

/** The text to store: trimmed; '' when it is not a string or shows nothing (whitespace, zero-width characters). */
export function validateMessageText(text: unknown): string {
  if (typeof text !== 'string') return '';
  const trimmed = text.trim();
  return trimmed.replace(invisible, '').trim() === '' ? '' : trimmed;
}

export function isBlank(text: unknown): boolean {
  return validateMessageText(text) === '';
}

/** §5: why a typed message can't be sent or saved, or null. Only the first text is the spec's. */
export function messageTextError(text: unknown): string | null {
  const valid = validateMessageText(text);
  if (valid === '') return conversationText.enterMessage;
  if (valid.length > maxMessageLength) return conversationOwnText.messageTooLong;
  if (valid.startsWith(attachmentMarker)) return conversationOwnText.startsWithMarker(attachmentMarker);
  return null;
}

/** §3: "A deleted message reads 'This message was deleted'". */
export function messageDisplayText(message: { text: string; deleted?: boolean }): string {
  return message.deleted ? conversationText.deletedMessage : message.text;
}

// ---------------------------------------------------------------------------------------------- tags

export function isMessageTag(value: unknown): value is MessageTag {
  return value === 'general' || value === 'urgent' || value === 'emergency';
}

/** §2: the dropdown is hidden when the firm disables tags, so every message is then general. */
export function messageTagFor(requested: MessageTag | null | undefined, tagsDisabled: boolean): MessageTag {
  return tagsDisabled || !requested ? 'general' : requested;
}

// ---------------------------------------------------------------------------------------------- list preview

/** §9 "Last message preview: 48 characters". */
export const previewLength = 48;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The first `max` characters as a reader counts them (grapheme clusters), so an emoji, a flag or an accented
 * letter is never cut in half. No ellipsis: the spec says "truncated to 48 characters", and 48 it is.
 */
export function truncate(text: string, max: number): string {
  let out = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) break;
    out += segment;
    count += 1;
  }
  return out;
}

/**
 * §2: the conversation list's last-message line. Checked in this order: no message, deleted, attachment, blank
 * text, text. Whitespace runs (newlines included) become one space first: the preview is a single line. A blank
 * message's date reads 'MMM D, YYYY' in the viewer's zone (a stored US name or an IANA name).
 */
export function previewOf(
  last: { text: string; created_at: string; deleted?: boolean } | null,
  timeZone: string = defaultTimeZone,
): string {
  if (!last) return conversationText.emptyConversation;
  if (last.deleted) return conversationText.deletedMessage;
  if (isAttachmentText(last.text)) return conversationText.attachment;
  if (isBlank(last.text)) {
    const at = new Date(last.created_at);
    // Server timestamps always parse; should one not, say what we know rather than 'Invalid Date'.
    if (Number.isNaN(at.getTime())) return 'Last message';
    return conversationText.lastMessage(formatDate(at, timeZone));
  }
  return truncate(last.text.trim().replace(/\s+/g, ' '), previewLength);
}

// ---------------------------------------------------------------------------------------------- unsend and delete

/** §4 and §9: an immediate message can be unsent for 30 seconds after creation. */
export const unsendWindowSeconds = 30;

/**
 * True while less than 30 s have passed: at exactly 30 s the window is closed (like an expiry instant).
 * A created_at slightly after `now` (clock skew between servers) counts as just created.
 */
export function canUnsend(message: { created_at: string; scheduled?: boolean; deleted?: boolean }, now: Date): boolean {
  if (message.scheduled || message.deleted) return false;
  const created = Date.parse(message.created_at);
  return !Number.isNaN(created) && now.getTime() - created < unsendWindowSeconds * second;
}

/**
 * How Delete behaves (§4): 'unsend' without confirmation inside the window; 'cancel' for a scheduled message not
 * yet due, which deletes without the confirmation because its "The email/sms has already been sent." would be
 * false (the spec is silent here); otherwise 'confirm' with conversationText.deleteConfirmation.
 */
export function deleteMode(
  message: { created_at: string; scheduled?: boolean; scheduled_time?: string | null; deleted?: boolean },
  now: Date,
): 'unsend' | 'cancel' | 'confirm' {
  if (canUnsend(message, now)) return 'unsend';
  return canEditScheduledTime(message, now) ? 'cancel' : 'confirm';
}

// ---------------------------------------------------------------------------------------------- scheduling

const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 date-time with Z or an offset, naming a real date (no 31 February: Date.parse would roll it into
 * March). Without an offset the moment would depend on the server's zone, so that is refused too.
 */
export function parseIsoDateTime(iso: string): Date | null {
  const m = isoDateTime.exec(iso);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0', frac = '0', , sign, oh, om] = m;
  if (sign && (Number(oh) > 23 || Number(om) > 59)) return null;
  const at = realUtc(+y, +mo, +d, +h, +mi, +s, Number(frac.padEnd(3, '0').slice(0, 3)));
  if (!at) return null;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60 * second : 0;
  return new Date(at.getTime() - offset);
}

/** §5: a scheduled time must parse and be strictly after now; every failure reads 'Please select a date in the future'. */
export function validateScheduledTime(iso: string, now: Date): { ok: true; at: Date } | { ok: false; error: string } {
  const at = parseIsoDateTime(iso);
  return at && at.getTime() > now.getTime()
    ? { ok: true, at }
    : { ok: false, error: conversationText.selectFutureDate };
}

/** §4: "A scheduled message may have its time edited while still in the future." */
export function canEditScheduledTime(
  message: { scheduled?: boolean; scheduled_time?: string | null; deleted?: boolean },
  now: Date,
): boolean {
  if (!message.scheduled || message.deleted || !message.scheduled_time) return false;
  const at = Date.parse(message.scheduled_time);
  return !Number.isNaN(at) && at > now.getTime();
}

/** §5 and §9: "Default is tomorrow at 09:00", tomorrow and 09:00 as the sender's clock reads them. */
export function defaultScheduleTime(now: Date, timeZone: string): Date {
  const zone = ianaZone(timeZone);
  const today = wallTime(now.getTime(), zone);
  return zonedTime(today.year, today.month, today.day + 1, 9, 0, zone);
}

/** The Schedule dialog's date ('YYYY-MM-DD') and time ('HH:mm') inputs as an instant in the sender's zone, or null. */
export function scheduleMoment(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || !realUtc(+d[1], +d[2], +d[3], +t[1], +t[2])) return null;
  return zonedTime(+d[1], +d[2], +d[3], +t[1], +t[2], ianaZone(timeZone));
}

/** §5: "the Schedule button is disabled unless both date and time are set and the moment is in the future". */
export function canSchedule(date: string, time: string, timeZone: string, now: Date): boolean {
  const at = scheduleMoment(date, time, timeZone);
  return at !== null && at.getTime() > now.getTime();
}

// ---------------------------------------------------------------------------------------------- participants and sending

/** §2: "lists the first two names, then 'and N more'"; '' when there is nobody, so no banner shows. */
export function sendingToBanner(names: string[]): string {
  const shown = names.map((n) => n.trim()).filter((n) => n !== '');
  if (shown.length === 0) return '';
  const [first, second, ...rest] = shown;
  const list =
    second === undefined
      ? first
      : rest.length === 0
        ? `${first} and ${second}`
        : `${first}, ${second} and ${rest.length} more`;
  return `${conversationText.sendingTo} ${list}`;
}

/**
 * §6 "Only partner or full users may add or remove conversation participants": exactly those two levels, so
 * admin and group users may not (unlike the route rules, where admin outranks full).
 */
export function canManageParticipants(caller: Pick<Caller, 'isAdvisor' | 'firmAccess'>): boolean {
  return caller.isAdvisor && (caller.firmAccess === 'partner' || caller.firmAccess === 'full');
}

/** §5 "Manage Participants: Save is disabled when no participants are selected." */
export function canSaveParticipants(advisorIds: string[]): boolean {
  return advisorIds.length > 0;
}

/** §4: "A conversation with no relevant companies is archived and read-only." */
export function isArchived(conversation: { relevant_company_ids: string[] }): boolean {
  return conversation.relevant_company_ids.length === 0;
}

/** §6 "Advisors can add themselves to a conversation they are not in" (not to an archived one: it is read-only). */
export function canAddSelf(
  caller: { userId: string; isAdvisor: boolean },
  conversation: { advisor_ids: string[]; relevant_company_ids: string[] },
): boolean {
  return caller.isAdvisor && !conversation.advisor_ids.includes(caller.userId) && !isArchived(conversation);
}

export type CannotSendReason = 'preview' | 'archived' | 'readonly-user' | 'readonly-company';

export interface SendContext {
  userReadonly: boolean;
  companyReadonly: boolean;
  archived: boolean;
  preview: boolean;
}

/**
 * §5 and §6: Send, Schedule, Attach and AI responses are off in a preview, an archived conversation, or for a
 * read-only user or company. The first reason that applies, in that order; blank text is checked by isBlank.
 */
export function whyCannotSend(ctx: SendContext): CannotSendReason | null {
  if (ctx.preview) return 'preview';
  if (ctx.archived) return 'archived';
  if (ctx.userReadonly) return 'readonly-user';
  if (ctx.companyReadonly) return 'readonly-company';
  return null;
}

export function canSend(ctx: SendContext): boolean {
  return whyCannotSend(ctx) === null;
}

/** §2: "the number of non-log messages not yet seen by the user"; one's own messages are seen by definition. */
export function unseenCount(
  messages: { user_id: string; is_log?: boolean; unseen_user_ids: string[] }[],
  userId: string,
): number {
  return messages.filter((m) => !m.is_log && m.user_id !== userId && m.unseen_user_ids.includes(userId)).length;
}
