import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { uploadFile, zipEntries } from '../support/documents';

/**
 * The document browser's calls (QD §2 Document browser, §4 Documents, §5 Uploads, §6, §7, §8): a folder's page in
 * three orders, search, create, rename, move and copy (also to another entity), delete and restore with everything
 * below, descriptions and tags, downloads as zips, and what clients never see or may not do.
 */
let s: {
  client: string;
  partner: string;
  other: string;
  companyId: string;
  secondId: string;
  otherCompanyId: string;
  lockedClient: string;
  lockedCompanyId: string;
  follower: string;
  openQuestionnaire: string;
  lockedQuestionnaire: string;
};

beforeAll(async () => {
  const client = uniqueEmail('db-client');
  const locked = uniqueEmail('db-locked');
  const follower = uniqueEmail('db-follower');
  const firm = await makeFirm({
    preferences: { document_tags_enabled: true },
    users: [
      { email: follower, fname: 'Fay', lname: 'Follower', password: demoPassword, is_advisor: true },
      {
        email: client,
        password: demoPassword,
        companies: [
          {
            name: 'Browser Co',
            questionnaires: [
              { name: '2025 Organizer', tax_year: 2025 },
              { name: '2024 Organizer', tax_year: 2024, locked: true },
            ],
          },
          { name: 'Browser Second LLC' },
        ],
      },
    ],
  });
  const lockedFirm = await makeFirm({
    preferences: { disable_folder_action: true, disable_file_edit_action: true },
    users: [{ email: locked, password: demoPassword, companies: [{ name: 'Locked Co' }] }],
  });
  const otherClient = uniqueEmail('db-other');
  const otherFirm = await makeFirm({
    users: [{ email: otherClient, password: demoPassword, companies: [{ name: 'Other Firm Co' }] }],
  });
  const mine = firm.users.find((u) => u.email === client)!;
  s = {
    client: (await signIn(client)).firebase_token,
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    other: (await signIn(otherFirm.partnerEmail)).firebase_token,
    companyId: mine.companies[0]!.id,
    secondId: mine.companies[1]!.id,
    otherCompanyId: otherFirm.users.find((u) => u.email === otherClient)!.companies[0]!.id,
    lockedClient: (await signIn(locked)).firebase_token,
    lockedCompanyId: lockedFirm.users.find((u) => u.email === locked)!.companies[0]!.id,
    follower: (await signIn(follower)).firebase_token,
    openQuestionnaire: mine.companies[0]!.questionnaires.find((q) => q.name === '2025 Organizer')!.id,
    lockedQuestionnaire: mine.companies[0]!.questionnaires.find((q) => q.name === '2024 Organizer')!.id,
  };
});

const call = (path: string, token: string, body: Record<string, unknown>) =>
  api(`/integrations/${path}`, { token, body });

const list = (token: string, body: Record<string, unknown>) =>
  call('get_documents', token, { company_id: s.companyId, ...body });

const names = (res: { body: { files: { name: string }[] } }) => res.body.files.map((f) => f.name);
const folderNames = (res: { body: { folders: { name: string }[] } }) => res.body.folders.map((f) => f.name);

