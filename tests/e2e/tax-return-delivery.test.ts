/**
 * Tax return delivery in the browser (FA §2.6, §3.5, §4.1, §5.8, §8.4; MD §2 tax return card, §3 Tax return): a return
 * uploaded as a draft and approved by the client is classified by staff in the delivery admin view (an 8879 and two
 * payment vouchers) and sent; the client signs it and pays one voucher on their delivery page, the dashboard card's
 * counts follow, and staff see the delivered return read-only with the signature on it. Desktop and phone, axe on each.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { taxReturnAdminText } from '@ledgerline/shared/tax-return-delivery';
import { demoForms, demoTaxReturnPdf } from '@ledgerline/infra/local/demo-tax-return-pdf';
import { api, baseUrl, demoPassword, makeFirm, signIn, smsTo, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const clientEmail = uniqueEmail('tia-delivery');
const returnName = 'Form 1040';

let partnerEmail: string;
let firmId: string;
let company: { id: string; hash_id: string; name: string };
let returnId: string;
const closers: (() => Promise<void>)[] = [];

/** A return as staff upload it (link, PDF, POST /tax_returns), then read by the background job until `until`. */
async function uploadReturn(token: string, companyId: string, body: Record<string, unknown>, until: string) {
  const pdf = await demoTaxReturnPdf(`2025 ${returnName}`, demoForms('A Household', 2025));
  const link = await api('/tax_returns/get_upload_link', {
    token,
    body: { company_id: companyId, file_name: 'return.pdf', file_size: pdf.length },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const put = await fetch(link.body.upload_link, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: Buffer.from(pdf),
  });
  expect(put.status).toBe(200);
  const made = await api('/tax_returns', {
    token,
    body: { company_id: companyId, upload_id: link.body.upload_id, tax_year: 2025, ...body },
  });
  expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
  const id = made.body.tax_return.id as string;
  await waitForStatus(token, companyId, id, until);
  return id;
}

async function waitForStatus(token: string, companyId: string, id: string, status: string) {
  const until = Date.now() + 30_000;
  for (;;) {
    const res = await api(`/tax_returns/${id}`, { token, query: { company_id: companyId } });
    if (res.body?.status === status) return res.body;
    if (Date.now() > until) throw new Error(`tax return ${id} stayed ${res.body?.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);
const adminView = (id: string, companyId = company.id) =>
  `/tax-return-delivery-admin-view/${id}?companyId=${companyId}`;
const deliveryPage = (id: string, companyId = company.id) => `/tax-return-delivery/${id}?companyId=${companyId}`;

/** A browser signed in as `email`, once its landing screen shows (`landing`: staff Home, or the client's welcome). */
async function signedIn(
  email: string,
  viewport?: { width: number; height: number },
  landing = email === clientEmail ? 'Welcome, Tia' : 'Home',
): Promise<Page> {
  const context: BrowserContext = await newContext(browser(), viewport ? { viewport } : {});
  closers.push(() => context.close());
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { level: 1, name: landing }).waitFor();
  return page;
}

beforeAll(async () => {
  const firm = await makeFirm({
    firm_name: 'Delivery Tax Co',
    preferences: { new_tax_return_delivery_enabled: true },
    users: [
      {
        email: clientEmail,
        fname: 'Tia',
        lname: 'Taxpayer',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Tia Household' }],
      },
    ],
  });
  partnerEmail = firm.partnerEmail;
  firmId = firm.firm_id;
  company = firm.users.find((u) => u.email === clientEmail)!.companies[0]!;
  const partner = (await signIn(partnerEmail)).firebase_token;
  const client = (await signIn(clientEmail)).firebase_token;
  // Staff upload it as a draft; the client approves it (the draft review has its own tests).
  returnId = await uploadReturn(partner, company.id, { document_name: returnName, send_draft: true }, 'draft');
  const approved = await api(`/tax_returns/${returnId}/approve`, { token: client, body: { company_id: company.id } });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
});

afterAll(async () => {
  for (const close of closers) await close();
});

describe('the delivery admin view', () => {
  test('staff classify an 8879 and two vouchers on the return’s pages, save, and send it to the client', async () => {
    const page = await signedIn(partnerEmail);
    await page.goto(adminView(returnId));
    await page.getByRole('heading', { level: 1, name: `2025 ${returnName}` }).waitFor();
    await page.getByText('Page 1 of 5').waitFor();
    await expectAccessible(page, 'the delivery admin view');

    // An e-sign form: the 8879 on page 5, signed by the entity's owner as taxpayer (no second owner: no spouse).
    await page.getByRole('button', { name: 'Add form' }).click();
    const form = page.getByRole('group', { name: 'Form 1' });
    await form.getByRole('combobox', { name: 'Form', exact: true }).selectOption('8879');
    const pages = form.getByRole('textbox', { name: 'Pages', exact: true });
    await pages.fill('7');
    await form.getByText('Pages must be between 1 and 5').waitFor();
    await pages.fill('5');
    expect(await form.getByRole('combobox', { name: 'Signer (Taxpayer)' }).inputValue()).not.toBe('');
    expect(await form.getByRole('combobox', { name: 'Signer (Spouse)' }).inputValue()).toBe('');

    // Two vouchers: the first two 1040-ES quarters, due on their usual dates; an amount of 0 is refused inline.
    for (const [n, quarter, due] of [
      [1, 'Q1', '2026-04-15'],
      [2, 'Q2', '2026-06-15'],
    ] as const) {
      await page.getByRole('button', { name: 'Add voucher' }).click();
      const voucher = page.getByRole('group', { name: `Voucher ${n}` });
      await voucher.getByRole('combobox', { name: 'Voucher', exact: true }).selectOption(`1040-ES-${quarter}`);
      expect(await voucher.getByLabel('Due date').inputValue()).toBe(due);
      expect(await voucher.getByRole('combobox', { name: 'Quarter' }).inputValue()).toBe(String(n));
      const amount = voucher.getByRole('textbox', { name: 'Amount (USD)' });
      await amount.fill('0');
      await voucher.getByText(taxReturnAdminText.amountPositive).waitFor();
      await amount.fill('1,250.50');
      expect(await voucher.getByText(taxReturnAdminText.amountPositive).count()).toBe(0);
    }
    await expectAccessible(page, 'the classification being edited');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, taxReturnAdminText.allSaved).waitFor();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    // Reloaded, the classification is as saved.
    await page.reload();
    const saved = page.getByRole('group', { name: 'Form 1' });
    expect(await saved.getByRole('textbox', { name: 'Pages' }).inputValue()).toBe('5');
    expect(
      await page.getByRole('group', { name: 'Voucher 2' }).getByRole('textbox', { name: 'Amount (USD)' }).inputValue(),
    ).toBe('1250.5');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send this tax return to Tia Household?' });
    await expectAccessible(page, 'the send confirmation');
    await confirm.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL((u) => u.pathname === '/tax-returns');
  });
});

describe('the client’s delivery page', () => {
  test('on a phone the client signs the 8879 by drawing, pays one voucher and marks the invoice paid', async () => {
    const page = await signedIn(clientEmail, phone);
    await page.getByRole('combobox', { name: 'Tax Year' }).selectOption('2025');
    const card = page.getByRole('article', { name: returnName });
    await card.getByText('1 signature to sign').waitFor();
    await card.getByText('2 payments remaining').waitFor();
    await card.getByRole('button', { name: 'View' }).click();
    await page.waitForURL((u) => u.pathname === `/tax-return-delivery/${returnId}`);
    await page.getByRole('heading', { level: 1, name: returnName }).waitFor();
    await page.getByText('2 payment(s) still needed').waitFor();
    await expectAccessible(page, 'the client’s delivery page');

    const sign = page.getByRole('region', { name: 'Sign', exact: true });
    await sign.getByRole('button', { name: /^Sign / }).click();
    const dialog = page.getByRole('dialog', { name: /^Sign Form 8879/ });
    const submit = dialog.getByRole('button', { name: 'Sign', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    // Typing is the keyboard's way; a name makes Sign ready.
    await dialog.getByRole('textbox', { name: 'Type your full name' }).fill('Tia Taxpayer');
    expect(await submit.isDisabled()).toBe(false);
    await expectAccessible(page, 'the signature dialog');

    // Drawing: the pad starts blank (Sign waits for a stroke), a stroke makes it ready.
    await dialog.getByRole('tab', { name: 'Draw' }).click();
    expect(await submit.isDisabled()).toBe(true);
    const pad = dialog.getByRole('img', { name: /Draw your signature/ });
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(box.x + box.width * (0.1 + i * 0.07), box.y + box.height * (i % 2 ? 0.3 : 0.7));
    await page.mouse.up();
    await submit.click();
    await toast(page, 'Signature saved').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await sign.getByText(/^Signed [A-Z][a-z]{2} \d{1,2}, \d{4} .* by Tia Taxpayer · Drawn$/).waitFor();
    await sign.getByRole('img', { name: 'Signature of Tia Taxpayer' }).waitFor();
    await page.getByText(taxReturnAdminText.allSigned).waitFor();

    const pay = page.getByRole('region', { name: 'Pay', exact: true });
    await pay.getByRole('button', { name: 'Mark as paid: Form 1040-ES Estimated Tax - Quarter 1' }).click();
    await toast(page, 'Payment updated').waitFor();
    await pay.getByRole('button', { name: 'Mark as unpaid: Form 1040-ES Estimated Tax - Quarter 1' }).waitFor();
    await page.getByText('1 payment(s) still needed').waitFor();
    expect(await pay.getByText('$1,250.50').count()).toBe(2);
    await pay.getByText('Due Jun 15, 2026').waitFor();

    await pay.getByRole('button', { name: 'Mark invoice as paid' }).click();
    await toast(page, taxReturnAdminText.invoiceUpdated).waitFor();
    await pay.getByRole('button', { name: 'Mark invoice as paid' }).waitFor({ state: 'detached' });
    await expectAccessible(page, 'the client’s delivery page, signed and partly paid');

    // The whole return, with the signature on it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The dashboard card counts what is left.
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByRole('combobox', { name: 'Tax Year' }).selectOption('2025');
    await card.getByText('0 signatures to sign').waitFor();
    await card.getByText('1 payment remaining').waitFor();
  });

  test('staff opening the client’s page see it read-only', async () => {
    const page = await signedIn(partnerEmail);
    await page.goto(deliveryPage(returnId));
    await page.getByRole('heading', { level: 1, name: returnName }).waitFor();
    await page.getByText('View only').waitFor();
    await page.getByText(/by Tia Taxpayer · Drawn$/).waitFor();
    await expectAccessible(page, 'the client’s delivery page as staff see it');
    expect(await page.getByRole('button', { name: /^Mark / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Sign/ }).count()).toBe(0);
  });
});

describe('the delivered return in the delivery admin view', () => {
  test('on a phone staff see each signature and voucher as it stands, and download the signature pages', async () => {
    const page = await signedIn(partnerEmail, phone);
    await page.goto(adminView(returnId));
    await page.getByRole('heading', { level: 1, name: `2025 ${returnName}` }).waitFor();
    await page.getByText(taxReturnAdminText.allSigned).waitFor();
    await page.getByText('1 payment(s) still needed').waitFor();
    const forms = page.getByRole('region', { name: 'E-sign forms' });
    await forms.getByText(/by Tia Taxpayer · Drawn$/).waitFor();
    const vouchers = page.getByRole('region', { name: 'Payment vouchers' });
    expect(await vouchers.getByText('Paid', { exact: true }).count()).toBe(1);
    expect(await vouchers.getByText('Not paid', { exact: true }).count()).toBe(1);
    // Read-only: nothing to add or save.
    expect(await page.getByRole('button', { name: 'Add form' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await expectAccessible(page, 'the delivered return, staff side');

    await page.getByRole('button', { name: 'Download' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Only signature pages' }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a draft whose changes were requested', () => {
  test('the admin view shows the client’s comment and names Replace Tax Return Draft', async () => {
    const partner = (await signIn(partnerEmail)).firebase_token;
    const client = (await signIn(clientEmail)).firebase_token;
    const id = await uploadReturn(partner, company.id, { document_name: 'Form 1040-X', send_draft: true }, 'draft');
    const asked = await api(`/tax_returns/${id}/request_changes`, {
      token: client,
      body: { company_id: company.id, reason: 'My address changed in March.' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);

    const page = await signedIn(partnerEmail);
    await page.goto(`${adminView(id)}&embedded=1`);
    await page.getByRole('heading', { level: 1, name: '2025 Form 1040-X' }).waitFor();
    await page.getByText('Changes Requested').first().waitFor();
    await page.getByText('My address changed in March.').waitFor();
    await page.getByText(/Upload the corrected return with ‘Replace Tax Return Draft’/).waitFor();
    // Framed in the table's dialog: no way back of its own.
    expect(await page.getByRole('link', { name: 'Back to tax returns' }).count()).toBe(0);
    await expectAccessible(page, 'a draft with changes requested');

    // Upload later (FA §2.6): the firm promises the corrected draft by a date; the table and the client's card say it.
    await page.goto('/tax-returns');
    await page.getByRole('button', { name: `Actions for Tia Household 2025 Form 1040-X` }).click();
    await page.getByRole('menuitem', { name: 'Upload later' }).click();
    const later = page.getByRole('dialog', { name: 'Upload Later' });
    await later.getByLabel('Upload by').waitFor();
    await expectAccessible(page, 'the upload later dialog');
    const chosen = await later.getByLabel('Upload by').inputValue();
    if (!chosen.startsWith(String(new Date().getFullYear()))) return; // The last week of December has no later date.
    await later.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Upload later date saved').waitFor();
    const shown = new Date(`${chosen}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    await page.getByRole('table').getByText(`Upload by ${shown}`).waitFor();
    const clientPage = await signedIn(clientEmail);
    await clientPage.getByRole('combobox', { name: 'Tax Year' }).selectOption('2025');
    await clientPage.getByText(`We plan to upload the updated draft by ${shown}.`).waitFor();
  });
});

