/**
 * The one API client (ARCHITECTURE "Web", FA §8, MD §8).
 * - Adds `Authorization: Bearer <firebase_token>` to authenticated calls.
 * - A 401 on an authenticated call refreshes the identity token once and retries; if it is still 401 the
 *   user is signed out everywhere. Token-exchange and verification-code calls get their 401 back instead.
 * - Server errors (`{ error, fields? }`) raise an error toast unless the caller handles them itself.
 * - Network and parse errors are logged and the call returns `undefined`.
 */
import type { BodyOf, OutputOf, RouteSpec } from '@ledgerline/shared/route';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { getSession, signOut, updateTokens, type SessionTokens } from './session';
import { toastError } from '../toast';
import { toastDefaults } from '../messages';

const BASE = '/api';

export interface ApiResponse<T> {
  status: number;
  ok: boolean;
  /** The parsed body of a 2xx response. */
  data: T;
  /** The server's `error` text on a non-2xx response. */
  error?: string;
  fields?: Record<string, string>;
  /** The raw parsed body (useful for extra fields on an error, such as `phone`). */
  body: unknown;
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;
  body?: unknown;
  /** Send the bearer token (and refresh/sign out on 401). Defaults to true. */
  auth?: boolean;
  /**
   * Don't toast the error: `true` for every error, or a list of statuses the caller shows itself.
   * Responses carrying field errors are not toasted when `fieldErrors` is true.
   */
  quiet?: boolean | number[];
  fieldErrors?: boolean;
  signal?: AbortSignal;
  /** Send this bearer token instead of the session's, with no refresh (logout after local sign-out). */
  token?: string;
}

/** Calls whose 401 goes back to the caller: no refresh, no sign-out (MD §8). */
const returns401 = new Set<string>(
  [
    sessionRoutes.exchangeForIdentityToken,
    sessionRoutes.verifyCode,
    sessionRoutes.sendEmailCode,
    sessionRoutes.sendSmsCode,
    sessionRoutes.verifyPassword,
  ].map((r) => r.path),
);

function url(path: string, query?: CallOptions['query']): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    // Lists go as the spec's screens send them: ids[]=a&ids[]=b.
    if (Array.isArray(v)) for (const item of v) qs.append(`${k}[]`, String(item));
    else if (v !== undefined && v !== null) qs.set(k, String(v));
  }
  const s = qs.toString();
  return `${BASE}${path}${s ? `?${s}` : ''}`;
}

async function send(method: string, path: string, opts: CallOptions, token?: string): Promise<Response | undefined> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url(path, opts.query), {
      method,
      headers,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error)?.name !== 'AbortError') console.error(`${method} ${path} failed`, err);
    return undefined;
  }
}

async function parse(res: Response, method: string, path: string): Promise<{ body: unknown } | undefined> {
  if (res.status === 204) return { body: null };
  const text = await res.text().catch((err) => {
    console.error(`${method} ${path}: could not read the response`, err);
    return undefined;
  });
  if (text === undefined) return undefined;
  if (text === '') return { body: null };
  try {
    return { body: JSON.parse(text) };
  } catch (err) {
    console.error(`${method} ${path}: the response is not JSON`, err);
    return undefined;
  }
}

let refreshing: Promise<boolean> | null = null;