describe('browsing a folder', () => {
  it('lists a folder’s folders and files, sorted on name and dates, a page at a time', async () => {
    const base = `/Sort ${Date.now()}`;
    for (const name of ['b.pdf', 'c.pdf', 'a.pdf'])
      expect((await uploadFile(s.partner, s.companyId, base, name)).status).toBe(200);
    await call('create_folder', s.partner, { company_id: s.companyId, path: base, name: 'Receipts' });

    const byName = await list(s.partner, { path: base });
    expect(byName.status, JSON.stringify(byName.body)).toBe(200);
    expect(names(byName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(folderNames(byName)).toEqual(['Receipts']);
    expect(byName.body.total_files).toBe(3);

    const newestFirst = await list(s.partner, { path: base, sort: 'created_at', order: 'desc' });
    expect(names(newestFirst)).toEqual(['a.pdf', 'c.pdf', 'b.pdf']);

    const first = await list(s.partner, { path: base, per_page: 2 });
    expect(names(first)).toEqual(['a.pdf', 'b.pdf']);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await list(s.partner, { path: base, per_page: 2, cursor: first.body.next_cursor });
    expect(names(second)).toEqual(['c.pdf']);
    expect(second.body.folders).toEqual([]);
    expect(second.body.next_cursor).toBeNull();

    // A page token of another order is refused, not read from.
    const stale = await list(s.partner, { path: base, per_page: 2, cursor: first.body.next_cursor, order: 'desc' });
    expect(stale.status).toBe(400);

    const root = await list(s.partner, { path: '/', folders_only: true });
    expect(root.body.files).toEqual([]);
    expect(folderNames(root)).toContain(base.slice(1));
    expect(root.body.folders.find((f: { name: string }) => f.name === base.slice(1)).items_count).toBe(4);
  });

  it('a folder that does not exist is 404; the root of a new entity is empty', async () => {
    expect((await list(s.partner, { path: '/Nope' })).status).toBe(404);
    const empty = await call('get_documents', s.partner, { company_id: s.secondId, path: '/' });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ folders: [], files: [], total_files: 0 });
  });

  it('search finds files and folders by a word of their name', async () => {
    const word = `zebra${Date.now()}`;
    await uploadFile(s.partner, s.companyId, '/Search', `${word} W-2.pdf`);
    await call('create_folder', s.partner, { company_id: s.companyId, path: '/Search', name: `${word} folder` });
    const found = await call('search_documents', s.partner, { company_id: s.companyId, query: word.slice(0, 8) });
    expect(found.status).toBe(200);
    expect(found.body.files.map((f: { name: string }) => f.name)).toContain(`${word} W-2.pdf`);
    expect(found.body.folders.map((f: { name: string }) => f.name)).toContain(`${word} folder`);
    const blank = await call('search_documents', s.partner, { company_id: s.companyId, query: '  ' });
    expect(blank.status).toBe(400);
  });
});

describe('STAFF ONLY folders', () => {
  it('a client never sees a STAFF ONLY folder: not in the list, the search, a download or a direct call', async () => {
    const staffOnly = '/2025/Tax Returns and Tax Organizers (STAFF ONLY)';
    expect((await uploadFile(s.partner, s.companyId, staffOnly, 'secret-organizer.pdf')).status).toBe(200);
    await uploadFile(s.partner, s.companyId, '/2025', 'shared.pdf');

    const staffView = await list(s.partner, { path: '/2025' });
    const lock = staffView.body.folders.find((f: { name: string }) => f.name.includes('STAFF ONLY'));
    expect(lock.staff_only).toBe(true);

    const clientView = await list(s.client, { path: '/2025' });
    expect(clientView.status).toBe(200);
    expect(folderNames(clientView).some((n: string) => n.includes('STAFF ONLY'))).toBe(false);
    expect(names(clientView)).toContain('shared.pdf');
    expect((await list(s.client, { path: staffOnly })).status).toBe(404);
    const search = await call('search_documents', s.client, { company_id: s.companyId, query: 'secret' });
    expect(search.body.files).toEqual([]);
    const direct = await call('download_document', s.client, {
      company_id: s.companyId,
      path: staffOnly,
      documentName: 'secret-organizer.pdf',
    });
    expect(direct.status).toBe(404);
    const zip = await call('download_folder', s.client, { company_id: s.companyId, path: '/2025' });
    expect(zip.status, JSON.stringify(zip.body)).toBe(200);
    const entries = await zipEntries(Buffer.from(await (await fetch(zip.body.link)).arrayBuffer()));
    expect(entries).toEqual(['shared.pdf']);
  });

  it('clients are not sent the staff columns (description, tags)', async () => {
    const up = await uploadFile(s.partner, s.companyId, '/Described', 'described.pdf');
    const id = up.body.document_location.split('/').at(-2);
    const described = await call('update_document_description', s.partner, {
      companyId: s.companyId,
      id,
      description: 'Signed copy',
    });
    expect(described.status, JSON.stringify(described.body)).toBe(200);
    expect((await list(s.partner, { path: '/Described' })).body.files[0].description).toBe('Signed copy');
    const clientRow = (await list(s.client, { path: '/Described' })).body.files[0];
    expect(clientRow.description).toBeUndefined();
    expect(clientRow.tags).toBeUndefined();
    const byClient = await call('update_document_description', s.client, {
      companyId: s.companyId,
      id,
      description: 'x',
    });
    expect(byClient.status).toBe(403);
  });
});

