/**
 * The conversation resources as SWR hooks (ARCHITECTURE "Web": one hook module per resource; a null key
 * until the inputs exist). Every key starts with a path under /v2/conversations, so the realtime
 * listener below can revalidate all of them at once.
 */
import { useCallback, useEffect, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { LoadError } from '../api/client';
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
const liveLists = new Set<() => void>();

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
    { shouldRetryOnError: noRetryOn4xx },
  );
  const { mutate, setSize, size, data } = pages;
  // `mutate` is new for each list (entity, Show Unread). One already loaded shows at once and reloads: a
  // realtime event may have changed it while another list was on screen, and SWR would skip that reload
  // within its dedupe window.
  const loadedBefore = data !== undefined;
  useEffect(() => {
    if (loadedBefore) void mutate();
    const revalidate = () => void mutate();
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
    {
      shouldRetryOnError: noRetryOn4xx,
    },
  );
  useLiveConversations();
  return data ? unseenMessageCount(data.conversations) : 0;
}

/** The search box's results (null key while the box is empty). */
export function useConversationSearch(search: string) {
  const session = useSession();
  const key = session && search.trim() ? ([conversationKeys.search, session.sid, search.trim()] as const) : null;
  return useSWR<ConversationList>(key, ([, , q]: typeof key & {}) => unwrap(conversations.search(q)), {
    shouldRetryOnError: noRetryOn4xx,
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

/** Revalidates every loaded conversation resource (list, search, open conversation and thread). */
export function useRevalidateConversations(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    void mutate(isConversationKey);
    for (const revalidate of liveLists) revalidate();
  }, [mutate]);
}

/** One revalidation for the tab however many screens listen (the shell's badge and a page at once). */
let pendingRevalidation: ReturnType<typeof setTimeout> | undefined;

/**
 * Keeps the conversation screens live: a newMessages event (or a reconnect, after which events may have
 * been missed) revalidates what is loaded. Events close together are handled once, 150 ms after the first,
 * for every listener of the tab together.
 */
export function useLiveConversations(onNewMessage?: (event: RealtimeEvent) => void): void {
  const revalidate = useRevalidateConversations();
  useRealtime((event) => {
    if (event.type !== 'newMessages' && event.type !== 'reconnected') return;
    if (event.type === 'newMessages') onNewMessage?.(event);
    if (pendingRevalidation) return;
    pendingRevalidation = setTimeout(() => {
      pendingRevalidation = undefined;
      revalidate();
    }, 150);
  });
}
