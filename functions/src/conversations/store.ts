/**
 * Conversation data access, named after the screens' access patterns. Every list is one Query on a key
 * made for it plus a BatchGet of at most a page; nothing here reads more as the firm grows.
 */
import { Document, type DocumentItem } from '../platform/data/entities/document';
import { Questionnaire, type QuestionnaireItem } from '../platform/data/entities/questionnaire';
import { TaxReturn, type TaxReturnItem } from '../platform/data/entities/tax-return';
import { Firm } from '../platform/data/entities/firm';
import { newId } from '../platform/auth/secrets';
import { Conversation, type ConversationItem } from '../platform/data/entities/conversation';
import { ConversationMember, type ConversationMemberItem } from '../platform/data/entities/conversation-member';
import { CompanyConversation } from '../platform/data/entities/company-conversation';
import { Message, paneLane, scheduledLane, threadLane, type MessageItem } from '../platform/data/entities/message';
import { Company } from '../platform/data/entities/company';
import { Membership } from '../platform/data/entities/membership';
import { User, type UserItem } from '../platform/data/entities/user';
import { db } from '../platform/data/service';
import { getItem, getItems } from '../platform/data/batch-get';
import { documentClient } from '../platform/data/client';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dueShardOf } from '../platform/data/entities/due-item';
import {
  indexConversationWords,
  indexMessageWords,
  moveMessageWords,
  reindexConversation,
  wordsFor,
  wordsOfMessage,
} from './store/search-index';
import { log } from '../platform/log';
import { isConditionFailure, mustCommit } from '../platform/data/transact';
import { Conflict } from '../platform/errors';

/** One transaction holds at most 100 writes: a message, its conversation, its parent, members and entity links. */
export const maxParticipants = 60;
export const maxRelevantCompanies = 30;

export type Page<T> = { items: T[]; next: string | null };
export { ownerIdsOf } from '../platform/company-owners';
export type InboxRow = ConversationMemberItem;

/** 'time#id' cursors: the sort key of the last row a page answered. */
export function splitCursor(cursor: string): { at: string; id: string } {
  const i = cursor.lastIndexOf('#');
  return { at: cursor.slice(0, i), id: cursor.slice(i + 1) };
}
const cursorOf = (at: string, id: string) => `${at}#${id}`;

// Point reads go through the request's shared batch (getItem), so reads started side by side share a round trip.

export async function getConversation(firmId: string, conversationId: string): Promise<ConversationItem | null> {
  return getItem(Conversation, { firmId, conversationId }, { consistent: true });
}

/** In the order of `ids`; missing ones are left out. */
export async function getConversations(firmId: string, ids: string[]): Promise<ConversationItem[]> {
  return getItems(
    Conversation,
    ids.map((conversationId) => ({ firmId, conversationId })),
  );
}

/** Staff, Show All: the firm's conversations by latest activity. */
export async function listFirmConversations(
  firmId: string,
  limit: number,
  cursor?: string,
): Promise<Page<ConversationItem>> {
  const q = Conversation.query.byFirmActivity({ firmId });
  const { data } = await (cursor ? q.lt(toActivity(cursor)) : q).go({ order: 'desc', limit: limit + 1 });
  return paged(data, limit, (c) => cursorOf(c.last_message_at, c.conversationId));
}

/** Staff with a selected entity: that entity's conversations by latest activity. */
export async function listCompanyConversations(
  firmId: string,
  companyId: string,
  limit: number,
  cursor?: string,
): Promise<Page<ConversationItem>> {
  const q = CompanyConversation.query.byCompanyActivity({ firmId, companyId });
  const { data } = await (cursor ? q.lt(toActivity(cursor)) : q).go({ order: 'desc', limit: limit + 1 });
  const page = paged(data, limit, (l) => cursorOf(l.last_message_at, l.conversationId));
  return {
    items: await getConversations(
      firmId,
      page.items.map((l) => l.conversationId),
    ),
    next: page.next,
  };
}

