import yauzl from 'yauzl';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * The drop link (FA §2.9, §5.11, §7.5, §9): the firm's signed 7-day link, who it notifies (at least one firm
 * user), uploads and notify without sign-in (bytes checked, rate-limited, 150 MB), the chosen firm user notified,
 * and 'Drop Link.zip' for them; another firm, a forged or expired link, a disabled drop link, bad input.
 */
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let s: {
  partner: string;
  advisor: string;
  advisorId: string;
  other: string;
  foreign: string;
  disabledPartner: string;
};

beforeAll(async () => {
  const advisor = uniqueEmail('drop-adv');
  const other = uniqueEmail('drop-other');
  const firm = await makeFirm({
    firm_name: 'Drop Firm',
    preferences: { drop_link_enabled: true },
    users: [
      { email: advisor, password: demoPassword, is_advisor: true },
      { email: other, password: demoPassword, is_advisor: true },
    ],
  });
  const foreign = await makeFirm({ preferences: { drop_link_enabled: true } });
  const disabled = await makeFirm({});
  s = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    advisor: (await signIn(advisor)).firebase_token,
    advisorId: firm.users.find((u) => u.email === advisor)!.id,
    other: (await signIn(other)).firebase_token,
    foreign: (await signIn(foreign.partnerEmail)).firebase_token,
    disabledPartner: (await signIn(disabled.partnerEmail)).firebase_token,
  };
});

const save = (ids: unknown, token = s.partner) =>
  api('/firms/drop_link', { token, body: { firm_user_ids_to_receive_drop_link_notification: ids } });

/** The `id` of the link staff copy. */
async function dropId(token = s.partner): Promise<string> {
  const res = await api('/firms/drop_link', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL(res.body.link).searchParams.get('id')!;
}

async function drop(id: string, folder: string, name: string, bytes: Uint8Array<ArrayBuffer>, ip?: string) {
  const link = await api('/firms/get_link_to_upload_drop_link_document', {
    ip,
    query: { firm_id: id, folder_location: folder, file_name: name, size_bytes: String(bytes.length) },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const put = await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: bytes });
  expect(put.status).toBe(200);
}

const notify = (id: string, folder: string, extra: Record<string, unknown> = {}) =>
  api('/firms/notify_drop_link_document', {
    body: { firm_id: id, folder_name: folder, name: 'Dana Dropper', email: 'dana@example.com', ...extra },
  });

function zipNames(bytes: Buffer): Promise<string[]> {
  return new Promise((ok, fail) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return fail(err);
      const names: string[] = [];
      zip.on('entry', (e: { fileName: string }) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => ok(names.sort()));
      zip.readEntry();
    }),
  );
}

