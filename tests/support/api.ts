import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { BodyOf, OutputOf, RouteSpec } from '@ledgerline/shared/route';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';

export const demoPassword = 'Demo-Password-2026!';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  query?: Record<string, string>;
  /** Stands in for the caller's address, so per-address limits in one test don't touch another. */
  ip?: string;
  headers?: Record<string, string>;
}

export const baseUrl = () => inject('baseUrl');

/** Calls the API as the browser does: /api + the spec's path, JSON in and out. */
export async function api<T = any>(path: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(`${baseUrl()}/api${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? randomIp(), ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, { method: opts.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** An error answer: the spec's text, and per-field texts for validation failures. */
export interface ErrorBody {
  error?: string;
  fields?: Record<string, string>;
}

export type CallRouteOptions = Omit<CallOptions, 'method' | 'body' | 'query'>;

/**
 * Calls a route by its declaration, as the web does: `call(conversationRoutes.sendMessage, body, { token })`.
 * Path parameters come from the input; the rest is the query string (GET, DELETE) or the JSON body.
 */
export async function call<R extends RouteSpec>(
  route: R,
  input: BodyOf<R>,
  opts: CallRouteOptions = {},
): Promise<ApiResponse<OutputOf<R> & ErrorBody>> {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (route.method !== 'GET' && route.method !== 'DELETE')
    return api(path, { ...opts, method: route.method, body: rest });
  const query: Record<string, string> = {};
  const url = new URLSearchParams();
  for (const [k, v] of Object.entries(rest)) {
    if (Array.isArray(v)) for (const item of v) url.append(`${k}[]`, String(item));
    else if (v !== undefined && v !== null) query[k] = String(v);
  }
  const extra = url.toString();
  return api(extra ? `${path}?${extra}` : path, { ...opts, method: route.method, query });
}

export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@test.example`;
}

export interface FactoryUser {
  email: string;
  fname?: string;
  lname?: string;
  is_advisor?: boolean;
  firm_access?: 'partner' | 'admin' | 'full' | 'group';
  firm_group?: string;
  password?: string;
  preferred_sign_in_method?: 'password' | 'email' | 'sms' | 'link';
  phone_number?: string;
  enabled_2fa?: boolean;
  readonly?: boolean;
  active?: boolean;
  /** Made soft-deleted. */
  deleted?: boolean;
  set_password_required?: boolean;
  /** 'partner', or the email of a staff user listed earlier. */
  assigned_advisor?: string;
  companies?: {
    name: string;
    entity_type?: string;
    inactive?: boolean;
    readonly?: boolean;
    /** Made soft-deleted. */
    deleted?: boolean;
    questionnaires?: FactoryQuestionnaire[];
  }[];
}

/** A questionnaire the factory writes for an entity; custom_status names a client_display_status of the firm's custom_statuses. */
export interface FactoryQuestionnaire {
  name: string;
  tax_year: number;
  due_date?: string;
  is_draft?: boolean;
  locked?: boolean;
  completed?: boolean;
  deleted?: boolean;
  opened?: boolean;
  in_progress?: boolean;
  custom_status?: string;
  sections?: string[];
  /** A Document Drop Off request (its /document-drop-off link takes documents without sign-in). */
  document_drop_off_enabled?: boolean;
  document_path?: string;
  /** ISO; now by default (a drop off's link expires 7 days after). */
  sent_at?: string;
  /** Sections and questions (a template's content, shared/src/schemas/questionnaire-content.ts). */
  content?: { sections: Record<string, unknown>[] };
  /** A deposit in dollars (unpaid). */
  deposit_amount?: number;
  all_owner_signature_required?: boolean;
  update_profile_section?: boolean;
}

export interface MadeFirm {
  firm_id: string;
  groups: Record<string, string>;
  /** Custom status ids by client_display_status. */
  custom_statuses: Record<string, string>;
  users: {
    email: string;
    id: string;
    uid: string;
    companies: { id: string; hash_id: string; name: string; questionnaires: { id: string; name: string }[] }[];
  }[];
}

/** A firm of the test's own, with a partner (password sign-in) and whatever users it names. */
export async function makeFirm(
  spec: {
    firm_name?: string;
    /** The firm's stored zone, e.g. 'Eastern Time (US & Canada)'; Pacific Time when absent. */
    time_zone?: string;
    preferences?: Record<string, unknown>;
    integrations?: Record<string, unknown>;
    groups?: string[];
    users?: FactoryUser[];
    /** Many clients with one entity each of this type, named '{name_prefix} 0001' and up (loaded in batches). */
    bulk_clients?: { count: number; entity_type: string; name_prefix?: string };
    custom_statuses?: {
      client_display_status: string;
      client_instruction?: string;
      firm_user_display_status?: string;
    }[];
  } = {},
): Promise<MadeFirm & { partnerEmail: string }> {
  const partnerEmail = uniqueEmail('partner');
  const res = await fetch(`${baseUrl()}/_dev/factory/firm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firm_name: 'Test Firm',
      ...spec,
      partner: {
        email: partnerEmail,
        password: demoPassword,
        fname: 'Pat',
        lname: 'Partner',
        is_advisor: true,
        firm_access: 'partner',
      },
    }),
  });
  if (res.status !== 201) throw new Error(`factory: ${res.status} ${await res.text()}`);
  return { ...(await res.json()), partnerEmail };
}

export interface SentMail {
  /** The From header as sent ('"Firm" <no-reply@firm.com>' once the firm's own domain is verified). */
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  at: string;
}

/** Mail the portal sent to an address, newest first, as the /_dev/mail page shows it. */
export async function mailTo(email: string): Promise<SentMail[]> {
  const res = await fetch(`${baseUrl()}/_dev/mail.json`);
  const { mail } = (await res.json()) as { mail: SentMail[] };
  return mail
    .filter((m) => m.to.some((t) => t.toLowerCase().includes(email.toLowerCase())))
    .sort((a, b) => b.at.localeCompare(a.at));
}

export async function smsTo(phoneDigits: string): Promise<{ to: string; body: string; at: string }[]> {
  const res = await fetch(`${baseUrl()}/_dev/mail.json`);
  const { sms } = (await res.json()) as { sms: { to: string; body: string; at: string }[] };
  return sms.filter((s) => s.to.replace(/\D/g, '').endsWith(phoneDigits)).sort((a, b) => b.at.localeCompare(a.at));
}

/** Waits for the newest mail to an address that matches, since sending is asynchronous for some mail. */
export async function waitForMail(
  email: string,
  match: (m: SentMail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<SentMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(email)).find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`No matching mail to ${email}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export const codeIn = (text: string) => text.match(/\b([2-9A-HJ-NP-Z]{6})\b/)?.[1] ?? null;
export const linkIn = (text: string, path: string) =>
  text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/]/g, '\\/')}\\?[^\\s]+`))?.[0] ?? null;

/** Signs in with a password and answers the identity and refresh tokens. */
export async function signIn(email: string, password = demoPassword, ip = randomIp()) {
  const res = await call(sessionRoutes.verifyPassword, { username: email, password }, { ip });
  if (res.status !== 200 || !('firebase_token' in res.body))
    throw new Error(`sign-in ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