/** A person's own conversations (the client inbox; staff unread lists), with their unseen counts. */
export async function listInbox(
  firmId: string,
  userId: string,
  limit: number,
  cursor?: string,
): Promise<Page<ConversationMemberItem>> {
  const q = ConversationMember.query.inbox({ firmId, userId });
  const { data } = await (cursor ? q.lt(toActivity(cursor)) : q).go({ order: 'desc', limit: limit + 1 });
  return paged(data, limit, (m) => cursorOf(m.last_message_at, m.conversationId));
}

function toActivity(cursor: string) {
  const { at, id } = splitCursor(cursor);
  return { last_message_at: at, conversationId: id };
}

function paged<T>(rows: T[], limit: number, cursor: (row: T) => string): Page<T> {
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? cursor(items[items.length - 1]) : null };
}

export async function getMember(
  firmId: string,
  conversationId: string,
  userId: string,
): Promise<ConversationMemberItem | null> {
  return getItem(ConversationMember, { firmId, conversationId, userId });
}

export async function getMembersOf(
  firmId: string,
  userId: string,
  conversationIds: string[],
): Promise<Map<string, ConversationMemberItem>> {
  const members = await getItems(
    ConversationMember,
    conversationIds.map((conversationId) => ({ firmId, conversationId, userId })),
  );
  return new Map(members.map((m) => [m.conversationId, m]));
}

export async function listMembers(firmId: string, conversationId: string): Promise<ConversationMemberItem[]> {
  return (await ConversationMember.query.byConversation({ firmId, conversationId }).go({ pages: 'all' })).data;
}

/**
 * A conversation and all its members in one Query, for opening it. Its partition holds the conversation at sort
 * key 'conv', then the members ('member#<user>'), then the messages ('msg#', 'sched#', 'thread~'; the entity
 * links, 'company#', sort before): so the range from the conversation's key to the end of the members' prefix is
 * exactly those. Strongly consistent, as getConversation is; parse() keeps each entity's own items.
 */
export async function getConversationWithMembers(
  firmId: string,
  conversationId: string,
): Promise<{ conversation: ConversationItem | null; members: ConversationMemberItem[] }> {
  const { Key, TableName } = Conversation.get({ firmId, conversationId }).params() as {
    Key: { pk: string; sk: string };
    TableName: string;
  };
  const membersQuery = ConversationMember.query.byConversation({ firmId, conversationId }).params() as {
    ExpressionAttributeValues: Record<string, unknown>;
  };
  const memberPrefix = membersQuery.ExpressionAttributeValues[':sk1'];
  if (typeof memberPrefix !== 'string' || memberPrefix <= Key.sk) throw new Error('Unexpected member key layout');
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :conversation AND :lastMember',
        ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
        ExpressionAttributeValues: { ':pk': Key.pk, ':conversation': Key.sk, ':lastMember': `${memberPrefix}\uffff` },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return {
    conversation: Conversation.parse({ Items: items }).data[0] ?? null,
    members: ConversationMember.parse({ Items: items }).data,
  };
}

/** Users by id, for names; at most a page's participants at a time. */
export async function getUsers(firmId: string, userIds: string[]): Promise<Map<string, UserItem>> {
  const users = await getItems(
    User,
    [...new Set(userIds)].map((userId) => ({ firmId, userId })),
  );
  return new Map(users.map((u) => [u.userId, u]));
}

export async function getCompany(firmId: string, companyId: string) {
  return (await Company.get({ firmId, companyId }).go()).data ?? null;
}

export async function getCompanies(firmId: string, companyIds: string[]) {
  const companies = await getItems(
    Company,
    [...new Set(companyIds)].map((companyId) => ({ firmId, companyId })),
  );
  return new Map(companies.map((c) => [c.companyId, c]));
}

