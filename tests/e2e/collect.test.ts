/**
 * The Collect page (/overview), FA §2.2, §9; QD §2 (the sending and reminder dialogs), §7 (GET /v2/questionnaires
 * filters), §8 (messages), in the browser. Every test makes a firm of its own: entities with questionnaires of the
 * default tax year (sent, a draft, locked, completed, one with a custom status) and one of the year before, and an
 * entity tag set through the API.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import { api, demoPassword, makeFirm, signIn, uniqueEmail, waitForMail } from '../support/api';
import { expectAccessible, mailClock, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const year = defaultTaxYear(Date.now(), 'UTC');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface Firm {
  partnerEmail: string;
  annEmail: string;
  cyEmail: string;
}

/** The questionnaires of the default year every test reads, by name. */
const thisYear = ['Ann Organizer', 'Ann Draft', 'Ben Locked', 'Ben Done', 'Cy Waiting'];

async function collectFirm(): Promise<Firm> {
  const annEmail = uniqueEmail('ann');
  const cyEmail = uniqueEmail('cy');
  const firm = await makeFirm({
    firm_name: 'Collect Page Firm',
    custom_statuses: [{ client_display_status: 'Waiting on you', firm_user_display_status: 'Waiting on client' }],
    users: [
      {
        email: annEmail,
        fname: 'Ann',
        lname: 'Able',
        companies: [
          {
            name: 'Ann Household',
            entity_type: 'Individual',
            questionnaires: [
              { name: 'Ann Organizer', tax_year: year, due_date: inDays(10), sections: ['Income', 'Deductions'] },
              { name: 'Ann Draft', tax_year: year, is_draft: true },
              { name: 'Ann Last Year', tax_year: year - 1, due_date: inDays(-20) },
            ],
          },
        ],
      },
      {
        email: uniqueEmail('ben'),
        fname: 'Ben',
        lname: 'Baker',
        companies: [
          {
            name: 'Ben LLC',
            entity_type: 'LLC',
            questionnaires: [
              { name: 'Ben Locked', tax_year: year, locked: true },
              { name: 'Ben Done', tax_year: year, completed: true },
            ],
          },
        ],
      },
      {
        email: cyEmail,
        fname: 'Cy',
        lname: 'Cole',
        companies: [
          {
            name: 'Cy Trust',
            entity_type: 'Trust',
            questionnaires: [
              {
                name: 'Cy Waiting',
                tax_year: year,
                in_progress: true,
                custom_status: 'Waiting on you',
                due_date: inDays(-3),
              },
            ],
          },
        ],
      },
    ],
  });
  // Entity tags are not in the factory: the partner tags Ann's entity as staff do, through the API.
  const token = (await signIn(firm.partnerEmail)).firebase_token;
  const tag = await api('/firms/add_entity_tag', { token, body: { new_tag: 'VIP' } });
  expect(tag.status, JSON.stringify(tag.body)).toBe(200);
  const ann = firm.users.find((u) => u.email === annEmail)!.companies[0]!;
  const tagged = await api('/companies/update_tags_in_bulk', {
    token,
    body: { company_ids: [ann.id], selected_tags: [tag.body.tag.id], remove: false },
  });
  expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
  return { partnerEmail: firm.partnerEmail, annEmail, cyEmail };
}

async function signedIn(firm: Firm, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, firm.partnerEmail, demoPassword);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  return page;
}

/** Opens /overview from the staff navigation, as a person does. */
async function openCollect(page: Page) {
  await page.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Collect' }).click();
  await page.getByRole('heading', { name: 'Collect', level: 1 }).waitFor();
  await table(page).waitFor();
}

