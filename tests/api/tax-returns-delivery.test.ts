import { describe, expect, it } from 'vitest';
import { encryptedPdf, pageTexts, samplePdf, signaturePng } from '@ledgerline/functions/platform/pdf-delivery/testing';
import { api, baseUrl, demoPassword, mailTo, makeFirm, signIn, smsTo, uniqueEmail } from '../support/api';
import { factoryReturn, fetchBytes, settledReturn, uploadReturn } from '../support/tax-returns';

const delivery = { new_tax_return_delivery_enabled: true };

async function setup(label: string, preferences: Record<string, unknown> = delivery) {
  const taxpayer = uniqueEmail(`${label}-tp`);
  const spouse = uniqueEmail(`${label}-sp`);
  const firm = await makeFirm({
    preferences,
    users: [
      {
        email: taxpayer,
        fname: 'Tia',
        lname: 'Taxpayer',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Tia Household' }],
      },
      { email: spouse, fname: 'Sam', lname: 'Spouse', password: demoPassword, companies: [{ name: 'Sam Solo' }] },
    ],
  });
  const tp = firm.users.find((u) => u.email === taxpayer)!;
  const sp = firm.users.find((u) => u.email === spouse)!;
  const household = tp.companies[0]!;
  const partner = (await signIn(firm.partnerEmail)).firebase_token;
  // Both spouses own the household (the spouse signs too).
  const owners = await api(`/companies/${household.id}/update_owners`, {
    token: partner,
    body: { owner_ids: [tp.id, sp.id] },
  });
  expect(owners.status, JSON.stringify(owners.body)).toBe(200);
  return {
    firm,
    household,
    taxpayerEmail: taxpayer,
    taxpayerId: tp.id,
    spouseId: sp.id,
    partner,
    taxpayer: (await signIn(taxpayer)).firebase_token,
    spouse: (await signIn(spouse)).firebase_token,
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

const get = (token: string, id: string, companyId: string) =>
  api(`/tax_returns/${id}`, { token, query: { company_id: companyId } });
const patch = (token: string, id: string, body: Record<string, unknown>) =>
  api(`/tax_returns/${id}`, { token, method: 'PATCH', body });
const post = (token: string, id: string, action: string, body: Record<string, unknown>) =>
  api(`/tax_returns/${id}/${action}`, { token, body });
const table = (token: string, query: Record<string, string | number | boolean> = {}) =>
  api('/tax_returns/get_paginated_tax_returns', {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

/** A 4-page return uploaded and ready to classify. */
async function readyReturn(s: Setup, name = '2025 Form 1040') {
  const up = await uploadReturn(s.partner, s.household.id, await samplePdf(4), { document_name: name });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  const ready = await settledReturn(s.partner, up.body.tax_return.id, s.household.id);
  expect(ready.status).toBe('action_required');
  return ready as { id: string; version: number; page_count: number };
}

/** An 8879 on page 4 for both spouses and two 1040-ES vouchers, saved and sent. */
async function sentReturn(s: Setup) {
  const r = await readyReturn(s);
  const saved = await patch(s.partner, r.id, {
    company_id: s.household.id,
    version: r.version,
    e_sign_forms: [
      {
        form_id: '8879',
        pages: [4],
        signatures: [{ signer_id: s.taxpayerId }, { signer_id: s.spouseId }],
      },
    ],
    payment_vouchers: [
      { voucher_id: '1040-ES-Q1', amount: 1200, page: 2 },
      { voucher_id: '1040-ES-Q2', amount: 1200.5, page: 3 },
    ],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.message).toBe('All changes saved successfully');
  const sent = await patch(s.partner, r.id, { company_id: s.household.id, status: 'sent' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.tax_return as {
    id: string;
    status: string;
    e_sign_forms: { id: string; signatures: { id: string; signer_id: string }[] }[];
    payment_vouchers: { id: string; amount: number; due_date: string }[];
  };
}

describe('tax return upload and the draft (FA §4.1, §5.8)', () => {
  it('a draft for approval has DRAFT stamped on every page, goes to the primary contact, and the original is kept unchanged', async () => {
    const s = await setup('draft');
    const original = await samplePdf(3);
    const up = await uploadReturn(s.partner, s.household.id, original, { send_draft: true });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.tax_return.status).toBe('processing');
    const id = up.body.tax_return.id;
    const draft = await settledReturn(s.partner, id, s.household.id);
    expect(draft).toMatchObject({ status: 'draft', draft_status: 'draft', page_count: 3, watermarked_file: true });

    const clientLink = await post(s.taxpayer, id, 'download_tax_return', { company_id: s.household.id });
    expect(clientLink.status).toBe(200);
    const stamped = await pageTexts(await fetchBytes(clientLink.body.link));
    expect(stamped).toHaveLength(3);
    for (const text of stamped) expect(text).toContain('DRAFT');

    const staffLink = await post(s.partner, id, 'download_tax_return', { company_id: s.household.id });
    expect(Buffer.from(await fetchBytes(staffLink.body.link)).equals(Buffer.from(original))).toBe(true);

    const mail = await mailTo(s.taxpayerEmail);
    expect(mail.some((m) => m.subject === 'Your 2025 tax return draft is ready for review')).toBe(true);
  });

  it('the client does not see a return while it is prepared, nor one that is only ready to classify', async () => {
    const s = await setup('hidden');
    const preparing = await factoryReturn(s.firm.firm_id, s.household.id, { draft_status: null, status: 'processing' });
    const ready = await factoryReturn(s.firm.firm_id, s.household.id, {
      draft_status: null,
      status: 'action_required',
    });
    const sent = await factoryReturn(s.firm.firm_id, s.household.id, { draft_status: null, status: 'sent' });
    const index = await api('/tax_returns/get_tax_returns_index', {
      token: s.taxpayer,
      query: { company_id: s.household.id },
    });
    expect(index.body.tax_returns.map((r: { id: string }) => r.id)).toEqual([sent]);
    expect((await get(s.taxpayer, preparing, s.household.id)).status).toBe(404);
    expect((await get(s.taxpayer, ready, s.household.id)).status).toBe(404);
    expect((await get(s.partner, ready, s.household.id)).status).toBe(200);
  });

  it('refuses a file that is not a PDF, and a password-protected PDF, with the spec’s words', async () => {
    const s = await setup('refuse');
    const notPdf = await uploadReturn(s.partner, s.household.id, new TextEncoder().encode('hello, not a pdf'));
    expect(notPdf.status).toBe(422);
    expect(notPdf.body.error).toBe(
      'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.',
    );
    const locked = await uploadReturn(s.partner, s.household.id, await encryptedPdf());
    expect(locked.status).toBe(422);
    expect(locked.body.error).toBe('This PDF is password-protected. Remove the password and upload it again.');
  });

  it('a PDF that cannot be opened ends in status error with the invalid-files message', async () => {
    const s = await setup('broken');
    const broken = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF');
    const up = await uploadReturn(s.partner, s.household.id, broken);
    expect(up.status).toBe(200);
    const settled = await settledReturn(s.partner, up.body.tax_return.id, s.household.id);
    expect(settled.status).toBe('error');
    expect(settled.error_message).toMatch(/appear to be INVALID/);
  });

  it('replacing a draft that is not change_requested is refused; after changes are requested it is replaced', async () => {
    const s = await setup('replace');
    const up = await uploadReturn(s.partner, s.household.id, await samplePdf(2), { send_draft: true });
    const id = up.body.tax_return.id;
    await settledReturn(s.partner, id, s.household.id);
    const early = await uploadReturn(s.partner, s.household.id, await samplePdf(2), {
      send_draft: true,
      previous_tax_return_id: id,
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Only a draft whose changes were requested can be replaced');

    const asked = await post(s.taxpayer, id, 'request_changes', {
      company_id: s.household.id,
      reason: 'Wrong address',
    });
    expect(asked.status).toBe(200);
    const again = await uploadReturn(s.partner, s.household.id, await samplePdf(5), {
      send_draft: true,
      previous_tax_return_id: id,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.tax_return.id).toBe(id);
    const redrafted = await settledReturn(s.partner, id, s.household.id);
    expect(redrafted).toMatchObject({ status: 'draft', draft_status: 'draft', page_count: 5, draft_comment: null });
  });

  it('approving twice is refused', async () => {
    const s = await setup('twice');
    const up = await uploadReturn(s.partner, s.household.id, await samplePdf(1), { send_draft: true });
    const id = up.body.tax_return.id;
    await settledReturn(s.partner, id, s.household.id);
    expect((await post(s.taxpayer, id, 'approve', { company_id: s.household.id })).status).toBe(200);
    const second = await post(s.taxpayer, id, 'approve', { company_id: s.household.id });
    expect(second.status).toBe(409);
    expect((await get(s.partner, id, s.household.id)).body.status).toBe('approved');
  });
});

describe('classification, signing and paying (FA §2.6, §4.1, §4.3)', () => {
  it('refuses a voucher amount of 0 with the spec’s words', async () => {
    const s = await setup('zero');
    const r = await readyReturn(s);
    const res = await patch(s.partner, r.id, {
      company_id: s.household.id,
      payment_vouchers: [{ voucher_id: '1040-ES-Q1', amount: 0 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Voucher amount must be greater than 0');
    expect((await get(s.partner, r.id, s.household.id)).body.payment_vouchers).toEqual([]);
  });

  it('refuses a form on a page past the end, an unknown form, and a signer who does not own the entity', async () => {
    const s = await setup('bad-forms');
    const r = await readyReturn(s);
    const page = await patch(s.partner, r.id, {
      company_id: s.household.id,
      e_sign_forms: [{ form_id: '8879', pages: [9], signatures: [{ signer_id: s.taxpayerId }] }],
    });
    expect(page.status).toBe(400);
    const unknown = await patch(s.partner, r.id, {
      company_id: s.household.id,
      e_sign_forms: [{ form_id: 'NOPE', pages: [1], signatures: [] }],
    });
    expect(unknown.status).toBe(400);
    const stranger = await patch(s.partner, r.id, {
      company_id: s.household.id,
      e_sign_forms: [
        { form_id: '8879', pages: [1], signatures: [{ signer_id: s.firm.users[0]!.id.replace(/./, 'x') }] },
      ],
    });
    expect(stranger.status).toBe(400);
  });

  it('a save made from an older version is refused', async () => {
    const s = await setup('stale');
    const r = await readyReturn(s);
    const first = await patch(s.partner, r.id, {
      company_id: s.household.id,
      version: r.version,
      reminder_disabled: true,
    });
    expect(first.status).toBe(200);
    const second = await patch(s.partner, r.id, {
      company_id: s.household.id,
      version: r.version,
      reminder_disabled: false,
    });
    expect(second.status).toBe(409);
  });

  it('the client signs their own signature; signing for someone else is refused; staff cannot mark signed what the client signed', async () => {
    const s = await setup('sign');
    const sent = await sentReturn(s);
    expect(sent.status).toBe('sent');
    const form = sent.e_sign_forms[0]!;
    const mine = form.signatures.find((x) => x.signer_id === s.taxpayerId)!;
    const theirs = form.signatures.find((x) => x.signer_id === s.spouseId)!;

    const forOther = await post(s.taxpayer, sent.id, 'sign', {
      company_id: s.household.id,
      form_id: form.id,
      signature_id: theirs.id,
      kind: 'typed',
      text: 'Tia Taxpayer',
    });
    expect(forOther.status).toBe(403);

    const signed = await post(s.taxpayer, sent.id, 'sign', {
      company_id: s.household.id,
      form_id: form.id,
      signature_id: mine.id,
      kind: 'typed',
      text: 'Tia Taxpayer',
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const data = signed.body.tax_return.e_sign_forms[0].signatures.find(
      (x: { id: string }) => x.id === mine.id,
    ).signatureData;
    expect(data).toMatchObject({ kind: 'typed', text: 'Tia Taxpayer' });
    expect(data.ip).toBeTruthy();
    expect(data.user_agent).toBeTruthy();
    expect(signed.body.tax_return.status).toBe('sent');

    const twice = await post(s.taxpayer, sent.id, 'sign', {
      company_id: s.household.id,
      form_id: form.id,
      signature_id: mine.id,
      kind: 'typed',
      text: 'Tia Taxpayer',
    });
    expect(twice.status).toBe(409);

    const markSigned = await post(s.partner, sent.id, 'mark_signed', {
      company_id: s.household.id,
      form_id: form.id,
      signature_id: mine.id,
    });
    expect(markSigned.status).toBe(409);

    // Staff may mark the spouse's, which the spouse has not signed: then all signatures are in.
    const markAll = await post(s.partner, sent.id, 'mark_signed', { company_id: s.household.id });
    expect(markAll.status, JSON.stringify(markAll.body)).toBe(200);
    expect(markAll.body.message).toBe('All signatures marked as signed');
    expect(markAll.body.tax_return).toMatchObject({
      all_signed: true,
      signature_summary: 'All signatures completed',
      status: 'signed',
    });
    // The client's signature is still theirs.
    const kept = markAll.body.tax_return.e_sign_forms[0].signatures.find((x: { id: string }) => x.id === mine.id);
    expect(kept).toMatchObject({ isMarkedSigned: false, signatureData: { text: 'Tia Taxpayer' } });
  });

  it('the client pays a voucher; the summaries and the card follow; the signed download has the signature on its page', async () => {
    const s = await setup('pay');
    const sent = await sentReturn(s);
    const [q1] = sent.payment_vouchers;
    expect(q1!.due_date).toBe('2026-04-15');
    const paid = await post(s.taxpayer, sent.id, 'update_voucher_paid', {
      company_id: s.household.id,
      voucher_id: q1!.id,
      is_paid: true,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.tax_return).toMatchObject({ paid_payment_count: 1, payment_summary: '1 payment(s) still needed' });

    const card = await api('/tax_returns/get_tax_returns_index', {
      token: s.taxpayer,
      query: { company_id: s.household.id },
    });
    expect(card.body.tax_returns.find((r: { id: string }) => r.id === sent.id)).toMatchObject({
      signatures_to_sign: 2,
      payments_remaining: 1,
    });

    const form = sent.e_sign_forms[0]!;
    const mine = form.signatures.find((x) => x.signer_id === s.taxpayerId)!;
    await post(s.taxpayer, sent.id, 'sign', {
      company_id: s.household.id,
      form_id: form.id,
      signature_id: mine.id,
      kind: 'typed',
      text: 'Tia T. Taxpayer',
    });
    const link = await post(s.taxpayer, sent.id, 'download_tax_return', {
      company_id: s.household.id,
      include_other_pages: true,
    });
    expect(link.status).toBe(200);
    const pages = await pageTexts(await fetchBytes(link.body.link));
    expect(pages).toHaveLength(4);
    expect(pages[3]).toContain('Tia T. Taxpayer');
    expect(pages[3]).toContain('Electronically signed by');
    expect(pages[0]).not.toContain('Electronically signed by');
    const only = await post(s.taxpayer, sent.id, 'download_tax_return', {
      company_id: s.household.id,
      only_signature_pages: true,
    });
    expect(await pageTexts(await fetchBytes(only.body.link))).toHaveLength(1);
  });

  it('a drawn signature is kept as its PNG beside the return and stamped on the form’s page', async () => {
    const s = await setup('drawn');
    const sent = await sentReturn(s);
    const form = sent.e_sign_forms[0]!;
    const theirs = form.signatures.find((x) => x.signer_id === s.spouseId)!;
    const notPng = await post(s.spouse, sent.id, 'sign', {
      company_id: s.household.id,
      form_id: form.id,
      signature_id: theirs.id,
      kind: 'drawn',
      image: 'data:image/png;base64,aGVsbG8=',
    });
    expect(notPng.status).toBe(400);
    const image = signaturePng();
    const signed = await post(s.spouse, sent.id, 'sign', {
      company_id: s.household.id,
      form_id: form.id,
      signature_id: theirs.id,
      kind: 'drawn',
      image,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const data = signed.body.tax_return.e_sign_forms[0].signatures.find(
      (x: { id: string }) => x.id === theirs.id,
    ).signatureData;
    expect(data.kind).toBe('drawn');
    expect(data.image).toMatch(/^https?:\/\//);
    expect(data).not.toHaveProperty('image_key');
    const png = await fetchBytes(data.image);
    expect(Buffer.from(png.slice(1, 4)).toString()).toBe('PNG');
    // Another owner sees that it is signed, not the drawing.
    const other = (await get(s.taxpayer, sent.id, s.household.id)).body;
    expect(
      other.e_sign_forms[0].signatures.find((x: { id: string }) => x.id === theirs.id).signatureData.image,
    ).toBeNull();
    const link = await post(s.spouse, sent.id, 'download_tax_return', {
      company_id: s.household.id,
      include_other_pages: true,
    });
    const pages = await pageTexts(await fetchBytes(link.body.link));
    expect(pages[3]).toContain('Electronically signed by Sam Spouse');
  });

  it('the invoice: a client can mark it paid, not unpaid; staff can toggle it', async () => {
    const s = await setup('invoice');
    const sent = await sentReturn(s);
    const unpay = await post(s.taxpayer, sent.id, 'update_invoice_paid_status', {
      company_id: s.household.id,
      paid: false,
    });
    expect(unpay.status).toBe(403);
    const pay = await post(s.taxpayer, sent.id, 'update_invoice_paid_status', {
      company_id: s.household.id,
      paid: true,
    });
    expect(pay.status).toBe(200);
    expect(pay.body.tax_return.payment).toEqual({ status: 'paid' });
    const staff = await post(s.partner, sent.id, 'update_invoice_paid_status', {
      company_id: s.household.id,
      paid: false,
    });
    expect(staff.body.message).toBe('Invoice paid status updated');
    expect(staff.body.tax_return.invoice_paid).toBe(false);
  });

  it('another firm’s return is not found, whatever the call', async () => {
    const s = await setup('mine');
    const other = await setup('theirs');
    const sent = await sentReturn(s);
    expect((await get(other.partner, sent.id, s.household.id)).status).toBe(404);
    expect((await get(other.partner, sent.id, other.household.id)).status).toBe(404);
    expect((await patch(other.partner, sent.id, { reminder_disabled: true })).status).toBe(404);
    expect((await api(`/tax_returns/${sent.id}`, { token: other.partner, method: 'DELETE' })).status).toBe(404);
    expect((await post(other.taxpayer, sent.id, 'sign', { form_id: 'x', signature_id: 'y' })).status).toBe(404);
    expect((await post(other.partner, sent.id, 'send_reminders', {})).status).toBe(404);
    expect((await get(s.partner, sent.id, s.household.id)).status).toBe(200);
  });
});

describe('the firm’s tax returns table (FA §2.6, §7.7)', () => {
  it('pages, sorts and filters on designed keys; a deleted return leaves it', async () => {
    const s = await setup('table');
    const ids: string[] = [];
    for (let i = 1; i <= 12; i++)
      ids.push(
        await factoryReturn(s.firm.firm_id, s.household.id, {
          name: `Return ${String(i).padStart(2, '0')}`,
          draft_status: null,
          status: i <= 3 ? 'finished' : 'sent',
          reminder_disabled: i === 5,
        }),
      );
    const first = await table(s.partner, { per_page: 10, sort_by: 'tax_return_name', sort_direction: 'asc' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.meta).toEqual({ current_page: 1, total_count: 12, total_pages: 2 });
    expect(first.body.tax_returns.map((r: { tax_return_name: string }) => r.tax_return_name).slice(0, 2)).toEqual([
      'Return 01',
      'Return 02',
    ]);
    const last = await table(s.partner, { per_page: 10, page: 2, sort_by: 'tax_return_name', sort_direction: 'asc' });
    expect(last.body.tax_returns.map((r: { tax_return_name: string }) => r.tax_return_name)).toEqual([
      'Return 11',
      'Return 12',
    ]);
    expect(first.body.tax_returns[0]).toMatchObject({
      company_name: 'Tia Household',
      company_hash: s.household.hash_id,
      assigned_advisor_name: 'Pat Partner',
      current_status: 'Finished',
    });

    const finished = await table(s.partner, { status: 'finished' });
    expect(finished.body.meta.total_count).toBe(3);
    const off = await table(s.partner, { reminder_disabled: true });
    expect(off.body.tax_returns.map((r: { id: string }) => r.id)).toEqual([ids[4]]);
    const search = await table(s.partner, { search_term: 'return 07' });
    expect(search.body.tax_returns.map((r: { id: string }) => r.id)).toEqual([ids[6]]);
    const none = await table(s.partner, { year: 2019 });
    expect(none.body).toMatchObject({ tax_returns: [], meta: { total_count: 0 } });

    const del = await api(`/tax_returns/${ids[0]}`, {
      token: s.partner,
      method: 'DELETE',
      query: { company_id: s.household.id },
    });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Tax return has been deleted');
    expect((await table(s.partner)).body.meta.total_count).toBe(11);
    expect((await get(s.partner, ids[0]!, s.household.id)).status).toBe(404);
  });

  it('is refused when the firm has not turned delivery on', async () => {
    const s = await setup('off', {});
    expect((await table(s.partner)).status).toBe(403);
    const up = await uploadReturn(s.partner, s.household.id, await samplePdf(1));
    expect(up.status).toBe(403);
  });

  it('clients cannot list the firm’s table', async () => {
    const s = await setup('client-table');
    expect((await table(s.taxpayer)).status).toBe(403);
  });
});

describe('finishing (FA §4.1, §8.4)', () => {
  it('reminders go by email; they are refused when disabled; mark finished; send to documents files the return and saves the defaults', async () => {
    const s = await setup('finish');
    const sent = await sentReturn(s);
    const reminded = await post(s.partner, sent.id, 'send_reminders', { company_id: s.household.id });
    expect(reminded.status, JSON.stringify(reminded.body)).toBe(200);
    expect(reminded.body.message).toBe('Reminders sent successfully.');
    const mail = await mailTo(s.taxpayerEmail);
    expect(mail.some((m) => m.subject === 'Reminder: your 2025 tax return needs your attention')).toBe(true);
    const row = (await get(s.partner, sent.id, s.household.id)).body;
    expect(row.last_reminder_sent_at).toBeTruthy();

    await patch(s.partner, sent.id, { company_id: s.household.id, reminder_disabled: true });
    expect((await post(s.partner, sent.id, 'send_reminders', { company_id: s.household.id })).status).toBe(409);

    const finished = await patch(s.partner, sent.id, { company_id: s.household.id, status: 'finished' });
    expect(finished.body.message).toBe('Tax return has been marked as finished');
    expect(finished.body.tax_return.status).toBe('finished');

    const defaults = finished.body.tax_return.send_to_documents_defaults;
    expect(defaults).toMatchObject({
      path: '/2025/Tax Return',
      subject: 'Your 2025 tax return is now accessible in Documents Portal.',
    });
    const filed = await post(s.partner, sent.id, 'send_to_documents', {
      company_id: s.household.id,
      subject: 'Your {tax_year} return is in your documents',
      message: 'Find it under Tax Return.',
      document_name: '2025 Tax Return',
      path: '/2025/Tax Return',
      save_subject: true,
      watermark_enabled: true,
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.message).toBe('Sent to documents successfully');
    const until = Date.now() + 20_000;
    let names: string[] = [];
    while (Date.now() < until) {
      const docs = await api('/integrations/get_documents', {
        token: s.partner,
        body: { company_id: s.household.id, path: '/2025/Tax Return' },
      });
      names = (docs.body.files ?? []).map((f: { name: string }) => f.name);
      if (names.length) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(names).toEqual(['2025 Tax Return.pdf']);
    const next = (await get(s.partner, sent.id, s.household.id)).body.send_to_documents_defaults;
    expect(next.subject).toBe('Your 2025 return is in your documents');
  });

  it('an empty subject is refused', async () => {
    const s = await setup('empty-subject');
    const r = await readyReturn(s);
    const res = await post(s.partner, r.id, 'send_to_documents', { company_id: s.household.id, subject: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please enter a subject');
  });
});

describe('identity verification (FA §4.2)', () => {
  it('with the firm’s check on, signing waits for a verified identity from the provider', async () => {
    const s = await setup('identity', { ...delivery, tax_return_identity_verification_enabled: true });
    const sent = await sentReturn(s);
    const form = sent.e_sign_forms[0]!;
    const mine = form.signatures.find((x) => x.signer_id === s.taxpayerId)!;
    const sign = () =>
      post(s.taxpayer, sent.id, 'sign', {
        company_id: s.household.id,
        form_id: form.id,
        signature_id: mine.id,
        kind: 'typed',
        text: 'Tia Taxpayer',
      });
    expect((await sign()).status).toBe(403);

    const started = await post(s.taxpayer, sent.id, 'start_identity_verification', { company_id: s.household.id });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.verification.status).toBe('not_started');
    const sessionPath = new URL(started.body.verification_url, baseUrl()).pathname;
    const verify = await fetch(`${baseUrl()}${sessionPath}/verify`, { method: 'POST', redirect: 'manual' });
    expect(verify.status).toBe(303);

    const refreshed = await post(s.taxpayer, sent.id, 'refresh_identity_verification', { company_id: s.household.id });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.tax_return.tax_return_identity_verifications[0].status).toBe('verified');
    const signed = await sign();
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const data = signed.body.tax_return.e_sign_forms[0].signatures.find(
      (x: { id: string }) => x.id === mine.id,
    ).signatureData;
    expect(data.identity_status).toBe('verified');

    const staffView = (await get(s.partner, sent.id, s.household.id)).body;
    expect(staffView.identity_verification_status).toBe('Verified');
    const phone = await post(s.partner, sent.id, 'update_identity_verification', {
      company_id: s.household.id,
      verification_id: staffView.tax_return_identity_verifications[0].id,
      phone_number: '5551234567',
    });
    expect(phone.status).toBe(200);
    expect(phone.body.tax_return.tax_return_identity_verifications[0].phone_number).toBe('(555) 123-4567');
  });
});

/** The last verification code texted to a phone (other texts, such as 'your return is ready', are skipped). */
async function textedCode(phone: string): Promise<string> {
  const codes = (await smsTo(phone)).flatMap((m) => {
    const found = /^([A-Z0-9]{6}) is your .* verification code/.exec(m.body);
    return found?.[1] ? [found[1]] : [];
  });
  expect(codes.length).toBeGreaterThan(0);
  return codes.at(-1)!;
}

describe('upload later and the signer’s code (FA §2.6, §5.8)', () => {
  it('upload later: the date must be after today and in the current year, only for a return waiting for a new file, and a new file removes it', async () => {
    const s = await setup('later');
    const up = await uploadReturn(s.partner, s.household.id, await samplePdf(2), { send_draft: true });
    const id = up.body.tax_return.id;
    await settledReturn(s.partner, id, s.household.id);
    const later = (date: string | null) =>
      patch(s.partner, id, { company_id: s.household.id, upload_later_date: date });
    const now = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const inDays = (n: number) => iso(new Date(now.getTime() + n * 86_400_000));
    // A draft the client is reviewing takes no new file.
    expect([(await later(inDays(3))).status, (await later(inDays(3))).body.error]).toEqual([
      409,
      'Only a tax return waiting for a new file can be uploaded later',
    ]);
    expect((await post(s.taxpayer, id, 'request_changes', { company_id: s.household.id, reason: 'Typo' })).status).toBe(
      200,
    );
    const past = await later(inDays(-1));
    expect([past.status, past.body.error]).toEqual([400, 'Upload later date must be in the future']);
    const nextYear = await later(`${now.getUTCFullYear() + 1}-06-01`);
    expect(nextYear.status).toBe(400);
    expect(['Upload later date must be in the current year', 'Upload later date must be in the future']).toContain(
      nextYear.body.error,
    );
    // In the last days of December no later date of this year is left to save.
    const date = inDays(2).startsWith(String(now.getUTCFullYear())) ? inDays(2) : null;
    if (date) {
      const saved = await later(date);
      expect([saved.status, saved.body.message, saved.body.tax_return.upload_later_date]).toEqual([
        200,
        'Upload later date saved',
        date,
      ]);
      const row = (await table(s.partner, { search_term: 'Tia' })).body.tax_returns.find(
        (x: { id: string }) => x.id === id,
      );
      expect(row.upload_later_date).toBe(date);
      // The client's card says when the new draft comes.
      const cards = await api('/tax_returns/get_tax_returns_index', {
        token: s.taxpayer,
        query: { company_id: s.household.id },
      });
      expect(cards.body.tax_returns.find((c: { id: string }) => c.id === id).upload_later_date).toBe(date);
      const replaced = await uploadReturn(s.partner, s.household.id, await samplePdf(3), {
        send_draft: true,
        previous_tax_return_id: id,
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.tax_return.upload_later_date).toBeNull();
    }
  });

  it('staff text a code to a signer and check what the signer reads back; wrong codes are refused and 5 end it', async () => {
    const s = await setup('code', { ...delivery, tax_return_identity_verification_enabled: true });
    const phone = `646${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
    const users = await api(`/users/${s.taxpayerId}`, {
      token: s.partner,
      method: 'PATCH',
      body: { phone_number: phone },
    });
    expect(users.status, JSON.stringify(users.body)).toBe(200);
    const sent = await sentReturn(s);
    const call = (action: string, body: Record<string, unknown>) =>
      post(s.partner, sent.id, action, { company_id: s.household.id, ...body });

    // Only the return's signers; a signer without a phone cannot get one; a client cannot ask.
    expect((await call('send_signer_code', { user_id: 'not-a-signer-of-this-return' })).status).toBe(404);
    expect((await call('send_signer_code', { user_id: s.spouseId })).body.error).toBe(
      'Add the signer’s phone number first',
    );
    expect(
      (await post(s.taxpayer, sent.id, 'send_signer_code', { company_id: s.household.id, user_id: s.taxpayerId }))
        .status,
    ).toBe(403);

    const texted = await call('send_signer_code', { user_id: s.taxpayerId });
    expect(texted.status, JSON.stringify(texted.body)).toBe(200);
    expect(texted.body.message).toMatch(/^A verification code was texted to \(646\) /);
    expect((await call('send_signer_code', { user_id: s.taxpayerId })).status).toBe(429);
    const code = await textedCode(phone);

    const wrong = await call('verify_signer_code', {
      user_id: s.taxpayerId,
      code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA',
    });
    expect([wrong.status, wrong.body.error]).toEqual([422, 'Invalid or expired verification code']);
    expect((await call('verify_signer_code', { user_id: s.taxpayerId, code: '1234567' })).status).toBe(400);
    const right = await call('verify_signer_code', { user_id: s.taxpayerId, code: code.toLowerCase() });
    expect([right.status, right.body.message]).toEqual([200, 'Phone number verified']);
    const check = right.body.tax_return.tax_return_identity_verifications.find(
      (v: { user_id: string }) => v.user_id === s.taxpayerId,
    );
    expect(check.phone_verified_at).toEqual(expect.any(String));
    expect(check).not.toHaveProperty('code_hash');
    // Used once.
    expect((await call('verify_signer_code', { user_id: s.taxpayerId, code })).status).toBe(422);

    // Five wrong tries end a code: even the right one is refused after.
    const spousePhone = `${phone.slice(0, 9)}${(Number(phone[9]) + 1) % 10}`;
    await api(`/users/${s.spouseId}`, {
      token: s.partner,
      method: 'PATCH',
      body: { phone_number: spousePhone },
    });
    const again = await call('send_signer_code', { user_id: s.spouseId });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await call('verify_signer_code', { user_id: s.spouseId, code: 'ZZZZZ' })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const spouseCode = await textedCode(spousePhone);
    const late = await call('verify_signer_code', { user_id: s.spouseId, code: spouseCode });
    expect([late.status, late.body.error]).toEqual([429, 'Too many incorrect attempts']);
  });
});