export async function isOwnerOf(firmId: string, userId: string, companyId: string): Promise<boolean> {
  return Boolean((await Membership.get({ firmId, userId, companyId }).go()).data);
}

/** A new conversation with its members and entity links, written together. */
export async function createConversation(c: {
  firmId: string;
  advisorIds: string[];
  userIds: string[];
  companyIds: string[];
  now?: Date;
}): Promise<ConversationItem> {
  const conversationId = newId();
  const at = (c.now ?? new Date()).toISOString();
  const base = { firmId: c.firmId, conversationId };
  const members = [
    ...c.advisorIds.map((userId) => ({ userId, is_firm_user: true })),
    ...c.userIds.map((userId) => ({ userId, is_firm_user: false })),
  ];
  await mustCommit(
    db.transaction
      .write(({ conversation, conversationMember, companyConversation }) => [
        conversation
          .create({
            ...base,
            advisor_ids: c.advisorIds,
            user_ids: c.userIds,
            relevant_company_ids: c.companyIds,
            last_message_at: at,
          })
          .commit(),
        ...members.map((m) =>
          conversationMember
            .create({ ...base, ...m, relevant_company_ids: c.companyIds, last_message_at: at, seen_at: at })
            .commit(),
        ),
        ...c.companyIds.map((companyId) =>
          companyConversation.create({ ...base, companyId, last_message_at: at }).commit(),
        ),
      ])
      .go(),
    () => new Conflict('The conversation could not be created, please try again'),
  );
  await indexConversationWords(
    c.firmId,
    conversationId,
    await wordsFor(c.firmId, [...c.advisorIds, ...c.userIds], c.companyIds),
  );
  return (await getConversation(c.firmId, conversationId))!;
}

/**
 * Messages of one lane, newest page first, answered oldest first as the pane shows them. `previousCount`: how many
 * the page before holds (MD §2 'Previous N messages' names it), read with this page in the same query.
 */
export async function listMessages(
  firmId: string,
  conversationId: string,
  lane: string,
  limit: number,
  before?: string,
): Promise<Page<MessageItem> & { previousCount: number }> {
  const q = Message.query.byConversation({ firmId, conversationId, lane });
  const b = before ? splitCursor(before) : null;
  const { data } = await (b ? q.lt({ sent_at: b.at, messageId: b.id }) : q).go({ order: 'desc', limit: limit * 2 });
  const page = paged(data, limit, (m) => cursorOf(m.sent_at, m.messageId));
  return { items: page.items.reverse(), next: page.next, previousCount: Math.max(0, data.length - limit) };
}

export const listPane = (firmId: string, conversationId: string, limit: number, before?: string) =>
  listMessages(firmId, conversationId, paneLane, limit, before);
export const listScheduled = (firmId: string, conversationId: string) =>
  listMessages(firmId, conversationId, scheduledLane, 100);
export const listThread = (firmId: string, conversationId: string, parentId: string, limit: number, before?: string) =>
  listMessages(firmId, conversationId, threadLane(parentId), limit, before);

/** Export: the pane's messages delivered in [from, until) (ISO instants), oldest first, a page at a time. */
export async function listPaneBetween(
  firmId: string,
  conversationId: string,
  from: string,
  until: string,
  limit: number,
  cursor?: string | null,
): Promise<Page<MessageItem>> {
  // The key's upper bound 'MSG#{until}' sorts before every 'MSG#{until}#{id}', so `until` itself is left out.
  const { data, cursor: next } = await Message.query
    .byConversation({ firmId, conversationId, lane: paneLane })
    .between({ sent_at: from }, { sent_at: until })
    .go({ order: 'asc', limit, cursor: cursor ?? null });
  return { items: data, next: next ?? null };
}

/**
 * Export: thread replies delivered in [from, until), a page at a time. Replies are keyed by their parent, not by
 * time, so this reads every reply of the conversation and keeps those in range: an export is a rare staff action,
 * replies are a small part of a conversation, and the caller caps how much it reads.
 */
