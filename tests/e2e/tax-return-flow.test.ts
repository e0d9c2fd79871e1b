/**
 * A tax return's whole delivery through the browser, as issue 19's first "Done when" walks it (FA §2.6, §4.1, §5.8,
 * §7.7, §8.4, §9; MD §2 tax return card, §3 Tax return), staff and client side by side in two browser contexts:
 * staff upload a PDF as a draft from /tax-returns; the client opens the draft from the dashboard card and approves
 * it; staff classify an 8879 (the owner signs) and two 1040-ES vouchers, save and send; the client signs by typing
 * and pays one voucher on the delivery page; the staff table shows the summaries; staff mark it finished and send it
 * to documents, where it lands at the dialog's default path. Axe passes on every screen.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { samplePdf } from '@ledgerline/functions/platform/pdf-delivery/testing';
import { draftStatusSentence } from '@ledgerline/shared/tax-returns';
import {
  defaultDocumentsPath,
  taxReturnAdminText as spec,
  taxReturnStatusLabel as statusLabel,
} from '@ledgerline/shared/tax-return-delivery';
import { demoPassword, makeFirm, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const clientEmail = uniqueEmail('flo-flow');
const companyName = 'Flo Household';
const returnName = 'Form 1040';
const taxYear = 2025;
const pageCount = 4;

let partnerEmail = '';
let company: { id: string; hash_id: string };
let pdfDir = '';
let pdfFile = '';
const contexts: BrowserContext[] = [];

const toast = (p: Page, text: string) =>
  p.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const table = (p: Page) => p.getByRole('region', { name: 'Tax returns' });
const returnRow = (p: Page) => table(p).getByRole('row').filter({ hasText: returnName });
const pager = (p: Page) => p.getByRole('navigation', { name: 'Tax return pages' });
const card = (p: Page) => p.getByRole('article', { name: returnName });

async function signedIn(email: string, landing: string): Promise<Page> {
  const context = await newContext(browser());
  contexts.push(context);
  const p = await context.newPage();
  await signInWithPassword(p, email, demoPassword);
  await p.getByRole('heading', { level: 1, name: landing }).waitFor();
  return p;
}

async function openTable(p: Page): Promise<void> {
  await p.goto('/tax-returns');
  await p.getByRole('heading', { name: 'Tax Returns', level: 1 }).waitFor();
  await pager(p).getByText('1-1 of 1', { exact: true }).waitFor();
}

/** Opens the row's actions menu and picks an entry. */
async function rowAction(p: Page, item: string): Promise<void> {
  await table(p)
    .getByRole('button', { name: `Actions for ${companyName} ${taxYear} ${returnName}` })
    .click();
  await p.getByRole('menuitem', { name: item }).click();
}

/** The client's dashboard showing the return's year. */
async function dashboardYear(p: Page): Promise<void> {
  await p.getByRole('combobox', { name: 'Tax Year' }).selectOption(String(taxYear));
  await card(p).waitFor();
}

beforeAll(async () => {
  const firm = await makeFirm({
    firm_name: 'Flow Tax Co',
    preferences: { new_tax_return_delivery_enabled: true },
    users: [
      {
        email: clientEmail,
        fname: 'Flo',
        lname: 'Flowers',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: companyName }],
      },
    ],
  });
  partnerEmail = firm.partnerEmail;
  company = firm.users.find((u) => u.email === clientEmail)!.companies[0]!;
  // The file input takes a file from disk, as a person picks one.
  pdfDir = await mkdtemp(join(tmpdir(), 'tax-return-flow-'));
  pdfFile = join(pdfDir, `${returnName}.pdf`);
  await writeFile(pdfFile, await samplePdf(pageCount));
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  if (pdfDir) await rm(pdfDir, { recursive: true, force: true });
});