describe('changing files and folders', () => {
  it('rename needs a non-empty name and keeps the extension', async () => {
    await uploadFile(s.client, s.companyId, '/Rename', 'scan001.pdf');
    const empty = await call('rename_item', s.client, {
      company_id: s.companyId,
      path: '/Rename',
      itemName: 'scan001.pdf',
      newName: '   ',
    });
    expect(empty.status).toBe(400);
    const renamed = await call('rename_item', s.client, {
      company_id: s.companyId,
      path: '/Rename',
      itemName: 'scan001.pdf',
      newName: '2025 W-2',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.item.name).toBe('2025 W-2.pdf');
    expect(names(await list(s.client, { path: '/Rename' }))).toEqual(['2025 W-2.pdf']);
  });

  it('a duplicate upload is refused with "{file} was already uploaded" and nothing is written', async () => {
    expect((await uploadFile(s.client, s.companyId, '/Dup', 'same.pdf')).status).toBe(200);
    const again = await uploadFile(s.client, s.companyId, '/Dup', 'same.pdf');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('same.pdf was already uploaded');
    const page = await list(s.client, { path: '/Dup' });
    expect(names(page)).toEqual(['same.pdf']);
    expect(page.body.total_files).toBe(1);
  });

  it('moves a file to another folder and back, and copies it to another entity of the firm', async () => {
    await uploadFile(s.partner, s.companyId, '/Inbox', 'k1.pdf');
    await call('create_folder', s.partner, { company_id: s.companyId, path: '/', name: 'Filed' });
    const moved = await call('move_item', s.partner, {
      company_id: s.companyId,
      oldPath: '/Inbox/k1.pdf',
      newPath: '/Filed',
      isFolder: false,
      deleteOldPath: true,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(names(await list(s.partner, { path: '/Filed' }))).toContain('k1.pdf');
    expect(names(await list(s.partner, { path: '/Inbox' }))).not.toContain('k1.pdf');
    const back = await call('move_item', s.partner, {
      company_id: s.companyId,
      oldPath: '/Filed/k1.pdf',
      newPath: '/Inbox',
      isFolder: false,
      deleteOldPath: true,
    });
    expect(back.status).toBe(200);
    expect(names(await list(s.partner, { path: '/Inbox' }))).toContain('k1.pdf');

    const copied = await call('move_item', s.partner, {
      company_id: s.companyId,
      oldPath: '/Inbox/k1.pdf',
      newPath: '/',
      isFolder: false,
      deleteOldPath: false,
      newCompanyId: s.secondId,
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(names(await call('get_documents', s.partner, { company_id: s.secondId, path: '/' }))).toContain('k1.pdf');
    expect(names(await list(s.partner, { path: '/Inbox' }))).toContain('k1.pdf');
  });

  it('moves a folder with everything below it; a folder cannot go into itself', async () => {
    const top = `/Move ${Date.now()}`;
    await uploadFile(s.partner, s.companyId, `${top}/2024`, 'a.pdf');
    await uploadFile(s.partner, s.companyId, `${top}/2024/Deep`, 'b.pdf');
    await call('create_folder', s.partner, { company_id: s.companyId, path: '/', name: 'Archive' });
    const into = await call('move_item', s.partner, {
      company_id: s.companyId,
      oldPath: top,
      newPath: `${top}/2024`,
      isFolder: true,
      deleteOldPath: true,
    });
    expect(into.status).toBe(400);
    const moved = await call('move_item', s.partner, {
      company_id: s.companyId,
      oldPath: top,
      newPath: '/Archive',
      isFolder: true,
      deleteOldPath: true,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.queued).toBe(false);
    const landed = `/Archive${top}`;
    expect(names(await list(s.partner, { path: `${landed}/2024` }))).toEqual(['a.pdf']);
    expect(names(await list(s.partner, { path: `${landed}/2024/Deep` }))).toEqual(['b.pdf']);
    expect((await list(s.partner, { path: top })).status).toBe(404);
    const archive = await list(s.partner, { path: '/Archive' });
    expect(archive.body.folders.find((f: { name: string }) => f.name === top.slice(1)).items_count).toBe(1);
  });

  it('deletes a folder with everything in it and restores it; a file deleted before stays deleted', async () => {
    const top = `/Delete ${Date.now()}`;
    await uploadFile(s.partner, s.companyId, top, 'keep.pdf');
    await uploadFile(s.partner, s.companyId, `${top}/Sub`, 'deep.pdf');
    await uploadFile(s.partner, s.companyId, top, 'gone-before.pdf');
    const early = await call('delete_document', s.partner, {
      company_id: s.companyId,
      path: top,
      documentName: 'gone-before.pdf',
    });
    expect(early.status).toBe(200);
    const deleted = await call('delete_path', s.partner, {
      company_id: s.companyId,
      path: '/',
      documentName: top.slice(1),
      isFolder: true,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await list(s.partner, { path: top })).status).toBe(404);
    const withDeleted = await list(s.partner, { path: top, include_deleted: true });
    expect(withDeleted.status).toBe(200);
    expect(names(withDeleted).sort()).toEqual(['gone-before.pdf', 'keep.pdf']);
    expect(withDeleted.body.files.every((f: { deleted_at?: string }) => f.deleted_at)).toBe(true);

    // Restoring is staff only.
    const byClient = await call('restore_deleted_document', s.client, {
      company_id: s.companyId,
      path: '/',
      documentName: top.slice(1),
      isFolder: true,
    });
    expect(byClient.status).toBe(403);
    const restored = await call('restore_deleted_document', s.partner, {
      company_id: s.companyId,
      path: '/',
      documentName: top.slice(1),
      isFolder: true,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const back = await list(s.partner, { path: top });
    expect(names(back)).toEqual(['keep.pdf']);
    expect(back.body.total_files).toBe(1);
    expect(names(await list(s.partner, { path: `${top}/Sub` }))).toEqual(['deep.pdf']);
    const file = await call('restore_deleted_document', s.partner, {
      company_id: s.companyId,
      path: top,
      documentName: 'gone-before.pdf',
    });
    expect(file.status).toBe(200);
    expect(names(await list(s.partner, { path: top })).sort()).toEqual(['gone-before.pdf', 'keep.pdf']);
  });

  it("a client of a firm that disables folder and file actions reads 'Disabled by firm'", async () => {
    expect((await uploadFile(s.lockedClient, s.lockedCompanyId, '/', 'mine.pdf')).status).toBe(200);
    const folder = await call('create_folder', s.lockedClient, { company_id: s.lockedCompanyId, path: '/', name: 'X' });
    expect(folder.status).toBe(403);
    expect(folder.body.error).toBe('Disabled by firm');
    const rename = await call('rename_item', s.lockedClient, {
      company_id: s.lockedCompanyId,
      path: '/',
      itemName: 'mine.pdf',
      newName: 'other',
    });
    expect(rename.body.error).toBe('Disabled by firm');
    const del = await call('delete_document', s.lockedClient, {
      company_id: s.lockedCompanyId,
      path: '/',
      documentName: 'mine.pdf',
    });
    expect(del.body.error).toBe('Disabled by firm');
  });

  it('document tags come from the firm’s list', async () => {
    const up = await uploadFile(s.partner, s.companyId, '/Tagged', 'tagged.pdf');
    const id = up.body.document_location.split('/').at(-2);
    expect((await api('/firms/add_document_tag', { token: s.partner, query: { name: 'Signed' } })).status).toBe(200);
    const unknown = await call('update_document_tags', s.partner, { companyId: s.companyId, id, tags: ['Nope'] });
    expect(unknown.status).toBe(422);
    const tagged = await call('update_document_tags', s.partner, { companyId: s.companyId, id, tags: ['signed'] });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(tagged.body.item.tags).toEqual(['Signed']);
  });
});

describe('the activity log and document notifications', () => {
  it('a client’s upload, rename and delete are logged and reach the staff who follow the entity’s documents', async () => {
    const subscribed = await api('/companies/save_notification_subscription', {
      token: s.follower,
      body: { entity_ids: [s.companyId], notification_type_ids: [2] },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    const name = `logged-${Date.now()}.pdf`;
    await uploadFile(s.client, s.companyId, '/Logged', name);
    const renamed = await call('rename_item', s.client, {
      company_id: s.companyId,
      path: '/Logged',
      itemName: name,
      newName: `renamed-${name}`,
    });
    expect(renamed.status).toBe(200);
    await call('delete_document', s.client, {
      company_id: s.companyId,
      path: '/Logged',
      documentName: `renamed-${name}`,
    });

    const log = await api('/v2/activity_logs', {
      token: s.partner,
      query: { company_id: s.companyId, per_page: '50' },
    });
    expect(log.status).toBe(200);
    const titles = log.body.activities
      .filter((a: { description: string }) => a.description.includes(name))
      .map((a: { title: string }) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['Document uploaded', 'Document renamed', 'Document deleted']));

    const told = await api('/advisors/get_paginated_notifications', {
      token: s.follower,
      query: { search: name, per_page: '100' },
    });
    const texts = told.body.notifications.map((n: { text: string; type: number }) => [n.type, n.text]);
    expect(texts).toEqual(
      expect.arrayContaining([
        [2, expect.stringContaining(`uploaded ${name}`)],
        [2, expect.stringContaining('Document renamed')],
        [2, expect.stringContaining('Document deleted')],
      ]),
    );
  });
});

describe('downloads', () => {
  it('a folder downloads as files.zip with its subfolders; several files as a zip; one file as a link', async () => {
    const top = `/Zip ${Date.now()}`;
    await uploadFile(s.partner, s.companyId, top, 'one.pdf');
    await uploadFile(s.partner, s.companyId, top, 'two.pdf');
    await uploadFile(s.partner, s.companyId, `${top}/Sub`, 'three.pdf');
    const zip = await call('download_folder', s.partner, { company_id: s.companyId, path: top });
    expect(zip.status, JSON.stringify(zip.body)).toBe(200);
    expect(zip.body.file_name).toBe('files.zip');
    const file = await fetch(zip.body.link);
    expect(file.headers.get('content-disposition')).toContain('files.zip');
    expect(await zipEntries(Buffer.from(await file.arrayBuffer()))).toEqual(['Sub/three.pdf', 'one.pdf', 'two.pdf']);

    const several = await call('download_multiple_documents', s.partner, {
      company_id: s.companyId,
      path: top,
      documentNames: ['one.pdf', 'two.pdf'],
    });
    expect(several.status).toBe(200);
    expect(await zipEntries(Buffer.from(await (await fetch(several.body.link)).arrayBuffer()))).toEqual([
      'one.pdf',
      'two.pdf',
    ]);
    const one = await call('download_document', s.client, {
      company_id: s.companyId,
      path: top,
      documentName: 'one.pdf',
    });
    expect(one.status).toBe(200);
    expect((await fetch(one.body.link)).status).toBe(200);
  });

  it('an empty folder has nothing to download', async () => {
    await call('create_folder', s.partner, { company_id: s.companyId, path: '/', name: 'Empty Zip' });
    const res = await call('download_folder', s.partner, { company_id: s.companyId, path: '/Empty Zip' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('There are no files in this folder.');
  });

  it('a zip of 1,000 names is refused and nothing is made', async () => {
    const documentNames = Array.from({ length: 1000 }, (_, i) => `f${i}.pdf`);
    const res = await call('download_multiple_documents', s.partner, {
      company_id: s.companyId,
      path: '/',
      documentNames,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Please select at most 999 documents');
  });
});

describe('exportable documents', () => {
  it('an entity’s files of a tax year’s folder, for staff; ?year in the query as the spec writes it', async () => {
    await uploadFile(s.partner, s.secondId, '/2023/Tax Return', 'return-2023.pdf');
    await uploadFile(s.partner, s.secondId, '/2023/Receipts/March', 'receipt.pdf');
    await uploadFile(s.partner, s.secondId, '/20230', 'not-this.pdf');
    const res = await api(`/companies/${s.secondId}/get_all_exportable_documents_for_entity`, {
      token: s.partner,
      method: 'POST',
      query: { year: '2023' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.documents.map((d: { name: string }) => d.name).sort()).toEqual(['receipt.pdf', 'return-2023.pdf']);
    const byClient = await api(`/companies/${s.secondId}/get_all_exportable_documents_for_entity`, {
      token: s.client,
      body: { year: 2023 },
    });
    expect(byClient.status).toBe(403);
  });
});

describe('attach to questionnaire', () => {
  it('staff attach files to an unlocked questionnaire; they leave the unattached uploads; a locked one refuses', async () => {
    const up = await uploadFile(s.client, s.companyId, '/To Attach', `attach-${Date.now()}.pdf`);
    const id = up.body.document_location.split('/').at(-2);
    const unattached = () =>
      api('/integrations/get_documents_uploaded_outside_of_questionnaire', {
        token: s.partner,
        query: { company_id: s.companyId, from_3_months_ago: 'true' },
      });
    expect((await unattached()).body.documents.map((d: { id: string }) => d.id)).toContain(id);
    const locked = await api(`/questionnaires/${s.lockedQuestionnaire}/attach_to_questionnaire`, {
      token: s.partner,
      body: { document_ids: [id] },
    });
    expect(locked.status).toBe(409);
    const byClient = await api(`/questionnaires/${s.openQuestionnaire}/attach_to_questionnaire`, {
      token: s.client,
      body: { document_ids: [id] },
    });
    expect(byClient.status).toBe(403);
    const none = await api(`/questionnaires/${s.openQuestionnaire}/attach_to_questionnaire`, {
      token: s.partner,
      body: { document_ids: [] },
    });
    expect(none.status).toBe(400);
    const attached = await api(`/questionnaires/${s.openQuestionnaire}/attach_to_questionnaire`, {
      token: s.partner,
      body: { document_ids: [id] },
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body).toEqual({ message: 'Successfully attached', attached: 1 });
    expect((await unattached()).body.documents.map((d: { id: string }) => d.id)).not.toContain(id);
    const row = (await list(s.partner, { path: '/To Attach' })).body.files[0];
    expect(row.questionnaire_id).toBe(s.openQuestionnaire);
  });
});

describe('integrations', () => {
  it('check_sharepoint_integration and check_stripe_integration answer whether the firm connected them', async () => {
    for (const path of ['check_sharepoint_integration', 'check_stripe_integration']) {
      const res = await api(`/integrations/${path}`, { token: s.partner });
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual({ connected: false });
      expect((await api(`/integrations/${path}`, { token: s.client })).status).toBe(403);
    }
    const connectedFirm = await makeFirm({ integrations: { stripe: { account_id: 'acct_demo' } } });
    const partner = (await signIn(connectedFirm.partnerEmail)).firebase_token;
    expect((await api('/integrations/check_stripe_integration', { token: partner })).body).toEqual({ connected: true });
    expect((await api('/integrations/check_sharepoint_integration', { token: partner })).body).toEqual({
      connected: false,
    });
  });
});

describe('bad input is refused and nothing is written', () => {
  it('path traversal in names and paths: .., absolute paths, NUL, very long names', async () => {
    const bad = [
      { path: '/../other', name: 'x' },
      { path: '/a/../../b', name: 'x' },
      { path: '/', name: '..' },
      { path: '/', name: '../x' },
      { path: '/', name: '/etc/passwd' },
      { path: 'relative', name: 'x' },
      { path: '/a\u0000b', name: 'x' },
      { path: '/', name: 'a\u0000b' },
      { path: '/', name: 'n'.repeat(300) },
      { path: `/${'p'.repeat(300)}`, name: 'x' },
    ];
    for (const b of bad) {
      const res = await call('create_folder', s.partner, { company_id: s.companyId, path: b.path, name: b.name });
      expect(res.status, JSON.stringify(b)).toBe(400);
      const renamed = await call('rename_item', s.partner, {
        company_id: s.companyId,
        path: b.path,
        itemName: 'x.pdf',
        newName: b.name,
      });
      expect(renamed.status, JSON.stringify(b)).toBe(400);
    }
    const root = await list(s.partner, { path: '/', folders_only: true });
    expect(folderNames(root).some((n: string) => n.includes('..') || n.includes('etc'))).toBe(false);
  });

  it("another firm's or another entity's documents are 404", async () => {
    await uploadFile(s.partner, s.companyId, '/Private', 'mine.pdf');
    for (const [path, body] of [
      ['get_documents', { company_id: s.companyId, path: '/Private' }],
      ['download_folder', { company_id: s.companyId, path: '/Private' }],
      ['download_document', { company_id: s.companyId, path: '/Private', documentName: 'mine.pdf' }],
      ['delete_document', { company_id: s.companyId, path: '/Private', documentName: 'mine.pdf' }],
    ] as const) {
      const res = await call(path, s.other, body);
      expect(res.status, path).toBe(404);
    }
    // Moving into another firm's entity is as if it did not exist.
    const into = await call('move_item', s.partner, {
      company_id: s.companyId,
      oldPath: '/Private/mine.pdf',
      newPath: '/',
      deleteOldPath: false,
      newCompanyId: s.otherCompanyId,
    });
    expect(into.status).toBe(404);
    expect(names(await list(s.partner, { path: '/Private' }))).toEqual(['mine.pdf']);
  });

  it('a 151 MB declared size gets no upload link', async () => {
    const res = await api('/integrations/get_temporary_upload_link', {
      token: s.client,
      query: { company_id: s.companyId, content_type: 'application/pdf', size_bytes: String(151 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.upload_link).toBeUndefined();
  });

  it('a password-protected PDF is refused with the INVALID message and nothing is kept', async () => {
    const locked = new TextEncoder().encode(
      '%PDF-1.6\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R/Encrypt 2 0 R>>\nstartxref\n9\n%%EOF\n',
    );
    const res = await uploadFile(s.client, s.companyId, '/Locked PDFs', 'locked.pdf', locked);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(
      'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.',
    );
    expect((await list(s.client, { path: '/Locked PDFs' })).status).toBe(404);
  });

  it('a valid PDF larger than the end that is read for its trailer is kept', async () => {
    const filler = `%${'x'.repeat(70)}\n`.repeat(1200);
    const big = new TextEncoder().encode(`%PDF-1.4\n${filler}trailer<</Root 1 0 R>>\n%%EOF\n`);
    expect(big.length).toBeGreaterThan(80_000);
    const res = await uploadFile(s.client, s.companyId, '/Big PDFs', 'big.pdf', big);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('bytes that do not match the extension are refused with the INVALID message', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    const res = await uploadFile(s.client, s.companyId, '/Bad', 'w2.pdf', exe);
    expect(res.status).toBe(422);
    expect(res.body.error).toContain('INVALID');
    expect((await list(s.client, { path: '/Bad' })).status).toBe(404);
  });
});
