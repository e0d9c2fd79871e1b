/**
 * Who takes part in a conversation follows the people it is about: an entity's owners (FA §2.5 'update owners
 * (conversation management)', §3.3 'New owner') and a client's assigned firm user (FA §5.4). These writes change
 * conversations from outside the conversations domain, so they live here, on the conversation items themselves.
 *
 * An owner change reaches each live conversation of the entity in one of three ways (FA §4.1 / MD §4 offer 'start a
 * new conversation (the old one is archived)' or 'move messages to the existing conversation'):
 * - transfer (should_transfer_over_previous_messages): the conversation goes on with the new owners; every previous
 *   message stays in it, so the new owners see them; removed owners leave it.
 * - copy (should_copy_over_previous_messages): a new conversation with the new owners takes over and starts with a
 *   copy of the previous messages; the old one is archived with the originals.
 * - fresh (neither): a new conversation with the new owners takes over, empty; the old one is archived with its
 *   messages (FA §6: admins can still read them).
 * Nothing is lost either way: archived conversations keep their messages, and messages waiting for their scheduled
 * time move to the conversation that goes on, so they are still sent.
 */
import { mapThreadLane, copyId } from './entity-conversation-ids';
import { Conversation, type ConversationItem } from './data/entities/conversation';
import { ConversationMember, type ConversationMemberItem } from './data/entities/conversation-member';
import { CompanyConversation } from './data/entities/company-conversation';
import { MessageWord } from './data/entities/conversation-word';
import { Membership } from './data/entities/membership';
import { Message, paneLane, scheduledLane, threadLane, type MessageItem } from './data/entities/message';
import { db } from './data/service';
import { getItems } from './data/batch-get';
import { mustCommit } from './data/transact';
import { Conflict } from './errors';
import { newId } from './auth/secrets';
import { publishToUser } from './adapters/realtime';
import { indexConversationWords, reindexConversation, wordsFor, wordsOfMessage } from './conversation-words';
import { log } from './log';

export type HistoryMode = 'transfer' | 'copy' | 'fresh';

/** Transfer wins when both are asked: moving the messages along already lets the new owners see them. */
export function historyMode(o: { copy: boolean; transfer: boolean }): HistoryMode {
  return o.transfer ? 'transfer' : o.copy ? 'copy' : 'fresh';
}

