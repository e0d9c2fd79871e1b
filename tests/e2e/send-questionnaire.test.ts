/**
 * The Send Questionnaire dialog from the Collect page (/overview), QD §2 'Sending and reminder dialogs', §3, §5
 * 'Send template / drop off / custom', §8, §9; FA §9. Every test makes a firm of its own: a partner, a connected
 * card payment provider (deposits) and three entities of three types.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import { api, call, demoPassword, makeFirm, signIn, uniqueEmail, waitForMail } from '../support/api';
import { expectAccessible, mailClock, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const entityNames = ['Avery Household', 'Birch Partners', 'Cedar Family Trust'];
const templateName = 'Individual Tax Organizer (Form 1040)';

interface Firm {
  partnerEmail: string;
  token: () => Promise<string>;
}

/** A firm with the three entities; `withOrganizer`: Avery's has a sent questionnaire, due Jan 1, 2030. */
async function sendingFirm(withOrganizer = false): Promise<Firm & { averyEmail: string }> {
  const averyEmail = uniqueEmail('avery');
  const organizer = { name: 'Organizer', tax_year: defaultTaxYear(Date.now()), due_date: '2030-01-01' };
  const firm = await makeFirm({
    firm_name: 'Send Dialog Firm',
    integrations: { stripe: { account_id: 'acct_test' } },
    users: [
      {
        email: averyEmail,
        fname: 'Avery',
        companies: [
          { name: entityNames[0], entity_type: 'Individual', questionnaires: withOrganizer ? [organizer] : [] },
        ],
      },
      { email: uniqueEmail('birch'), fname: 'Bea', companies: [{ name: entityNames[1], entity_type: 'Partnership' }] },
      { email: uniqueEmail('cedar'), fname: 'Cy', companies: [{ name: entityNames[2], entity_type: 'Trust' }] },
    ],
  });
  return {
    averyEmail,
    partnerEmail: firm.partnerEmail,
    token: async () => (await signIn(firm.partnerEmail)).firebase_token,
  };
}

async function signedIn(firm: Firm, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, firm.partnerEmail, demoPassword);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  return page;
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const dialog = (page: Page, name = 'Send Questionnaire') => page.getByRole('dialog', { name });

/** Waits out a dialog's fade-in (axe reads mid-fade colours as low contrast). */
async function settled(page: Page, d: Locator): Promise<Locator> {
  await d.waitFor();
  await page.waitForTimeout(400);
  return d;
}

/** Collect (from the staff navigation when it shows), then Send Questionnaire: the dialog's first step. */
async function openKinds(page: Page): Promise<Locator> {
  if (!page.url().endsWith('/overview')) {
    const nav = page.getByRole('navigation', { name: 'Staff navigation' });
    if (await nav.isVisible()) await nav.getByRole('link', { name: 'Collect' }).click();
    else await page.goto('/overview');
  }
  await button(page, 'Send Questionnaire').click();
  return settled(page, dialog(page));
}

/** The dialog's form for a kind: chosen on the first step, then Next. */
async function openSendDialog(page: Page, kind: 'Template' | 'Document Drop Off' | 'Custom' = 'Template') {
  const d = await openKinds(page);
  await d.getByRole('radio', { name: kind }).check();
  await button(d, 'Next').click();
  const title =
    kind === 'Custom'
      ? 'Create Custom Questionnaire'
      : kind === 'Template'
        ? 'Send Questionnaire'
        : 'Send Document Drop Off';
  return settled(page, dialog(page, title));
}

/**
 * Adds an entity as a person with a keyboard does: type part of its name, wait for the search to answer (the list
 * shows the newest entities until it does), move to the option, press Enter.
 */
