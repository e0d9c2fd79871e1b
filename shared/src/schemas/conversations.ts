import * as z from 'zod';
import { Id } from './common';
import { conversationOwnText, conversationText, maxMessageLength, messageTags } from '../conversations';

/** A page position: the time and id of the last row the screen has, as the previous page answered it. */
export const Cursor = z
  .string()
  .max(200)
  .regex(/^[0-9TZ:.+-]+#[A-Za-z0-9_-]+$/, 'Invalid cursor');

const PerPage = (max: number, fallback: number) =>
  z.coerce.number({ error: 'Invalid page size' }).int().min(1).max(max).default(fallback);
const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const MessageText = z
  .string({ error: conversationText.enterMessage })
  .trim()
  .min(1, conversationText.enterMessage)
  .max(maxMessageLength, conversationOwnText.messageTooLong);

export const SendMessageInput = z.object({
  conversation_id: Id,
  text: MessageText,
  message_tag: z.enum(messageTags, { error: 'Unknown message tag' }).default('general'),
  has_reminder: Flag.default(false),
  message_thread_id: Id.nullish(),
  scheduled_time: z.iso.datetime({ offset: true, error: conversationText.selectFutureDate }).nullish(),
});
export type SendMessageInput = z.infer<typeof SendMessageInput>;

export const ConversationListQuery = z.object({
  /** The selected entity; without it staff see every conversation (Show All). */
  company_id: Id.optional(),
  show_unread: Flag.default(false),
  cursor: Cursor.optional(),
  per_page: PerPage(50, 20),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuery>;

/** The list's search box: words of participants' and entities' names. */
export const FindConversationsQuery = z.object({
  search: z.string({ error: 'Enter something to search for' }).max(200, 'Search is too long'),
  per_page: PerPage(50, 20),
});
export type FindConversationsQuery = z.infer<typeof FindConversationsQuery>;

export const ConversationQuery = z.object({
  id: Id,
  /** With a thread id, the answer carries that thread's replies as `thread` (paged by `before` too). */
  thread_id: Id.optional(),
  /** 'Previous N messages': the page before this message. */
  before: Cursor.optional(),
  per_page: PerPage(100, 30),
});
export type ConversationQuery = z.infer<typeof ConversationQuery>;

export const ConversationIdQuery = z.object({ conversation_id: Id });
/** generate_response: the draft for the message box. */
export const GeneratedResponse = z.object({ message: z.string() });
export const ThreadQuery = z.object({ conversation_id: Id, thread_id: Id });
export const CompanyIdQuery = z.object({ company_id: Id });

/** An entity's conversations for staff: a page at a time. */
export const CompanyConversationsQuery = CompanyIdQuery.extend({
  cursor: Cursor.optional(),
  per_page: PerPage(50, 20),
});
export const MarkUnseenInput = z.object({ id: Id });

const LastMessage = z.object({ text: z.string(), created_at: z.string() }).nullable();

export const ConversationSummary = z.object({
  id: z.string(),
  advisor_ids: z.array(z.string()),
  advisor_names: z.array(z.string()),
  user_ids: z.array(z.string()),
  client_names: z.array(z.string()),
  relevant_company_ids: z.array(z.string()),
  relevant_company_hash_id: z.string().nullable(),
  last_message: LastMessage,
  last_message_at: z.string(),
  unseen_messages: z.number(),
  archived: z.boolean(),
  is_member: z.boolean(),
});

export const MessageView = z.object({
  id: z.string(),
  conversation_id: z.string(),
  text: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  created_at: z.string(),
  is_firm_user: z.boolean(),
  scheduled: z.boolean(),
  scheduled_time: z.string().nullable(),
  is_edited: z.boolean(),
  is_deleted: z.boolean(),
  tag: z.enum(messageTags),
  message_thread_id: z.string().nullable(),
  reply_count: z.number(),
  /** The conversation pane only: this message's thread has replies the caller has not opened since (MD §2). */
  unread_thread: z.boolean().optional(),
  unseen_user_ids: z.array(z.string()),
  is_log: z.boolean(),
  has_reminder: z.boolean(),
});

export const ConversationList = z.object({
  conversations: z.array(ConversationSummary),
  next_cursor: z.string().nullable(),
});
export const ConversationDetail = ConversationSummary.extend({
  messages: z.array(MessageView),
  scheduled_messages: z.array(MessageView),
  previous_cursor: z.string().nullable(),
  /** MD §2 'Previous N messages': how many the page before holds (the page size, or fewer when fewer remain). */
  previous_count: z.number().int(),
  /** MD §2 'Latest N messages': how many the latest page holds. */
  latest_count: z.number().int(),
});

export const EditMessageInput = z.object({ message_id: Id, text: MessageText });
export const MessageIdInput = z.object({ message_id: Id });
export const EditScheduledInput = z.object({
  message_id: Id,
  scheduled_time: z.iso.datetime({ offset: true, error: conversationText.selectFutureDate }),
});
export const JoinConversationInput = z.object({ conversation_id: Id });

/**
 * Manage Participants: the firm users of the conversation. `mode` is the choice the dialog asks for:
 * 'new' starts a new conversation with them and archives this one; 'existing' keeps this conversation,
 * its messages and history, with the new participants.
 */
export const UpdateConversationInput = z.object({
  id: Id,
  advisor_ids: z.array(Id).min(1, 'Select at least one participant').max(50),
  mode: z.enum(['new', 'existing']).default('existing'),
});

/** MD §7 export_conversation: dates DD-MM-YYYY (FA §9); whether each is a real date is the export's check. */
const ExportDate = (label: string) =>
  z
    .string({ error: `The ${label} date is missing` })
    .trim()
    .regex(/^\d{2}-\d{2}-\d{4}$/, `The ${label} date must be in DD-MM-YYYY format`);

export const ExportConversationQuery = z.object({
  id: Id,
  start_date: ExportDate('start'),
  end_date: ExportDate('end'),
});
export type ExportConversationQuery = z.infer<typeof ExportConversationQuery>;

/** POST /conversations/send_message */
export const SentMessage = z.object({ message: MessageView });
/** POST /conversations/edit_message and edit_scheduled_message: the message as it now reads, and the toast. */
export const EditedMessage = z.object({ message: MessageView, notice: z.string() });
/** GET /conversations/get_client_conversation */
export const ClientConversation = z.object({ conversation: ConversationSummary });
/** POST /conversations/update_conversation: the conversation the participants now belong to. */
export const ParticipantsUpdated = z.object({ id: z.string(), message: z.string() });
