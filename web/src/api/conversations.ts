/**
 * The conversation calls (MD §7 "Conversations"), one function each, and the SWR keys the screens load
 * them under. Response types come from the shared schemas (types only: no zod in the bundle).
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/conversations';
import type { BodyOf, RouteSpec } from '@ledgerline/shared/route';
import { conversationRoutes as r } from '@ledgerline/shared/routes/conversations';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { api } from './client';

export type ConversationSummary = z.infer<typeof s.ConversationSummary>;
export type MessageView = z.infer<typeof s.MessageView>;
export type ConversationList = z.infer<typeof s.ConversationList>;
export interface ThreadPage {
  id: string;
  replies: MessageView[];
  previous_cursor: string | null;
}
export type ConversationDetail = z.infer<typeof s.ConversationDetail> & { thread?: ThreadPage };

export type SendInput = BodyOf<typeof r.sendMessage>;

/** Every SWR key of this domain starts with one of these, so a realtime event can revalidate them all. */
export const conversationKeys = {
  list: r.listConversations.path,
  search: r.findConversations.path,
  /** The detail key is this prefix and the id. */
  detail: r.getConversation.path.replace('{id}', ''),
} as const;

export interface ListParams {
  company_id?: string;
  show_unread?: boolean;
  cursor?: string;
  /** Up to 50; the server's default is 20. */
  per_page?: number;
}

export const conversations = {
  list: (p: ListParams) =>
    api.call(r.listConversations, { ...p, show_unread: p.show_unread || undefined }, { quiet: true }),
  search: (search: string) => api.call(r.findConversations, { search }, { quiet: true }),
  get: (id: string, p: { before?: string | null; thread_id?: string | null } = {}) =>
    api.call(
      r.getConversation,
      { id, before: p.before ?? undefined, thread_id: p.thread_id ?? undefined },
      { quiet: [404] },
    ),
  clientConversation: (company_id: string) => api.call(r.getClientConversation, { company_id }),
  send: (input: SendInput) => api.call(r.sendMessage, input),
  markSeen: (conversation_id: string) => api.call(r.updateConversationAsSeen, { conversation_id }, { quiet: true }),
  markUnseen: (id: string) => api.call(r.markAsUnseen, { id }),
  markThreadSeen: (conversation_id: string, thread_id: string) =>
    api.call(r.updateThreadAsSeen, { conversation_id, thread_id }, { quiet: true }),
  edit: (message_id: string, text: string) => api.call(r.editMessage, { message_id, text }, { quiet: true }),
  remove: (message_id: string) => api.call(r.deleteMessage, { message_id }),
  editScheduled: (message_id: string, scheduled_time: string) =>
    api.call(r.editScheduledMessage, { message_id, scheduled_time }, { quiet: true }),
  removeScheduled: (message_id: string) => api.call(r.deleteScheduledMessage, { message_id }),
  join: (conversation_id: string) => api.call(r.joinConversation, { conversation_id }),
  updateParticipants: (id: string, advisor_ids: string[], mode: 'new' | 'existing') =>
    api.call(r.updateConversation, { id, advisor_ids, mode }),
  generateResponse: (conversation_id: string) => api.call(r.generateResponse, { conversation_id }, { quiet: true }),
  downloadAttachmentLink: (link: string) => api.call(r.downloadAttachment, { link }, { quiet: true }),
  uploadLink: (company_id: string, file: File) =>
    api.call(
      documentRoutes.getTemporaryUploadLink,
      { company_id, content_type: file.type || 'application/octet-stream', size_bytes: file.size },
      { quiet: true },
    ),
  processDocument: (company_id: string, id: string, document_name: string) =>
    api.call(documentRoutes.processDocument, { company_id, id, document_name, path: '/Attachments' }, { quiet: true }),
};

/** The file name a download's Content-Disposition gives, or null. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * A file answer (the export): fetched with the bearer token and saved under the name the server gives.
 * The API client refreshes the token (or signs out) on a 401, as for any call.
 */
export async function downloadFile<R extends RouteSpec>(
  route: R,
  input: BodyOf<R>,
  fallbackName: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const res = await api.download(route, input);
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
