/**
 * The conversation calls (MD §7 "Conversations"), one function each, and the SWR keys the screens load
 * them under. Response types come from the shared schemas (types only: no zod in the bundle).
 */
import type { z } from 'zod';
import type * as s from '@ledgerline/shared/schemas/conversations';
import type { MessageTag } from '@ledgerline/shared/conversations';
import { api, call } from './client';
import { getSession } from './session';

export type ConversationSummary = z.infer<typeof s.ConversationSummary>;
export type MessageView = z.infer<typeof s.MessageView>;
export type ConversationList = z.infer<typeof s.ConversationList>;
export interface ThreadPage {
  id: string;
  replies: MessageView[];
  previous_cursor: string | null;
}
export type ConversationDetail = z.infer<typeof s.ConversationDetail> & { thread?: ThreadPage };

export interface SendInput {
  conversation_id: string;
  text: string;
  message_tag: MessageTag;
  has_reminder: boolean;
  message_thread_id: string | null;
  scheduled_time: string | null;
}

/** Every SWR key of this domain starts with one of these, so a realtime event can revalidate them all. */
export const conversationKeys = {
  list: '/v2/conversations',
  search: '/v2/conversations/find_conversations',
  detail: '/v2/conversations/',
} as const;

export interface ListParams {
  company_id?: string;
  show_unread?: boolean;
  cursor?: string;
  /** Up to 50; the server's default is 20. */
  per_page?: number;
}

export const conversations = {
  list: (p: ListParams) => api.get<ConversationList>(conversationKeys.list, { query: { ...p, show_unread: p.show_unread || undefined }, quiet: true }),
  search: (search: string) => api.get<ConversationList>(conversationKeys.search, { query: { search }, quiet: true }),
  get: (id: string, p: { before?: string | null; thread_id?: string | null } = {}) =>
    api.get<ConversationDetail>(`${conversationKeys.detail}${encodeURIComponent(id)}`, { query: { before: p.before, thread_id: p.thread_id }, quiet: [404] }),
  clientConversation: (company_id: string) => api.get<{ conversation: ConversationSummary }>('/conversations/get_client_conversation', { query: { company_id } }),
  send: (input: SendInput) => api.post<{ message: MessageView }>('/conversations/send_message', input),
  markSeen: (conversation_id: string) => api.get('/conversations/update_conversation_as_seen', { query: { conversation_id }, quiet: true }),
  markUnseen: (id: string) => api.post<{ message: string }>('/conversations/mark_as_unseen', { id }),
  markThreadSeen: (conversation_id: string, thread_id: string) => api.get('/conversations/update_thread_as_seen', { query: { conversation_id, thread_id }, quiet: true }),
  edit: (message_id: string, text: string) => api.post<{ message: MessageView }>('/conversations/edit_message', { message_id, text }, { quiet: true }),
  remove: (message_id: string) => api.post<{ message: string }>('/conversations/delete_message', { message_id }),
  editScheduled: (message_id: string, scheduled_time: string) =>
    api.post<{ message: MessageView }>('/conversations/edit_scheduled_message', { message_id, scheduled_time }, { quiet: true }),
  removeScheduled: (message_id: string) => api.post<{ message: string }>('/conversations/delete_scheduled_message', { message_id }),
  join: (conversation_id: string) => api.post<{ message: string }>('/conversations/join', { conversation_id }),
  updateParticipants: (id: string, advisor_ids: string[], mode: 'new' | 'existing') =>
    api.post<{ id: string; message: string }>('/conversations/update_conversation', { id, advisor_ids, mode }),
  generateResponse: (conversation_id: string) => api.get<{ message: string }>('/conversations/generate_response', { query: { conversation_id }, quiet: true }),
  downloadAttachmentLink: (link: string) => api.post<{ link: string }>('/conversations/download_attachment', { link }),
  uploadLink: (company_id: string, file: File) =>
    api.get<{ upload_link: string; id: string; headers?: Record<string, string> }>('/integrations/get_temporary_upload_link', {
      query: { company_id, content_type: file.type || 'application/octet-stream', size_bytes: file.size },
      quiet: true,
    }),
  processDocument: (company_id: string, id: string, document_name: string) =>
    api.post<{ document_location: string; is_duplicate: boolean }>('/integrations/process_document', { company_id, id, document_name, path: '/Attachments' }, { quiet: true }),
};

/** The file name a download's Content-Disposition gives, or null. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

async function fetchFile(path: string, query: Record<string, string>): Promise<Response> {
  const qs = new URLSearchParams(query).toString();
  return fetch(`/api${path}?${qs}`, { headers: { Authorization: `Bearer ${getSession()?.firebase_token ?? ''}` } });
}

/**
 * A file answer (the export): fetched with the bearer token and saved under the name the server gives.
 * A 401 goes once through the API client, which refreshes the token (or signs out), then is retried.
 */
export async function downloadFile(path: string, query: Record<string, string>, fallbackName: string): Promise<{ ok: true } | { ok: false; error: string }> {
  let res = await fetchFile(path, query).catch(() => undefined);
  if (res?.status === 401) {
    await call('GET', '/sessions/current_user', { quiet: true });
    res = await fetchFile(path, query).catch(() => undefined);
  }
  if (!res) return { ok: false, error: 'network' };
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    return { ok: false, error: body?.error ?? res.statusText };
  }
  const blob = await res.blob();
  saveBlob(blob, fileNameOf(res.headers.get('content-disposition')) ?? fallbackName);
  return { ok: true };
}

export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
