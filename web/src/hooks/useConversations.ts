/**
 * The conversation resources as SWR hooks (ARCHITECTURE "Web": one hook module per resource; a null key
 * until the inputs exist). Every key starts with a path under /v2/conversations, so the realtime
 * listener below can revalidate all of them at once.
 */
import { useCallback, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { LoadError } from '../api/client';
import { conversationKeys, conversations, type ConversationDetail, type ConversationList } from '../api/conversations';
import { useRealtime, type RealtimeEvent } from './useRealtime';
import { useSession } from './useSession';

async function unwrap<T>(p: Promise<{ ok: boolean; data: T; error?: string; status: number } | undefined>): Promise<T> {
  const res = await p;
  if (!res) throw new LoadError('network');
  if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
  return res.data;
}

const noRetryOn4xx = (err: { status?: number }) => err?.status === undefined || err.status >= 500;

/** The list: an entity's conversations (or all, for staff), optionally unread only. MD §8: failures show an empty list. */
export function useConversationList(opts: { companyId: string | null; showUnread: boolean; enabled?: boolean }) {
  const session = useSession();
  const key = session && opts.enabled !== false ? ([conversationKeys.list, session.sid, opts.companyId, opts.showUnread] as const) : null;
  return useSWR<ConversationList>(key, ([, , company_id, show_unread]: typeof key & {}) => unwrap(conversations.list({ company_id: company_id ?? undefined, show_unread })), {
    shouldRetryOnError: noRetryOn4xx,
  });
}

/** The search box's results (null key while the box is empty). */
export function useConversationSearch(search: string) {
  const session = useSession();
  const key = session && search.trim() ? ([conversationKeys.search, session.sid, search.trim()] as const) : null;
  return useSWR<ConversationList>(key, ([, , q]: typeof key & {}) => unwrap(conversations.search(q)), { shouldRetryOnError: noRetryOn4xx, keepPreviousData: true });
}

/** One conversation: its latest page of messages, or the page before `before`. */
export function useConversation(id: string | null | undefined, before: string | null) {
  const session = useSession();
  const key = session && id ? ([conversationKeys.detail, session.sid, id, before] as const) : null;
  return useSWR<ConversationDetail>(key, ([, , cid, b]: typeof key & {}) => unwrap(conversations.get(cid, { before: b })), {
    shouldRetryOnError: noRetryOn4xx,
  });
}

/** A thread's replies (the detail call with thread_id answers them as `thread`). */
export function useThread(conversationId: string | null | undefined, threadId: string | null) {
  const session = useSession();
  const key = session && conversationId && threadId ? ([conversationKeys.detail, session.sid, conversationId, 'thread', threadId] as const) : null;
  return useSWR<ConversationDetail>(key, ([, , cid, , tid]: typeof key & {}) => unwrap(conversations.get(cid, { thread_id: tid, before: null })), {
    shouldRetryOnError: noRetryOn4xx,
  });
}

const isConversationKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && (Object.values(conversationKeys) as string[]).includes(key[0]);

/** Revalidates every loaded conversation resource (list, search, open conversation and thread). */
export function useRevalidateConversations(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(isConversationKey), [mutate]);
}

/**
 * Keeps the conversation screens live: a newMessages event (or a reconnect, after which events may have
 * been missed) revalidates what is loaded. Events close together are handled once, 150 ms after the first.
 */
export function useLiveConversations(onNewMessage?: (event: RealtimeEvent) => void): void {
  const revalidate = useRevalidateConversations();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useRealtime((event) => {
    if (event.type !== 'newMessages' && event.type !== 'reconnected') return;
    if (event.type === 'newMessages') onNewMessage?.(event);
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      revalidate();
    }, 150);
  });
}
