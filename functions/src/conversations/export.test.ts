import { parse } from 'csv-parse/sync';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { composeAttachmentText } from '@ledgerline/shared/conversations';
import { ianaZone } from '@ledgerline/shared/time/zones';
import { pdfText } from '../../../tests/support/pdf-text';
import { Invalid } from '../platform/errors';
import { drawableText, wrapText } from '../platform/pdf-text';
import { conversationPdf } from './export-pdf';
import {
  checkExportDates,
  conversationCsvFile,
  exportFileNameFor,
  exportPeriod,
  exportRows,
  type ExportMessage,
} from './export-rows';

const zone = 'America/Los_Angeles';

function message(over: Partial<ExportMessage> & { messageId: string; sent_at: string }): ExportMessage {
  return { user_name: 'Casey Client', is_firm_user: false, tag: 'general', text: 'Hello', ...over } as ExportMessage;
}

function invalidMessage(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(Invalid);
    return (e as Error).message;
  }
  throw new Error('expected Invalid');
}

describe('the export period', () => {
  it('covers whole days from the start date’s first moment to the end of the end date, in the caller’s zone', () => {
    const { from, until } = exportPeriod('01-03-2026', '02-03-2026', zone);
    expect(from.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    // 8 March 2026 is the DST change in Los Angeles; 2 March is still PST.
    expect(until.toISOString()).toBe('2026-03-03T08:00:00.000Z');
  });

  it('accepts a single day and exactly five years less a day', () => {
    expect(() => checkExportDates('15-04-2026', '15-04-2026')).not.toThrow();
    expect(() => checkExportDates('01-01-2021', '31-12-2025')).not.toThrow();
  });

  it('refuses a date that is not real, an end before the start, and more than five years', () => {
    expect(invalidMessage(() => checkExportDates('31-02-2026', '01-03-2026'))).toBe(
      'The start date must be a real date in DD-MM-YYYY format',
    );
    expect(invalidMessage(() => checkExportDates('01-02-2026', '2026-03-01'))).toBe(
      'The end date must be a real date in DD-MM-YYYY format',
    );
    expect(invalidMessage(() => checkExportDates('02-03-2026', '01-03-2026'))).toBe(
      'The end date must be on or after the start date',
    );
    expect(invalidMessage(() => checkExportDates('01-01-2021', '01-01-2026'))).toBe(
      'An export can cover at most 5 years. Please choose a shorter period.',
    );
  });

  it('reads days in the firm’s stored zone, a US list name mapped to its IANA zone', () => {
    const eastern = exportPeriod('01-03-2026', '01-03-2026', ianaZone('Eastern Time (US & Canada)'));
    expect(eastern.from.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(eastern.until.toISOString()).toBe('2026-03-02T05:00:00.000Z');
  });
});

describe('export rows', () => {
  const parent = message({
    messageId: 'p1',
    sent_at: '2026-01-01T17:00:00.000Z',
    user_name: 'Pat Partner',
    is_firm_user: true,
    text: 'Which schedule do you need for the rental income this year?',
  });
  const rows = exportRows(
    [
      message({
        messageId: 'r1',
        sent_at: '2026-01-03T18:30:00.000Z',
        text: 'Schedule E',
        message_thread_id: 'p1',
        tag: 'urgent',
      }),
      message({
        messageId: 'm2',
        sent_at: '2026-01-02T10:00:00.000Z',
        text: 'secret',
        deleted_at: '2026-01-02T10:00:05.000Z',
      }),
      message({
        messageId: 'm3',
        sent_at: '2026-01-02T11:00:00.000Z',
        text: composeAttachmentText(['/Attachments/W-2 2025.pdf', '/Attachments/1099-INT.pdf']),
      }),
      message({ messageId: 'm4', sent_at: '2026-01-02T12:00:00.000Z', text: 'fixed typo', is_edited: true }),
    ],
    new Map([['p1', parent]]),
    zone,
  );

  it("are in time order, with the time in ISO and as 'MMM D, YYYY h:mm A' in the export’s zone", () => {
    expect(rows.map((r) => r.id)).toEqual(['m2', 'm3', 'm4', 'r1']);
    expect(rows[0]).toMatchObject({
      sentAt: '2026-01-02T10:00:00.000Z',
      sentAtText: 'Jan 2, 2026 2:00 AM',
      author: 'Casey Client',
      role: 'Client',
    });
  });

  it('say a deleted message was deleted, without its text', () => {
    expect(rows[0]).toMatchObject({ text: 'This message was deleted', attachments: [] });
  });

  it('list an attachment message’s file names instead of the marker and paths', () => {
    expect(rows[1]).toMatchObject({ text: 'Attachment', attachments: ['W-2 2025.pdf', '1099-INT.pdf'] });
  });

  it('say what a reply answers, with the tag and edited flag', () => {
    expect(rows[3]).toMatchObject({
      tag: 'Urgent',
      replyTo: 'Pat Partner, Jan 1, 2026 9:00 AM: Which schedule do you need for the rental income',
      text: 'Schedule E',
    });
    expect(rows[2].edited).toBe(true);
    expect(rows[0].replyTo).toBeNull();
  });

  it('name the parent by id when it cannot be found', () => {
    const [orphan] = exportRows(
      [message({ messageId: 'x', sent_at: '2026-01-01T00:00:00.000Z', message_thread_id: 'gone' })],
      new Map(),
      zone,
    );
    expect(orphan.replyTo).toBe('Message gone');
  });
});

describe('the CSV file', () => {
  const rows = exportRows(
    [
      message({
        messageId: 'a',
        sent_at: '2026-01-02T10:00:00.000Z',
        text: '=HYPERLINK("http://evil.example","click")',
      }),
      message({
        messageId: 'b',
        sent_at: '2026-01-02T10:01:00.000Z',
        text: 'Line one,\nline "two"',
        user_name: 'José Núñez',
      }),
      message({ messageId: 'c', sent_at: '2026-01-02T10:02:00.000Z', text: '@SUM(1+1)' }),
    ],
    new Map(),
    zone,
  );
  const csv = conversationCsvFile(rows, zone);

  it('has a byte-order mark, a header row and CRLF records (RFC 4180)', () => {
    expect(
      csv.startsWith(
        '\uFEFFDate (ISO 8601 UTC),Date (America/Los_Angeles),Author,Role,Tag,Reply,In reply to,Message,Attachments,Edited\r\n',
      ),
    ).toBe(true);
    const records = parse(csv, { bom: true }) as string[][];
    expect(records).toHaveLength(4);
    expect(records[2]).toEqual([
      '2026-01-02T10:01:00.000Z',
      'Jan 2, 2026 2:01 AM',
      'José Núñez',
      'Client',
      'General',
      'No',
      '',
      'Line one,\nline "two"',
      '',
      'No',
    ]);
  });

  it('makes a cell that would run as a formula plain text with a leading apostrophe', () => {
    const records = parse(csv, { bom: true }) as string[][];
    expect(records[1][7]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(records[3][7]).toBe(`'@SUM(1+1)`);
  });

  it('is named after the conversation', () => {
    expect(exportFileNameFor('01HX', 'csv')).toBe('conversation-export-01HX.csv');
    expect(exportFileNameFor('01HX', 'pdf')).toBe('conversation-export-01HX.pdf');
  });
});

describe('the PDF file', () => {
  it('draws characters the standard font lacks as one ? each instead of failing', async () => {
    const doc = await PDFDocument.create();
    const charset = new Set((await doc.embedFont(StandardFonts.Helvetica)).getCharacterSet());
    expect(drawableText('Café 👨‍👩‍👧 税金 e\u0301\tend\r\nnext', charset)).toBe('Café ? ?? é    end\nnext');
  });

  it('wraps lines to the width and breaks a word only when it alone is too wide', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`short words here\n${'x'.repeat(300)}`, font, 10, 200);
    expect(lines[0]).toBe('short words here');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.slice(1).join('')).toBe('x'.repeat(300));
  });

  it('has the title, participants, period and every message, over as many pages as it needs', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      message({
        messageId: `m${String(i).padStart(3, '0')}`,
        sent_at: `2026-01-02T10:${String(i % 60).padStart(2, '0')}:${String(Math.floor(i / 60)).padStart(2, '0')}.000Z`,
        text: `Message number ${i} 🙂 税`,
      }),
    );
    const bytes = await conversationPdf(
      {
        title: 'Conversation: Casey Household',
        participants: ['Casey Client', 'Pat Partner'],
        period: 'Jan 1, 2026 to Jan 31, 2026',
        timeZone: zone,
        exportedAt: 'Feb 1, 2026',
      },
      exportRows(many, new Map(), zone),
    );
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(3);
    expect(doc.getTitle()).toBe('Conversation: Casey Household');
    const text = pdfText(bytes);
    expect(text).toContain('Conversation: Casey Household');
    expect(text).toContain('Participants: Casey Client, Pat Partner');
    expect(text).toContain('Period: Jan 1, 2026 to Jan 31, 2026 (America/Los_Angeles)');
    for (let i = 0; i < 120; i++) expect(text).toContain(`Message number ${i} ? ?`);
    expect(text).toContain(`Page 1 of ${doc.getPageCount()}`);
  });

  it('says when the period has no messages', async () => {
    const bytes = await conversationPdf(
      { title: 'Conversation', participants: [], period: 'p', timeZone: zone, exportedAt: 'now' },
      [],
    );
    expect(pdfText(bytes)).toContain('No messages in this period.');
  });
});
