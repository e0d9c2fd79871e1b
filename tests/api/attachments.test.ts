import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

const invalidFiles =
  'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.';
const noCompany = 'We were unable to upload the file, please try refreshing the page';
const marker = '[[attachments]]';

/** A real, minimal one-page PDF. */
const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A Windows program's first bytes: the MZ header. */
const exeBytes = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
]);

async function setup() {
  const client = uniqueEmail('att-client');
  const other = uniqueEmail('att-other');
  const readonly = uniqueEmail('att-ro');
  const roCompanyClient = uniqueEmail('att-rocompany');
  const firm = await makeFirm({
    users: [
      {
        email: client,
        fname: 'Casey',
        lname: 'Client',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Casey Household' }],
      },
      {
        email: other,
        fname: 'Olive',
        lname: 'Other',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Olive LLC' }],
      },
      {
        email: readonly,
        password: demoPassword,
        readonly: true,
        assigned_advisor: 'partner',
        companies: [{ name: 'Read Only User Co' }],
      },
      {
        email: roCompanyClient,
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Read Only Co', readonly: true }],
      },
    ],
  });
  const foreign = await makeFirm({
    users: [{ email: uniqueEmail('att-foreign'), password: demoPassword, companies: [{ name: 'Foreign Co' }] }],
  });
  const companyOf = (email: string) => firm.users.find((u) => u.email === email)!.companies[0];
  return {
    firm,
    foreign,
    tokens: {
      partner: (await signIn(firm.partnerEmail)).firebase_token,
      client: (await signIn(client)).firebase_token,
      other: (await signIn(other)).firebase_token,
      readonly: (await signIn(readonly)).firebase_token,
      roCompanyClient: (await signIn(roCompanyClient)).firebase_token,
      foreignPartner: (await signIn(foreign.partnerEmail)).firebase_token,
    },
    company: companyOf(client),
    otherCompany: companyOf(other),
    readonlyUserCompany: companyOf(readonly),
    readonlyCompany: companyOf(roCompanyClient),
    foreignCompany: foreign.users[1].companies[0],
  };
}

let s: Awaited<ReturnType<typeof setup>>;
let conversationId: string;
beforeAll(async () => {
  s = await setup();
  const res = await api('/conversations/get_client_conversation', {
    token: s.tokens.client,
    query: { company_id: s.company.id },
  });
  expect(res.status).toBe(200);
  conversationId = res.body.conversation.id;
});

const uploadLink = (token: string, company_id: string, file?: { type: string; size: number }) =>
  api('/integrations/get_temporary_upload_link', {
    token,
    query: { company_id, ...(file ? { content_type: file.type, size_bytes: String(file.size) } : {}) },
  });

const processDocument = (token: string, body: Record<string, unknown>) =>
  api('/integrations/process_document', { token, body });

/** The Attach dialog's three steps: a link, the PUT with the link's headers, then process_document. */
async function attach(
  token: string,
  companyId: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  type = 'application/pdf',
) {
  const link = await uploadLink(token, companyId, { type, size: bytes.length });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const put = await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: bytes });
  expect(put.status).toBe(200);
  const processed = await processDocument(token, {
    company_id: companyId,
    id: link.body.id,
    document_name: name,
    path: '/Attachments',
  });
  return { id: link.body.id as string, processed };
}

const send = (token: string, text: string) =>
  api('/conversations/send_message', { token, body: { conversation_id: conversationId, text } });
const download = (token: string, link: string) => api('/conversations/download_attachment', { token, body: { link } });

describe('attaching a file to a message', () => {
  it('a client uploads a PDF to the entity’s /Attachments folder, sends it, and both sides download the same bytes', async () => {
    const { processed } = await attach(s.tokens.client, s.company.id, '2025 W-2.pdf', pdfBytes);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    expect(processed.body).toMatchObject({ is_duplicate: false, document_name: '2025 W-2.pdf' });
    const location: string = processed.body.document_location;
    expect(location).toMatch(new RegExp(`^/${s.company.id}/Attachments/[A-Za-z0-9_-]+/2025 W-2\\.pdf$`));

    const sent = await send(s.tokens.client, `${marker}\n${location}`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message.text).toBe(`${marker}\n${location}`);

    const list = await api('/v2/conversations', { token: s.tokens.partner, query: { company_id: s.company.id } });
    expect(list.body.conversations[0].last_message.text).toBe(`${marker}\n${location}`);

    for (const token of [s.tokens.partner, s.tokens.client]) {
      const res = await download(token, location);
      expect(res.status).toBe(200);
      const file = await fetch(res.body.link);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);
      expect(file.headers.get('content-disposition')).toContain('2025 W-2.pdf');
    }
  });

  it('staff upload for the entity and attach several files in one message; a second file of the same name is a duplicate', async () => {
    const first = await attach(s.tokens.partner, s.company.id, 'Engagement letter.pdf', pdfBytes);
    const second = await attach(s.tokens.partner, s.company.id, 'Engagement letter.pdf', pdfBytes);
    expect(first.processed.body.is_duplicate).toBe(false);
    expect(second.processed.body.is_duplicate).toBe(true);
    expect(second.processed.body.document_location).not.toBe(first.processed.body.document_location);
    const notes = await attach(
      s.tokens.partner,
      s.company.id,
      'notes.csv',
      new TextEncoder().encode('Item,Amount\r\nRent,1200\r\n'),
      'text/csv',
    );
    expect(notes.processed.status).toBe(200);

    const locations = [
      first.processed.body.document_location,
      second.processed.body.document_location,
      notes.processed.body.document_location,
    ];
    const sent = await send(s.tokens.partner, `${marker}\n${locations.join('\n')}`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const csv = await fetch((await download(s.tokens.client, locations[2])).body.link);
    expect(await csv.text()).toBe('Item,Amount\r\nRent,1200\r\n');
  });
});

