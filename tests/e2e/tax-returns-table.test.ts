/**
 * The firm's tax returns page (/tax-returns, FA §2.6, §8.4, §9) in the browser, each case on a firm of its own: a
 * firm with no returns offers Send Tax Return; a firm with twelve returns pages them 'start-end of total' (first,
 * previous, next, last, a page size remembered in a cookie), sorts by a column, shows 'No tax returns were found'
 * with Reset filters when a search matches nothing, turns a return's reminders off with the spec's toast, changes
 * the assigned firm user of a row's entity and of the selected rows' entities, opens a row's Update owners, and
 * deletes a return after the spec's question. An upload is confirmed first (Cancel keeps the choices). Desktop and
 * phone pass axe.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import { demoPassword, makeFirm, uniqueEmail } from '../support/api';
import { factoryReturn } from '../support/tax-returns';
import { demoForms, demoTaxReturnPdf } from '@ledgerline/infra/local/demo-tax-return-pdf';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const toast = (p: Page, text: string) =>
  p.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const status = (p: Page) => p.getByRole('main').getByRole('status');
const pager = (p: Page) => p.getByRole('navigation', { name: 'Tax return pages' });
const table = (p: Page) => p.getByRole('region', { name: 'Tax returns' });
/** The tax return names the table shows, top to bottom. */
const names = async (p: Page) =>
  (await table(p).getByRole('row').locator('td:nth-child(4)').allTextContents()).map((t) => t.trim());

const newId = () => randomBytes(10).toString('hex');
/** The confirmation before a return is uploaded without a draft (FA §2.6 'confirm send or draft'). */
const confirmUpload = (p: Page) => p.getByRole('alertdialog', { name: 'Upload tax return?' });

/** A delivered return's classification: an 8879 its owner signs, and a balance due of $100. */
const delivered = (signer: { id: string; name: string }) => ({
  draft_status: null,
  status: 'sent',
  page_count: 3,
  e_sign_forms: [
    {
      id: newId(),
      form_id: '8879',
      form_name: 'IRS e-file Signature Authorization',
      custom_form_name: null,
      pages: [2],
      wetSignaturesRequired: false,
      signatures: [
        {
          id: newId(),
          signer_id: signer.id,
          name: signer.name,
          title: 'Taxpayer',
          signatureData: null,
          isMarkedSigned: false,
        },
      ],
    },
  ],
  payment_vouchers: [
    {
      id: newId(),
      voucher_id: '1040-V',
      custom_payment_name: null,
      quarter: null,
      page: 3,
      amount: 100,
      is_paid: false,
      is_due_asap: false,
      due_date: '2026-04-15',
      paid_at: null,
    },
  ],
});

async function signedIn(email: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await newContext(browser(), { viewport });
  contexts.push(context);
  const p = await context.newPage();
  await signInWithPassword(p, email, demoPassword);
  await p.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  return p;
}

async function openTable(p: Page): Promise<void> {
  await p.goto('/tax-returns');
  await p.getByRole('heading', { name: 'Tax Returns', level: 1 }).waitFor();
}

