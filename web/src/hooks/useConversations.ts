/**
 * The conversation resources as SWR hooks (ARCHITECTURE "Web": one hook module per resource; a null key
 * until the inputs exist). Every key starts with a path under /v2/conversations, so the realtime
 * listener below can revalidate what an event is about: the conversation's screens, the lists.
 */
import { useCallback, useEffect, useMemo } from 'react';
import useSWR, { type ScopedMutator, useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { LoadError } from '../api/client';
import {
  conversationKeys,
  conversations,
  type ConversationDetail,
  type ConversationList,
  type ConversationSummary,
} from '../api/conversations';
import { unseenMessageCount } from '../nav/unseen';
import { useRealtime, type RealtimeEvent } from './useRealtime';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

/**
 * Paged lists on screen. A global mutate(filter) skips useSWRInfinite's own keys, so each list registers
 * how to revalidate itself here, and useRevalidateConversations calls them too.
 */
const liveLists = new Set<() => Promise<unknown>>();

/**
 * The lists change only when a conversation does, and every change is announced (useLiveConversations): they
 * do not reload each time the window gets focus (SWR's default), which a walk through the screens does often.
 */
const listOptions = { shouldRetryOnError: noRetryOn4xx, revalidateOnFocus: false } as const;

type ListPageKey = readonly [typeof conversationKeys.list, string, string | null, boolean, string | null];

/** Pages may overlap when a conversation moves up between loads: each shows once, where it was first listed. */
function uniqueById(items: ConversationSummary[]): ConversationSummary[] {
  const seen = new Set<string>();
  return items.filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id)));
}

/**
 * The list: an entity's conversations (or all, for staff), optionally unread only, a page at a time
 * (`loadMore` follows next_cursor). A revalidation reloads the pages loaded, from the first.
 * MD §8: failures show an empty list.
 */