/** Exchange the refresh token for a new identity token; concurrent 401s share one refresh. */
function refreshOnce(): Promise<boolean> {
  const session = getSession();
  if (!session?.refresh_token) return Promise.resolve(false);
  refreshing ??= (async () => {
    const exchange = sessionRoutes.exchangeForIdentityToken;
    const res = await send(exchange.method, exchange.path, { body: { refresh_token: session.refresh_token } });
    if (!res?.ok) return false;
    const parsed = await parse(res, exchange.method, exchange.path);
    const tokens = parsed?.body as SessionTokens | undefined;
    if (!tokens?.firebase_token) return false;
    // Another tab may have signed out meanwhile.
    if (getSession()?.sid !== session.sid) return false;
    updateTokens(tokens);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function shouldToast(opts: CallOptions, status: number, hasFields: boolean): boolean {
  if (opts.quiet === true) return false;
  if (Array.isArray(opts.quiet) && opts.quiet.includes(status)) return false;
  if (opts.fieldErrors && hasFields) return false;
  return true;
}

async function call<T = unknown>(
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<ApiResponse<T> | undefined> {
  if (opts.token) {
    const res = await send(method, path, opts, opts.token);
    const parsed = res && (await parse(res, method, path));
    if (!res || !parsed) return undefined;
    return {
      status: res.status,
      ok: res.ok,
      data: parsed.body as T,
      error: res.ok ? undefined : errorText(parsed.body),
      body: parsed.body,
    };
  }
  const auth = opts.auth ?? true;
  const session = auth ? getSession() : null;
  let res = await send(method, path, opts, session?.firebase_token);
  if (!res) return undefined;

  if (res.status === 401 && auth && session && !returns401.has(path)) {
    const refreshed = await refreshOnce();
    if (refreshed) {
      res = await send(method, path, opts, getSession()?.firebase_token);
      if (!res) return undefined;
    }
    if (res.status === 401) {
      signOut({ notice: true });
      const parsed = await parse(res, method, path);
      return { status: 401, ok: false, data: undefined as T, error: errorText(parsed?.body), body: parsed?.body };
    }
  }

  const parsed = await parse(res, method, path);
  if (!parsed) return undefined;
  if (res.ok) return { status: res.status, ok: true, data: parsed.body as T, body: parsed.body };

  const error = errorText(parsed.body);
  const fields = errorFields(parsed.body);
  if (shouldToast(opts, res.status, Boolean(fields))) toastError(error);
  return { status: res.status, ok: false, data: undefined as T, error, fields, body: parsed.body };
}

function errorText(body: unknown): string {
  const e = (body as { error?: unknown } | null)?.error;
  return typeof e === 'string' && e.trim() ? e : toastDefaults.error;
}

function errorFields(body: unknown): Record<string, string> | undefined {
  const f = (body as { fields?: unknown } | null)?.fields;
  if (!f || typeof f !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return Object.keys(out).length ? out : undefined;
}

/** Fills the path's {parameters} from the input; the rest goes in the query string (GET, DELETE) or the body. */
function requestOf(
  route: Pick<RouteSpec, 'method' | 'path'>,
  input: Record<string, unknown>,
): { path: string; query?: CallOptions['query']; body?: unknown } {
  const rest: Record<string, unknown> = { ...input };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (route.method === 'GET' || route.method === 'DELETE') return { path, query: rest as CallOptions['query'] };
  return { path, body: rest };
}

/**
 * Calls a route by its declaration: `api.call(conversationRoutes.sendMessage, body)`. The body and the result
 * are typed from the route's schemas; no path is written by hand. In the bundle a declaration carries only its
 * method and path (vite.config.ts strips the schemas), so zod stays out of the pages.
 */
export function callRoute<R extends RouteSpec>(
  route: R,
  input: BodyOf<R>,
  opts: Omit<CallOptions, 'body' | 'query'> = {},
): Promise<ApiResponse<OutputOf<R>> | undefined> {
  const request = requestOf(route, (input ?? {}) as Record<string, unknown>);
  return call<OutputOf<R>>(route.method, request.path, { ...opts, query: request.query, body: request.body });
}

/**
 * A file answer (an export): the raw response, fetched with the bearer token. A 401 refreshes the identity token
 * once and tries again, as for any call; null when the network failed.
 */
async function download<R extends RouteSpec>(route: R, input: BodyOf<R>): Promise<Response | null> {
  const request = requestOf(route, (input ?? {}) as Record<string, unknown>);
  // A POST's input goes as JSON (the spreadsheet exports); a GET's is in the query string.
  const json: Record<string, string> = request.body === undefined ? {} : { 'Content-Type': 'application/json' };
  const get = () =>
    fetch(url(request.path, request.query), {
      method: route.method,
      headers: { Authorization: `Bearer ${getSession()?.firebase_token ?? ''}`, ...json },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    }).catch(() => null);
  const res = await get();
  if (res?.status !== 401) return res;
  return (await refreshOnce()) ? get() : res;
}

export const api = { call: callRoute, download };

/** A failed load, for SWR's error state. */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** An SWR fetcher for a route without input: failures throw for SWR's error state. */
export function routeFetcher<R extends RouteSpec>(route: R) {
  return async (): Promise<OutputOf<R>> => {
    const res = await callRoute(route, {} as BodyOf<R>);
    if (!res) throw new LoadError('network');
    if (!res.ok) throw new LoadError(res.error ?? toastDefaults.error, res.status);
    return res.data;
  };
}
