/**
 * Export conversation (MD §2 chat header, §7 export_conversation and export_conversation_as_pdf, §9 file name):
 * staff download a conversation's messages between two dates as CSV or PDF. The conversation opens under the
 * same rules as viewing it (another firm's id is a plain 404); messages are read page by page and capped.
 */
import { displayName } from '@ledgerline/shared/person-name';
import { notifyUsers } from '../platform/notifications/notify';
import { notificationText, notificationType } from '@ledgerline/shared/notifications';
import type { Caller } from '@ledgerline/shared/access';
import { recordActivity } from '../platform/activity';
import { log } from '../platform/log';
import { Forbidden, Unprocessable } from '../platform/errors';
import { fileReply } from '../platform/http';
import type { HandlerArgs } from '../platform/handle';
import type { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { formatDateTime } from '@ledgerline/shared/time/format';
import { ianaZone } from '@ledgerline/shared/time/zones';
import type { MessageItem } from '../platform/data/entities/message';
import { archivedHistoryText, mayReadHistory, openConversation } from './access';
import {
  checkExportDates,
  conversationCsvFile,
  exportFileNameFor,
  exportPeriod,
  exportRows,
  readableDate,
  type ExportFormat,
} from './export-rows';
import * as store from './store';

/** Rows one export may hold. */
export const maxExportMessages = 20_000;
/**
 * Characters of message text one export may hold. A Lambda answer is at most 6 MB, and a PDF goes out base64
 * encoded; this keeps both files well under it and the PDF's drawing within the API's 29 seconds.
 */
export const maxExportTextChars = 1_500_000;
/** Thread replies are read whole (see store.listRepliesBetween); a conversation with more is too large to export. */
const maxRepliesRead = 100_000;
const pageSize = 500;
/** Lambda answers at most 6 MB of JSON envelope; leave room for headers and the envelope itself. */
const maxAnswerBytes = 5_500_000;

const tooLarge = () =>
  new Unprocessable(
    `This export is too large: it can hold at most ${maxExportMessages.toLocaleString('en-US')} messages and ${maxExportTextChars.toLocaleString('en-US')} characters. Please choose a shorter period.`,
  );

/** Collects messages and stops with 422 as soon as the export would pass its limits. */
class Collected {
  readonly messages: MessageItem[] = [];
  private chars = 0;

  add(items: MessageItem[]) {
    for (const m of items) {
      this.messages.push(m);
      this.chars += m.text.length;
      if (this.messages.length > maxExportMessages || this.chars > maxExportTextChars) throw tooLarge();
    }
  }
}

async function readMessages(
  firmId: string,
  conversationId: string,
  from: string,
  until: string,
): Promise<MessageItem[]> {
  const found = new Collected();
  let cursor: string | null = null;
  do {
    const page = await store.listPaneBetween(firmId, conversationId, from, until, pageSize, cursor);
    found.add(page.items);
    cursor = page.next;
  } while (cursor);
  let read = 0;
  do {
    const page = await store.listRepliesBetween(firmId, conversationId, from, until, pageSize, cursor);
    found.add(page.items);
    read += pageSize;
    cursor = page.next;
    if (cursor && read >= maxRepliesRead)
      throw new Unprocessable('This conversation has too many thread replies to export');
  } while (cursor);
  return found.messages;
}

/** The messages the period's replies answer; those from before the period are looked up, a few at a time. */
async function parentsOf(
  firmId: string,
  conversationId: string,
  messages: MessageItem[],
): Promise<Map<string, MessageItem>> {
  const byId = new Map(messages.map((m) => [m.messageId, m]));
  const missing = [
    ...new Set(messages.map((m) => m.message_thread_id).filter((id): id is string => Boolean(id) && !byId.has(id!))),
  ];
  for (let i = 0; i < missing.length; i += 10) {
    const found = await Promise.all(missing.slice(i, i + 10).map((id) => store.findMessage(firmId, id)));
    for (const m of found) if (m && m.conversationId === conversationId) byId.set(m.messageId, m);
  }
  return byId;
}

/** Both export routes take the same input. */
type ExportArgs = Pick<
  HandlerArgs<typeof conversationRoutes.exportConversation>,
  'input' | 'caller' | 'ip' | 'requestId'
>;

export async function buildExport(ctx: ExportArgs, format: ExportFormat) {
  const { caller } = ctx;
  const { id, start_date, end_date } = ctx.input;
  checkExportDates(start_date, end_date);
  const { conversation } = await openConversation(caller, id);
  if (!mayReadHistory(caller, conversation)) throw new Forbidden(archivedHistoryText);
  const advisorIds: string[] = conversation.advisor_ids ?? [];
  const clientIds: string[] = conversation.user_ids ?? [];
  const companyId: string | undefined = (conversation.relevant_company_ids ?? [])[0];
  const [users, company, firm] = await Promise.all([
    store.getUsers(caller.firmId, [caller.userId, ...advisorIds, ...clientIds]),
    companyId ? store.getCompany(caller.firmId, companyId) : null,
    store.getFirm(caller.firmId),
  ]);
  // The firm's zone: an export is the firm's record, read the same whoever on its staff downloads it.
  const timeZone = ianaZone(firm?.time_zone);
  const { from, until } = exportPeriod(start_date, end_date, timeZone);
  const messages = await readMessages(
    caller.firmId,
    conversation.conversationId,
    from.toISOString(),
    until.toISOString(),
  );
  const rows = exportRows(messages, await parentsOf(caller.firmId, conversation.conversationId, messages), timeZone);
  const participants = [...clientIds, ...advisorIds].map((u) => displayName(users.get(u))).filter(Boolean);
  const body =
    format === 'csv'
      ? conversationCsvFile(rows, timeZone)
      : Buffer.from(
          // pdf-lib and its fonts are loaded by the PDF export only, not at the conversations function's start.
          await (await import('./export-pdf')).conversationPdf(
            {
              title: company ? `Conversation: ${company.name}` : 'Conversation',
              participants,
              period: `${readableDate(start_date)} to ${readableDate(end_date)}`,
              timeZone,
              exportedAt: formatDateTime(new Date(), timeZone),
            },
            rows,
          ),
        );
  if (answerBytes(body) > maxAnswerBytes) throw tooLarge();
  await recordExport(ctx, caller, {
    format,
    companyId,
    messages: rows.length,
    conversationId: conversation.conversationId,
  });
  // FA §8.4: a PDF export raises a notification when ready (made right away here, so it is ready with the answer).
  if (format === 'pdf') {
    const hash = companyId ? (await store.getCompany(caller.firmId, companyId))?.hash_id : undefined;
    await notifyUsers(caller.firmId, [caller.userId], {
      text: notificationText.exportReady,
      link: hash ? `/admin/${hash}/messages/${conversation.conversationId}` : '/messages',
      type: notificationType.information,
      company_id: companyId ?? null,
    }).catch((e: Error) => log('warn', 'export notification failed', { firmId: caller.firmId, error: e.message }));
  }
  return fileReply({
    body,
    contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    filename: exportFileNameFor(conversation.conversationId, format),
  });
}

/** What the file weighs in Lambda's answer: binary as base64, text as a JSON string (quotes and breaks escaped). */
function answerBytes(body: Buffer | string): number {
  return Buffer.isBuffer(body) ? Math.ceil(body.length / 3) * 4 : Buffer.byteLength(JSON.stringify(body));
}

async function recordExport(
  ctx: ExportArgs,
  caller: Caller,
  e: { format: ExportFormat; companyId?: string; messages: number; conversationId: string },
) {
  const { start_date, end_date } = ctx.input;
  await recordActivity({
    firmId: caller.firmId,
    action: 'conversation_exported',
    title: 'Conversation exported',
    description: `${e.format.toUpperCase()}, ${start_date} to ${end_date}: ${e.messages} messages`,
    actorUserId: caller.userId,
    userId: caller.userId,
    companyId: e.companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
}
