/**
 * The realtime channel (MD §7: "A realtime listener on the user's newMessages path refreshes conversations
 * after about one second"). One WebSocket per tab, shared by every screen that listens: it opens while a
 * session exists, reconnects with exponential backoff, and tells listeners when it (re)connects so a
 * screen can catch up on what it missed while the socket was down.
 *
 * The URL: `/runtime-config.json` {realtimeUrl} in AWS (written at deploy); locally there is no such file
 * (the local server answers the SPA's index.html), so the socket goes to the same origin's /_ws.
 */
import { useEffect, useRef } from 'react';
import { getSession, subscribe as onSessionChange } from '../api/session';

export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}
type Listener = (event: RealtimeEvent) => void;

const listeners = new Set<Listener>();
const firstRetryMs = 500;
const maxRetryMs = 30_000;
const pingEveryMs = 25_000;

let socket: WebSocket | null = null;
let socketToken: string | null = null;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pingTimer: ReturnType<typeof setInterval> | undefined;
let baseUrl: Promise<string> | null = null;
let everConnected = false;

function sameOriginUrl(): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/_ws`;
}

/** Read once per tab. Anything but a JSON object with a ws(s) URL means "same origin". */
function realtimeBase(): Promise<string> {
  baseUrl ??= fetch('/runtime-config.json', { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return sameOriginUrl();
      const config = (await res.json()) as { realtimeUrl?: unknown };
      return typeof config.realtimeUrl === 'string' && /^wss?:\/\//.test(config.realtimeUrl)
        ? config.realtimeUrl
        : sameOriginUrl();
    })
    .catch(() => sameOriginUrl());
  return baseUrl;
}

function emit(event: RealtimeEvent) {
  for (const fn of [...listeners]) fn(event);
}

function clearTimers() {
  clearTimeout(retryTimer);
  clearInterval(pingTimer);
}

function close() {
  clearTimers();
  const s = socket;
  socket = null;
  socketToken = null;
  if (s && s.readyState <= WebSocket.OPEN) s.close(1000, 'signed out');
}

function scheduleReconnect() {
  clearTimers();
  const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** retries) * (0.75 + Math.random() * 0.5);
  retries += 1;
  retryTimer = setTimeout(() => void connect(), delay);
}

async function connect(): Promise<void> {
  const token = getSession()?.firebase_token;
  if (!token || listeners.size === 0) return;
  if (socket && socketToken === token && socket.readyState <= WebSocket.OPEN) return;
  close();
  const base = await realtimeBase();
  // The session may have changed while the config loaded.
  if (getSession()?.firebase_token !== token || socket) return;
  const ws = new WebSocket(`${base}?token=${encodeURIComponent(token)}`);
  socket = ws;
  socketToken = token;
  ws.onopen = () => {
    ws.send(JSON.stringify({ type: 'hello' }));
    pingTimer = setInterval(
      () => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping' })),
      pingEveryMs,
    );
  };
  ws.onmessage = (e) => {
    let event: RealtimeEvent | null = null;
    try {
      event = JSON.parse(String(e.data)) as RealtimeEvent;
    } catch {
      return;
    }
    if (!event || typeof event.type !== 'string') return;
    if (event.type === 'hello') {
      retries = 0;
      // After a drop the screen missed events: listeners revalidate. The first hello needs nothing.
      if (everConnected) emit({ type: 'reconnected' });
      everConnected = true;
      return;
    }
    if (event.type !== 'pong') emit(event);
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    socketToken = null;
    clearInterval(pingTimer);
    // A refused token (4401) is usually an expired one: the API client refreshes it on the next call and
    // the session change reconnects; retrying meanwhile still backs off.
    if (getSession() && listeners.size > 0) scheduleReconnect();
  };
}

if (typeof window !== 'undefined') {
  // A refreshed token or a new sign-in reconnects with it; a sign-out closes the socket.
  onSessionChange(() => {
    const token = getSession()?.firebase_token ?? null;
    if (!token) return close();
    if (token !== socketToken && listeners.size > 0) {
      retries = 0;
      void connect();
    }
  });
}

/** Listens to the tab's realtime channel while mounted. The callback may change between renders. */
export function useRealtime(onEvent: Listener): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    const fn: Listener = (e) => latest.current(e);
    listeners.add(fn);
    void connect();
    return () => {
      listeners.delete(fn);
      if (listeners.size === 0) close();
    };
  }, []);
}
