import { parse } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, demoPassword, makeFirm, randomIp, signIn, uniqueEmail } from '../support/api';
import { pdfText } from '../support/pdf-text';

/** A firm with a client's conversation and a second staff member, and another firm with its own partner. */
async function setup() {
  const client = uniqueEmail('export-client');
  const advisor = uniqueEmail('export-advisor');
  const firm = await makeFirm({
    users: [
      { email: advisor, fname: 'Ada', lname: 'Advisor', is_advisor: true, password: demoPassword },
      {
        email: client,
        fname: 'Casey',
        lname: 'Client',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Casey Household' }],
      },
    ],
  });
  const foreign = await makeFirm();
  const tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    advisor: (await signIn(advisor)).firebase_token,
    client: (await signIn(client)).firebase_token,
    foreignPartner: (await signIn(foreign.partnerEmail)).firebase_token,
  };
  const company = firm.users.find((u) => u.email === client)!.companies[0];
  return { tokens, company };
}

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  json: () => { error: string };
}

/** GETs an export as the browser's download does: the raw bytes, not JSON. */
async function download(path: string, token: string, query: Record<string, string>): Promise<Download> {
  const url = new URL(`${baseUrl()}/api${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': randomIp() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  return { status: res.status, headers: res.headers, bytes, text, json: () => JSON.parse(text) };
}

const csvPath = '/conversations/export_conversation';
const pdfPath = '/conversations/export_conversation_as_pdf';

/** DD-MM-YYYY of an instant as a zone's calendar reads it, `shiftDays` later. */
function dateIn(timeZone: string, at: Date, shiftDays = 0): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const day = new Date(Date.UTC(get('year'), get('month') - 1, get('day') + shiftDays));
  return `${String(day.getUTCDate()).padStart(2, '0')}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${day.getUTCFullYear()}`;
}

/** DD-MM-YYYY as Los Angeles reads it: the test firm's zone is the spec's default, Pacific Time. */
const pacificDate = (at: Date, shiftDays = 0) => dateIn('America/Los_Angeles', at, shiftDays);

let s: Awaited<ReturnType<typeof setup>>;
let conversationId: string;
let first: Date;
let last: Date;
/** Yesterday to tomorrow around the messages: every one of them is inside. */
let around: { start_date: string; end_date: string };

const texts = {
  question: 'Do you have my W-2 yet?',
  parent: 'Which schedule covers the rental?',
  reply: 'Schedule E, I think',
  deleted: 'Account number 12345 by mistake',
  formula: '=HYPERLINK("http://evil.example","Click")',
  accents: 'Merci, José — déjà vu 🙂',
  scheduled: 'Reminder that is not sent yet',
};

beforeAll(async () => {
  s = await setup();
  const conversation = await api('/conversations/get_client_conversation', {
    token: s.tokens.client,
    query: { company_id: s.company.id },
  });
  expect(conversation.status).toBe(200);
  conversationId = conversation.body.conversation.id;
  const send = async (token: string, body: Record<string, unknown>) => {
    const res = await api('/conversations/send_message', { token, body: { conversation_id: conversationId, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.message as { id: string; created_at: string };
  };
  const question = await send(s.tokens.client, { text: texts.question, message_tag: 'urgent' });
  const parent = await send(s.tokens.partner, { text: texts.parent });
  await send(s.tokens.client, { text: texts.reply, message_thread_id: parent.id });
  const deleted = await send(s.tokens.client, { text: texts.deleted });
  expect(
    (await api('/conversations/delete_message', { token: s.tokens.client, body: { message_id: deleted.id } })).status,
  ).toBe(200);
  await send(s.tokens.client, { text: texts.formula });
  const accents = await send(s.tokens.partner, { text: texts.accents });
  await send(s.tokens.partner, {
    text: texts.scheduled,
    scheduled_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  first = new Date(question.created_at);
  last = new Date(accents.created_at);
  around = { start_date: pacificDate(first, -1), end_date: pacificDate(last, 1) };
});

const csvRecords = (d: Download) => parse(d.bytes, { bom: true }) as string[][];

describe('export as CSV', () => {
  it('downloads conversation-export-{id}.csv with a header and every sent message in the dates, oldest first', async () => {
    const res = await download(csvPath, s.tokens.partner, { id: conversationId, ...around });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="conversation-export-${conversationId}.csv"; filename*=UTF-8''conversation-export-${conversationId}.csv`,
    );
    const [header, ...rows] = csvRecords(res);
    expect(header).toEqual([
      'Date (ISO 8601 UTC)',
      'Date (America/Los_Angeles)',
      'Author',
      'Role',
      'Tag',
      'Reply',
      'In reply to',
      'Message',
      'Attachments',
      'Edited',
    ]);
    const message = (text: string) => rows.find((r) => r[7] === text);
    expect(rows.map((r) => r[7])).toEqual([
      texts.question,
      texts.parent,
      texts.reply,
      'This message was deleted',
      `'${texts.formula}`,
      texts.accents,
    ]);
    const [iso, readable, author, role, tag, isReply] = message(texts.question)!;
    expect([iso, author, role, tag, isReply]).toEqual([first.toISOString(), 'Casey Client', 'Client', 'Urgent', 'No']);
    expect(readable).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/);
    expect(message(texts.parent)!.slice(2, 5)).toEqual(['Pat Partner', 'Firm user', 'General']);
  });

  it('marks a thread reply and says what it answers', async () => {
    const rows = csvRecords(await download(csvPath, s.tokens.advisor, { id: conversationId, ...around }));
    const reply = rows.find((r) => r[7] === texts.reply)!;
    expect(reply[5]).toBe('Yes');
    expect(reply[6]).toMatch(/^Pat Partner, .+: Which schedule covers the rental\?$/);
  });

  it('shows a deleted message as deleted, never its text, and leaves out messages still waiting for their time', async () => {
    const res = await download(csvPath, s.tokens.partner, { id: conversationId, ...around });
    expect(res.text).toContain('This message was deleted');
    expect(res.text).not.toContain(texts.deleted);
    expect(res.text).not.toContain(texts.scheduled);
  });

  it('writes a message that looks like a formula as plain text', async () => {
    const res = await download(csvPath, s.tokens.partner, { id: conversationId, ...around });
    expect(csvRecords(res).some((r) => r[7] === texts.formula)).toBe(false);
    expect(csvRecords(res).some((r) => r[7] === `'${texts.formula}`)).toBe(true);
  });

  it('leaves out messages outside the dates: days before them, or days after', async () => {
    const before = await download(csvPath, s.tokens.partner, {
      id: conversationId,
      start_date: pacificDate(first, -3),
      end_date: pacificDate(first, -1),
    });
    expect(before.status).toBe(200);
    expect(csvRecords(before)).toHaveLength(1);
    const after = await download(csvPath, s.tokens.partner, {
      id: conversationId,
      start_date: pacificDate(last, 1),
      end_date: pacificDate(last, 2),
    });
    expect(csvRecords(after)).toHaveLength(1);
    const sameDay = await download(csvPath, s.tokens.partner, {
      id: conversationId,
      start_date: pacificDate(first),
      end_date: pacificDate(last),
    });
    expect(csvRecords(sameDay)).toHaveLength(7);
  });
});