describe('the drop link', () => {
  it('needs at least one firm user to notify, of this firm and active', async () => {
    const none = await save([]);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Choose at least one firm user to notify');
    expect((await save(['nobody'])).status).toBe(422);
    const saved = await save([s.advisorId]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Saved!');
    expect(saved.body.firm_user_ids_to_receive_drop_link_notification).toEqual([s.advisorId]);
    const link = new URL(saved.body.link);
    expect(link.pathname).toBe('/drop-link');
    expect(link.searchParams.get('signin')).toBe('1');
    // FA §9: links expire in 7 days.
    const days = (Date.parse(saved.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('takes files without sign-in, keeps the good ones, notifies the chosen user and zips them as Drop Link.zip', async () => {
    await save([s.advisorId]);
    const id = await dropId();
    const folder = `Dana Dropper ${Date.now()}`;
    await drop(id, folder, 'w2.pdf', pdf);
    await drop(id, folder, 'receipt.png', png);
    await drop(id, folder, 'fake.pdf', new TextEncoder().encode('MZ this is not a pdf'));
    const res = await notify(id, folder, { description: 'My 2025 papers' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Upload successful');
    expect(res.body.accepted.sort()).toEqual(['receipt.png', 'w2.pdf']);
    expect(res.body.rejected).toEqual(['fake.pdf']);

    const notes = await api('/advisors/get_paginated_notifications', { token: s.advisor, query: { page: '1' } });
    const note = notes.body.notifications.find((n: { text: string }) => n.text.includes('Dana Dropper'));
    expect(note.text).toContain('dropped 2 documents');
    expect(note.link).toBe(`/drop-link-downloads/${encodeURIComponent(folder)}`);

    const zip = await api('/firms/download_drop_link_document', { token: s.advisor, body: { folder_name: folder } });
    expect(zip.status, JSON.stringify(zip.body)).toBe(200);
    expect(zip.body.name).toBe('Drop Link.zip');
    const file = await fetch(zip.body.link);
    expect(file.headers.get('content-disposition')).toContain('Drop Link.zip');
    expect(await zipNames(Buffer.from(await file.arrayBuffer()))).toEqual(['receipt.png', 'w2.pdf']);

    // Not notified and below full access: as if it did not exist; another firm too.
    expect(
      (await api('/firms/download_drop_link_document', { token: s.other, body: { folder_name: folder } })).status,
    ).toBe(404);
    expect(
      (await api('/firms/download_drop_link_document', { token: s.foreign, body: { folder_name: folder } })).status,
    ).toBe(404);
    expect(
      (await api('/firms/download_drop_link_document', { token: s.partner, body: { folder_name: folder } })).status,
    ).toBe(200);
  });

  it('only bad files, or none at all, are refused with why', async () => {
    const id = await dropId();
    const folder = `Only Bad ${Date.now()}`;
    await drop(id, folder, 'fake.pdf', new TextEncoder().encode('not a pdf'));
    const bad = await notify(id, folder);
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe(
      'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.',
    );
    const empty = await notify(id, `Nothing ${Date.now()}`);
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe('No files were uploaded. Please upload the files first.');
  });

  it('refuses a forged or foreign-looking link, a 151 MB file, an unknown type and bad folder names', async () => {
    const id = await dropId();
    const query = (q: Record<string, string>) =>
      api('/firms/get_link_to_upload_drop_link_document', {
        query: { firm_id: id, folder_location: 'Folder', file_name: 'a.pdf', ...q },
      });
    const forged = await query({ firm_id: `${id.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe('This drop link is not valid. Please ask the firm for a new one.');
    // An identity token is not a drop link.
    expect((await query({ firm_id: s.partner })).status).toBe(403);
    const big = await query({ size_bytes: String(151 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect((await query({ file_name: 'run.exe' })).status).toBe(422);
    for (const folder_location of ['../etc', 'a/b', '.', '', 'x'.repeat(121), 'nul\u0000'])
      expect((await query({ folder_location })).status, folder_location).toBe(400);
    for (const file_name of ['../x.pdf', '/abs.pdf', 'a\u0000.pdf', `${'x'.repeat(300)}.pdf`])
      expect((await query({ file_name })).status, file_name).toBe(400);
    expect((await api('/firms/notify_drop_link_document', { body: { firm_id: id } })).status).toBe(400);
  });

  it('is refused while the firm has it turned off, and to staff below full access', async () => {
    const off = await api('/firms/drop_link', { token: s.disabledPartner });
    expect(off.status).toBe(403);
    expect(off.body.error).toBe('The drop link is not turned on for this firm.');
    expect((await api('/firms/drop_link', { token: s.advisor })).status).toBe(403);
    expect((await save([s.advisorId], s.advisor)).status).toBe(403);
  });

  it('uploads from one network are rate-limited', async () => {
    const id = await dropId();
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    let last = 0;
    for (let i = 0; i < 65 && last !== 429; i++)
      last = (
        await api('/firms/notify_drop_link_document', {
          ip,
          body: { firm_id: id, folder_name: `Rate ${i}`, name: 'R', email: 'r@example.com' },
        })
      ).status;
    expect(last).toBe(429);
  });
});
