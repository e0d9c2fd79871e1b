/**
 * The firm-wide data export (issue 20, "Done when": the export of the demo firm is read back by a test: every user,
 * entity, message and document of the firm is in it, and nothing of another firm). The export runs through the local
 * stack's queue; its zip is downloaded through its short-lived link and unzipped here.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { uploadFile } from '../support/documents';
import { readZip, waitForFirmDataExport } from '../support/firm-data-export';

const start = (token: string) => api('/firms/data_exports', { token, body: {} });

async function download(link: string) {
  const res = await fetch(link);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { bytes, etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified') };
}

const json = (entries: Map<string, Buffer>, name: string) => {
  const bytes = entries.get(name);
  expect(bytes, `${name} is in the zip`).toBeDefined();
  return JSON.parse(bytes!.toString('utf8'));
};

/** What the API shows of a firm: its people, entities, messages (threads too) and documents, before the export. */
async function listedByTheApi(token: string) {
  const staff = (await api('/firms/all_users', { token })).body.users as { id: string }[];
  const clients = (await api('/v2/users', { token, query: { rows_per_page: '-1' } })).body.users as { id: string }[];
  const entities = (await api('/v2/entities', { token, query: { rows_per_page: '-1' } })).body.entities as {
    id: string;
    name: string;
  }[];
  const conversations: string[] = [];
  for (let cursor: string | null = null; ; ) {
    const page: { body: { conversations: { id: string }[]; next_cursor: string | null } } = await api(
      '/v2/conversations',
      { token, query: { per_page: '50', ...(cursor ? { cursor } : {}) } },
    );
    conversations.push(...page.body.conversations.map((c) => c.id));
    cursor = page.body.next_cursor;
    if (!cursor) break;
  }
  const messages: string[] = [];
  for (const id of conversations) {
    type Msg = { id: string; reply_count: number };
    const shown: Msg[] = [];
    for (let before: string | null = null; ; ) {
      const res: {
        status: number;
        body: { messages: Msg[]; scheduled_messages: Msg[]; previous_cursor: string | null };
      } = await api(`/v2/conversations/${id}`, { token, query: { per_page: '100', ...(before ? { before } : {}) } });
      expect(res.status).toBe(200);
      shown.push(...res.body.messages, ...(before ? [] : res.body.scheduled_messages));
      before = res.body.previous_cursor;
      if (!before) break;
    }
    for (const m of shown) {
      messages.push(m.id);
      if (m.reply_count > 0) {
        for (let before: string | null = null; ; ) {
          const thread: { body: { thread: { replies: { id: string }[]; previous_cursor: string | null } } } = await api(
            `/v2/conversations/${id}`,
            { token, query: { thread_id: m.id, per_page: '100', ...(before ? { before } : {}) } },
          );
          messages.push(...thread.body.thread.replies.map((r) => r.id));
          before = thread.body.thread.previous_cursor;
          if (!before) break;
        }
      }
    }
  }
  const documents: { id: string; company_id: string; path: string; name: string }[] = [];
  for (const entity of entities) {
    const folders = ['/'];
    while (folders.length) {
      const path = folders.shift()!;
      for (let cursor: string | null = null; ; ) {
        const res: {
          status: number;
          body: {
            folders: { link: string }[];
            files: { id: string; name: string; path: string }[];
            next_cursor: string | null;
          };
        } = await api('/integrations/get_documents', {
          token,
          body: { company_id: entity.id, path, ...(cursor ? { cursor } : {}) },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        if (!cursor) folders.push(...res.body.folders.map((f) => f.link));
        documents.push(...res.body.files.map((f) => ({ id: f.id, company_id: entity.id, path: f.path, name: f.name })));
        cursor = res.body.next_cursor;
        if (!cursor) break;
      }
    }
  }
  return { users: [...staff, ...clients].map((u) => u.id), entities, conversations, messages, documents };
}

const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('the firm-wide data export', () => {
  it('the export of the demo firm holds every user, entity, message and document of the firm, and nothing of another firm', async () => {
    // Another firm whose names, ids and file bytes are easy to recognise.
    const quokkaEmail = uniqueEmail('quokka');
    const other = await makeFirm({
      firm_name: 'Quokkaville Bookkeeping',
      users: [
        {
          email: quokkaEmail,
          fname: 'Quincy',
          lname: 'Quokkason',
          companies: [{ name: 'Quokka Holdings Zed' }],
        },
      ],
    });
    const otherToken = (await signIn(other.partnerEmail)).firebase_token as string;
    const quokka = other.users.find((u) => u.email === quokkaEmail)!;
    const otherCompany = quokka.companies[0]!;
    const otherBytes = new TextEncoder().encode('%PDF-1.4\nQUOKKA-SECRET-BYTES\n%%EOF\n');
    expect((await uploadFile(otherToken, otherCompany.id, '/', 'Quokka ledger.pdf', otherBytes)).status).toBe(200);

    const token = (await signIn('partner@demo.test')).firebase_token as string;
    const listed = await listedByTheApi(token);
    expect(listed.users.length).toBeGreaterThan(5);
    expect(listed.messages.length).toBeGreaterThan(5);
    expect(listed.documents.length).toBeGreaterThan(5);

    const started = await start(token);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ status: 'queued', done: 0, total: 8, link: null });
    const ready = await waitForFirmDataExport(token, started.body.id);
    expect(ready).toMatchObject({ status: 'ready', done: 8, total: 8, error: null });
    expect(ready.file_name).toMatch(/^Demo Tax & Accounting data \d{4}-\d{2}-\d{2}\.zip$/);
    const { bytes } = await download(ready.link!);
    expect(bytes.length).toBe(ready.size);
    const entries = await readZip(bytes);

    expect(entries.get('README.md')?.toString('utf8')).toMatch(/documents\/<entity name>\/<folder path>\/<file name>/);
    const readme = entries.get('README.md')!.toString('utf8');
    for (const file of [
      'firm.json',
      'users.json',
      'entities.json',
      'questionnaires.json',
      'documents.json',
      'activity.json',
    ])
      expect(readme).toContain(file);

    const ids = (name: string) => new Set((json(entries, name) as { id: string }[]).map((x) => x.id));
    const users = ids('users.json');
    for (const id of listed.users) expect(users.has(id), `user ${id}`).toBe(true);
    const entities = ids('entities.json');
    for (const e of listed.entities) expect(entities.has(e.id), `entity ${e.name}`).toBe(true);

    const exportedMessages = new Set<string>();
    const conversationFiles = [...entries.keys()].filter((k) => k.startsWith('conversations/'));
    for (const name of conversationFiles) {
      const c = json(entries, name) as { conversation: { id: string }; messages: { id: string }[] };
      expect(name).toBe(`conversations/${c.conversation.id}.json`);
      for (const m of c.messages) exportedMessages.add(m.id);
    }
    for (const id of listed.conversations)
      expect(entries.has(`conversations/${id}.json`), `conversation ${id}`).toBe(true);
    for (const id of listed.messages) expect(exportedMessages.has(id), `message ${id}`).toBe(true);

    // Every document is listed with its place in the zip, and the file there is the document's own bytes.
    const docs = new Map(
      (json(entries, 'documents.json') as { id: string; file: string | null; path: string; entity_name: string }[]).map(
        (d) => [d.id, d],
      ),
    );
    for (const d of listed.documents) {
      const exported = docs.get(d.id);
      expect(exported, `document ${d.name}`).toBeDefined();
      expect(exported!.file).toMatch(/^documents\//);
      const inZip = entries.get(exported!.file!);
      expect(inZip, exported!.file!).toBeDefined();
      const link = await api('/integrations/download_document', {
        token,
        body: { company_id: d.company_id, path: d.path, documentName: d.name, document_id: d.id },
      });
      expect(link.status, JSON.stringify(link.body)).toBe(200);
      const original = (await download(link.body.link)).bytes;
      expect(sha(inZip!), exported!.file!).toBe(sha(original));
    }

    // Nothing of the other firm: not its ids, names, people or file bytes, in any file's name or content.
    const marks = [other.firm_id, otherCompany.id, otherCompany.hash_id, quokka.id, quokkaEmail, other.partnerEmail];
    for (const [name, content] of entries) {
      const text = content.toString('latin1');
      expect(name).not.toMatch(/quokka/i);
      expect(text, name).not.toMatch(/quokka/i);
      for (const mark of marks) expect(text.includes(mark), `${mark} in ${name}`).toBe(false);
    }
    // No secrets: password hashes, code and token hashes are left out everywhere.
    for (const [name, content] of entries)
      if (name.endsWith('.json'))
        expect(content.toString('utf8'), name).not.toMatch(
          /"(password_hash|code_hash|refresh_hash|secret_hash|storage_key)"/,
        );

    // The other firm sees none of it.
    expect((await api(`/firms/data_exports/${ready.id}`, { token: otherToken })).status).toBe(404);
    expect((await api('/firms/data_exports', { token: otherToken })).body.data_exports).toEqual([]);
    const list = await api('/firms/data_exports', { token });
    expect(list.body.data_exports[0]).toMatchObject({ id: ready.id, status: 'ready' });
  }, 180_000);

  it('only a partner starts or reads the firm’s exports; a second start while one runs is refused', async () => {
    const firm = await makeFirm({
      firm_name: 'Export Rules Firm',
      users: [
        { email: uniqueEmail('admin'), password: demoPassword, is_advisor: true, firm_access: 'admin' },
        { email: uniqueEmail('full'), password: demoPassword, is_advisor: true, firm_access: 'full' },
        { email: uniqueEmail('client'), password: demoPassword, companies: [{ name: 'Rules Client Co' }] },
      ],
    });
    const partner = (await signIn(firm.partnerEmail)).firebase_token as string;
    for (const u of firm.users.filter((u) => u.email !== firm.partnerEmail)) {
      const t = (await signIn(u.email)).firebase_token as string;
      expect((await start(t)).status, u.email).toBe(403);
      expect((await api('/firms/data_exports', { token: t })).status, u.email).toBe(403);
    }

    // Two partners' clicks at once: one export starts, the other is told one is running.
    const both = await Promise.all([start(partner), start(partner)]);
    expect(both.map((r) => r.status).sort()).toEqual([202, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect(refused.body.error).toBe(
      'An export of the firm’s data is already running. Wait for it to finish before starting another.',
    );
    const id = both.find((r) => r.status === 202)!.body.id as string;
    const ready = await waitForFirmDataExport(partner, id);
    expect(ready.status).toBe('ready');
    // Once it has finished, another may start.
    const next = await start(partner);
    expect(next.status).toBe(202);
    await waitForFirmDataExport(partner, next.body.id);

    // Another firm's partner: not found, whether the id is real or not.
    const stranger = await makeFirm({ firm_name: 'Stranger Firm' });
    const strangerToken = (await signIn(stranger.partnerEmail)).firebase_token as string;
    expect((await api(`/firms/data_exports/${id}`, { token: strangerToken })).status).toBe(404);
    expect((await api('/firms/data_exports/no-such-export', { token: partner })).status).toBe(404);
  }, 120_000);

  it('a redelivered job message makes no second zip: the stored zip and the notification stay one', async () => {
    const redoEmail = uniqueEmail('redo');
    const firm = await makeFirm({
      firm_name: 'Redelivery Firm',
      users: [{ email: redoEmail, fname: 'Reda', lname: 'Liver', companies: [{ name: 'Redo Holdings' }] }],
    });
    const partner = (await signIn(firm.partnerEmail)).firebase_token as string;
    const company = firm.users.find((u) => u.email === redoEmail)!.companies[0]!;
    expect((await uploadFile(partner, company.id, '/2025', 'Statement.pdf')).status).toBe(200);
    // The next delivery of a stage and of the zip each do their work, then die: the queue delivers them again.
    for (const kind of ['firm-data-export-stage', 'firm-data-export-zip']) {
      const fault = await fetch(`${baseUrl()}/_dev/job-faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind, times: 1 }),
      });
      expect(fault.status).toBe(201);
    }
    const started = await start(partner);
    expect(started.status).toBe(202);
    const ready = await waitForFirmDataExport(partner, started.body.id);
    expect(ready.status).toBe('ready');
    const first = await download(ready.link!);
    expect((await readZip(first.bytes)).has('documents/Redo Holdings/2025/Statement.pdf')).toBe(true);

    // The failed deliveries come back after the queue's visibility timeout (10 s locally).
    await new Promise((r) => setTimeout(r, 13_000));
    const again = await waitForFirmDataExport(partner, started.body.id);
    expect(again).toMatchObject({ status: 'ready', size: ready.size, finished_at: ready.finished_at });
    const second = await download(again.link!);
    expect(second.etag).toBe(first.etag);
    expect(second.lastModified).toBe(first.lastModified);
    expect(sha(second.bytes)).toBe(sha(first.bytes));
    const feed = await api('/advisors/get_all_notifications', { token: partner });
    const notices = (feed.body.notifications as { text: string; link: string }[]).filter((n) =>
      n.text.includes(ready.file_name),
    );
    expect(notices).toEqual([
      expect.objectContaining({
        text: `Your firm data export ${ready.file_name} is ready to download from Firm Settings.`,
        link: '/firm',
      }),
    ]);
  }, 90_000);
});
