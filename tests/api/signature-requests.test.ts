/**
 * Signature requests (FA §2.7, §3.6, §4.3, §5.8, §7.8, §8.4): a firm uploads a PDF for one entity, it is read in the
 * background and sent to the entity's active owners, who sign it in the browser; staff mark signers, complete,
 * delete and download. Every test makes its own firm.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { signatureRequestText as text } from '@ledgerline/shared/signature-requests';
import { api, baseUrl, demoPassword, mailTo, makeFirm, signIn, uniqueEmail, waitForMail } from '../support/api';
import { readPdf } from '../support/exports';

/** A PDF of `pages` pages, each saying which it is. */
async function pdfOf(pages: number, title = 'Engagement letter'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    pdf.addPage([612, 792]).drawText(`${title} page ${i}`, { x: 72, y: 700, size: 14, font });
  }
  return pdf.save();
}

/** A small hand-written PDF whose trailer names an /Encrypt dictionary, as a password-protected file does. */
const encryptedPdf = new TextEncoder().encode(
  [
    '%PDF-1.6',
    '1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj',
    '2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj',
    '3 0 obj <</Filter/Standard/V 2/R 3/Length 128/P -1028/O (0123456789abcdef0123456789abcdef)/U (0123456789abcdef0123456789abcdef)>> endobj',
    'trailer <</Root 1 0 R/Encrypt 3 0 R/ID[<0123456789abcdef><0123456789abcdef>]>>',
    '%%EOF',
    '',
  ].join('\n'),
);

