/**
 * The conversation export's rules as plain functions (MD §7 export_conversation, §9 file name): which days an
 * export covers, what each message becomes in it, and the CSV file. No I/O; export-pdf.ts draws the PDF.
 */
import { stringify } from 'csv-stringify/sync';
import { parseAttachmentText } from '@ledgerline/shared/conversations';
import { formatDate, formatDateTime } from '@ledgerline/shared/time/format';
import { Invalid } from '../platform/errors';
import type { MessageItem } from '../platform/data/entities/message';
import {
  conversationText,
  exportDateFormat,
  exportFileName,
  exportRange,
  exportRoles,
  messageTagLabels,
  parseExportDate,
  previewLength,
  truncate,
  type MessageTag,
} from './rules';

/** Long enough for any tax-year question, short enough that one export stays one bounded read. */
export const maxExportYears = 5;

export type ExportFormat = 'csv' | 'pdf';

/** §9 "'conversation-export-{id}.csv'"; the PDF takes the same name with its own extension. */
export function exportFileNameFor(id: string, format: ExportFormat): string {
  return exportFileName(id).replace(/\.csv$/, `.${format}`);
}

/**
 * The dates as given, checked before anything is read: each a real DD-MM-YYYY date, the end not before the
 * start, and no more than maxExportYears apart. Each failure is a 400 naming the field.
 */
export function checkExportDates(startDate: string, endDate: string): void {
  const first = parseExportDate(startDate);
  if (!first)
    throw new Invalid(`The start date must be a real date in ${exportDateFormat} format`, {
      start_date: 'Not a real date',
    });
  const last = parseExportDate(endDate);
  if (!last)
    throw new Invalid(`The end date must be a real date in ${exportDateFormat} format`, {
      end_date: 'Not a real date',
    });
  if (last < first)
    throw new Invalid('The end date must be on or after the start date', { end_date: 'Before the start date' });
  const limit = new Date(first);
  limit.setUTCFullYear(limit.getUTCFullYear() + maxExportYears);
  if (last >= limit)
    throw new Invalid(`An export can cover at most ${maxExportYears} years. Please choose a shorter period.`, {
      end_date: 'Too far from the start date',
    });
}

/** The instants the dates cover: from the start date's first moment to the end of the end date, in the zone. */
export function exportPeriod(startDate: string, endDate: string, timeZone: string): { from: Date; until: Date } {
  checkExportDates(startDate, endDate);
  const range = exportRange(startDate, endDate, timeZone);
  // checkExportDates has ruled out every case where exportRange answers null or leaves an end open.
  if (!range?.from || !range.until) throw new Invalid('The dates do not form a period');
  return { from: range.from, until: range.until };
}

export type ExportMessage = Pick<
  MessageItem,
  | 'messageId'
  | 'sent_at'
  | 'user_name'
  | 'is_firm_user'
  | 'tag'
  | 'text'
  | 'deleted_at'
  | 'message_thread_id'
  | 'is_edited'
>;

export interface ExportRow {
  id: string;
  /** ISO 8601, UTC. */
  sentAt: string;
  /** The same moment in the export's zone, 'MMM D, YYYY h:mm A': 'Jan 2, 2026 10:15 AM'. */
  sentAtText: string;
  author: string;
  role: string;
  tag: string;
  /** For a thread reply, the message it answers, as one line; null for a message of the pane. */
  replyTo: string | null;
  text: string;
  /** File names of an attachment message's documents. */
  attachments: string[];
  edited: boolean;
}

/** 'Jan 2, 2026' for a DD-MM-YYYY date: how the PDF's title states the period. */
export function readableDate(ddmmyyyy: string): string {
  const at = parseExportDate(ddmmyyyy);
  // parseExportDate gives the date's midnight in UTC, so UTC reads back the same calendar date.
  return at ? formatDate(at, 'UTC') : ddmmyyyy;
}

const fileNameOf = (location: string) => location.slice(location.lastIndexOf('/') + 1);

/**
 * What a message says in the export: a deleted one reads 'This message was deleted' (and names no files); an
 * attachment message reads 'Attachment' and lists its files' names, never the stored marker and paths.
 */
export function exportContent(m: Pick<ExportMessage, 'text' | 'deleted_at'>): { text: string; attachments: string[] } {
  if (m.deleted_at) return { text: conversationText.deletedMessage, attachments: [] };
  const locations = parseAttachmentText(m.text);
  return locations
    ? { text: conversationText.attachment, attachments: locations.map(fileNameOf) }
    : { text: m.text, attachments: [] };
}

function replyLine(parentId: string, parent: ExportMessage | undefined, timeZone: string): string {
  if (!parent) return `Message ${parentId}`;
  const said = exportContent(parent);
  const gist = said.attachments.length ? `${said.text}: ${said.attachments.join(', ')}` : said.text;
  return `${parent.user_name || 'Unknown'}, ${formatDateTime(parent.sent_at, timeZone)}: ${truncate(gist.trim().replace(/\s+/g, ' '), previewLength)}`;
}

/**
 * The export's rows, oldest first (replies among the pane's messages at their own time, each saying what it
 * answers). `parents`: the messages replies answer, by id, including any from before the period.
 */
export function exportRows(
  messages: ExportMessage[],
  parents: Map<string, ExportMessage>,
  timeZone: string,
): ExportRow[] {
  const sorted = [...messages].sort(
    (a, b) => a.sent_at.localeCompare(b.sent_at) || a.messageId.localeCompare(b.messageId),
  );
  return sorted.map((m) => {
    const content = exportContent(m);
    return {
      id: m.messageId,
      sentAt: m.sent_at,
      sentAtText: formatDateTime(m.sent_at, timeZone),
      author: m.user_name || 'Unknown',
      role: m.is_firm_user ? exportRoles.firm : exportRoles.client,
      tag: messageTagLabels[(m.tag ?? 'general') as MessageTag],
      replyTo: m.message_thread_id ? replyLine(m.message_thread_id, parents.get(m.message_thread_id), timeZone) : null,
      text: content.text,
      attachments: content.attachments,
      edited: Boolean(m.is_edited) && !m.deleted_at,
    };
  });
}

export const csvColumns = (timeZone: string) =>
  [
    'Date (ISO 8601 UTC)',
    `Date (${timeZone})`,
    'Author',
    'Role',
    'Tag',
    'Reply',
    'In reply to',
    'Message',
    'Attachments',
    'Edited',
  ] as const;

/**
 * RFC 4180 (header row, CRLF, quoting where needed) with a UTF-8 byte-order mark so Excel reads names with
 * accents correctly. Cells a spreadsheet would run as a formula (starting with = + - @ tab or CR) get a leading
 * apostrophe (OWASP CSV injection): message text is anyone's input.
 */
export function conversationCsvFile(rows: ExportRow[], timeZone: string): string {
  const records = rows.map((r) => [
    r.sentAt,
    r.sentAtText,
    r.author,
    r.role,
    r.tag,
    r.replyTo ? 'Yes' : 'No',
    r.replyTo ?? '',
    r.text,
    r.attachments.join('\n'),
    r.edited ? 'Yes' : 'No',
  ]);
  return stringify(records, {
    header: true,
    columns: [...csvColumns(timeZone)],
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