const table = (page: Page) => page.getByRole('region', { name: 'Questionnaires' }).getByRole('table');
/** The questionnaire names the table lists, in order. */
async function listed(page: Page): Promise<string[]> {
  const names: string[] = [];
  if (!(await table(page).count())) return names;
  for (const row of await table(page).getByRole('row').all()) {
    const cells = row.getByRole('cell');
    if ((await cells.count()) > 2) names.push(((await cells.nth(2).textContent()) ?? '').trim());
  }
  return names;
}
async function expectListed(page: Page, names: string[]) {
  await expect.poll(() => listed(page).then((l) => [...l].sort()), { timeout: 10_000 }).toEqual([...names].sort());
}
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const select = (page: Page, name: string) => row(page, name).getByRole('checkbox').check();
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const bulk = (page: Page, name: string) =>
  button(page.getByRole('group', { name: 'Actions on selected questionnaires' }), name);

/** Waits out a dialog's fade-in (axe reads mid-fade colours as low contrast). */
async function dialogNamed(page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<Locator> {
  const dialog = page.getByRole(role, { name });
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

describe('the Collect page', () => {
  test('a partner filters the Collect list by status and by tag; the year’s counts show by status', async () => {
    const firm = await collectFirm();
    const page = await signedIn(firm);
    await openCollect(page);
    await expectListed(page, thisYear);
    expect(await page.getByRole('navigation', { name: 'Questionnaire pages' }).textContent()).toContain('1-5 of 5');
    // The row of a questionnaire: its entity, status text, custom status, overdue badge.
    expect(await row(page, 'Cy Waiting').textContent()).toMatch(
      /Cy Trust.*In Progress.*Waiting on client.*Overdue 3 days ago/,
    );
    expect(await row(page, 'Ann Draft').textContent()).toContain('Draft');
    const counts = page.getByRole('region', { name: `Questionnaires in ${year}` });
    await expect.poll(() => counts.textContent()).toMatch(/Total5/);
    await expectAccessible(page, 'the Collect page');

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Locked' });
    await expectListed(page, ['Ben Locked']);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
    await expectListed(page, ['Ben Done']);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Any' });
    await page.getByRole('switch', { name: 'Exclude completed' }).check();
    await page.getByRole('switch', { name: 'Include locked' }).uncheck();
    await expectListed(page, ['Ann Organizer', 'Ann Draft', 'Cy Waiting']);
    await button(page, 'Reset filters').click();
    await expectListed(page, thisYear);

    await page.getByRole('combobox', { name: 'Entity tags' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'VIP' }).click();
    await page.keyboard.press('Escape');
    await expectListed(page, ['Ann Organizer', 'Ann Draft']);
    await page.getByLabel('Custom status').selectOption({ label: 'Waiting on client' });
    await page.getByText('No questionnaires found').waitFor();
    await button(page, 'Reset filters').first().click();

    await page.getByRole('searchbox', { name: 'Search questionnaires' }).fill('ben');
    await expectListed(page, ['Ben Locked', 'Ben Done']);
  });

  test('deletes a questionnaire after confirming and restores it from Show only deleted', async () => {
    const firm = await collectFirm();
    const page = await signedIn(firm);
    await openCollect(page);
    await expectListed(page, thisYear);

    await bulk(page, 'Delete').click();
    await toast(page, 'No selected users or entities to update!').waitFor();

    await select(page, 'Ann Draft');
    await page.getByText('1 questionnaire selected').waitFor();
    await bulk(page, 'Delete').click();
    let dialog = await dialogNamed(page, 'Delete questionnaires', 'alertdialog');
    await expectAccessible(page, 'the Delete questionnaires dialog');
    await button(dialog, 'Delete').click();
    await toast(page, 'Questionnaire(s) successfully deleted').waitFor();
    await expectListed(
      page,
      thisYear.filter((n) => n !== 'Ann Draft'),
    );

    // A selection that mixes deleted and not-deleted ones has no action.
    await select(page, 'Ann Organizer');
    await page.getByRole('switch', { name: 'Show only deleted' }).check();
    await expectListed(page, ['Ann Draft']);
    await select(page, 'Ann Draft');
    await page.getByText('Select only deleted or only questionnaires that are not deleted').waitFor();
    expect(await bulk(page, 'Restore').getAttribute('aria-disabled')).toBe('true');
    await button(page, 'Clear selection').click();
    // Deleted ones are only restored.
    await select(page, 'Ann Draft');
    expect(await bulk(page, 'Delete').count()).toBe(0);
    await bulk(page, 'Restore').click();
    dialog = await dialogNamed(page, 'Restore questionnaires', 'alertdialog');
    await expectAccessible(page, 'the Restore questionnaires dialog');
    await button(dialog, 'Restore').click();
    await toast(page, 'Questionnaires restored successfully').waitFor();
    await page.getByText('No questionnaires found').waitFor();
    await page.getByRole('switch', { name: 'Show only deleted' }).uncheck();
    await expectListed(page, thisYear);
  });

  test('locks and unlocks the selected questionnaires, each after a confirmation', async () => {
    const firm = await collectFirm();
    const page = await signedIn(firm);
    await openCollect(page);
    await select(page, 'Ann Organizer');
    await bulk(page, 'Lock').click();
    let dialog = await dialogNamed(page, 'Lock questionnaires', 'alertdialog');
    await button(dialog, 'Lock').click();
    await toast(page, 'Questionnaire successfully locked').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Locked' });
    await expectListed(page, ['Ann Organizer', 'Ben Locked']);

    await select(page, 'Ann Organizer');
    await bulk(page, 'Unlock').click();
    dialog = await dialogNamed(page, 'Unlock questionnaires', 'alertdialog');
    await expectAccessible(page, 'the Unlock questionnaires dialog');
    await button(dialog, 'Unlock').click();
    await toast(page, 'Questionnaire successfully unlocked').waitFor();
    await expectListed(page, ['Ben Locked']);
  });

  test('sends reminders; the reminder email is listed on /_dev/mail', async () => {
    const firm = await collectFirm();
    const page = await signedIn(firm);
    await openCollect(page);
    const since = mailClock();
    await select(page, 'Ann Organizer');
    await bulk(page, 'Send reminders').click();
    const dialog = await dialogNamed(page, 'Send reminders');
    await expectAccessible(page, 'the Send reminders dialog');
    await button(dialog, 'Send').click();
    await toast(page, 'Reminders sent successfully').waitFor();

    const mail = await waitForMail(firm.annEmail, (m) => m.at >= since && m.subject.startsWith('Reminder:'));
    expect(mail.text).toContain('Hi Ann');
    const mailPage = await page.context().newPage();
    await mailPage.goto('/_dev/mail');
    await mailPage
      .getByRole('row')
      .filter({ hasText: firm.annEmail })
      .filter({ hasText: mail.subject })
      .first()
      .waitFor();
    await mailPage.close();
  });

  test('sends sign in links to the entities’ primary contacts and updates the entities’ tags', async () => {
    const firm = await collectFirm();
    const page = await signedIn(firm);
    await openCollect(page);
    const since = mailClock();
    await select(page, 'Cy Waiting');
    await bulk(page, 'Send sign in links').click();
    let dialog = await dialogNamed(page, 'Send sign in links');
    await dialog.getByText('their password is reset').waitFor();
    await expectAccessible(page, 'the Send sign in links dialog');
    await button(dialog, 'Send').click();
    await toast(page, 'Sign in link(s) sent successfully').waitFor();
    await waitForMail(firm.cyEmail, (m) => m.at >= since && m.subject.startsWith('Your sign-in to'));

    await select(page, 'Cy Waiting');
    await bulk(page, 'Update Tags').click();
    dialog = await dialogNamed(page, 'Update Tags');
    await dialog.getByRole('checkbox', { name: 'VIP' }).check();
    await button(dialog, 'Apply').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Entity tags' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'VIP' }).click();
    await page.keyboard.press('Escape');
    await expectListed(page, ['Ann Organizer', 'Ann Draft', 'Cy Waiting']);
  });

  test('Edit Due Dates proposes 7 days ahead, refuses a past date and changes the due date', async () => {
    const firm = await collectFirm();
    const page = await signedIn(firm);
    await openCollect(page);
    // The questionnaire's name opens the advisor preview dialog.
    await button(table(page), 'Cy Waiting').click();
    const preview = page.getByRole('dialog', { name: /Cy Waiting/ });
    await preview.waitFor();
    await button(preview, 'Close').click();
    await preview.waitFor({ state: 'hidden' });

    await select(page, 'Cy Waiting');
    await bulk(page, 'Edit Due Dates').click();
    const dialog = await dialogNamed(page, 'Edit Due Dates');
    const date = dialog.getByRole('textbox', { name: 'Due date' });
    expect(await date.inputValue()).toBe(inDays(7));
    await date.fill(inDays(-1));
    await button(dialog, 'Save').click();
    await dialog.getByText('Please select a valid due date').waitFor();
    await expectAccessible(page, 'the Edit Due Dates dialog');
    await button(dialog, '2 weeks').click();
    expect(await date.inputValue()).toBe(inDays(14));
    await button(dialog, 'Save').click();
    await toast(page, 'Due date successfully changed').waitFor();
    await expect.poll(() => row(page, 'Cy Waiting').textContent()).not.toContain('Overdue');
  });

  test('the year filter is kept in a cookie across a reload', async () => {
    const firm = await collectFirm();
    const page = await signedIn(firm);
    await openCollect(page);
    await page.getByLabel('Tax year').selectOption(String(year - 1));
    await expectListed(page, ['Ann Last Year']);
    await page.reload();
    await page.getByRole('heading', { name: 'Collect', level: 1 }).waitFor();
    expect(await page.getByLabel('Tax year').inputValue()).toBe(String(year - 1));
    await expectListed(page, ['Ann Last Year']);
    expect(await row(page, 'Ann Last Year').textContent()).toContain('Overdue 20 days ago');
  });
});

describe('the queue status banner', () => {
  // The backlog of a real send drains within a second or two here, too fast to read: the backlog's answer is given
  // by the test (every other call goes to the stack), so the banner's states can be seen one after the other.
  test('shows while the send backlog is above 0 and polling is on; Stop polling and Clear queued sends end it', async () => {
    const firm = await collectFirm();
    const page = await signedIn(firm);
    let backlog = 12;
    await page.route('**/api/firms/backlog', (route) => route.fulfill({ json: { backlog_count: backlog } }));
    await openCollect(page);
    const banner = page.getByRole('status').filter({ hasText: 'being sent' });
    await banner.getByText('12 questionnaires are being sent').waitFor();
    await expectAccessible(page, 'the Collect page with the queue status banner');
    // The backlog is read again every 3 s.
    backlog = 1;
    await banner.getByText('1 questionnaire is being sent').waitFor({ timeout: 8_000 });
    const reset = page.waitForRequest((r) => r.url().endsWith('/api/firms/reset_backlog') && r.method() === 'POST');
    await button(page, 'Stop polling').click();
    await reset;
    await banner.waitFor({ state: 'hidden' });

    // On the next visit the backlog is still there: Clear queued sends, after a confirmation.
    await page.reload();
    await banner.getByText('1 questionnaire is being sent').waitFor();
    await button(page, 'Clear queued sends').click();
    const dialog = await dialogNamed(page, 'Clear queued sends', 'alertdialog');
    await expectAccessible(page, 'the Clear queued sends dialog');
    await button(dialog, 'Clear them').click();
    // Emptied only once the click is made: a backlog read as 0 while the dialog is open ends the banner, and the
    // dialog with it (there is nothing left to clear), which on a loaded machine can come before the click.
    backlog = 0;
    await toast(page, '0 queued questionnaires were cancelled').waitFor();
    await banner.waitFor({ state: 'hidden' });
  });
});

describe('on a phone (390 px)', () => {
  test('the Collect page fits, lists cards and passes axe', async () => {
    const firm = await collectFirm();
    const page = await signedIn(firm, phone);
    await page.goto('/overview');
    await page.getByRole('heading', { name: 'Collect', level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: 'Questionnaires' });
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'the Collect page on a phone');
    await page.getByLabel('Sort by').selectOption({ label: 'Questionnaire, A to Z' });
    await expect.poll(() => cards.getByRole('listitem').first().textContent()).toContain('Ann Draft');
  });
});