describe('a firm with no tax returns', () => {
  let partnerEmail = '';
  beforeAll(async () => {
    const firm = await makeFirm({
      firm_name: 'Empty Returns Firm',
      preferences: { new_tax_return_delivery_enabled: true },
      users: [{ email: uniqueEmail('empty-client'), fname: 'Erin', lname: 'Empty', companies: [{ name: 'Erin Co' }] }],
    });
    partnerEmail = firm.partnerEmail;
  });

  test('the empty table says so and offers Send Tax Return, which opens the upload dialog; axe passes', async () => {
    const p = await signedIn(partnerEmail);
    await p.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Deliver' }).click();
    await p.getByRole('heading', { name: 'Tax Returns', level: 1 }).waitFor();
    await status(p).getByText('No tax returns were found', { exact: true }).waitFor();
    // Nothing is filtered: no Reset filters, the empty state offers Send Tax Return instead.
    expect(await button(p, 'Reset filters').count()).toBe(0);
    await expectAccessible(p, 'the empty tax returns page');
    await button(status(p), 'Send Tax Return').click();
    const dialog = p.getByRole('dialog', { name: 'Upload Tax Return' });
    await dialog.waitFor();
    await p.waitForTimeout(400);
    // FA §9: the path follows the tax year chosen.
    const year = await dialog.getByLabel('Tax year').inputValue();
    expect(await dialog.getByLabel('Path').inputValue()).toBe(`/${year}/Tax Return`);
    await dialog.getByLabel('Send draft for approval').waitFor();
    await expectAccessible(p, 'the Upload Tax Return dialog');
    // Nothing chosen: the spec's messages.
    await button(dialog, 'Upload').click();
    await dialog.getByText('Please select one entity', { exact: true }).waitFor();
    await dialog.getByText('Please select a file', { exact: true }).waitFor();
    await button(dialog, 'Cancel').click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('uploading a tax return from the table', () => {
  let partnerEmail = '';
  let firmId = '';
  let umaCo = '';
  beforeAll(async () => {
    const firm = await makeFirm({
      firm_name: 'Upload Returns Firm',
      preferences: { new_tax_return_delivery_enabled: true },
      users: [{ email: uniqueEmail('upload-client'), fname: 'Uma', lname: 'Upload', companies: [{ name: 'Uma Co' }] }],
    });
    partnerEmail = firm.partnerEmail;
    firmId = firm.firm_id;
    umaCo = firm.users.flatMap((u) => u.companies).find((c) => c.name === 'Uma Co')!.id;
  });

  test('one entity and one PDF: a wrong file is refused, a PDF is read and its return joins the table', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await button(status(p), 'Send Tax Return').click();
    const dialog = p.getByRole('dialog', { name: 'Upload Tax Return' });
    await dialog.waitFor();
    await dialog.getByLabel('Search entities').fill('Uma');
    await dialog.getByRole('radio', { name: 'Uma Co' }).check();
    const file = dialog.locator('input[type=file]');

    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText('A tax return must be a PDF file.', { exact: true }).waitFor();

    // Not a PDF inside: the server refuses it, or its reading fails; either way the dialog says why.
    await file.setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
    await button(dialog, 'Upload').click();
    await button(confirmUpload(p), 'Upload').click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /PDF|INVALID/ })
      .waitFor();

    const pdf = await demoTaxReturnPdf('2024 Form 1040', demoForms('Uma Co', 2024));
    await file.setInputFiles({ name: 'Uma 1040.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    expect(await dialog.getByLabel('Document name').inputValue()).toBe('Uma 1040');
    await dialog.getByLabel('Tax year').selectOption('2024');
    expect(await dialog.getByLabel('Path').inputValue()).toBe('/2024/Tax Return');
    // Confirm send or draft: as a draft it goes to the primary contact; Cancel goes back with every choice kept.
    await dialog.getByRole('checkbox', { name: 'Send draft for approval' }).check();
    await button(dialog, 'Upload').click();
    const confirmDraft = p.getByRole('alertdialog', { name: 'Send draft for approval?' });
    await confirmDraft
      .getByText('The draft will be stamped DRAFT on every page and sent to Uma Upload for approval.', { exact: true })
      .waitFor();
    await button(confirmDraft, 'Cancel').click();
    await confirmDraft.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('radio', { name: 'Uma Co' }).isChecked()).toBe(true);
    await dialog.getByText('Uma 1040.pdf').waitFor();
    expect(await dialog.getByLabel('Tax year').inputValue()).toBe('2024');
    expect(await dialog.getByLabel('Document name').inputValue()).toBe('Uma 1040');
    expect(await dialog.getByRole('checkbox', { name: 'Send draft for approval' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Send draft for approval' }).uncheck();
    await button(dialog, 'Upload').click();
    await confirmUpload(p)
      .getByText(
        'The return will be read and then wait for you to classify its pages before anything goes to the client.',
        { exact: true },
      )
      .waitFor();
    await button(confirmUpload(p), 'Upload').click();
    // Read in the background: the dialog waits, then closes.
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await pager(p).getByText('1-1 of 1', { exact: true }).waitFor();
    const row = table(p).getByRole('row').filter({ hasText: 'Uma Co' });
    await expect.poll(async () => row.textContent()).toMatch(/2024/);
  });
  test('a draft whose changes were requested offers Replace Tax Return Draft, for its own entity', async () => {
    await factoryReturn(firmId, umaCo, { tax_year: 2023, name: 'Draft 1040', draft_status: 'change_requested' });
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await table(p).getByRole('button', { name: 'Draft 1040', exact: true }).click();
    const draft = p.getByRole('dialog', { name: /^Draft: Uma Co · 2023 Draft 1040$/ });
    await draft.waitFor();
    await button(draft, 'Replace Tax Return Draft').click();
    const replace = p.getByRole('dialog', { name: 'Replace Tax Return' });
    await replace.waitFor();
    // The entity is fixed, the year is the draft's, and the replacement goes out as a draft again.
    expect(await replace.getByRole('radio').count()).toBe(0);
    await replace.getByText('Uma Co', { exact: true }).waitFor();
    expect(await replace.getByLabel('Tax year').inputValue()).toBe('2023');
    expect(await replace.getByRole('checkbox', { name: 'Send draft for approval' }).isChecked()).toBe(true);
    await p.waitForTimeout(400);
    await expectAccessible(p, 'the Replace Tax Return dialog');
    const pdf = await demoTaxReturnPdf('2023 Form 1040', demoForms('Uma Co', 2023));
    await replace
      .locator('input[type=file]')
      .setInputFiles({ name: 'Draft 1040 v2.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    await button(replace, 'Replace').click();
    await button(p.getByRole('alertdialog', { name: 'Send draft for approval?' }), 'Send draft').click();
    await toast(p, 'Tax return replaced').waitFor({ timeout: 60_000 });
    await replace.waitFor({ state: 'detached' });
  });
});

describe('a firm with twelve tax returns', () => {
  const tag = randomBytes(3).toString('hex');
  const companyNames = [`Alder ${tag}`, `Birch ${tag}`, `Cedar ${tag}`];
  /** 'Return 01' to 'Return 12': four a company, the years 2021 to 2024. */
  const returnName = (i: number) => `Return ${String(i + 1).padStart(2, '0')}`;
  const processingIndex = 9;
  let partnerEmail = '';
  let sentReturn = '';

  beforeAll(async () => {
    const firm = await makeFirm({
      firm_name: 'Twelve Returns Firm',
      preferences: { new_tax_return_delivery_enabled: true },
      users: [
        // A second firm user to assign the clients to.
        {
          email: uniqueEmail('returns-avery'),
          fname: 'Avery',
          lname: 'Advisor',
          is_advisor: true,
          firm_access: 'full',
        },
        ...companyNames.map((name, i) => ({
          email: uniqueEmail(`returns-client-${i}`),
          fname: name.split(' ')[0],
          lname: 'Client',
          assigned_advisor: 'partner',
          companies: [{ name }],
        })),
      ],
    });
    partnerEmail = firm.partnerEmail;
    for (let i = 0; i < 12; i++) {
      const owner = firm.users.find((u) => u.companies.some((c) => c.name === companyNames[i % 3]))!;
      const signer = { id: owner.id, name: `${companyNames[i % 3]!.split(' ')[0]} Client` };
      // Every third return waits as a draft, one is still being read; the others were delivered and wait for a
      // signature and a payment.
      const state =
        i % 3 === 2
          ? { draft_status: 'draft' }
          : i === processingIndex
            ? { draft_status: null, status: 'processing' }
            : delivered(signer);
      await factoryReturn(firm.firm_id, owner.companies[0]!.id, {
        tax_year: 2021 + Math.floor(i / 3),
        name: returnName(i),
        ...state,
      });
    }
    sentReturn = returnName(0);
  });

  test('pages of 10 read "start-end of total" with first, previous, next and last; the size is remembered', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p).getByText('1-10 of 12', { exact: true }).waitFor();
    expect(await names(p)).toHaveLength(10);
    await expectAccessible(p, 'the tax returns table');

    await button(pager(p), 'Next page').click();
    await pager(p).getByText('11-12 of 12', { exact: true }).waitFor();
    await expect.poll(async () => (await names(p)).length).toBe(2);
    // At the end, Next and Last stay focusable but do nothing.
    expect(await button(pager(p), 'Last page').getAttribute('aria-disabled')).toBe('true');

    await button(pager(p), 'First page').click();
    await pager(p).getByText('1-10 of 12', { exact: true }).waitFor();
    await button(pager(p), 'Last page').click();
    await pager(p).getByText('11-12 of 12', { exact: true }).waitFor();
    await button(pager(p), 'Previous page').click();
    await pager(p).getByText('1-10 of 12', { exact: true }).waitFor();

    await pager(p).getByLabel('Rows per page').selectOption('20');
    await pager(p).getByText('1-12 of 12', { exact: true }).waitFor();
    await expect.poll(async () => (await names(p)).length).toBe(12);
    // FA §9: the page size lives in a cookie.
    await p.reload();
    await pager(p).getByText('1-12 of 12', { exact: true }).waitFor();
    expect(await pager(p).getByLabel('Rows per page').inputValue()).toBe('20');
    await pager(p).getByLabel('Rows per page').selectOption('10');
    await pager(p).getByText('1-10 of 12', { exact: true }).waitFor();
  });

  test('a column header sorts the table one way, then the other, and says so', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p).getByLabel('Rows per page').selectOption('20');
    await pager(p).getByText('1-12 of 12', { exact: true }).waitFor();
    const header = table(p).getByRole('columnheader', { name: /Tax return name/ });
    await button(table(p), 'Sort by Tax return name').click();
    await expect.poll(async () => header.getAttribute('aria-sort')).toBe('ascending');
    const all = Array.from({ length: 12 }, (_, i) => returnName(i));
    await expect.poll(async () => (await names(p)).join()).toBe(all.join());
    await button(table(p), 'Sort by Tax return name').click();
    await expect.poll(async () => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await names(p)).join()).toBe([...all].reverse().join());
  });

  test('a search that matches nothing shows the empty state with Reset filters, which brings the rows back', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p)
      .getByText(/of 12$/)
      .waitFor();
    await p.getByRole('group', { name: 'Filters' }).getByLabel('Search tax returns').fill('no such return anywhere');
    await status(p).getByText('No tax returns were found', { exact: true }).waitFor();
    expect(await button(status(p), 'Send Tax Return').count()).toBe(0);
    await expectAccessible(p, 'the filtered empty state');
    await button(status(p), 'Reset filters').click();
    await pager(p)
      .getByText(/of 12$/)
      .waitFor();
    expect(await p.getByRole('group', { name: 'Filters' }).getByLabel('Search tax returns').inputValue()).toBe('');
  });

  test('the reminder toggle turns a return’s reminders off with the spec’s toast', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p).getByLabel('Rows per page').selectOption('20');
    await pager(p).getByText('1-12 of 12', { exact: true }).waitFor();
    const toggle = table(p).getByRole('switch', { name: `Reminders for ${sentReturn}` });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await toast(p, 'Reminder disabled updated').waitFor();
    await expect.poll(async () => toggle.isChecked()).toBe(false);
    // The change was saved: the filter for disabled reminders finds it.
    await p.reload();
    await p.getByRole('group', { name: 'Filters' }).getByLabel('Reminder disabled').selectOption('yes');
    await pager(p).getByText('1-1 of 1', { exact: true }).waitFor();
    expect(await names(p)).toEqual([sentReturn]);
    await p.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Reset filters' }).click();
    await pager(p)
      .getByText(/of 12$/)
      .waitFor();
  });

  test('a draft opens the draft dialog with the delivery admin view framed in it', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p).getByLabel('Rows per page').selectOption('20');
    await pager(p).getByText('1-12 of 12', { exact: true }).waitFor();
    await table(p)
      .getByRole('button', { name: returnName(2), exact: true })
      .click();
    const dialog = p.getByRole('dialog', { name: new RegExp(`^Draft: .*${returnName(2)}$`) });
    await dialog.waitFor();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(
      /^\/tax-return-delivery-admin-view\/[^?]+\?companyId=[^&]+&embedded=1$/,
    );
    // Changes were not requested: no Replace Tax Return Draft.
    expect(await button(dialog, 'Replace Tax Return Draft').count()).toBe(0);
    await button(dialog, 'Close').click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('a return still processing shows the spec’s message and opens nothing', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p).getByLabel('Rows per page').selectOption('20');
    await pager(p).getByText('1-12 of 12', { exact: true }).waitFor();
    await table(p)
      .getByRole('button', { name: returnName(processingIndex), exact: true })
      .click();
    await toast(
      p,
      'The tax return is still processing. It may take up to a few minutes, depending on the size of the return.',
    ).waitFor();
    expect(new URL(p.url()).pathname).toBe('/tax-returns');
    expect(await p.getByRole('dialog').count()).toBe(0);
  });

  test('Tax Return Signatures marks a signature signed; Update payment vouchers checks the amount and saves', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p).getByLabel('Rows per page').selectOption('20');
    await pager(p).getByText('1-12 of 12', { exact: true }).waitFor();
    const target = returnName(3);
    const actions = () => table(p).getByRole('button', { name: new RegExp(`^Actions for .* ${target}$`) });

    await actions().click();
    await p.getByRole('menuitem', { name: 'Tax Return Signatures' }).click();
    const signatures = p.getByRole('dialog', { name: 'Tax Return Signatures' });
    await signatures.getByRole('heading', { name: 'IRS e-file Signature Authorization' }).waitFor();
    await signatures.getByText('Not signed', { exact: true }).waitFor();
    await p.waitForTimeout(400);
    await expectAccessible(p, 'the Tax Return Signatures dialog');
    await signatures.getByRole('button', { name: /^Mark as signed for / }).click();
    await toast(p, 'Signature status updated').waitFor();
    await signatures.getByText('Marked as signed', { exact: true }).waitFor();
    await button(signatures, 'Close').click();
    await signatures.waitFor({ state: 'detached' });
    await expect
      .poll(async () => table(p).getByRole('row').filter({ hasText: target }).textContent())
      .toContain('All signatures completed');

    await actions().click();
    await p.getByRole('menuitem', { name: 'Update payment vouchers' }).click();
    const vouchers = p.getByRole('dialog', { name: 'Update payment vouchers' });
    const group = vouchers.getByRole('group', { name: /Form 1040-V Balance Due/ });
    await group.getByLabel('Amount').fill('0');
    await button(vouchers, 'Save').click();
    await vouchers.getByText('Amount must be greater than 0', { exact: true }).waitFor();
    await group.getByLabel('Amount').fill('250');
    await group.getByRole('switch', { name: 'Paid' }).click();
    await button(vouchers, 'Save').click();
    await vouchers.waitFor({ state: 'detached' });
    await expect
      .poll(async () => table(p).getByRole('row').filter({ hasText: target }).textContent())
      .toContain('All tax payments completed');
    // Signed and paid: the reminder toggle is locked (FA §4.1).
    expect(
      await table(p)
        .getByRole('switch', { name: `Reminders for ${target}` })
        .isDisabled(),
    ).toBe(true);
  });

  test('a row’s Update client assignments and the selected rows’ bulk one change the Assigned advisor; Update owners lists the owners', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p).getByLabel('Rows per page').selectOption('20');
    await pager(p).getByText('1-12 of 12', { exact: true }).waitFor();
    const [alder, birch, cedar] = companyNames as [string, string, string];
    // Column 11: Assigned advisor.
    const advisorOf = (company: string) =>
      table(p).getByRole('row').filter({ hasText: company }).first().locator('td:nth-child(11)');
    const actions = (i: number) =>
      table(p).getByRole('button', { name: new RegExp(`^Actions for .* ${returnName(i)}$`) });
    expect((await advisorOf(alder).textContent())?.trim()).toBe('Pat Partner');

    // One row: its entity's primary owner gets another firm user.
    await actions(0).click();
    await p.getByRole('menuitem', { name: 'Update client assignments' }).click();
    const one = p.getByRole('dialog', { name: 'Change Assigned Firm User' });
    await one.getByLabel('Assigned firm user').selectOption({ label: 'Avery Advisor' });
    await p.waitForTimeout(400);
    await expectAccessible(p, 'a row’s Update client assignments');
    await button(one, 'Save').click();
    await toast(p, 'Assigned firm user was updated successfully').waitFor();
    await one.waitFor({ state: 'detached' });
    // Focus goes back to the row's actions, not to the page's body.
    await expect.poll(async () => actions(0).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(async () => (await advisorOf(alder).textContent())?.trim()).toBe('Avery Advisor');
    expect((await advisorOf(birch).textContent())?.trim()).toBe('Pat Partner');

    // Two selected rows of two entities: both change in one go.
    for (const i of [1, 2])
      await table(p)
        .getByRole('checkbox', { name: new RegExp(`^Select .* ${returnName(i)}$`) })
        .check();
    await p.getByText('2 selected', { exact: true }).waitFor();
    await button(p.getByRole('main'), 'Update client assignments').click();
    const bulk = p.getByRole('dialog', { name: 'Update client assignments' });
    await bulk.getByLabel('Assigned firm user').selectOption({ label: 'Avery Advisor' });
    await button(bulk, 'Update').click();
    await toast(p, 'Assigned firm user was updated successfully').waitFor();
    await bulk.waitFor({ state: 'detached' });
    await expect.poll(async () => (await advisorOf(birch).textContent())?.trim()).toBe('Avery Advisor');
    expect((await advisorOf(cedar).textContent())?.trim()).toBe('Avery Advisor');
    await expectAccessible(p, 'the table after a bulk assignment');
    await button(p.getByRole('main'), 'Clear selection').click();

    // Update owners: the entity's owners (its forms' signers), the primary one marked.
    await actions(1).click();
    await p.getByRole('menuitem', { name: 'Update owners' }).click();
    const owners = p.getByRole('dialog', { name: 'Update Owners' });
    const owner = owners.getByRole('checkbox', { name: `${birch.split(' ')[0]} Client (Primary)` });
    await owner.waitFor();
    expect(await owner.isChecked()).toBe(true);
    expect(await owners.getByRole('checkbox').count()).toBe(1);
    await button(owners, 'Cancel').click();
    await owners.waitFor({ state: 'detached' });
  });

  test('Delete asks the spec’s question, then the return leaves the table', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p).getByLabel('Rows per page').selectOption('20');
    await pager(p).getByText('1-12 of 12', { exact: true }).waitFor();
    const victim = returnName(11);
    await table(p)
      .getByRole('button', { name: new RegExp(`^Actions for .* ${victim}$`) })
      .click();
    await p.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = p.getByRole('alertdialog', { name: 'Delete tax return' });
    await confirm.getByText('Are you sure you want to delete this tax return?', { exact: true }).waitFor();
    await p.waitForTimeout(400);
    await expectAccessible(p, 'the delete confirmation');
    await button(confirm, 'Delete').click();
    await toast(p, 'Tax return has been deleted').waitFor();
    await pager(p).getByText('1-11 of 11', { exact: true }).waitFor();
    expect(await names(p)).not.toContain(victim);
  });

  test('on a phone the returns are cards, nothing scrolls sideways, and axe passes', async () => {
    const p = await signedIn(partnerEmail, phone);
    await openTable(p);
    await pager(p)
      .getByText(/^1-\d+ of 1[12]$/)
      .waitFor();
    expect(await p.getByRole('table').count()).toBe(0);
    await p.getByRole('list', { name: 'Tax returns' }).getByRole('listitem').first().waitFor();
    const width = await p.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
    await expectAccessible(p, 'the tax returns page on a phone');
    // The keyboard reaches a return's actions.
    const actions = p.getByRole('button', { name: /^Actions for / }).first();
    await actions.focus();
    await p.keyboard.press('Enter');
    await p.getByRole('menuitem', { name: 'Activity log' }).waitFor();
    await p.keyboard.press('Escape');
  });
});