export async function listRepliesBetween(
  firmId: string,
  conversationId: string,
  from: string,
  until: string,
  limit: number,
  cursor?: string | null,
): Promise<Page<MessageItem>> {
  const { data, cursor: next } = await Message.query
    .byConversation({ firmId, conversationId })
    .begins({ lane: threadLane('') })
    .where((a, op) => `${op.gte(a.sent_at, from)} AND ${op.lt(a.sent_at, until)}`)
    .go({ limit, cursor: cursor ?? null });
  return { items: data, next: next ?? null };
}

export async function findMessage(firmId: string, messageId: string): Promise<MessageItem | null> {
  const { data } = await Message.query.byId({ firmId, messageId }).go({ limit: 1 });
  return data[0] ?? null;
}

/** Work due later because of a message (its notice, its reminders): a due item the sweeper enqueues. */
/** A due item written with a delivered message: a job of conversations/jobs.ts, by name, and its payload. */
export interface FollowUp {
  id: string;
  kind: string;
  dueAt: string;
  payload: { firmId: string; conversationId: string; messageId: string; step?: number };
}

export interface NewMessage {
  firmId: string;
  conversationId: string;
  lane: string;
  sentAt: string;
  text: string;
  userId: string;
  userName: string;
  isFirmUser: boolean;
  tag: 'general' | 'urgent' | 'emergency';
  threadId?: string | null;
  scheduledTime?: string | null;
  hasReminder: boolean;
  isAutoReply?: boolean;
}

/**
 * Delivers a message: the message, the conversation's last message, every member's inbox row (unseen
 * +1 for everyone but the sender, whose row is seen) and every entity link move together, or not at
 * all. A reply also counts on its parent. `replaces`: the scheduled message this delivery moves out of
 * its waiting lane; the write fails if another delivery already moved it.
 */
export async function deliverMessage(
  m: NewMessage,
  to: { members: ConversationMemberItem[]; companyIds: string[]; parent?: MessageItem | null; replaces?: MessageItem },
  followUps: (messageId: string) => FollowUp[] = () => [],
): Promise<MessageItem> {
  const messageId = to.replaces?.messageId ?? newId();
  const base = { firmId: m.firmId, conversationId: m.conversationId };
  const last = { message_id: messageId, text: m.text, created_at: m.sentAt, user_id: m.userId };
  const key = { ...base, lane: m.lane, sent_at: m.sentAt, messageId };
  await mustCommit(
    db.transaction
      .write(({ message, conversation, conversationMember, companyConversation, dueItem }) => [
        ...(to.replaces
          ? [
              message
                .delete(keyOf(to.replaces))
                .where((a, op) => op.exists(a.messageId))
                .commit(),
            ]
          : []),
        message.create({ ...key, ...messageFields(m) }).commit(),
        conversation.patch(base).set({ last_message: last, last_message_at: m.sentAt }).commit(),
        ...to.members.map((mem) =>
          mem.userId === m.userId
            ? conversationMember
                .patch({ ...base, userId: mem.userId })
                .set({ last_message_at: m.sentAt, unseen: 0, seen_at: m.sentAt })
                .commit()
            : conversationMember
                .patch({ ...base, userId: mem.userId })
                .set({ last_message_at: m.sentAt })
                .add({ unseen: 1 })
                .commit(),
        ),
        ...to.companyIds.map((companyId) =>
          companyConversation
            .patch({ ...base, companyId })
            .set({ last_message_at: m.sentAt })
            .commit(),
        ),
        ...(to.parent
          ? [message.patch(keyOf(to.parent)).add({ reply_count: 1 }).set({ last_reply_at: m.sentAt }).commit()]
          : []),
        // In the same write, so a delivered message never lacks its notice or reminder.
        ...followUps(messageId).map((f) =>
          dueItem
            .create({
              firmId: m.firmId,
              id: f.id,
              kind: f.kind,
              payload: f.payload,
              due_at: f.dueAt,
              status: 'pending',
              shard: dueShardOf(f.id),
            })
            .commit(),
        ),
      ])
      .go(),
    () => new Conflict('This message was already sent'),
  );
  const delivered = (await Message.get(key).go({ consistent: true })).data!;
  await indexMessage(delivered, []);
  return delivered;
}