describe('what the upload refuses', () => {
  it('an empty file, or a program named .pdf: the INVALID message, 422, and nothing is kept', async () => {
    for (const [name, bytes] of [
      ['empty.pdf', new Uint8Array()],
      ['invoice.pdf', exeBytes],
    ] as const) {
      const link = await uploadLink(s.tokens.client, s.company.id);
      expect(link.status).toBe(200);
      const put = await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: bytes });
      expect(put.status).toBe(200);
      const res = await processDocument(s.tokens.client, {
        company_id: s.company.id,
        id: link.body.id,
        document_name: name,
        path: '/Attachments',
      });
      expect(res.status, name).toBe(422);
      expect(res.body.error).toBe(invalidFiles);
      // No document: its would-be location is unknown, and the upload cannot be processed again.
      expect((await download(s.tokens.client, `/${s.company.id}/Attachments/${link.body.id}/${name}`)).status).toBe(
        404,
      );
      expect(
        (
          await processDocument(s.tokens.client, {
            company_id: s.company.id,
            id: link.body.id,
            document_name: name,
            path: '/Attachments',
          })
        ).status,
      ).toBe(404);
    }
  });

  it('an empty file is refused as soon as the browser reports its size; a file over 150 MB: File is too large', async () => {
    const at150 = await uploadLink(s.tokens.client, s.company.id, { type: 'application/pdf', size: 150 * 1024 * 1024 });
    expect(at150.status, 'uploads are at most 150 MB each (FA §5.8)').toBe(200);
    const empty = await uploadLink(s.tokens.client, s.company.id, { type: 'application/pdf', size: 0 });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe(invalidFiles);
    const big = await uploadLink(s.tokens.client, s.company.id, {
      type: 'application/pdf',
      size: 150 * 1024 * 1024 + 1,
    });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('File is too large');
  });

  it('a file of another size than the link was asked for is not kept (S3 refuses the PUT; an emulator that takes it, process_document refuses)', async () => {
    const link = await uploadLink(s.tokens.client, s.company.id, { type: 'application/pdf', size: pdfBytes.length });
    const put = await fetch(link.body.upload_link, {
      method: 'PUT',
      headers: link.body.headers,
      body: new Uint8Array([...pdfBytes, 0x20]),
    });
    if (put.ok) {
      const res = await processDocument(s.tokens.client, {
        company_id: s.company.id,
        id: link.body.id,
        document_name: 'longer.pdf',
        path: '/Attachments',
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(invalidFiles);
    }
  });

  it('process_document before the file arrived: 409, and the upload can still be finished', async () => {
    const link = await uploadLink(s.tokens.client, s.company.id, { type: 'application/pdf', size: pdfBytes.length });
    const early = await processDocument(s.tokens.client, {
      company_id: s.company.id,
      id: link.body.id,
      document_name: 'a.pdf',
      path: '/Attachments',
    });
    expect(early.status).toBe(409);
    await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: pdfBytes });
    expect(
      (
        await processDocument(s.tokens.client, {
          company_id: s.company.id,
          id: link.body.id,
          document_name: 'a.pdf',
          path: '/Attachments',
        })
      ).status,
    ).toBe(200);
  });

  it('an id never issued, or issued to another user or for another entity: 404', async () => {
    const never = await processDocument(s.tokens.client, {
      company_id: s.company.id,
      id: 'never-issued-id',
      document_name: 'a.pdf',
      path: '/Attachments',
    });
    expect(never.status).toBe(404);

    const link = await uploadLink(s.tokens.client, s.company.id, { type: 'application/pdf', size: pdfBytes.length });
    await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: pdfBytes });
    const byPartner = await processDocument(s.tokens.partner, {
      company_id: s.company.id,
      id: link.body.id,
      document_name: 'a.pdf',
      path: '/Attachments',
    });
    expect(byPartner.status).toBe(404);
    const byOther = await processDocument(s.tokens.other, {
      company_id: s.otherCompany.id,
      id: link.body.id,
      document_name: 'a.pdf',
      path: '/Attachments',
    });
    expect(byOther.status).toBe(404);
    // Still the issuing client's to finish.
    expect(
      (
        await processDocument(s.tokens.client, {
          company_id: s.company.id,
          id: link.body.id,
          document_name: 'a.pdf',
          path: '/Attachments',
        })
      ).status,
    ).toBe(200);
  });

  it('no selected entity: the refresh message (400); an unknown entity or another firm’s: the same message (404)', async () => {
    const missing = await api('/integrations/get_temporary_upload_link', { token: s.tokens.client });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(noCompany);
    const processMissing = await processDocument(s.tokens.client, {
      id: 'x',
      document_name: 'a.pdf',
      path: '/Attachments',
    });
    expect(processMissing.status).toBe(400);
    expect(processMissing.body.error).toBe(noCompany);
    for (const [token, companyId] of [
      [s.tokens.client, 'no-such-entity'],
      [s.tokens.client, s.otherCompany.id],
      [s.tokens.foreignPartner, s.company.id],
      [s.tokens.partner, s.foreignCompany.id],
    ]) {
      const res = await uploadLink(token, companyId);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(noCompany);
    }
  });

  it('a read-only user, or a client of a read-only entity, cannot upload', async () => {
    const user = await uploadLink(s.tokens.readonly, s.readonlyUserCompany.id);
    expect(user.status).toBe(403);
    const company = await uploadLink(s.tokens.roCompanyClient, s.readonlyCompany.id);
    expect(company.status).toBe(403);
    expect(
      (
        await processDocument(s.tokens.roCompanyClient, {
          company_id: s.readonlyCompany.id,
          id: 'x',
          document_name: 'a.pdf',
          path: '/Attachments',
        })
      ).status,
    ).toBe(403);
  });

  it('a name or folder that could escape its place is refused: 400', async () => {
    for (const body of [
      { document_name: '../a.pdf', path: '/Attachments' },
      { document_name: 'a\nb.pdf', path: '/Attachments' },
      { document_name: 'a.pdf', path: '/Attachments/../Private' },
      { document_name: 'a.pdf', path: 'Attachments' },
    ]) {
      expect(
        (await processDocument(s.tokens.client, { company_id: s.company.id, id: 'x', ...body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
  });
});

describe('attachments stay with their entity and firm', () => {
  let otherLocation: string;
  let ownLocation: string;
  beforeAll(async () => {
    otherLocation = (await attach(s.tokens.other, s.otherCompany.id, 'olive.pdf', pdfBytes)).processed.body
      .document_location;
    ownLocation = (await attach(s.tokens.client, s.company.id, 'mine.pdf', pdfBytes)).processed.body.document_location;
  });

  it('another entity’s or another firm’s location cannot be downloaded: 404', async () => {
    expect((await download(s.tokens.client, otherLocation)).status).toBe(404);
    expect((await download(s.tokens.foreignPartner, ownLocation)).status).toBe(404);
    // The entity id swapped for one the caller may open still names no document there.
    expect((await download(s.tokens.client, otherLocation.replace(s.otherCompany.id, s.company.id))).status).toBe(404);
    expect((await download(s.tokens.client, '/not a location')).status).toBe(400);
  });

  it('a message cannot attach another entity’s document, a made-up one, or a malformed list', async () => {
    const foreign = await send(s.tokens.partner, `${marker}\n${otherLocation}`);
    expect(foreign.status).toBe(404);
    const mixed = await send(s.tokens.client, `${marker}\n${ownLocation}\n${otherLocation}`);
    expect(mixed.status).toBe(404);
    const forged = await send(s.tokens.client, `${marker}\n${otherLocation.replace(s.otherCompany.id, s.company.id)}`);
    expect(forged.status).toBe(404);
    const malformed = await send(s.tokens.client, `${marker} see /Private/secret.pdf`);
    expect(malformed.status).toBe(400);
    const notADocument = await send(s.tokens.client, `${marker}\n/Attachments/secret.pdf`);
    expect(notADocument.status).toBe(400);
    const view = await api(`/v2/conversations/${conversationId}`, { token: s.tokens.client });
    expect(view.body.messages.map((m: { text: string }) => m.text)).not.toContain(`${marker}\n${otherLocation}`);
  });
});