async function pickEntity(d: Locator, page: Page, name: string) {
  await d.getByRole('combobox', { name: 'Entities' }).focus();
  await page.keyboard.type(name.split(' ')[0]!);
  const options = d
    .getByRole('listbox')
    .filter({ hasNot: page.getByRole('option', { name: /, remove$/ }) })
    .getByRole('option');
  await expect.poll(() => options.allTextContents()).toEqual([expect.stringContaining(name)]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await d
    .getByRole('listbox', { name: 'Selected entities' })
    .getByRole('option', { name: `${name}, remove` })
    .waitFor();
}

async function pickEntityType(d: Locator, page: Page, type: string) {
  await d.getByRole('combobox', { name: 'Entity types' }).focus();
  await page.keyboard.type(type);
  await d.getByRole('option', { name: type, exact: true }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await d
    .getByRole('listbox', { name: 'Selected entity types' })
    .getByRole('option', { name: `${type}, remove` })
    .waitFor();
}

const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('Send Questionnaire', () => {
  test('a partner sends a template to three entities with a due date and a deposit', async () => {
    const firm = await sendingFirm();
    const page = await signedIn(firm);
    const first = await openKinds(page);
    // Step 1: the three kinds, Template first.
    for (const kind of ['Template', 'Document Drop Off', 'Custom'])
      await first.getByRole('radio', { name: kind }).waitFor();
    expect(await first.getByRole('radio', { name: 'Template' }).isChecked()).toBe(true);
    await expectAccessible(page, 'the Send Questionnaire dialog, choosing the kind');
    await button(first, 'Next').click();

    const d = await settled(page, dialog(page));
    // Focus moved to the first field of the form.
    await expect.poll(() => d.getByLabel('Template').evaluate((el) => el === document.activeElement)).toBe(true);
    await d.getByLabel('Template').selectOption({ label: templateName });
    // The template's sections, all checked.
    await expect(
      d.getByRole('group', { name: 'Sections' }).getByRole('checkbox', { name: 'General' }).isChecked(),
    ).resolves.toBe(true);
    for (const name of entityNames) await pickEntity(d, page, name);
    // The due date: 14 days by default; '7 days' sets it a week out.
    await expect(d.getByLabel('Due date').inputValue()).resolves.toBe(inDays(14));
    await button(d, '7 days').click();
    await expect(d.getByLabel('Due date').inputValue()).resolves.toBe(inDays(7));
    await d.getByRole('checkbox', { name: 'Require a deposit' }).check();
    await d.getByText('Please enter a deposit amount').waitFor();
    await expect(button(d, 'Send').isDisabled()).resolves.toBe(true);
    await d.getByLabel('Deposit amount (in dollars)').fill('150');
    await d.getByText('Please enter a deposit amount').waitFor({ state: 'detached' });
    await expectAccessible(page, 'the template send, filled in');

    await button(d, 'Send').click();
    await toast(page, 'Questionnaire(s) successfully sent').waitFor();
    await d.waitFor({ state: 'detached' });

    // Three questionnaires, each with the $150 deposit and the due date.
    const token = await firm.token();
    const listed = await api('/v2/questionnaires', { token, query: { year: String(defaultTaxYear(Date.now())) } });
    const rows = (listed.body.questionnaires ?? []) as {
      company_details: { name: string };
      deposit_amount: number | null;
      due_date: string;
    }[];
    expect(rows.map((r) => r.company_details.name).sort()).toEqual([...entityNames].sort());
    for (const r of rows) {
      expect(r.deposit_amount).toBe(150);
      expect(r.due_date).toBe(inDays(7));
    }
  });

  test('the validation messages say what a send still needs, and Send stays off', async () => {
    const firm = await sendingFirm();
    const page = await signedIn(firm);
    const d = await openSendDialog(page);
    const send = button(d, 'Send');

    await d.getByLabel('Template').focus();
    await page.keyboard.press('Tab');
    await d.getByText('Please select a template').waitFor();
    await d.getByLabel('Tax year').selectOption({ label: 'Choose a tax year' });
    await d.getByText('Please select a tax year').waitFor();
    await d.getByRole('combobox', { name: 'Entities' }).focus();
    await page.keyboard.press('Tab');
    await d.getByText('Please select a company').waitFor();
    await d.getByLabel('Due date').fill('2020-01-01');
    await d.getByLabel('Due date').blur();
    await d.getByText('Please select a valid due date').waitFor();
    await d.getByRole('checkbox', { name: 'Require a deposit' }).check();
    await d.getByText('Please enter a deposit amount').waitFor();
    await d.getByRole('switch', { name: 'Schedule' }).check();
    await d.getByLabel('Frequency').selectOption({ label: 'Choose a frequency' });
    await d.getByText('Please select a frequency').waitFor();
    await d.getByLabel('First send date').fill('');
    await d.getByLabel('First send date').blur();
    await d.getByText('Please select a send date').waitFor();
    await button(d, 'Add question').click();
    await d.getByLabel('Question text').focus();
    await d.getByLabel('Question text').blur();
    await d.getByText('Every question needs text').waitFor();
    expect(await send.isDisabled()).toBe(true);
    expect(await button(d, 'Save as draft').isDisabled()).toBe(true);
    await expectAccessible(page, 'the template send with its messages');

    // Filled in, the messages go and Send is on.
    await d.getByLabel('Template').selectOption({ label: templateName });
    await d.getByLabel('Tax year').selectOption('2024');
    await pickEntity(d, page, entityNames[0]!);
    await d.getByLabel('Frequency').selectOption({ label: 'Once' });
    await d.getByLabel('First send date').fill(inDays(1));
    await d.getByLabel('Deposit amount (in dollars)').fill('75');
    await d.getByLabel('Question text').fill('Did you buy a home?');
    await expect.poll(() => send.isDisabled()).toBe(false);
    // Scheduled: no drafts.
    await d.getByText('Drafts cannot be saved when scheduled', { exact: false }).waitFor();
    expect(await button(d, 'Save as draft').isDisabled()).toBe(true);
    await d.getByRole('switch', { name: 'Schedule' }).uncheck();
    await d.getByLabel('Due date').fill(inDays(3));
    await expect.poll(() => button(d, 'Save as draft').isDisabled()).toBe(false);
  });

  test('scheduling a recurring monthly send succeeds and lists the schedule', async () => {
    const firm = await sendingFirm();
    const page = await signedIn(firm);
    const d = await openSendDialog(page);
    await d.getByLabel('Template').selectOption({ label: templateName });
    await pickEntity(d, page, entityNames[1]!);
    await d.getByRole('switch', { name: 'Schedule' }).check();
    // QD §9 defaults: once, tomorrow, 14 days.
    await expect(d.getByLabel('Frequency').inputValue()).resolves.toBe('once');
    await expect(d.getByLabel('First send date').inputValue()).resolves.toBe(inDays(1));
    await expect(d.getByLabel('Days until due').inputValue()).resolves.toBe('14');
    await d.getByLabel('Frequency').selectOption({ label: 'Monthly' });
    await d.getByLabel('Days until due').fill('10');
    await button(d, 'Send').click();
    await toast(page, 'Questionnaire send scheduled').waitFor();
    await d.waitFor({ state: 'detached' });

    const res = await call(
      questionnaireRoutes.getAllTemplateSchedulers,
      { show_active: true, show_mine: false },
      { token: await firm.token() },
    );
    expect(res.status).toBe(200);
    expect(res.body.template_schedulers).toHaveLength(1);
    expect(res.body.template_schedulers[0]).toMatchObject({
      frequency: 'monthly',
      first_scheduled_date: inDays(1),
      days_until_due: 10,
      template_name: templateName,
      active: true,
    });
  });

  test('sending to an entity type asks for the bulk confirmation first', async () => {
    const firm = await sendingFirm();
    const page = await signedIn(firm);
    const d = await openSendDialog(page);
    await d.getByLabel('Template').selectOption({ label: templateName });
    await pickEntityType(d, page, 'Trust');
    await button(d, 'Send').click();
    const confirm = await settled(page, page.getByRole('alertdialog', { name: 'Send to many entities?' }));
    await confirm.getByText('every active entity of the type Trust', { exact: false }).waitFor();
    await expectAccessible(page, 'the bulk confirmation');
    // Cancel goes back to the dialog as it was.
    await button(confirm, 'Cancel').click();
    await confirm.waitFor({ state: 'hidden' });
    await button(d, 'Send').click();
    await button(page.getByRole('alertdialog', { name: 'Send to many entities?' }), 'Send').click();
    await toast(page, 'Questionnaires are being sent. You can keep working while they go out.').waitFor();
    await d.waitFor({ state: 'detached' });
  });

  test('a Document Drop Off and a custom questionnaire are sent from the same dialog', async () => {
    const firm = await sendingFirm();
    const page = await signedIn(firm);
    const drop = await openSendDialog(page, 'Document Drop Off');
    await pickEntity(drop, page, entityNames[0]!);
    await drop.getByLabel('Name').fill('Spring documents');
    await drop.getByRole('checkbox', { name: 'Request additional items' }).check();
    await drop.getByLabel('Item text').fill('W-2');
    await expectAccessible(page, 'Send Document Drop Off');
    await button(drop, 'Send').click();
    await toast(page, 'Document Drop Off successfully sent').waitFor();
    await drop.waitFor({ state: 'detached' });

    const custom = await openSendDialog(page, 'Custom');
    await custom.getByLabel('Subject').fill('Rental details');
    await pickEntity(custom, page, entityNames[2]!);
    // The due date may not be today (QD §9: tomorrow at the earliest).
    await custom.getByLabel('Due date').fill(inDays(0));
    await custom.getByLabel('Due date').blur();
    await custom.getByText('Due date must be in the future').waitFor();
    await button(custom, '2 weeks').click();
    await custom.getByLabel('Item text').fill('How many units do you rent out?');
    await expectAccessible(page, 'Create Custom Questionnaire');
    await button(custom, 'Save as draft').click();
    await toast(page, 'Successfully saved Questionnaire draft(s)').waitFor();
  });

  test('the dialog fits a phone', async () => {
    const firm = await sendingFirm();
    const page = await signedIn(firm, phone);
    const d = await openSendDialog(page);
    const overflow = () => d.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await d.getByLabel('Template').selectOption({ label: templateName });
    await pickEntity(d, page, entityNames[0]!);
    await d.getByRole('switch', { name: 'Schedule' }).check();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the template send on a phone');
    await button(d, 'Send').scrollIntoViewIfNeeded();
    await button(d, 'Send').click();
    await toast(page, 'Questionnaire send scheduled').waitFor();
  });

  test('reminders go with customised texts and a placeholder, and Edit Reminders turns them off', async () => {
    const firm = await sendingFirm(true);
    const page = await signedIn(firm);
    await page.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Collect' }).click();
    const organizer = page
      .getByRole('region', { name: 'Questionnaires' })
      .getByRole('row')
      .filter({ hasText: 'Organizer' });
    await organizer.getByRole('checkbox').check();
    const bulk = page.getByRole('group', { name: 'Actions on selected questionnaires' });

    const since = mailClock();
    await button(bulk, 'Send reminders').click();
    const reminders = await settled(page, dialog(page, 'Send reminders'));
    // The default texts, read-only until Customize is on.
    const subject = reminders.getByLabel('Email subject');
    await expect(subject.inputValue()).resolves.toBe('Reminder: your {tax_year} {questionnaire_name} from {firm_name}');
    expect(await button(reminders, '{due_date}').isDisabled()).toBe(true);
    await reminders.getByRole('switch', { name: 'Customize' }).check();
    await subject.click();
    await page.keyboard.press('End');
    await page.keyboard.type(', due ');
    await button(reminders, '{due_date}').click();
    await expect
      .poll(() => subject.inputValue())
      .toBe('Reminder: your {tax_year} {questionnaire_name} from {firm_name}, due {due_date}');
    await expectAccessible(page, 'Send reminders, customised');
    await button(reminders, 'Send').click();
    await toast(page, 'Reminders sent successfully').waitFor();
    const mail = await waitForMail(firm.averyEmail, (m) => m.at >= since && m.subject.startsWith('Reminder:'));
    expect(mail.subject).toBe(
      `Reminder: your ${defaultTaxYear(Date.now())} Organizer from Send Dialog Firm, due Jan 1, 2030`,
    );

    await organizer.getByRole('checkbox').check();
    await button(bulk, 'Edit Reminders').click();
    const edit = await settled(page, dialog(page, 'Edit Reminders'));
    await expectAccessible(page, 'Edit Reminders');
    await edit.getByRole('switch', { name: 'Automatic reminders' }).uncheck();
    await button(edit, 'Save').click();
    await toast(page, 'Reminder updated').waitFor();
    const listed = await api('/v2/questionnaires', {
      token: await firm.token(),
      query: { year: String(defaultTaxYear(Date.now())) },
    });
    expect(listed.body.questionnaires.map((q: { reminders_disabled: boolean }) => q.reminders_disabled)).toEqual([
      true,
    ]);
  });
});