/** A conversation's clients after an owner change: removed ones leave unless `keep` holds them, added ones join. */
export function clientsAfter(
  current: readonly string[],
  change: { added: readonly string[]; removed: readonly string[] },
  keep: ReadonlySet<string> = new Set(),
): string[] {
  const removed = new Set(change.removed.filter((u) => !keep.has(u)));
  return [...new Set([...current.filter((u) => !removed.has(u)), ...change.added])];
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** How many of an entity's conversations are looked at: an entity has a handful, the newest first. */
const liveScan = 20;
/** DynamoDB's limit on one transaction. */
const maxWrites = 100;

/** An entity's live (not archived) conversations, newest activity first. */
export async function liveConversationsOf(firmId: string, companyId: string): Promise<ConversationItem[]> {
  const { data } = await CompanyConversation.query
    .byCompanyActivity({ firmId, companyId })
    .go({ order: 'desc', limit: liveScan });
  const conversations = await getItems(
    Conversation,
    data.map((l) => ({ firmId, conversationId: l.conversationId })),
    { consistent: true },
  );
  return conversations.filter((c) => (c.relevant_company_ids ?? []).length > 0 && !c.replaced_by_id);
}

async function membersOf(firmId: string, conversationId: string): Promise<ConversationMemberItem[]> {
  return (await ConversationMember.query.byConversation({ firmId, conversationId }).go({ pages: 'all' })).data;
}

type Change = 'participants_changed' | 'archived';
/** Best effort, as the conversations domain's own announcements: the change is stored; open screens refetch. */
async function announce(firmId: string, userIds: string[], conversationId: string, change: Change) {
  const results = await Promise.allSettled(
    [...new Set(userIds)].map((userId) =>
      publishToUser(firmId, userId, { type: 'conversationChanged', conversation_id: conversationId, change }),
    ),
  );
  if (results.some((r) => r.status === 'rejected'))
    log('warn', 'conversationChanged publish failed', { firmId, conversationId, change });
}

/**
 * In place: the conversation goes on with these firm users and clients. Who joins sees its messages (nothing
 * unseen), who leaves loses it. Guarded by the conversation's updated_at, so a change meanwhile is a Conflict.
 */
export async function setParticipants(
  c: ConversationItem,
  next: { advisorIds: string[]; userIds: string[] },
  now: string,
): Promise<void> {
  const base = { firmId: c.firmId, conversationId: c.conversationId };
  const members = await membersOf(c.firmId, c.conversationId);
  const had = new Set(members.map((m) => m.userId));
  const wanted = new Map<string, boolean>([
    ...next.userIds.map((id) => [id, false] as const),
    ...next.advisorIds.map((id) => [id, true] as const),
  ]);
  const joining = [...wanted].filter(([id]) => !had.has(id));
  const leaving = members.filter((m) => !wanted.has(m.userId)).map((m) => m.userId);
  if (1 + joining.length + leaving.length > maxWrites) throw new Conflict('Too many participants to change at once');
  await mustCommit(
    db.transaction
      .write(({ conversation, conversationMember }) => [
        conversation
          .patch(base)
          .set({ advisor_ids: next.advisorIds, user_ids: next.userIds })
          .where((a, op) => op.eq(a.updated_at, c.updated_at ?? ''))
          .commit(),
        ...joining.map(([userId, isFirmUser]) =>
          conversationMember
            .create({
              ...base,
              userId,
              is_firm_user: isFirmUser,
              relevant_company_ids: c.relevant_company_ids ?? [],
              last_message_at: c.last_message_at,
              seen_at: now,
            })
            .commit(),
        ),
        ...leaving.map((userId) => conversationMember.delete({ ...base, userId }).commit()),
      ])
      .go(),
    () => new Conflict('The conversation changed meanwhile. Please reload and try again.'),
  );
  await reindexConversation(c.firmId, c.conversationId);
  await announce(c.firmId, [...had, ...wanted.keys()], c.conversationId, 'participants_changed');
}

/**
 * A new conversation with these clients (the same firm users and entities) takes over from `c`, which is archived
 * (MD §4): both in one transaction when they fit in one. With `copy`, the new one starts with `c`'s last message
 * as its own (its copy lands with copyHistory) and its place in the lists.
 */
async function replaceConversation(c: ConversationItem, userIds: string[], copy: boolean, now: string) {
  const firmId = c.firmId;
  const conversationId = newId();
  const companyIds: string[] = c.relevant_company_ids ?? [];
  const advisorIds: string[] = c.advisor_ids ?? [];
  const last = c.last_message as { message_id?: string } | undefined;
  const at = copy && last ? c.last_message_at : now;
  const oldMembers = await membersOf(firmId, c.conversationId);
  const base = { firmId, conversationId };
  const oldBase = { firmId, conversationId: c.conversationId };
  const members = [
    ...advisorIds.map((userId) => ({ userId, is_firm_user: true })),
    ...userIds.filter((u) => !advisorIds.includes(u)).map((userId) => ({ userId, is_firm_user: false })),
  ];
  type Tx = Parameters<Parameters<typeof db.transaction.write>[0]>[0];
  const create = ({ conversation, conversationMember, companyConversation }: Tx) => [
    conversation
      .create({
        ...base,
        advisor_ids: advisorIds,
        user_ids: userIds,
        relevant_company_ids: companyIds,
        last_message_at: at,
        ...(copy && last?.message_id
          ? { last_message: { ...last, message_id: copyId(conversationId, last.message_id) } }
          : {}),
      })
      .commit(),
    ...members.map((m) =>
      conversationMember
        .create({ ...base, ...m, relevant_company_ids: companyIds, last_message_at: at, seen_at: now })
        .commit(),
    ),
    ...companyIds.map((companyId) => companyConversation.create({ ...base, companyId, last_message_at: at }).commit()),
  ];
  const archive = ({ conversation, conversationMember, companyConversation }: Tx) => [
    conversation
      .patch(oldBase)
      .set({ relevant_company_ids: [], replaced_by_id: conversationId })
      .where((a, op) => `${op.notExists(a.replaced_by_id)} AND ${op.eq(a.updated_at, c.updated_at ?? '')}`)
      .commit(),
    ...oldMembers.map((m) =>
      conversationMember
        .patch({ ...oldBase, userId: m.userId })
        .set({ archived: true, relevant_company_ids: [] })
        .commit(),
    ),
    ...companyIds.map((companyId) => companyConversation.delete({ ...oldBase, companyId }).commit()),
  ];
  const changed = () => new Conflict('The conversation changed meanwhile. Please reload and try again.');
  const writes = 1 + members.length + companyIds.length + 1 + oldMembers.length + companyIds.length;
  if (writes <= maxWrites) {
    await mustCommit(db.transaction.write((tx) => [...create(tx), ...archive(tx)]).go(), changed);
  } else {
    // Too many people for one transaction: the old one is archived first, so nobody writes into it meanwhile.
    await mustCommit(db.transaction.write(archive).go(), changed);
    await mustCommit(db.transaction.write(create).go(), changed);
  }
  await indexConversationWords(firmId, conversationId, await wordsFor(firmId, [...advisorIds, ...userIds], companyIds));
  await announce(
    firmId,
    oldMembers.map((m) => m.userId),
    c.conversationId,
    'archived',
  );
  await announce(firmId, [...advisorIds, ...userIds], conversationId, 'participants_changed');
  return conversationId;
}

/** Messages moved or copied per transaction: well under DynamoDB's 100 writes. */
const batchSize = 25;

/**
 * Messages waiting for their scheduled time move (ids kept: their due items find them by id) to the conversation
 * that takes over, so they are still sent. An entity's conversation has a few; each batch moves atomically.
 */
async function moveWaiting(firmId: string, fromId: string, toId: string): Promise<void> {
  for (let round = 0; round < 8; round++) {
    const { data } = await Message.query
      .byConversation({ firmId, conversationId: fromId, lane: scheduledLane })
      .go({ limit: batchSize });
    if (data.length === 0) return;
    await mustCommit(
      db.transaction
        .write(({ message }) =>
          data.flatMap((m) => {
            const { updated_at, ...fields } = m;
            void updated_at;
            return [
              message.put({ ...fields, conversationId: toId }).commit(),
              message
                .delete({ firmId, conversationId: fromId, lane: m.lane, sent_at: m.sent_at, messageId: m.messageId })
                .where((a, op) => op.exists(a.messageId))
                .commit(),
            ];
          }),
        )
        .go(),
      () => new Conflict('moved meanwhile'),
    ).catch((e) => {
      // Delivered or moved by someone else first: the next read finds what is left.
      if (!(e instanceof Conflict)) throw e;
    });
  }
}

/** A copy of a message in another conversation: a new id made from the old one, so a repeat writes the same copy. */
function copyOf(m: MessageItem, toId: string): MessageItem {
  const { updated_at, message_thread_id, ...fields } = m;
  void updated_at;
  return {
    ...fields,
    conversationId: toId,
    messageId: copyId(toId, m.messageId),
    lane: mapThreadLane(m.lane, (parentId) => threadLane(copyId(toId, parentId))),
    ...(message_thread_id ? { message_thread_id: copyId(toId, message_thread_id) } : {}),
  } as MessageItem;
}

/** Where a copy goes on: the lane being copied and the read cursor in it. */
export type CopyCursor = { phase: 'pane' | 'threads'; cursor: string | null };

/**
 * Copies the delivered messages (pane, then thread replies) of one conversation into another, up to `maxBatches`
 * batches from `from`; answers where to go on, or null when done. Copies keep everything but their ids (made from
 * the originals', so a repeat writes the same items) and are found by the conversation search.
 */
export async function copyHistory(
  firmId: string,
  fromId: string,
  toId: string,
  maxBatches: number,
  from: CopyCursor = { phase: 'pane', cursor: null },
): Promise<CopyCursor | null> {
  let at: CopyCursor = from;
  for (let batches = 0; batches < maxBatches; batches++) {
    const q =
      at.phase === 'pane'
        ? Message.query.byConversation({ firmId, conversationId: fromId, lane: paneLane })
        : Message.query.byConversation({ firmId, conversationId: fromId }).begins({ lane: threadLane('') });
    const { data, cursor } = await q.go({ order: 'asc', limit: batchSize, cursor: at.cursor });
    if (data.length) {
      const copies = data.map((m) => copyOf(m, toId));
      await mustCommit(
        db.transaction.write(({ message }) => copies.map((m) => message.put(m).commit())).go(),
        () => new Conflict('copy failed'),
      );
      const words = copies.flatMap((m) =>
        wordsOfMessage({ ...m, scheduledLane }).map((word) => ({
          firmId,
          word,
          conversationId: toId,
          messageId: m.messageId,
        })),
      );
      if (words.length) await MessageWord.put(words).go();
    }
    if (cursor) at = { phase: at.phase, cursor };
    else if (at.phase === 'pane') at = { phase: 'threads', cursor: null };
    else return null;
  }
  return at;
}

export interface OwnersFollowed {
  /** The conversation the entity's owners now use (the newest live one), or null when the entity has none. */
  conversationId: string | null;
  /** Copies still to make: hand them to the queue. */
  copies: { fromId: string; toId: string; next: CopyCursor }[];
}

/** Batches of copies a request makes itself (250 messages); the queue makes the rest. */
const requestCopyBatches = 10;

/**
 * After an entity's owners changed (the memberships are written): each of its live conversations follows, as the
 * file's comment says, until its clients are the owners. Derived from the owners, not from what changed, so running
 * it again (a retried request) only finishes what is left. A client who is no longer an owner stays in a
 * conversation about several entities while they own another of them. Answers the conversation the owners now use
 * and any copying left for the queue.
 */
export async function followOwners(
  firmId: string,
  companyId: string,
  owners: string[],
  mode: HistoryMode,
  now = new Date().toISOString(),
): Promise<OwnersFollowed> {
  const conversations = await liveConversationsOf(firmId, companyId);
  const copies: OwnersFollowed['copies'] = [];
  let first: string | null = null;
  for (const c of conversations) {
    const current: string[] = c.user_ids ?? [];
    // A conversation of firm users only is not the owners': it stays as it is.
    if (current.length === 0) continue;
    const leaving = current.filter((u) => !owners.includes(u));
    const others = (c.relevant_company_ids ?? []).filter((id: string) => id !== companyId);
    const keep = new Set<string>();
    if (others.length)
      for (const userId of leaving) {
        const owned = await getItems(
          Membership,
          others.map((other: string) => ({ firmId, userId, companyId: other })),
        );
        if (owned.length) keep.add(userId);
      }
    const next = clientsAfter(current, { added: owners, removed: leaving }, keep);
    let id = c.conversationId;
    if (!sameSet(next, current)) {
      if (mode === 'transfer') {
        await setParticipants(c, { advisorIds: c.advisor_ids ?? [], userIds: next }, now);
      } else {
        id = await replaceConversation(c, next, mode === 'copy', now);
        await moveWaiting(firmId, c.conversationId, id);
        if (mode === 'copy') {
          const left = await copyHistory(firmId, c.conversationId, id, requestCopyBatches);
          if (left) copies.push({ fromId: c.conversationId, toId: id, next: left });
        }
      }
    }
    first ??= id;
  }
  return { conversationId: first, copies };
}

/**
 * FA §5.4: a client's assigned firm user changed. Each of the client's live conversations follows in place: the new
 * firm user joins (seeing its messages), and the previous one leaves unless another client of it is theirs too.
 * A client takes part in a handful of conversations; at most `inboxScan` of the newest are looked at.
 */
export async function followAssignedFirmUser(
  firmId: string,
  clientId: string,
  change: { from: string | null; to: string | null },
  assignedOf: (userIds: string[]) => Promise<Map<string, string | undefined>>,
  now = new Date().toISOString(),
): Promise<void> {
  const inboxScan = 100;
  const { data } = await ConversationMember.query
    .inbox({ firmId, userId: clientId })
    .go({ order: 'desc', limit: inboxScan });
  const live = data.filter((m) => !m.archived && (m.relevant_company_ids ?? []).length > 0);
  const conversations = await getItems(
    Conversation,
    live.map((m) => ({ firmId, conversationId: m.conversationId })),
    { consistent: true },
  );
  for (const c of conversations) {
    const advisors: string[] = c.advisor_ids ?? [];
    const clients: string[] = c.user_ids ?? [];
    let next = advisors;
    if (change.from && advisors.includes(change.from)) {
      const others = clients.filter((u) => u !== clientId);
      const assigned = others.length ? await assignedOf(others) : new Map();
      if (![...assigned.values()].includes(change.from)) next = next.filter((a) => a !== change.from);
    }
    if (change.to && !next.includes(change.to)) next = [...next, change.to];
    if (!sameSet(next, advisors)) await setParticipants(c, { advisorIds: next, userIds: clients }, now);
  }
}