async function setup(label: string, preferences: Record<string, unknown> = { signature_requests_enabled: true }) {
  const client = uniqueEmail(`${label}-client`);
  const spouse = uniqueEmail(`${label}-spouse`);
  const other = uniqueEmail(`${label}-other`);
  const readonly = uniqueEmail(`${label}-ro`);
  const firm = await makeFirm({
    preferences,
    users: [
      {
        email: client,
        fname: 'Tia',
        lname: 'Taxpayer',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Tia Household' }],
      },
      { email: spouse, fname: 'Sam', lname: 'Spouse', password: demoPassword, companies: [{ name: 'Sam Solo' }] },
      { email: other, fname: 'Oli', lname: 'Other', password: demoPassword, companies: [{ name: 'Oli Own' }] },
      {
        email: readonly,
        fname: 'Rory',
        lname: 'Readonly',
        password: demoPassword,
        readonly: true,
        is_advisor: true,
        firm_access: 'full',
      },
    ],
  });
  const user = (email: string) => firm.users.find((u) => u.email === email)!;
  const household = user(client).companies[0]!;
  const partner = (await signIn(firm.partnerEmail)).firebase_token;
  const owners = await api(`/companies/${household.id}/update_owners`, {
    token: partner,
    body: { owner_ids: [user(client).id, user(spouse).id] },
  });
  expect(owners.status, JSON.stringify(owners.body)).toBe(200);
  return {
    firm,
    household,
    emails: { client, spouse },
    ids: { client: user(client).id, spouse: user(spouse).id, other: user(other).id },
    partner,
    client: (await signIn(client)).firebase_token,
    spouse: (await signIn(spouse)).firebase_token,
    other: (await signIn(other)).firebase_token,
    readonlyStaff: (await signIn(readonly)).firebase_token,
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** The browser's three steps: a link, the PUT, the request. */
async function upload(
  token: string,
  companyId: string,
  bytes: Uint8Array,
  body: Record<string, unknown> = {},
  fileName = 'Engagement letter.pdf',
) {
  const link = await api('/signature_requests/get_upload_link', {
    token,
    body: { company_id: companyId, file_name: fileName, file_size: bytes.length },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const put = await fetch(link.body.upload_link, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/pdf' },
    body: Buffer.from(bytes),
  });
  expect(put.status).toBe(200);
  return api('/signature_requests', {
    token,
    body: { company_id: companyId, upload_id: link.body.upload_id, tax_year: 2025, ...body },
  });
}

const detail = (token: string, id: string, companyId?: string) =>
  api(`/signature_requests/${id}`, { token, query: companyId ? { companyId } : {} });

/** Polls the request until it leaves 'processing' (the background job reads the PDF). */
async function settled(s: Setup, id: string) {
  const until = Date.now() + 15_000;
  for (;;) {
    const res = await detail(s.partner, id, s.household.id);
    if (res.status === 200 && res.body.status !== 'processing') return res.body;
    if (Date.now() > until) throw new Error(`still processing: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function sentRequest(s: Setup, pages = 2) {
  const made = await upload(s.partner, s.household.id, await pdfOf(pages), { document_name: 'Engagement letter' });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const sent = await settled(s, made.body.signature_request.id);
  expect(sent.status).toBe('sent');
  return sent as { id: string; signers: { id: string }[] };
}

const sign = (token: string, id: string, companyId: string, body: Record<string, unknown>) =>
  api(`/signature_requests/${id}/sign`, {
    token,
    body: { companyId, ...body },
    headers: { 'user-agent': 'SignatureTest/1.0' },
  });
const markSigned = (token: string, id: string, companyId: string, body: Record<string, unknown> = {}) =>
  api(`/signature_requests/${id}/mark_signed`, { token, body: { companyId, ...body } });

describe('signature requests: upload and sending', () => {
  it('a PDF uploaded for one entity is read in the background and sent to its active owners, each by email', async () => {
    const s = await setup('send');
    const made = await upload(s.partner, s.household.id, await pdfOf(3), { document_name: 'Engagement letter' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.signature_request).toMatchObject({
      company_id: s.household.id,
      company_name: 'Tia Household',
      tax_year: 2025,
      document_name: 'Engagement letter',
      status: 'processing',
      signed_document: false,
    });
    const id = made.body.signature_request.id;
    const sent = await settled(s, id);
    expect(sent).toMatchObject({ status: 'sent', page_count: 3, sign_page: 3, error_message: null });
    expect(sent.signers.map((x: { id: string }) => x.id).sort()).toEqual([s.ids.client, s.ids.spouse].sort());
    expect(sent.signers.every((x: { signed: boolean }) => !x.signed)).toBe(true);

    const mail = await waitForMail(s.emails.client, (m) => m.subject.includes('Engagement letter'));
    expect(mail.text).toContain(`/review-signature-request/${id}?companyId=${s.household.id}`);
    await waitForMail(s.emails.spouse, (m) => m.subject.includes('Engagement letter'));

    const table = await api('/signature_requests/get_all_signature_requests', { token: s.partner });
    expect(table.status).toBe(200);
    expect(table.body.meta).toEqual({ current_page: 1, total_count: 1, total_pages: 1 });
    expect(table.body.signature_requests[0]).toMatchObject({ id, status: 'sent', company_name: 'Tia Household' });

    const ofEntity = await api('/signature_requests/get_signature_requests_by_company_id', {
      token: s.client,
      query: { company_id: s.household.id, year: '2025' },
    });
    expect(ofEntity.body.signature_requests.map((r: { id: string }) => r.id)).toEqual([id]);
    const otherYear = await api('/signature_requests/get_signature_requests_by_company_id', {
      token: s.client,
      query: { company_id: s.household.id, year: '2024' },
    });
    expect(otherYear.body.signature_requests).toEqual([]);
  });

  it('reading is idempotent: a job that dies after its work runs again, changes nothing and mails no one twice', async () => {
    const s = await setup('again');
    const fault = await fetch(`${baseUrl()}/_dev/job-faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'process-signature-request', times: 1 }),
    });
    expect(fault.status).toBe(201);
    const made = await upload(s.partner, s.household.id, await pdfOf(1), { document_name: 'Retried letter' });
    const sent = await settled(s, made.body.signature_request.id);
    expect(sent.status).toBe('sent');
    // The failed delivery comes back after the queue's visibility timeout (10 s locally).
    await new Promise((r) => setTimeout(r, 12_000));
    const after = await detail(s.partner, sent.id, s.household.id);
    expect(after.body.updated_at).toBe(sent.updated_at);
    const mails = (await mailTo(s.emails.client)).filter((m) => m.subject.includes('Retried letter'));
    expect(mails).toHaveLength(1);
  }, 45_000);

  it('the table pages newest updated first with start-end of total', async () => {
    const s = await setup('paging');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await upload(s.partner, s.household.id, await pdfOf(1), { document_name: `Letter ${i}` });
      ids.push(made.body.signature_request.id);
    }
    // Read side by side: on a loaded machine the queue takes its time with each, and three in a row outlasted the test.
    await Promise.all(ids.map((id) => settled(s, id)));
    const first = await api('/signature_requests/get_all_signature_requests', {
      token: s.partner,
      query: { page: '1', per_page: '10' },
    });
    expect(first.body.meta).toEqual({ current_page: 1, total_count: 3, total_pages: 1 });
    const updated = first.body.signature_requests.map((r: { updated_at: string }) => r.updated_at);
    expect([...updated].sort().reverse()).toEqual(updated);
  });

  it('a file that is not a PDF, or is password-protected, is refused with the spec’s words', async () => {
    const s = await setup('refuse');
    const notPdf = await upload(s.partner, s.household.id, new TextEncoder().encode('hello, not a pdf'));
    expect(notPdf).toMatchObject({ status: 422, body: { error: text.notAPdf } });
    const locked = await upload(s.partner, s.household.id, encryptedPdf);
    expect(locked).toMatchObject({ status: 422, body: { error: text.passwordProtected } });
    // A file that starts like a PDF but does not open is taken, then read as invalid.
    const broken = await upload(s.partner, s.household.id, new TextEncoder().encode('%PDF-1.7\nnot really\n'));
    expect(broken.status).toBe(200);
    const read = await settled(s, broken.body.signature_request.id);
    expect(read).toMatchObject({ status: 'error', error_message: text.invalidFiles });
    const table = await api('/signature_requests/get_all_signature_requests', { token: s.partner });
    expect(table.body.meta.total_count).toBe(1);
  });

  it('an upload needs a tax year and is staff’s, not a read-only firm user’s or a client’s', async () => {
    const s = await setup('who');
    const bytes = await pdfOf(1);
    const noYear = await upload(s.partner, s.household.id, bytes, { tax_year: undefined });
    expect(noYear).toMatchObject({ status: 400, body: { error: text.taxYearRequired } });
    const readonly = await api('/signature_requests/get_upload_link', {
      token: s.readonlyStaff,
      body: { company_id: s.household.id, file_name: 'a.pdf', file_size: bytes.length },
    });
    expect(readonly.status).toBe(403);
    const client = await api('/signature_requests/get_upload_link', {
      token: s.client,
      body: { company_id: s.household.id, file_name: 'a.pdf', file_size: bytes.length },
    });
    expect(client.status).toBe(403);
  });

  it('with signature requests off, staff are refused; a client can still sign what was sent', async () => {
    const s = await setup('off');
    const request = await sentRequest(s);
    const off = await api('/firms/update_preferences', {
      token: s.partner,
      body: { preferences: { signature_requests_enabled: false } },
    });
    expect(off.status).toBe(200);
    const table = await api('/signature_requests/get_all_signature_requests', { token: s.partner });
    expect(table).toMatchObject({ status: 403, body: { error: text.requestsOff } });
    const signed = await sign(s.client, request.id, s.household.id, { kind: 'typed', text: 'Tia Taxpayer' });
    expect(signed.status).toBe(200);
  });
});