/**
 * Keeps a message's search words in step with it (after it is delivered, edited, deleted): the words it has
 * now are written and the `before` ones it lost are deleted. The message is already saved: should the index
 * write fail, the change stands and the failure is logged (the next change of the message writes them again).
 */
async function indexMessage(m: MessageItem, before: readonly string[]): Promise<void> {
  try {
    await indexMessageWords(m.firmId, m.conversationId, m.messageId, wordsOf(m), before);
  } catch (e) {
    log('error', 'message search words not written', {
      firmId: m.firmId,
      messageId: m.messageId,
      error: (e as Error).message,
    });
  }
}

const wordsOf = (m: MessageItem) => wordsOfMessage({ ...m, scheduledLane });

/** After a batch moved: its messages' search words follow them (idempotent; a failure is logged, as above). */
async function moveIndexedWords(firmId: string, toId: string, moved: MessageItem[]): Promise<void> {
  try {
    await moveMessageWords(
      firmId,
      toId,
      moved.map((m) => ({ conversationId: m.conversationId, messageId: m.messageId, words: wordsOf(m) })),
    );
  } catch (e) {
    log('error', 'moved messages’ search words not written', { firmId, toId, error: (e as Error).message });
  }
}

/** What a message says and who wrote it, the same whether it is delivered now or waits for its time. */
function messageFields(
  m: Pick<
    NewMessage,
    'text' | 'userId' | 'userName' | 'isFirmUser' | 'tag' | 'threadId' | 'scheduledTime' | 'hasReminder' | 'isAutoReply'
  >,
) {
  return {
    text: m.text,
    user_id: m.userId,
    user_name: m.userName,
    is_firm_user: m.isFirmUser,
    tag: m.tag,
    message_thread_id: m.threadId ?? undefined,
    scheduled: Boolean(m.scheduledTime),
    scheduled_time: m.scheduledTime ?? undefined,
    has_reminder: m.hasReminder,
    ...(m.isAutoReply ? { is_auto_reply: true } : {}),
  };
}

export const keyOf = (m: MessageItem) => ({
  firmId: m.firmId,
  conversationId: m.conversationId,
  lane: m.lane,
  sent_at: m.sent_at,
  messageId: m.messageId,
});

/** A scheduled message waits in its own lane, keyed by its time, until the sweeper delivers it. */
export async function storeScheduled(
  m: Omit<NewMessage, 'lane' | 'sentAt' | 'scheduledTime'> & { messageId: string; scheduledTime: string },
): Promise<MessageItem> {
  const key = {
    firmId: m.firmId,
    conversationId: m.conversationId,
    lane: scheduledLane,
    sent_at: m.scheduledTime,
    messageId: m.messageId,
  };
  await Message.create({ ...key, ...messageFields(m) }).go();
  return (await Message.get(key).go({ consistent: true })).data!;
}

export async function markSeen(firmId: string, conversationId: string, userId: string, at: string): Promise<void> {
  await ConversationMember.patch({ firmId, conversationId, userId }).set({ unseen: 0, seen_at: at }).go();
}

/** Mark as unseen: the last message counts as new again. */
export async function markUnseen(
  firmId: string,
  conversationId: string,
  userId: string,
  lastMessageAt: string,
): Promise<void> {
  const before = new Date(Date.parse(lastMessageAt) - 1).toISOString();
  await ConversationMember.patch({ firmId, conversationId, userId })
    .set({ seen_at: before })
    .where((a, op) => op.exists(a.userId))
    .go();
  await ConversationMember.patch({ firmId, conversationId, userId })
    .set({ unseen: 1 })
    .where((a, op) => op.eq(a.unseen, 0))
    .go()
    .catch(ignoreConditionFailure);
}