test('staff upload a draft, the client approves it, staff classify and send it, the client signs and pays, staff finish it and file it in documents', async () => {
  const staff = await signedIn(partnerEmail, 'Home');

  // 1. Staff upload the return as a draft for approval.
  await staff.goto('/tax-returns');
  await staff.getByRole('heading', { name: 'Tax Returns', level: 1 }).waitFor();
  await staff.getByRole('main').getByRole('status').getByText(spec.noneFound, { exact: true }).waitFor();
  // The page's own Send Tax Return, above the table (the empty state repeats it).
  await button(staff.getByRole('main'), spec.sendTaxReturn).first().click();
  const upload = staff.getByRole('dialog', { name: 'Upload Tax Return' });
  await upload.waitFor();
  await upload.getByLabel('Search entities').fill('Flo');
  await upload.getByRole('radio', { name: companyName }).check();
  await upload.locator('input[type=file]').setInputFiles(pdfFile);
  expect(await upload.getByLabel('Document name').inputValue()).toBe(returnName);
  await upload.getByLabel('Tax year').selectOption(String(taxYear));
  expect(await upload.getByLabel('Path').inputValue()).toBe(defaultDocumentsPath(taxYear));
  await upload.getByRole('checkbox', { name: 'Send draft for approval' }).check();
  await expectAccessible(staff, 'the Upload Tax Return dialog, filled in');
  await button(upload, 'Upload').click();
  // Confirm send or draft: the draft goes to the entity's primary contact.
  const confirmDraft = staff.getByRole('alertdialog', { name: 'Send draft for approval?' });
  await confirmDraft
    .getByText('The draft will be stamped DRAFT on every page and sent to Flo Flowers for approval.', { exact: true })
    .waitFor();
  await button(confirmDraft, 'Send draft').click();
  // The dialog waits while the return is read and stamped DRAFT, then closes.
  await upload.waitFor({ state: 'detached', timeout: 30_000 });
  await pager(staff).getByText('1-1 of 1', { exact: true }).waitFor();
  await returnRow(staff).getByText(statusLabel.draft, { exact: true }).waitFor();
  await expectAccessible(staff, 'the tax returns table with the draft');

  // 2. The client signs in, opens the draft from the dashboard card and approves it.
  const client = await signedIn(clientEmail, 'Welcome, Flo');
  await dashboardYear(client);
  await card(client).getByText(draftStatusSentence.draft).waitFor();
  await button(card(client), 'Review Draft').click();
  const review = client.getByRole('dialog').filter({ has: button(client, 'Approve') });
  await review.getByText(`Page 1 of ${pageCount}`).waitFor();
  await expectAccessible(client, 'the draft review');
  await button(review, 'Approve').click();
  await client
    .getByRole('alertdialog', { name: 'Approve this tax return?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await toast(client, 'Tax return approved successfully').waitFor();
  await review.waitFor({ state: 'detached' });
  await card(client).getByText(draftStatusSentence.approved).waitFor();
  await expectAccessible(client, 'the dashboard with the approved draft');

  // 3. Staff open the approved return from the table and classify it: an 8879 the owner signs, two 1040-ES vouchers.
  await openTable(staff);
  await returnRow(staff).getByText(statusLabel.approved, { exact: true }).waitFor();
  await expectAccessible(staff, 'the tax returns table with the approved draft');
  await rowAction(staff, spec.startClassification);
  await staff.waitForURL((u) => u.pathname.startsWith('/tax-return-delivery-admin-view/'));
  const returnId = new URL(staff.url()).pathname.split('/').pop()!;
  await staff.getByRole('heading', { level: 1, name: `${taxYear} ${returnName}` }).waitFor();
  await staff.getByText(`Page 1 of ${pageCount}`).waitFor();
  await expectAccessible(staff, 'the delivery admin view');

  await button(staff, 'Add form').click();
  const form = staff.getByRole('group', { name: 'Form 1' });
  await form.getByRole('combobox', { name: 'Form', exact: true }).selectOption('8879');
  await form.getByRole('textbox', { name: 'Pages', exact: true }).fill(String(pageCount));
  // The entity's only owner signs as taxpayer.
  const signer = form.getByRole('combobox', { name: 'Signer (Taxpayer)' });
  expect(await signer.locator('option:checked').textContent()).toMatch(/Flo Flowers/);
  for (const [n, quarter, amount] of [
    [1, 'Q1', '1,250.50'],
    [2, 'Q2', '980'],
  ] as const) {
    await button(staff, 'Add voucher').click();
    const voucher = staff.getByRole('group', { name: `Voucher ${n}` });
    await voucher.getByRole('combobox', { name: 'Voucher', exact: true }).selectOption(`1040-ES-${quarter}`);
    await voucher.getByRole('textbox', { name: 'Amount (USD)' }).fill(amount);
  }
  await expectAccessible(staff, 'the classification being edited');
  await button(staff, 'Save').click();
  await toast(staff, spec.allSaved).waitFor();
  await staff.getByText('Unsaved changes').waitFor({ state: 'detached' });
  await button(staff, 'Send').click();
  const confirm = staff.getByRole('alertdialog', { name: `Send this tax return to ${companyName}?` });
  await confirm.waitFor();
  await expectAccessible(staff, 'the send confirmation');
  await button(confirm, 'Send').click();
  await staff.waitForURL((u) => u.pathname === '/tax-returns');

  // 4. The client opens the delivered return from the card, signs by typing and pays the first voucher.
  await client.reload();
  await client.getByRole('heading', { level: 1, name: 'Welcome, Flo' }).waitFor();
  await dashboardYear(client);
  await card(client).getByText('1 signature to sign').waitFor();
  await card(client).getByText('2 payments remaining').waitFor();
  await expectAccessible(client, 'the dashboard with the delivered return');
  await button(card(client), 'View').click();
  await client.waitForURL((u) => u.pathname === `/tax-return-delivery/${returnId}`);
  await client.getByRole('heading', { level: 1, name: returnName }).waitFor();
  await client.getByText('2 payment(s) still needed').waitFor();
  await expectAccessible(client, 'the client’s delivery page');

  const sign = client.getByRole('region', { name: 'Sign', exact: true });
  await sign.getByRole('button', { name: /^Sign / }).click();
  const signing = client.getByRole('dialog', { name: /^Sign Form 8879/ });
  await signing.getByRole('textbox', { name: 'Type your full name' }).fill('Flo Flowers');
  await expectAccessible(client, 'the signature dialog');
  await button(signing, 'Sign').click();
  await toast(client, 'Signature saved').waitFor();
  await signing.waitFor({ state: 'detached' });
  await sign.getByText(/by Flo Flowers · Typed$/).waitFor();
  await client.getByText(spec.allSigned).waitFor();

  const pay = client.getByRole('region', { name: 'Pay', exact: true });
  await button(pay, 'Mark as paid: Form 1040-ES Estimated Tax - Quarter 1').click();
  await toast(client, 'Payment updated').waitFor();
  await button(pay, 'Mark as unpaid: Form 1040-ES Estimated Tax - Quarter 1').waitFor();
  await client.getByText('1 payment(s) still needed').waitFor();
  await expectAccessible(client, 'the delivery page, signed and partly paid');

  // 5. Staff see the row's summaries, mark it finished and send it to documents.
  await openTable(staff);
  await expect.poll(async () => returnRow(staff).textContent()).toContain(spec.allSigned);
  expect(await returnRow(staff).textContent()).toContain('1 payment(s) still needed');
  await expectAccessible(staff, 'the table with the signed return');

  await rowAction(staff, 'Mark as finished');
  await toast(staff, spec.markedFinished).waitFor();
  await returnRow(staff).getByText(statusLabel.finished, { exact: true }).waitFor();

  await rowAction(staff, 'Send to documents');
  const docs = staff.getByRole('dialog', { name: 'Send Tax Return to Documents' });
  await docs.waitFor();
  const path = await docs.getByRole('textbox', { name: 'Path' }).inputValue();
  expect(path).toBe(defaultDocumentsPath(taxYear));
  const documentName = await docs.getByRole('textbox', { name: 'Document name' }).inputValue();
  await expectAccessible(staff, 'the Send Tax Return to Documents dialog');
  await button(docs, 'Send').click();
  await toast(staff, spec.sentToDocuments).waitFor();
  await docs.waitFor({ state: 'detached' });
  await expectAccessible(staff, 'the table after sending to documents');

  // 6. The return is filed in the entity's documents at that path (the filing runs in the background).
  const fileName = `${documentName.replace(/\.pdf$/i, '')}.pdf`;
  const filed = staff.getByRole('region', { name: 'Files and folders' }).getByRole('row').filter({ hasText: fileName });
  const until = Date.now() + 20_000;
  for (;;) {
    await staff.goto(`/admin/${company.hash_id}/documents?path=${encodeURIComponent(path)}`);
    await staff.getByRole('heading', { name: `${companyName} documents`, level: 1 }).waitFor();
    await staff
      .getByRole('region', { name: 'Files and folders' })
      .or(staff.getByRole('status').filter({ hasText: 'There are no files in this folder.' }))
      .first()
      .waitFor();
    if ((await filed.count()) > 0) break;
    if (Date.now() > until) throw new Error(`${fileName} never reached ${path}`);
  }
  await expectAccessible(staff, 'the entity’s documents with the filed return');
});