describe('signature requests: who may see one', () => {
  it('another firm’s request, another entity’s id or none is not found', async () => {
    const s = await setup('foreign');
    const request = await sentRequest(s);
    const stranger = await setup('foreign-other');
    expect((await detail(stranger.partner, request.id, s.household.id)).status).toBe(404);
    expect((await detail(stranger.partner, request.id)).status).toBe(404);
    const wrongEntity = await detail(s.partner, request.id, stranger.household.id);
    expect(wrongEntity).toMatchObject({ status: 404, body: { error: text.notFound } });
    expect((await detail(s.other, request.id, s.household.id)).status).toBe(404);
    expect((await sign(stranger.client, request.id, s.household.id, { text: 'Me' })).status).toBe(404);
    expect((await detail(s.client, request.id, s.household.id)).status).toBe(200);
  });
});

describe('signature requests: signing', () => {
  it('a listed signer signs once, typed; the time, address and browser are recorded', async () => {
    const s = await setup('sign');
    const request = await sentRequest(s);
    const empty = await sign(s.client, request.id, s.household.id, { kind: 'typed', text: '   ' });
    expect(empty).toMatchObject({ status: 400, body: { error: text.signatureRequired } });
    const ok = await sign(s.client, request.id, s.household.id, { kind: 'typed', text: 'Tia Taxpayer' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const me = ok.body.signature_request.signers.find((x: { id: string }) => x.id === s.ids.client);
    expect(me).toMatchObject({ signed: true, is_marked_signed: false, kind: 'typed', user_agent: 'SignatureTest/1.0' });
    expect(me.ip).toMatch(/^10\./);
    expect(Date.parse(me.signed_at)).toBeGreaterThan(Date.now() - 60_000);
    // The other owner has not signed: it waits for them.
    expect(ok.body.signature_request).toMatchObject({ status: 'sent', signed_document: true });

    const again = await sign(s.client, request.id, s.household.id, { kind: 'typed', text: 'Tia Taxpayer' });
    expect(again).toMatchObject({ status: 409, body: { error: text.alreadySigned } });
    const staff = await sign(s.partner, request.id, s.household.id, { kind: 'typed', text: 'Pat' });
    expect(staff.status).toBe(403);

    const notes = (await api('/advisors/get_all_notifications', { token: s.partner })).body.notifications;
    expect(notes[0]).toMatchObject({ text: 'Tia Taxpayer signed Engagement letter', client_name: 'Tia Household' });
  });

  it('an owner added after it was sent is not a signer; the last signer’s drawn signature makes it signed', async () => {
    const s = await setup('drawn');
    const request = await sentRequest(s);
    const added = await api(`/companies/${s.household.id}/update_owners`, {
      token: s.partner,
      body: { owner_ids: [s.ids.client, s.ids.spouse, s.ids.other] },
    });
    expect(added.status).toBe(200);
    const notSigner = await sign(s.other, request.id, s.household.id, { kind: 'typed', text: 'Oli Other' });
    expect(notSigner).toMatchObject({ status: 403, body: { error: text.notASigner } });

    expect((await sign(s.client, request.id, s.household.id, { text: 'Tia Taxpayer' })).status).toBe(200);
    const notPng = await sign(s.spouse, request.id, s.household.id, {
      kind: 'drawn',
      image: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`,
    });
    expect(notPng).toMatchObject({ status: 400, body: { error: text.signatureRequired } });
    const drawn = await sign(s.spouse, request.id, s.household.id, { kind: 'drawn', image: tinyPng });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    expect(drawn.body.signature_request.status).toBe('signed');
    expect(drawn.body.signature_request.signers.map((x: { kind: string }) => x.kind).sort()).toEqual([
      'drawn',
      'typed',
    ]);
    // FA §9: once signed, it is filed in the entity's documents under Signature Requests.
    const until = Date.now() + 10_000;
    let files: string[] = [];
    while (!files.includes('Engagement letter (signed).pdf') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      const folder = await api('/integrations/get_documents', {
        token: s.partner,
        body: { company_id: s.household.id, path: '/Signature Requests' },
      });
      files = (folder.body.files ?? []).map((f: { name: string }) => f.name);
    }
    expect(files).toEqual(['Engagement letter (signed).pdf']);
  });

  it('the downloaded signed document carries the signature on its sign page (read back with pdf.js)', async () => {
    const s = await setup('download');
    const request = await sentRequest(s, 2);
    const before = await api(`/signature_requests/${request.id}/download`, {
      token: s.partner,
      body: { companyId: s.household.id },
    });
    expect(before.body.file_name).toBe('Engagement letter.pdf');
    const onlyPage = await api(`/signature_requests/${request.id}/download`, {
      token: s.partner,
      body: { companyId: s.household.id, signed_pages_only: true },
    });
    expect(onlyPage).toMatchObject({ status: 409, body: { error: text.noSignedDocument } });

    await sign(s.client, request.id, s.household.id, { kind: 'typed', text: 'Tia T. Signature' });
    const link = await api(`/signature_requests/${request.id}/download`, {
      token: s.client,
      body: { companyId: s.household.id },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.file_name).toBe('Engagement letter (signed).pdf');
    const signed = await readPdf(new Uint8Array(await (await fetch(link.body.link)).arrayBuffer()));
    expect(signed.pages).toHaveLength(2);
    expect(signed.pages[1]).toContain('Tia T. Signature');
    expect(signed.pages[1]).toContain('Electronically signed by Tia Taxpayer');
    expect(signed.pages[0]).not.toContain('Tia T. Signature');

    const page = await api(`/signature_requests/${request.id}/download`, {
      token: s.partner,
      body: { companyId: s.household.id, signed_pages_only: true },
    });
    const onePage = await readPdf(new Uint8Array(await (await fetch(page.body.link)).arrayBuffer()));
    expect(onePage.pages).toHaveLength(1);
    expect(onePage.pages[0]).toContain('Engagement letter page 2');
    expect(onePage.pages[0]).toContain('Tia T. Signature');

    // The upload is kept unchanged.
    const original = await api(`/signature_requests/${request.id}/download`, {
      token: s.partner,
      body: { companyId: s.household.id, original: true },
    });
    const kept = await readPdf(new Uint8Array(await (await fetch(original.body.link)).arrayBuffer()));
    expect(kept.pages.join(' ')).not.toContain('Tia T. Signature');
  });
});

describe('signature requests: staff', () => {
  it('staff mark a signer signed only while they have not signed themselves; all signed makes it signed', async () => {
    const s = await setup('mark');
    const request = await sentRequest(s);
    await sign(s.client, request.id, s.household.id, { text: 'Tia Taxpayer' });
    const refused = await markSigned(s.partner, request.id, s.household.id, { signer_id: s.ids.client });
    expect(refused).toMatchObject({ status: 409, body: { error: text.clientSigned } });
    const unknown = await markSigned(s.partner, request.id, s.household.id, { signer_id: s.ids.other });
    expect(unknown.status).toBe(404);
    const readonly = await markSigned(s.readonlyStaff, request.id, s.household.id, { signer_id: s.ids.spouse });
    expect(readonly.status).toBe(403);

    const marked = await markSigned(s.partner, request.id, s.household.id, { signer_id: s.ids.spouse });
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe(text.signatureUpdated);
    expect(marked.body.signature_request.status).toBe('signed');
    const spouse = marked.body.signature_request.signers.find((x: { id: string }) => x.id === s.ids.spouse);
    expect(spouse).toMatchObject({ signed: false, is_marked_signed: true });

    const unmarked = await markSigned(s.partner, request.id, s.household.id, {
      signer_id: s.ids.spouse,
      signed: false,
    });
    expect(unmarked.body.signature_request.status).toBe('sent');
    // Unmarked, the owner may still sign.
    expect((await sign(s.spouse, request.id, s.household.id, { text: 'Sam Spouse' })).status).toBe(200);
  });

  it('mark as completed from sent or signed only, then delete: it leaves the table', async () => {
    const s = await setup('complete');
    const request = await sentRequest(s);
    const bad = await api('/signature_requests/update_signature_request', {
      token: s.partner,
      body: { id: request.id, companyId: s.household.id, status: 'sent' },
    });
    expect(bad).toMatchObject({ status: 422, body: { error: text.badStatus } });
    const done = await api('/signature_requests/update_signature_request', {
      token: s.partner,
      body: { id: request.id, companyId: s.household.id, status: 'completed' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: text.markedCompleted, signature_request: { status: 'completed' } });
    const twice = await api('/signature_requests/update_signature_request', {
      token: s.partner,
      body: { id: request.id, companyId: s.household.id, status: 'completed' },
    });
    expect(twice.status).toBe(409);
    expect((await sign(s.client, request.id, s.household.id, { text: 'Tia' })).body.error).toBe(text.notSignable);

    const removed = await api('/signature_requests/delete_signature_request', {
      token: s.partner,
      body: { id: request.id, companyId: s.household.id },
    });
    expect(removed).toMatchObject({ status: 200, body: { message: text.deleted } });
    expect((await detail(s.partner, request.id, s.household.id)).status).toBe(404);
    const table = await api('/signature_requests/get_all_signature_requests', { token: s.partner });
    expect(table.body.meta.total_count).toBe(0);
    const again = await api('/signature_requests/delete_signature_request', {
      token: s.partner,
      body: { id: request.id, companyId: s.household.id },
    });
    expect(again.status).toBe(404);
  });

  it('the form definitions name the e-sign forms and who signs them', async () => {
    const s = await setup('forms');
    const res = await api('/signature_requests/get_form_definitions', { token: s.partner });
    expect(res.status).toBe(200);
    expect(res.body.forms.find((f: { form_id: string }) => f.form_id === '8879')).toMatchObject({
      jurisdiction: 'federal',
      signers: ['taxpayer', 'spouse'],
    });
  });
});

/** A 1×1 PNG. */
const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