function ignoreConditionFailure(e: unknown) {
  if (!isConditionFailure(e)) throw e;
}

/**
 * Changes a delivered or waiting message's text (Edit), or marks it deleted (Delete, Unsend), and keeps the
 * conversation's last message in step when it is that message, so list previews follow.
 */
export async function reviseMessage(
  m: MessageItem,
  change: { text: string } | { deleted_at: string },
): Promise<MessageItem> {
  const updated = 'text' in change ? { text: change.text, is_edited: true } : { deleted_at: change.deleted_at };
  const next = (
    await Message.patch(keyOf(m))
      .set(updated)
      .where((a, op) => op.notExists(a.deleted_at))
      .go({ response: 'all_new' })
      .catch((e) => {
        if (isConditionFailure(e)) throw new Conflict('This message was deleted');
        throw e;
      })
  ).data as MessageItem;
  await indexMessage(next, wordsOf(m));
  const conversation = await getConversation(m.firmId, m.conversationId);
  const last = conversation?.last_message as
    | { message_id?: string; text: string; created_at: string; user_id: string }
    | undefined;
  if (last && last.message_id === m.messageId) {
    const lastNow = 'text' in change ? { ...last, text: change.text } : { ...last, deleted: true };
    // Only if the last message is still this one: a newer message wins.
    await Conversation.patch({ firmId: m.firmId, conversationId: m.conversationId })
      .set({ last_message: lastNow })
      .where((a, op) => op.eq(a.last_message_at, last.created_at))
      .go()
      .catch(ignoreConditionFailure);
  }
  return next;
}

/** Moves a waiting message to a new time; Conflict when it was delivered or deleted meanwhile. */
export async function moveScheduled(m: MessageItem, to: string): Promise<MessageItem> {
  const key = { ...keyOf(m), sent_at: to };
  const { firmId, conversationId, lane, sent_at, messageId, ...rest } = m;
  void sent_at;
  await mustCommit(
    db.transaction
      .write(({ message }) => [
        message
          .delete(keyOf(m))
          .where((a, op) => op.exists(a.messageId))
          .commit(),
        message.create({ ...rest, firmId, conversationId, lane, messageId, sent_at: to, scheduled_time: to }).commit(),
      ])
      .go(),
    () => new Conflict('This message was already sent'),
  );
  return (await Message.get(key).go({ consistent: true })).data!;
}