describe('export as PDF', () => {
  it('downloads conversation-export-{id}.pdf with the participants, the period and the messages', async () => {
    const res = await download(pdfPath, s.tokens.partner, { id: conversationId, ...around });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename="conversation-export-${conversationId}.pdf"`);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pdfText(res.bytes);
    expect(text).toContain('Conversation: Casey Household');
    expect(text).toContain('Participants: Casey Client, Pat Partner');
    for (const t of [texts.question, texts.parent, texts.reply, texts.formula]) expect(text).toContain(t);
    // The emoji has no glyph in the standard font: it is replaced, and the rest of the text survives.
    expect(text).toContain('Merci, José — déjà vu ?');
    expect(text).toContain('This message was deleted');
    expect(text).not.toContain(texts.deleted);
    expect(text).not.toContain(texts.scheduled);
  });

  it('says so when no message falls in the dates', async () => {
    const res = await download(pdfPath, s.tokens.partner, {
      id: conversationId,
      start_date: pacificDate(first, -3),
      end_date: pacificDate(first, -1),
    });
    expect(res.status).toBe(200);
    expect(pdfText(res.bytes)).toContain('No messages in this period.');
  });
});

describe('refusals', () => {
  it('bad dates: 400 with a message saying what is wrong', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ start_date: '2026-01-01', end_date: '31-01-2026' }, 'The start date must be in DD-MM-YYYY format'],
      [{ start_date: '01-01-2026' }, 'The end date is missing'],
      [{ start_date: '31-02-2026', end_date: '01-03-2026' }, 'The start date must be a real date in DD-MM-YYYY format'],
      [{ start_date: '10-01-2026', end_date: '09-01-2026' }, 'The end date must be on or after the start date'],
      [
        { start_date: '01-01-2020', end_date: '01-01-2026' },
        'An export can cover at most 5 years. Please choose a shorter period.',
      ],
    ];
    for (const [dates, error] of cases) {
      for (const path of [csvPath, pdfPath]) {
        const res = await download(path, s.tokens.partner, { id: conversationId, ...dates });
        expect(res.status, `${path} ${JSON.stringify(dates)}`).toBe(400);
        expect(res.json().error).toBe(error);
      }
    }
  });

  it('an unknown conversation: 404', async () => {
    const res = await download(csvPath, s.tokens.partner, { id: '01UNKNOWNCONVERSATION0000', ...around });
    expect(res.status).toBe(404);
    expect(res.json().error).toBe('Conversation not found');
  });

  it('another firm’s conversation: the same 404, and none of its messages', async () => {
    for (const path of [csvPath, pdfPath]) {
      const res = await download(path, s.tokens.foreignPartner, { id: conversationId, ...around });
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ error: 'Conversation not found' });
    }
  });

  it('a client, even in the conversation: 403, as export is only in the staff chat header', async () => {
    for (const path of [csvPath, pdfPath]) {
      const res = await download(path, s.tokens.client, { id: conversationId, ...around });
      expect(res.status).toBe(403);
      expect(res.text).not.toContain(texts.question);
    }
  });

  it('nobody signed in: 401', async () => {
    const url = new URL(`${baseUrl()}/api${csvPath}`);
    url.search = new URLSearchParams({ id: conversationId, ...around }).toString();
    expect((await fetch(url)).status).toBe(401);
  });
});

describe('a firm in another time zone', () => {
  it('exports in the firm’s stored zone: the days, the header and each time read on New York’s clock', async () => {
    const client = uniqueEmail('export-eastern-client');
    const firm = await makeFirm({
      time_zone: 'Eastern Time (US & Canada)',
      users: [{ email: client, password: demoPassword, assigned_advisor: 'partner', companies: [{ name: 'East Co' }] }],
    });
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    const clientToken = (await signIn(client)).firebase_token;
    const company = firm.users.find((u) => u.email === client)!.companies[0];
    const conversation = await api('/conversations/get_client_conversation', {
      token: clientToken,
      query: { company_id: company.id },
    });
    const sent = await api('/conversations/send_message', {
      token: clientToken,
      body: { conversation_id: conversation.body.conversation.id, text: 'Hello from New York' },
    });
    expect(sent.status).toBe(200);
    const at = new Date(sent.body.message.created_at);
    const newYorkToday = dateIn('America/New_York', at);

    const res = await download(csvPath, partner, {
      id: conversation.body.conversation.id,
      start_date: newYorkToday,
      end_date: newYorkToday,
    });

    expect(res.status).toBe(200);
    const [header, row] = csvRecords(res);
    expect(header[1]).toBe('Date (America/New_York)');
    const part = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
    expect(row.slice(0, 2)).toEqual([
      at.toISOString(),
      `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`,
    ]);
    expect(row[7]).toBe('Hello from New York');
  });
});