describe('a delivered return’s actions, with identity verification on', () => {
  const tag = randomBytes(3).toString('hex');
  const company = `Vera ${tag}`;
  const veraEmail = uniqueEmail('vera');
  let partnerEmail = '';

  beforeAll(async () => {
    const firm = await makeFirm({
      firm_name: 'Verifying Firm',
      preferences: { new_tax_return_delivery_enabled: true, tax_return_identity_verification_enabled: true },
      users: [
        {
          email: veraEmail,
          fname: 'Vera',
          lname: 'Client',
          assigned_advisor: 'partner',
          companies: [{ name: company }],
        },
      ],
    });
    partnerEmail = firm.partnerEmail;
    const owner = firm.users.find((u) => u.email === veraEmail)!;
    await factoryReturn(firm.firm_id, owner.companies[0]!.id, {
      tax_year: 2024,
      name: 'Form 1040',
      ...delivered({ id: owner.id, name: 'Vera Client' }),
    });
  });

  test('the ID Fraud Detection column and dialog; a phone is saved formatted', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p).getByText('1-1 of 1', { exact: true }).waitFor();
    await button(table(p), 'Sort by ID Fraud Detection').waitFor();
    await table(p)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await p.getByRole('menuitem', { name: 'Identity Verification' }).click();
    const dialog = p.getByRole('dialog', { name: 'Identity Verification' });
    await dialog.getByRole('heading', { name: 'ID Fraud Detection' }).waitFor();
    await dialog.getByText('Not Started', { exact: true }).waitFor();
    const phoneField = dialog.getByRole('textbox', { name: 'Phone number for Vera Client' });
    await phoneField.fill('5551234567');
    expect(await phoneField.inputValue()).toBe('(555) 123-4567');
    await p.waitForTimeout(400);
    await expectAccessible(p, 'the Identity Verification dialog');
    await dialog.getByRole('button', { name: 'Save phone number for Vera Client' }).click();
    await toast(p, 'Identity verification updated').waitFor();
    await button(dialog, 'Close').click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('send reminders, invoice paid, send to documents, mark finished, activity log: each with the spec’s toast', async () => {
    const p = await signedIn(partnerEmail);
    await openTable(p);
    await pager(p).getByText('1-1 of 1', { exact: true }).waitFor();
    const menu = async (item: string) => {
      await table(p)
        .getByRole('button', { name: /^Actions for / })
        .click();
      await p.getByRole('menuitem', { name: item }).click();
    };
    await menu('Send Reminders');
    await toast(p, 'Reminders sent successfully.').waitFor();
    await menu('Mark invoice as paid');
    await toast(p, 'Invoice paid status updated').waitFor();
    await table(p)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await p.getByRole('menuitem', { name: 'Mark invoice as unpaid' }).waitFor();
    await p.keyboard.press('Escape');

    await menu('Send to documents');
    const docs = p.getByRole('dialog', { name: 'Send Tax Return to Documents' });
    await docs.waitFor();
    expect(await docs.getByRole('textbox', { name: 'Path' }).inputValue()).toBe('/2024/Tax Return');
    expect(await docs.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(
      'Your 2024 tax return is now accessible in Documents Portal.',
    );
    await docs.getByRole('textbox', { name: 'Subject' }).fill('');
    await button(docs, 'Send').click();
    await docs.getByText('Please enter a subject', { exact: true }).waitFor();
    await p.waitForTimeout(400);
    await expectAccessible(p, 'the Send Tax Return to Documents dialog');
    await docs.getByRole('textbox', { name: 'Subject' }).fill('Your 2024 return is in Documents');
    await button(docs, 'Send').click();
    await toast(p, 'Sent to documents successfully').waitFor();
    await docs.waitFor({ state: 'detached' });

    await menu('Mark as finished');
    await toast(p, 'Tax return has been marked as finished').waitFor();
    await table(p).getByText('Finished', { exact: true }).waitFor();

    await menu('Activity log');
    const log = p.getByRole('dialog', { name: 'Activity log' });
    await log.getByRole('listitem').first().waitFor();
    await button(log, 'Close').click();
  });
});