/** Removes a waiting message for good; false when the sweeper delivered it first. */
export async function deleteWaiting(m: MessageItem): Promise<boolean> {
  try {
    await Message.delete(keyOf(m))
      .where((a, op) => op.exists(a.messageId))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Thread seen state: the time the member last opened each thread, on their member row. */
export async function markThreadSeen(
  firmId: string,
  conversationId: string,
  userId: string,
  threadId: string,
  at: string,
): Promise<void> {
  const member = await getMember(firmId, conversationId, userId);
  if (!member) return;
  const seen = { ...((member.thread_seen_at ?? {}) as Record<string, string>), [threadId]: at };
  await ConversationMember.patch({ firmId, conversationId, userId }).set({ thread_seen_at: seen }).go();
}

/** Participant changes in place: staff added as members (seeing from now on), staff removed. */
export async function changeAdvisors(c: ConversationItem, advisorIds: string[], now: string): Promise<void> {
  const base = { firmId: c.firmId, conversationId: c.conversationId };
  const before = new Set<string>(c.advisor_ids ?? []);
  const after = new Set(advisorIds);
  const added = advisorIds.filter((id) => !before.has(id));
  const removed = [...before].filter((id) => !after.has(id));
  await mustCommit(
    db.transaction
      .write(({ conversation, conversationMember }) => [
        conversation
          .patch(base)
          .set({ advisor_ids: [...after] })
          .where((a, op) => op.eq(a.updated_at, c.updated_at ?? ''))
          .commit(),
        ...added.map((userId) =>
          conversationMember
            .create({
              ...base,
              userId,
              is_firm_user: true,
              relevant_company_ids: c.relevant_company_ids ?? [],
              last_message_at: c.last_message_at,
              seen_at: now,
            })
            .commit(),
        ),
        ...removed.map((userId) => conversationMember.delete({ ...base, userId }).commit()),
      ])
      .go(),
    () => new Conflict('The participants changed meanwhile. Please reload and try again.'),
  );
  await reindexConversation(c.firmId, c.conversationId);
}

/**
 * Manage Participants, 'move messages to the existing conversation' (MD §4): the entity's other live conversation
 * with exactly these firm users, clients and entities, or null. It reads the entity's conversations, newest first,
 * up to `scan` of them (an entity has a handful).
 */
export async function findSameParticipants(
  c: ConversationItem,
  advisorIds: string[],
  scan = 200,
): Promise<ConversationItem | null> {
  const companyIds: string[] = c.relevant_company_ids ?? [];
  if (companyIds.length === 0) return null;
  const same = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
  const advisors = [...new Set(advisorIds)];
  const { items } = await listCompanyConversations(c.firmId, companyIds[0], scan);
  return (
    items.find(
      (o) =>
        o.conversationId !== c.conversationId &&
        !o.replaced_by_id &&
        same(o.relevant_company_ids ?? [], companyIds) &&
        same(o.user_ids ?? [], c.user_ids ?? []) &&
        same([...new Set<string>(o.advisor_ids ?? [])], advisors),
    ) ?? null
  );
}

/** Messages moved per transaction: a copy and a delete each, well under DynamoDB's 100 writes. */
export const moveBatchSize = 25;

/**
 * Moves up to `maxBatches` batches of a conversation's messages (pane, thread replies, waiting ones) into another,
 * keeping their ids, times, lanes and everything else. Each batch copies and deletes in one transaction, so a
 * message is always in exactly one of the two; a repeat (a retried job, two runs at once) only finds what is left.
 * 'done' when the source has no message left.
 */
export async function moveMessages(
  firmId: string,
  fromId: string,
  toId: string,
  maxBatches = 40,
): Promise<'done' | 'more'> {
  const lanes = [
    () => Message.query.byConversation({ firmId, conversationId: fromId, lane: paneLane }),
    () => Message.query.byConversation({ firmId, conversationId: fromId, lane: scheduledLane }),
    () => Message.query.byConversation({ firmId, conversationId: fromId }).begins({ lane: threadLane('') }),
  ];
  let batches = 0;
  for (const lane of lanes) {
    while (true) {
      if (batches >= maxBatches) return 'more';
      const { data } = await lane().go({ order: 'asc', limit: moveBatchSize });
      if (data.length === 0) break;
      batches++;
      // A failed condition means another run moved some of them first: the next read finds what is left.
      await mustCommit(
        db.transaction
          .write(({ message }) =>
            data.flatMap((m) => {
              const { updated_at, ...fields } = m;
              void updated_at;
              return [
                message.put({ ...fields, conversationId: toId }).commit(),
                message
                  .delete(keyOf(m))
                  .where((a, op) => op.exists(a.messageId))
                  .commit(),
              ];
            }),
          )
          .go(),
        () => new Conflict('moved meanwhile'),
      ).catch((e) => {
        if (!(e instanceof Conflict)) throw e;
      });
      await moveIndexedWords(firmId, toId, data);
    }
  }
  return 'done';
}

/** After a move: the conversation's last message, its members' and entity links' activity follow its newest message. */
export async function refreshLastMessage(firmId: string, conversationId: string): Promise<void> {
  const [conversation, newest] = await Promise.all([
    getConversation(firmId, conversationId),
    Message.query.byConversation({ firmId, conversationId, lane: paneLane }).go({ order: 'desc', limit: 1 }),
  ]);
  const m = newest.data[0];
  if (!conversation || !m || m.sent_at <= conversation.last_message_at) return;
  const base = { firmId, conversationId };
  const last = {
    message_id: m.messageId,
    text: m.text,
    created_at: m.sent_at,
    user_id: m.user_id,
    ...(m.deleted_at ? { deleted: true } : {}),
  };
  await Conversation.patch(base)
    .set({ last_message: last, last_message_at: m.sent_at })
    .where((a, op) => op.lt(a.last_message_at, m.sent_at))
    .go()
    .catch(ignoreConditionFailure);
  const members = await listMembers(firmId, conversationId);
  await Promise.all([
    ...members
      .filter((mem) => mem.last_message_at < m.sent_at)
      .map((mem) =>
        ConversationMember.patch({ ...base, userId: mem.userId })
          .set({ last_message_at: m.sent_at })
          .go(),
      ),
    ...(conversation.relevant_company_ids ?? []).map((companyId: string) =>
      CompanyConversation.patch({ ...base, companyId })
        .set({ last_message_at: m.sent_at })
        .go()
        .catch(ignoreConditionFailure),
    ),
  ]);
}

/**
 * Archives a conversation that a new one replaces (MD §4): it keeps its messages but loses its entities,
 * so it leaves the entity lists and refuses new messages; members still find it, marked archived.
 */
export async function archiveConversation(c: ConversationItem, replacedById: string): Promise<void> {
  const base = { firmId: c.firmId, conversationId: c.conversationId };
  const members = await listMembers(c.firmId, c.conversationId);
  await mustCommit(
    db.transaction
      .write(({ conversation, conversationMember, companyConversation }) => [
        conversation
          .patch(base)
          .set({ relevant_company_ids: [], replaced_by_id: replacedById })
          .where((a, op) => op.notExists(a.replaced_by_id))
          .commit(),
        ...members.map((mem) =>
          conversationMember
            .patch({ ...base, userId: mem.userId })
            .set({ archived: true, relevant_company_ids: [] })
            .commit(),
        ),
        ...(c.relevant_company_ids ?? []).map((companyId: string) =>
          companyConversation.delete({ ...base, companyId }).commit(),
        ),
      ])
      .go(),
    () => new Conflict('This conversation was already replaced'),
  );
}

// ------------------------------------------------------------------------------------------ other domains' data
// The conversation screens read these entities for their own needs (attachments, the reply drafter's open
// items); the owning domains write them.

/** Documents by entity and id, at most a message's attachments at a time; missing ones are simply absent. */
export async function getDocuments(
  firmId: string,
  keys: { companyId: string; documentId: string }[],
): Promise<DocumentItem[]> {
  if (keys.length === 0) return [];
  return (await Document.get(keys.map((k) => ({ firmId, ...k }))).go()).data;
}

export async function getDocument(firmId: string, companyId: string, documentId: string): Promise<DocumentItem | null> {
  return (await Document.get({ firmId, companyId, documentId }).go()).data ?? null;
}

/** An entity's questionnaires, every year. */
export async function companyQuestionnaires(firmId: string, companyId: string): Promise<QuestionnaireItem[]> {
  return (await Questionnaire.query.byCompanyYear({ firmId, companyId }).go({ pages: 'all' })).data;
}

/** An entity's tax returns. */
export async function companyReturns(firmId: string, companyId: string): Promise<TaxReturnItem[]> {
  return (await TaxReturn.query.byCompany({ firmId, companyId }).go({ pages: 'all' })).data as TaxReturnItem[];
}

/** The firm's name, theme and zone. */
export async function getFirm(firmId: string) {
  return (await Firm.get({ firmId }).go()).data ?? null;
}
