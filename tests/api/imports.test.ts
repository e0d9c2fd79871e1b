import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Xlsx from '@e965/xlsx';
import { entityOwnText } from '@ledgerline/shared/companies';
import { importColumns, importText } from '@ledgerline/shared/imports';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

async function xlsxLib(): Promise<typeof Xlsx> {
  return ((await import('@e965/xlsx/dist/xlsx.mini.min.js')) as unknown as { default: typeof Xlsx }).default;
}

interface Setup {
  partner: string;
  full: string;
  advisor: string;
  client: string;
  fullEmail: string;
  fullId: string;
  partnerId: string;
  tag: string;
}

async function setup(): Promise<Setup> {
  const full = uniqueEmail('imp-full');
  const advisor = uniqueEmail('imp-advisor');
  const client = uniqueEmail('imp-client');
  const firm = await makeFirm({
    groups: ['North'],
    users: [
      { email: full, fname: 'Fay', lname: 'Full', password: demoPassword, is_advisor: true, firm_access: 'full' },
      { email: advisor, password: demoPassword, is_advisor: true },
      { email: client, password: demoPassword, assigned_advisor: 'partner', companies: [{ name: 'Casey Co' }] },
    ],
  });
  const partnerId = (await signIn(firm.partnerEmail)).firebase_token;
  const me = await api('/sessions/current_user', { token: partnerId });
  return {
    partner: partnerId,
    full: (await signIn(full)).firebase_token,
    advisor: (await signIn(advisor)).firebase_token,
    client: (await signIn(client)).firebase_token,
    fullEmail: full,
    fullId: firm.users.find((u) => u.email === full)!.id,
    partnerId: me.body.user.id,
    tag: Math.random().toString(36).slice(2, 8),
  };
}

/** The Import dialog's steps: a link, the PUT with the link's headers, then upload_user_import_document. */
async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, body: Record<string, unknown>) {
  const link = await api('/integrations/get_temporary_upload_link_for_user_import_document', {
    token,
    query: { content_type: 'text/csv', size_bytes: String(bytes.length) },
  });
  expect(link.status).toBe(200);
  const put = await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return api('/integrations/upload_user_import_document', { token, body: { file: link.body.key, ...body } });
}

