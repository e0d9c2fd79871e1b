import { describe, expect, it } from 'vitest';
import { api, baseUrl, demoPassword, mailTo, makeFirm, signIn, uniqueEmail, waitForMail } from '../support/api';
import { zipEntries } from '../support/documents';
import { fetchBytes, waitForExport } from '../support/exports';
import { fault, sweep } from '../support/queue-faults';
import { redelivered, until } from '../support/waiting';

/**
 * Faults in the exports, imports and conversations consumers (issue 21), each killed mid-work and delivered again
 * by the queue after its visibility timeout (10 s locally): nothing is lost and nothing made or sent twice; and a
 * job that fails every time ends in the dead-letter queue (GET /_dev/dead-letters) having made nothing twice. The
 * firm data export is killed in firm-data-export.test.ts. Faults are set for the test's own firm only (firm_id).
 */
const notificationsOf = async (token: string) =>
  (await api('/advisors/get_all_notifications', { token })).body.notifications as { text: string; link?: string }[];

/** A client whose staff message asks for Auto-remind; answers what the reminder test needs. */
async function remindedConversation(label: string) {
  const email = uniqueEmail(label);
  const firmName = `Remind ${label} ${Date.now()}`;
  const firm = await makeFirm({
    firm_name: firmName,
    users: [
      { email, fname: 'Rae', password: demoPassword, assigned_advisor: 'partner', companies: [{ name: 'Rae Co' }] },
    ],
  });
  const company = firm.users.find((u) => u.email === email)!.companies[0]!;
  const partner = (await signIn(firm.partnerEmail)).firebase_token;
  const conversation = await api('/conversations/get_client_conversation', {
    token: (await signIn(email)).firebase_token,
    query: { company_id: company.id },
  });
  expect(conversation.status).toBe(200);
  const sent = await api('/conversations/send_message', {
    token: partner,
    body: { conversation_id: conversation.body.conversation.id, text: 'Please send your W-2', has_reminder: true },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const isReminder = (m: { subject: string }) => m.subject === `Reminder: ${firmName} is waiting for your reply`;
  return { firm, email, isReminder, messageId: sent.body.message.id as string };
}

/** Three days and an hour on: the message's first reminder is due (conversations/rules.ts reminderIntervalDays). */
const firstReminderDue = () => new Date(Date.now() + 3 * 86400_000 + 3600_000);

describe('export, import and reminder consumers killed mid-work', () => {
  it('a zipped export whose steps die after their work is zipped once with each questionnaire once, and notified once', {
    timeout: 90_000,
  }, async () => {
    const client = uniqueEmail('qf-export');
    const content = {
      sections: [
        {
          id: 'income',
          name: 'Income',
          section_type: 3,
          questionnaire_questions: [{ id: 'job', text: 'What is your occupation?', question_type: 'text', order: 1 }],
        },
      ],
    };
    const organizer = (name: string) => ({ name, tax_year: 2025, due_date: '2099-01-01', content });
    const firm = await makeFirm({
      users: [
        {
          email: client,
          companies: [{ name: 'Export Household', questionnaires: ['One', 'Two', 'Three'].map(organizer) }],
        },
      ],
    });
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    const ids = firm.users.find((u) => u.email === client)!.companies[0]!.questionnaires.map((q) => q.id);
    // Two steps die after their work: each queues its next step, and queues it again when it comes back.
    await fault(firm.firm_id, 'export-questionnaires-step', 2);
    const res = await api('/questionnaires/export_questionnaires', {
      token: partner,
      body: { questionnaire_ids: ids, zipped: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.background).toBe(true);
    const done = await waitForExport(partner, res.body.id, 60_000);
    expect(done).toMatchObject({ status: 'ready', done: 3, total: 3 });
    await redelivered();
    const download = await api(`/questionnaires/download_attached_document?id=${res.body.id}`, {
      token: partner,
      method: 'POST',
    });
    expect(download.status, JSON.stringify(download.body)).toBe(200);
    const entries = await zipEntries(await fetchBytes(download.body.link));
    expect(entries).toHaveLength(3);
    for (const name of ['One', 'Two', 'Three'])
      expect(entries.filter((e) => e.includes(`Export Household - ${name} (2025)`))).toHaveLength(1);
    const notes = (await notificationsOf(partner)).filter((n) => n.link?.includes(`/export-downloads/${res.body.id}`));
    expect(notes).toHaveLength(1);
  });

  it('a client-list import killed halfway and delivered again makes each client once', {
    timeout: 90_000,
  }, async () => {
    const firm = await makeFirm({});
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    const me = await api('/sessions/current_user', { token: partner });
    const tag = Math.random().toString(36).slice(2, 8);
    const rows = 60; // three chunks of 25 rows (imports/rules.ts rowsPerChunk)
    const lines = ['First Name,Last Name,Email,Phone,Entity Name'];
    for (let i = 0; i < rows; i++) lines.push(`Imp${i},Faulty${tag},qf-imp-${tag}-${i}@test.example,,`);
    const bytes = new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
    // The first two chunk jobs die after their work: each has queued the next chunk and queues it again.
    await fault(firm.firm_id, 'import-client-list', 2);
    const link = await api('/integrations/get_temporary_upload_link_for_user_import_document', {
      token: partner,
      query: { content_type: 'text/csv', size_bytes: String(bytes.length) },
    });
    expect(link.status).toBe(200);
    expect(
      (await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: bytes })).status,
    ).toBe(200);
    const taken = await api('/integrations/upload_user_import_document', {
      token: partner,
      body: {
        file: link.body.key,
        documentName: 'faulty.csv',
        documentType: 'client_list',
        listType: 'individuals',
        assignedFirmUserId: me.body.user.id,
      },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const id = taken.body.import.id;
    const read = () => api(`/imports/${id}`, { token: partner });
    const done = await until(read, (r) => ['completed', 'failed'].includes(r.body.import?.status), 60_000);
    expect(done.body.import).toMatchObject({ status: 'completed', rows_done: rows, rows_accepted: rows });
    await redelivered();
    expect((await read()).body.import).toMatchObject({ status: 'completed', rows_done: rows, rows_accepted: rows });
    const users = await api('/v2/users', {
      token: partner,
      query: { search_term: `Faulty${tag}`, rows_per_page: '-1' },
    });
    expect(users.body.total).toBe(rows);
    expect(new Set(users.body.users.map((u: { email: string }) => u.email)).size).toBe(rows);
    const notes = (await notificationsOf(partner)).filter((n) => n.link?.includes(`import=${encodeURIComponent(id)}`));
    expect(notes).toHaveLength(1);
  });

  it('a conversation reminder whose job dies after sending it reaches the client once', {
    timeout: 60_000,
  }, async () => {
    const r = await remindedConversation('qf-msg');
    await fault(r.firm.firm_id, 'message-reminder', 1);
    expect(await sweep(r.firm.firm_id, firstReminderDue())).toContain(`reminder-${r.messageId}-1`);
    await waitForMail(r.email, r.isReminder, 20_000);
    await redelivered();
    expect((await mailTo(r.email)).filter(r.isReminder)).toHaveLength(1);
  });
});

describe('the dead-letter queue', () => {
  it('a job failing every time lands in the dead-letter queue once, having sent nothing twice', {
    timeout: 90_000,
  }, async () => {
    const r = await remindedConversation('qf-dlq');
    const letters = async () => {
      const res = await fetch(`${baseUrl()}/_dev/dead-letters?firm_id=${encodeURIComponent(r.firm.firm_id)}`);
      expect(res.status).toBe(200);
      return (await res.json()) as { count: number; kinds: Record<string, number>; letters: { payload: unknown }[] };
    };
    expect((await letters()).count).toBe(0);
    // Every delivery the queue makes before giving up fails (infra/local/services.ts maxReceiveCount: 3).
    await fault(r.firm.firm_id, 'message-reminder', 3);
    expect(await sweep(r.firm.firm_id, firstReminderDue())).toContain(`reminder-${r.messageId}-1`);
    await waitForMail(r.email, r.isReminder, 20_000);
    // Three receives 10 s apart, then SQS moves it when the last one's visibility timeout ends.
    const dead = await until(letters, (l) => l.count > 0, 60_000);
    expect(dead).toMatchObject({ count: 1, kinds: { 'message-reminder': 1 } });
    expect(dead.letters[0]!.payload).toMatchObject({ firmId: r.firm.firm_id, messageId: r.messageId, step: 1 });
    expect((await mailTo(r.email)).filter(r.isReminder)).toHaveLength(1);
  });

  it('GET /_dev/dead-letters is the only method offered', async () => {
    const res = await fetch(`${baseUrl()}/_dev/dead-letters`, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