export function useConversationList(opts: { companyId: string | null; showUnread: boolean; enabled?: boolean }) {
  const session = useSession();
  const getKey = (index: number, previous: ConversationList | null): ListPageKey | null => {
    if (!session || opts.enabled === false || (index > 0 && !previous?.next_cursor)) return null;
    return [
      conversationKeys.list,
      session.sid,
      opts.companyId,
      opts.showUnread,
      index === 0 ? null : previous!.next_cursor,
    ];
  };
  const pages = useSWRInfinite<ConversationList, LoadError>(
    getKey,
    ([, , company_id, show_unread, cursor]: ListPageKey) =>
      unwrap(conversations.list({ company_id: company_id ?? undefined, show_unread, cursor: cursor ?? undefined })),
    listOptions,
  );
  const { mutate, setSize, size, data } = pages;
  // `mutate` is new for each list (entity, Show Unread). One already loaded shows at once and reloads: a
  // realtime event may have changed it while another list was on screen, and SWR would skip that reload
  // within its dedupe window.
  const loadedBefore = data !== undefined;
  useEffect(() => {
    if (loadedBefore) void mutate();
    const revalidate = () => mutate();
    liveLists.add(revalidate);
    return () => void liveLists.delete(revalidate);
    // Only when the list changes, not when its data does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mutate]);
  const items = useMemo(() => uniqueById(data?.flatMap((p) => p.conversations) ?? []), [data]);
  const hasMore = Boolean(data?.[data.length - 1]?.next_cursor);
  return {
    conversations: items,
    isLoading: pages.isLoading,
    hasMore,
    loadingMore: data !== undefined && size > data.length,
    loadMore: useCallback(() => void setSize((n) => n + 1), [setSize]),
  };
}

/**
 * FA §2.3: the unseen count of the client's Messages link, over their conversations about the selected
 * entity (the first 50). Its key is a conversation key, so realtime events and marking seen refresh it.
 */
export function useUnseenMessageCount(companyId: string | null): number {
  const session = useSession();
  const key = session && companyId ? ([conversationKeys.list, session.sid, 'unseen', companyId] as const) : null;
  const { data } = useSWR<ConversationList>(
    key,
    ([, , , company_id]: typeof key & {}) => unwrap(conversations.list({ company_id, per_page: 50 })),
    listOptions,
  );
  useLiveConversations();
  return data ? unseenMessageCount(data.conversations) : 0;
}

/** The search box's results (null key while the box is empty). */
export function useConversationSearch(search: string) {
  const session = useSession();
  const key = session && search.trim() ? ([conversationKeys.search, session.sid, search.trim()] as const) : null;
  return useSWR<ConversationList>(key, ([, , q]: typeof key & {}) => unwrap(conversations.search(q)), {
    ...listOptions,
    keepPreviousData: true,
  });
}

/** One conversation: its latest page of messages, or the page before `before`. */
export function useConversation(id: string | null | undefined, before: string | null) {
  const session = useSession();
  const key = session && id ? ([conversationKeys.detail, session.sid, id, before] as const) : null;
  return useSWR<ConversationDetail>(
    key,
    ([, , cid, b]: typeof key & {}) => unwrap(conversations.get(cid, { before: b })),
    {
      shouldRetryOnError: noRetryOn4xx,
    },
  );
}

/** A thread's replies (the detail call with thread_id answers them as `thread`). */
export function useThread(conversationId: string | null | undefined, threadId: string | null) {
  const session = useSession();
  const key =
    session && conversationId && threadId
      ? ([conversationKeys.detail, session.sid, conversationId, 'thread', threadId] as const)
      : null;
  return useSWR<ConversationDetail>(
    key,
    ([, , cid, , tid]: typeof key & {}) => unwrap(conversations.get(cid, { thread_id: tid, before: null })),
    {
      shouldRetryOnError: noRetryOn4xx,
    },
  );
}

const isConversationKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && (Object.values(conversationKeys) as string[]).includes(key[0]);
/** The list rows: every list and the search results (an edit or a new message changes their previews). */
const isListKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === conversationKeys.list || key[0] === conversationKeys.search);
/** An open conversation's pages and threads. */
const isDetailOf = (ids: ReadonlySet<string>) => (key: unknown) =>
  Array.isArray(key) && key[0] === conversationKeys.detail && ids.has(key[2] as string);

/**
 * Refreshes for the whole tab, however many screens listen (the shell's badge and a page at once). Realtime
 * events wait about a second (MD §7) so a burst is fetched once; what the person did themselves is fetched
 * at once, together with whatever events are waiting. A refresh reloads what changed: the open screens of
 * the conversations named (only mounted keys load), then, when their rows can have changed, the lists.
 */
export const eventRefreshMs = 1000;
interface Refresh {
  ids: Set<string>;
  lists: boolean;
  all: boolean;
}
let pending: Refresh = { ids: new Set(), lists: false, all: false };
let timer: ReturnType<typeof setTimeout> | undefined;
let dueAt = Number.POSITIVE_INFINITY;
let running: Promise<void> | null = null;
let cacheMutate: ScopedMutator | null = null;
/** Conversations being marked seen: a refresh waits for them so its lists show them read. */
const seeing = new Map<string, Promise<void>>();

function requestRefresh(what: Partial<Omit<Refresh, 'ids'>> & { id?: string }, delayMs: number) {
  if (what.id) pending.ids.add(what.id);
  pending.lists ||= Boolean(what.lists);
  pending.all ||= Boolean(what.all);
  const at = Date.now() + delayMs;
  if (timer !== undefined && at >= dueAt) return; // the refresh already waiting covers it
  clearTimeout(timer);
  dueAt = at;
  timer = setTimeout(() => void run(), delayMs);
}

async function run() {
  timer = undefined;
  dueAt = Number.POSITIVE_INFINITY;
  while (running) await running;
  // A failed load shows on its screen (SWR keeps the error); the next event or action tries again.
  running = flush()
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
}

const revalidateLists = (mutate: ScopedMutator) =>
  Promise.all([mutate(isListKey), ...[...liveLists].map((revalidate) => revalidate())]);

async function flush() {
  const mutate = cacheMutate;
  if (!mutate) return;
  if (pending.all) {
    pending = { ids: new Set(), lists: false, all: false };
    await Promise.all([mutate(isConversationKey), ...[...liveLists].map((revalidate) => revalidate())]);
    return;
  }
  const ids = pending.ids;
  pending.ids = new Set();
  if (ids.size > 0) {
    await mutate(isDetailOf(ids));
    // An open conversation that got a message is marked seen by its screen (an effect after the render):
    // the lists load after that, once, with it read.
    await new Promise((ok) => setTimeout(ok, 50));
    await Promise.all(seeing.values());
  }
  if (pending.lists) {
    pending.lists = false;
    await revalidateLists(mutate);
  }
}

/**
 * Reading marks a conversation seen (MD §2: its unread count clears): once however many screens show it. The
 * open screen drops its unseen marks at once; the lists follow, with the refresh that may be waiting on it.
 */
export function useMarkSeen(me: string): (conversationId: string) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (conversationId: string) => {
      if (seeing.has(conversationId)) return;
      const done = conversations
        .markSeen(conversationId)
        .then(async (res) => {
          if (!res?.ok) return;
          await mutate<ConversationDetail>(
            isDetailOf(new Set([conversationId])),
            (d) =>
              d && {
                ...d,
                unseen_messages: 0,
                messages: d.messages.map((m) => ({
                  ...m,
                  unseen_user_ids: m.unseen_user_ids.filter((id) => id !== me),
                })),
              },
            // A key still loading (a thread just opened) has no data to mark, and SWR drops the answer of a load
            // that a mutation overtook: load those again; the loaded ones need no second fetch.
            { revalidate: (data) => data === undefined },
          );
          cacheMutate = mutate;
          requestRefresh({ lists: true }, 0);
        })
        .finally(() => seeing.delete(conversationId));
      seeing.set(conversationId, done);
    },
    [mutate, me],
  );
}

/**
 * Revalidates every loaded conversation resource (list, search, open conversation and thread), after what the
 * person did; events waiting for their refresh are fetched with it.
 */
export function useRevalidateConversations(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    cacheMutate = mutate;
    requestRefresh({ all: true }, 0);
  }, [mutate]);
}

/**
 * Keeps the conversation screens live: a newMessages or conversationChanged event refreshes, about a second
 * later, the screens of that conversation and, when their rows can change, the lists (a scheduled message
 * is in no list row); a reconnect, after which events may have been missed, refreshes everything loaded.
 */
export function useLiveConversations(onNewMessage?: (event: RealtimeEvent) => void): void {
  const { mutate } = useSWRConfig();
  cacheMutate = mutate;
  useRealtime((event) => {
    if (event.type === 'reconnected') return requestRefresh({ all: true }, eventRefreshMs);
    if (event.type !== 'newMessages' && event.type !== 'conversationChanged') return;
    if (typeof event.conversation_id !== 'string') return;
    if (event.type === 'newMessages') onNewMessage?.(event);
    const change = typeof event.change === 'string' ? event.change : '';
    requestRefresh({ id: event.conversation_id, lists: !change.startsWith('scheduled_') }, eventRefreshMs);
  });
}