describe('a return still being read', () => {
  test('the admin view says it is still processing, and shows nothing to classify yet', async () => {
    const res = await fetch(`${baseUrl()}/_dev/factory/tax_return`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firm_id: firmId,
        company_id: company.id,
        name: 'Form 1120',
        draft_status: null,
        status: 'processing',
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const page = await signedIn(partnerEmail, phone);
    await page.goto(adminView(id));
    await page.getByText(taxReturnAdminText.stillProcessing).waitFor();
    expect(await page.getByRole('button', { name: 'Add form' }).count()).toBe(0);
    await expectAccessible(page, 'a return still processing');
  });
});

describe('identity verification before signing (FA §4.2)', () => {
  test('with the firm’s check on, the client verifies (after a failed try) and then signs with the keyboard alone', async () => {
    const email = uniqueEmail('vic-verify');
    const vicPhone = `646${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
    const firm = await makeFirm({
      firm_name: 'Verifying Tax Co',
      preferences: { new_tax_return_delivery_enabled: true, tax_return_identity_verification_enabled: true },
      users: [
        {
          email,
          fname: 'Vic',
          lname: 'Verify',
          phone_number: vicPhone,
          password: demoPassword,
          assigned_advisor: 'partner',
          companies: [{ name: 'Vic Household' }],
        },
      ],
    });
    const vic = firm.users.find((u) => u.email === email)!.companies[0]!;
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    const id = await uploadReturn(partner, vic.id, { document_name: returnName }, 'action_required');
    const detail = (await api(`/tax_returns/${id}`, { token: partner, query: { company_id: vic.id } })).body;
    const classified = await api(`/tax_returns/${id}`, {
      method: 'PATCH',
      token: partner,
      body: {
        company_id: vic.id,
        version: detail.version,
        e_sign_forms: [
          { form_id: '8879', pages: [5], signatures: [{ signer_id: detail.signers[0].id, title: 'Taxpayer' }] },
        ],
      },
    });
    expect(classified.status, JSON.stringify(classified.body)).toBe(200);
    const sent = await api(`/tax_returns/${id}`, {
      method: 'PATCH',
      token: partner,
      body: { company_id: vic.id, status: 'sent' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const page = await signedIn(email, undefined, 'Welcome, Vic');
    await page.goto(deliveryPage(id, vic.id));
    const sign = page.getByRole('region', { name: 'Sign', exact: true });
    await sign.getByText('Identity verification: Not Started').waitFor();
    const signButton = sign.getByRole('button', { name: /^Sign / });
    expect(await signButton.isDisabled()).toBe(true);
    await expectAccessible(page, 'the delivery page before the identity check');

    // A failed try comes back as Failed, and may be tried again.
    await sign.getByRole('button', { name: 'Verify identity' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/_dev/identity/'));
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL((u) => u.pathname === `/tax-return-delivery/${id}`);
    await sign.getByText('Identity verification: Failed').waitFor();
    expect(await signButton.isDisabled()).toBe(true);

    await sign.getByRole('button', { name: 'Verify identity' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/_dev/identity/'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((u) => u.pathname === `/tax-return-delivery/${id}`);
    await sign.getByText('Identity verification: Verified').waitFor();

    // The keyboard's way to sign: the Type tab's name, submitted with Enter.
    await signButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Sign Form 8879/ });
    await dialog.waitFor();
    const name = dialog.getByRole('textbox', { name: 'Type your full name' });
    for (let i = 0; i < 5 && !(await name.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.type('Vic Verify');
    await page.keyboard.press('Enter');
    await toast(page, 'Signature saved').waitFor();
    await sign.getByText(/by Vic Verify · Typed$/).waitFor();
    await page.getByText(taxReturnAdminText.allSigned).waitFor();
    // Focus is kept on the page (the section's heading), not dropped on <body>.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    await expectAccessible(page, 'the delivery page after signing');

    // On a call with Vic, staff text him a code and type what he reads back (FA §2.6 2FA code entry).
    const staff = await signedIn(firm.partnerEmail);
    await staff.goto('/tax-returns');
    await staff.getByRole('button', { name: `Actions for Vic Household 2025 ${returnName}` }).click();
    await staff.getByRole('menuitem', { name: 'Identity Verification' }).click();
    const identity = staff.getByRole('dialog', { name: 'Identity Verification' });
    await identity.getByRole('button', { name: 'Send code to Vic Verify' }).click();
    await toast(staff, /^A verification code was texted to \(646\) /).waitFor();
    const texts = await smsTo(vicPhone);
    const code = texts.flatMap((m) => /^([A-Z0-9]{6}) is your/.exec(m.body)?.[1] ?? []).at(-1)!;
    await identity.getByRole('textbox', { name: 'Code from Vic Verify' }).fill(code);
    await identity.getByRole('button', { name: 'Verify code from Vic Verify' }).click();
    await toast(staff, 'Phone number verified').waitFor();
    await identity.getByText(/^Phone verified [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    await expectAccessible(staff, 'the identity dialog after the code check');
  });
});

describe('a save over someone else’s', () => {
  test('on a phone, a save made from an older copy is refused and Reload brings the newer one', async () => {
    const partner = (await signIn(partnerEmail)).firebase_token;
    const id = await uploadReturn(partner, company.id, { document_name: 'Form 1040-SR' }, 'action_required');
    const page = await signedIn(partnerEmail, phone);
    await page.goto(adminView(id));
    await page.getByRole('heading', { level: 1, name: '2025 Form 1040-SR' }).waitFor();
    await page.getByRole('button', { name: 'Add voucher' }).click();
    const voucher = page.getByRole('group', { name: 'Voucher 1' });
    await voucher.getByRole('combobox', { name: 'Voucher', exact: true }).selectOption('1040-V');
    await voucher.getByRole('textbox', { name: 'Amount (USD)' }).fill('300');
    await expectAccessible(page, 'the classification on a phone');

    // Meanwhile someone else saves a voucher of their own.
    const detail = (await api(`/tax_returns/${id}`, { token: partner, query: { company_id: company.id } })).body;
    const theirs = await api(`/tax_returns/${id}`, {
      method: 'PATCH',
      token: partner,
      body: {
        company_id: company.id,
        version: detail.version,
        payment_vouchers: [{ voucher_id: '4868', amount: 75, due_date: '2026-04-15' }],
      },
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const stale = page.getByText('Someone else changed this tax return.', { exact: false }).first();
    await stale.waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Reload' }).click();
    const reloaded = page.getByRole('group', { name: 'Voucher 1' });
    await expect
      .poll(() => reloaded.getByRole('combobox', { name: 'Voucher', exact: true }).inputValue(), { timeout: 5000 })
      .toBe('4868');
    expect(await reloaded.getByRole('textbox', { name: 'Amount (USD)' }).inputValue()).toBe('75');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(false);
  });
});