async function waitForImport(token: string, id: string, ms = 240_000) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await api(`/imports/${id}`, { token });
    if (res.status === 200 && (res.body.import.status === 'completed' || res.body.import.status === 'failed'))
      return res.body;
    if (Date.now() > until) throw new Error(`import ${id} not done: ${JSON.stringify(res.body).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** 200 individuals; rows 11, 101 and 151 (file rows) are bad: no last name, an entity name with '/', an email in use. */
function individualsCsv(tag: string, takenEmail: string): { text: string; bad: Record<number, string> } {
  const lines = ['First Name,Last Name,Email,Phone,Entity Name'];
  for (let i = 0; i < 200; i++) {
    const row = i + 2;
    let [first, last, email, entity] = [`Imp${i}`, `Person${tag}`, `imp-${tag}-${i}@test.example`, ''];
    if (row === 11) last = '';
    if (row === 101) entity = 'Smith/Jones Household';
    if (row === 151) email = takenEmail;
    if (i % 25 === 0) email = '';
    lines.push([first, last, email, '(555) 010-0000', entity].join(','));
  }
  return {
    text: `${lines.join('\r\n')}\r\n`,
    bad: { 11: importText.lastNameRequired, 101: importText.entityNameSlash, 151: importText.emailExists },
  };
}

describe('client-list imports', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup();
  });

  for (const [path, listType] of [
    ['/advisors/download_individual_import_template', 'individuals'],
    ['/advisors/download_business_import_template', 'entities'],
  ] as const)
    it(`${path} answers a real XLSX whose header row is the importer's columns`, async () => {
      const res = await fetch(`${baseUrl()}/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.advisor}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers.get('content-disposition')).toContain('.xlsx');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      const XLSX = await xlsxLib();
      const book = XLSX.read(bytes, { type: 'array' });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(rows).toEqual([importColumns[listType].map((c) => c.header)]);
    });

  it('a 200-row CSV client list with 3 bad rows: 197 clients are created and the report says why 3 were rejected', {
    timeout: 300_000,
  }, async () => {
    const taken = uniqueEmail('imp-taken');
    // An address already in use (another firm's client), so row 151 is refused.
    await makeFirm({ users: [{ email: taken, password: demoPassword }] });
    const { text, bad } = individualsCsv(s.tag, taken);
    const res = await upload(s.partner, new TextEncoder().encode(text), {
      documentName: 'clients.csv',
      documentType: 'client_list',
      listType: 'individuals',
      assignedFirmUserId: s.fullId,
      comment: 'Spring list',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(importText.clientListQueued);
    expect(res.body.import).toMatchObject({ status: 'queued', rows_total: 200, list_type: 'individuals' });
    const id = res.body.import.id;

    const done = await waitForImport(s.partner, id);
    expect(done.import).toMatchObject({ status: 'completed', rows_done: 200, rows_accepted: 197, rows_rejected: 3 });
    const rejected = await api(`/imports/${id}`, { token: s.partner, query: { rows: 'rejected' } });
    expect(rejected.body.rows.map((r: any) => [r.row, r.reasons])).toEqual(
      Object.entries(bad).map(([row, why]) => [Number(row), [why]]),
    );
    // The report pages through every row in file order.
    const page = await api(`/imports/${id}`, { token: s.partner, query: { rows_after: '190', rows_limit: '5' } });
    expect(page.body.rows.map((r: any) => r.row)).toEqual([191, 192, 193, 194, 195]);
    expect(page.body.next_rows_after).toBe(195);

    const csv = await fetch(`${baseUrl()}/api/imports/${id}/report`, {
      headers: { authorization: `Bearer ${s.partner}` },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const report = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(report).toHaveLength(200);
    expect(report.filter((r) => r.Status === 'Accepted')).toHaveLength(197);
    expect(report.find((r) => r.Row === '101')).toMatchObject({
      Status: 'Rejected',
      Reason: importText.entityNameSlash,
    });

    const users = await api('/v2/users', {
      token: s.partner,
      query: { search_term: `Person${s.tag}`, rows_per_page: '-1' },
    });
    expect(users.status).toBe(200);
    expect(users.body.total).toBe(197);
    expect(users.body.users.every((u: any) => u.assigned_advisor_id === s.fullId)).toBe(true);
    expect(users.body.users.find((u: any) => u.fname === 'Imp0').phone_number).toBe('5550100000');

    const list = await api('/imports', { token: s.full });
    expect(list.body.imports[0]).toMatchObject({ id, rows_accepted: 197 });
  });

  it("an XLSX list of entities with assignee 'Various': each row's firm user, 197 of 200 accepted", {
    timeout: 300_000,
  }, async () => {
    const XLSX = await xlsxLib();
    const header = importColumns.entities.map((c) => c.header);
    const at = (key: string) => importColumns.entities.findIndex((c) => c.key === key);
    const rows: string[][] = [header];
    for (let i = 0; i < 200; i++) {
      const r = header.map(() => '');
      r[at('entity_name')] = `Biz ${s.tag} ${i} LLC`;
      r[at('entity_type')] = i % 2 ? 'Partnership' : 's-corporation';
      r[at('primary_contact_first_name')] = `Owner${i}`;
      r[at('primary_contact_last_name')] = `Biz${s.tag}`;
      r[at('primary_contact_email')] = `biz-${s.tag}-${i}@test.example`;
      r[at('assigned_firm_user_email')] = s.fullEmail.toUpperCase();
      r[at('external_entity_id')] = `EXT-${i}`;
      if (i === 5) r[at('entity_name')] = 'The "Quoted" Co';
      if (i === 6) r[at('assigned_firm_user_email')] = '';
      if (i === 7) r[at('firm_group')] = 'Nowhere';
      rows.push(r);
    }
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Entities');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const res = await upload(s.full, bytes, {
      documentName: 'entities.xlsx',
      documentType: 'client_list',
      listType: 'entities',
      assignedFirmUserId: 0,
    });
    expect(res.status).toBe(200);
    const done = await waitForImport(s.full, res.body.import.id);
    expect(done.import).toMatchObject({ status: 'completed', rows_accepted: 197, rows_rejected: 3 });
    const rejected = await api(`/imports/${res.body.import.id}`, { token: s.full, query: { rows: 'rejected' } });
    expect(rejected.body.rows.map((r: any) => r.reasons)).toEqual([
      [importText.entityNameQuote],
      [importText.rowAssigneeRequired],
      [importText.groupUnknown('Nowhere')],
    ]);
    const users = await api('/v2/users', { token: s.full, query: { search_term: `Biz${s.tag}`, count: 'true' } });
    expect(users.body.total).toBe(197);
  });

  it('a spreadsheet importer’s result goes through the same pipeline', { timeout: 120_000 }, async () => {
    const res = await api('/integrations/handle_one_schema_success', {
      token: s.partner,
      body: {
        listType: 'individuals',
        assignedFirmUserId: s.partnerId,
        records: [
          { 'First Name': 'Json', 'Last Name': `One${s.tag}`, Email: `json1-${s.tag}@test.example` },
          { first_name: 'Json', last_name: `Two${s.tag}` },
          { first_name: 'Json' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const done = await waitForImport(s.partner, res.body.import.id);
    expect(done.import).toMatchObject({ rows_accepted: 2, rows_rejected: 1 });
    expect(done.rows.map((r: any) => [r.row, r.status])).toEqual([
      [1, 'accepted'],
      [2, 'accepted'],
      [3, 'rejected'],
    ]);
    // The client without an email got a temporary one, which the report does not show.
    expect(done.rows[1].email).toBeNull();
    expect(done.file_link).toBeNull();
  });

  it('a row’s entity type is one of the firm’s (its own types too), refused in the words creating an entity uses', {
    timeout: 120_000,
  }, async () => {
    const own = await api('/firms/update_preferences', {
      token: s.partner,
      body: { preferences: { custom_entity_types: ['Family Office'] } },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const row = (n: number, entity_type: string) => ({
      entity_name: `Typed ${s.tag} ${n}`,
      entity_type,
      primary_contact_first_name: 'Tia',
      primary_contact_last_name: `Typed${s.tag}`,
    });
    const res = await api('/integrations/handle_one_schema_success', {
      token: s.partner,
      body: {
        listType: 'entities',
        assignedFirmUserId: s.partnerId,
        records: [row(1, 'c corporation'), row(2, 'Cooperative'), row(3, 'family office')],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = await waitForImport(s.partner, res.body.import.id);
    expect(done.import).toMatchObject({ rows_accepted: 2, rows_rejected: 1 });
    expect(done.rows.map((r: any) => [r.row, r.status, r.reasons])).toEqual([
      [1, 'accepted', []],
      [2, 'rejected', [entityOwnText.unknownEntityType]],
      [3, 'accepted', []],
    ]);
  });

  it('other import kinds are kept for the staff, not processed', async () => {
    const res = await upload(s.partner, new TextEncoder().encode('a zip, say'), {
      documentName: 'notes.txt',
      documentType: 'other_document',
      assignedFirmUserId: s.fullId,
      comment: 'Prior year notes',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(importText.fileReceived);
    expect(res.body.import).toMatchObject({ status: 'received', document_type: 'other_document', rows_total: 0 });
    const got = await api(`/imports/${res.body.import.id}`, { token: s.partner });
    expect(got.body.file_link).toMatch(/^http/);
    const notes = await api('/advisors/get_paginated_notifications', { token: s.full, query: { page: '1' } });
    expect(JSON.stringify(notes.body)).toContain('notes.txt');
  });

  it('bad input answers 400 or 422 with why, never 500', async () => {
    const csv = new TextEncoder().encode('First Name,Last Name\nA,B\n');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ documentName: 'a.csv', listType: 'individuals', assignedFirmUserId: 0 }, 400, importText.fileTypeRequired],
      [{ documentName: 'a.csv', documentType: 'client_list', assignedFirmUserId: 0 }, 400, importText.listTypeRequired],
      [
        { documentName: 'a.csv', documentType: 'client_list', listType: 'individuals', assignedFirmUserId: -1 },
        400,
        importText.assigneeRequired,
      ],
      [
        { documentName: 'a.csv', documentType: 'other_document', assignedFirmUserId: 0 },
        400,
        importText.descriptionRequired,
      ],
      [
        { documentName: 'a.zip', documentType: 'zipped_rollover_items', assignedFirmUserId: 0 },
        400,
        importText.taxSoftwareRequired,
      ],
      [
        { documentName: 'a.csv', documentType: 'rollover_items_import', taxSoftware: 'Drake', assignedFirmUserId: 0 },
        400,
        importText.yearRequired,
      ],
      [
        { documentName: 'a.csv', documentType: 'client_list', listType: 'individuals', assignedFirmUserId: 'nobody' },
        400,
        importText.assigneeNotFound,
      ],
      [
        { documentName: 'a.csv', documentType: 'client_list', listType: 'entities', assignedFirmUserId: 0 },
        422,
        importText.missingColumns([
          'Entity Name',
          'Entity Type',
          'Primary Contact First Name',
          'Primary Contact Last Name',
        ]),
      ],
    ];
    for (const [body, status, error] of cases) {
      const res = await upload(s.partner, csv, body);
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status, error });
    }
    const empty = await upload(s.partner, new Uint8Array(), {
      documentName: 'a.csv',
      documentType: 'client_list',
      listType: 'individuals',
      assignedFirmUserId: 0,
    });
    expect([empty.status, empty.body.error]).toEqual([422, importText.emptyFile]);
    const binary = await upload(s.partner, new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), {
      documentName: 'old.xls',
      documentType: 'client_list',
      listType: 'individuals',
      assignedFirmUserId: 0,
    });
    expect([binary.status, binary.body.error]).toEqual([422, importText.notAClientList]);
    const noFile = await api('/integrations/upload_user_import_document', {
      token: s.partner,
      body: { file: 'imports/x/uploads/y/z', documentName: 'a.csv', documentType: 'staff_list', assignedFirmUserId: 0 },
    });
    expect(noFile.status).toBe(404);
    const noRecords = await api('/integrations/handle_one_schema_success', {
      token: s.partner,
      body: { listType: 'individuals', assignedFirmUserId: 0, records: [] },
    });
    expect(noRecords.status).toBe(400);
    const tooMany = await api('/integrations/handle_one_schema_success', {
      token: s.partner,
      body: { listType: 'individuals', assignedFirmUserId: 0, records: Array.from({ length: 2001 }, () => ({ a: 1 })) },
    });
    expect(tooMany.status).toBe(400);
    expect((await api('/imports/not-an-import', { token: s.partner })).status).toBe(404);
    expect((await api('/imports', { token: s.partner, query: { limit: '1000' } })).status).toBe(400);
  });

  it('an upload is taken once; another firm cannot read the import or take the upload', {
    timeout: 120_000,
  }, async () => {
    const link = await api('/integrations/get_temporary_upload_link_for_user_import_document', { token: s.partner });
    await fetch(link.body.upload_link, {
      method: 'PUT',
      headers: link.body.headers,
      body: new TextEncoder().encode('First Name,Last Name\nOnce,Only\n'),
    });
    const other = await makeFirm();
    const otherToken = (await signIn(other.partnerEmail)).firebase_token;
    const body = {
      file: link.body.key,
      documentName: 'a.csv',
      documentType: 'client_list',
      listType: 'individuals',
      assignedFirmUserId: 0,
    };
    expect((await api('/integrations/upload_user_import_document', { token: otherToken, body })).status).toBe(404);
    // Another staff user of the same firm cannot take it either: the link was the partner's.
    expect((await api('/integrations/upload_user_import_document', { token: s.full, body })).status).toBe(404);
    const first = await api('/integrations/upload_user_import_document', { token: s.partner, body });
    expect(first.status).toBe(200);
    const again = await api('/integrations/upload_user_import_document', { token: s.partner, body });
    expect([again.status, again.body.error]).toEqual([409, importText.alreadyImported]);
    const id = first.body.import.id;
    for (const path of [`/imports/${id}`, `/imports/${id}/report`]) {
      const res = await api(path, { token: otherToken });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Once');
    }
    expect((await api('/imports', { token: otherToken })).body.imports).toEqual([]);
  });

  it('only staff may download templates, and only partner, admin and full users may import', async () => {
    const template = await api('/advisors/download_individual_import_template', { token: s.client, body: {} });
    expect(template.status).toBe(403);
    for (const token of [s.client, s.advisor]) {
      expect((await api('/imports', { token })).status).toBe(403);
      expect((await api('/integrations/get_temporary_upload_link_for_user_import_document', { token })).status).toBe(
        403,
      );
      const res = await api('/integrations/upload_user_import_document', {
        token,
        body: {
          file: 'x',
          documentName: 'a.csv',
          documentType: 'client_list',
          listType: 'individuals',
          assignedFirmUserId: 0,
        },
      });
      expect(res.status).toBe(403);
    }
  });
});
