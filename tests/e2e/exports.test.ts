/**
 * Questionnaire exports in the browser (QD §2 Export Questionnaire(s) and Export in progress, §7 Export, §8, §9):
 * three questionnaires zipped in the background from the Collect list, the notification's link downloading the zip;
 * the spreadsheet of the Collect overview page. Every test makes a firm of its own.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { exportText } from '@ledgerline/shared/exports';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import { demoPassword, makeFirm, uniqueEmail } from '../support/api';
import { zipEntries } from '../support/documents';
import { readSheet } from '../support/exports';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const year = defaultTaxYear(Date.now(), 'UTC');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const names = ['Dana Organizer', 'Dana Extension', 'Eli Organizer'];

async function exportFirm() {
  const content = {
    sections: [
      {
        id: 'income',
        name: 'Income',
        section_type: 3,
        questionnaire_questions: [{ id: 'job', text: 'What is your occupation?', question_type: 'text', order: 1 }],
      },
    ],
  };
  const q = (name: string) => ({ name, tax_year: year, due_date: inDays(10), content });
  return makeFirm({
    firm_name: 'Export Firm',
    users: [
      {
        email: uniqueEmail('dana'),
        fname: 'Dana',
        companies: [{ name: 'Dana Household', questionnaires: [q(names[0]!), q(names[1]!)] }],
      },
      {
        email: uniqueEmail('eli'),
        fname: 'Eli',
        companies: [{ name: 'Eli Household', questionnaires: [q(names[2]!)] }],
      },
    ],
  });
}

async function signedIn(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser(), viewport ? { viewport } : undefined);
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  return page;
}

const table = (page: Page) => page.getByRole('region', { name: 'Questionnaires' }).getByRole('table');
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** Waits out a dialog's fade-in (axe reads mid-fade colours as low contrast). */
async function dialogNamed(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

describe('exports from the Collect list', () => {
  test('three questionnaires are zipped in the background and downloaded from the notification', async () => {
    const firm = await exportFirm();
    const page = await signedIn(firm.partnerEmail);
    await page.goto('/overview');
    await page.getByRole('heading', { name: 'Collect', level: 1 }).waitFor();
    for (const name of names) await row(page, name).getByRole('checkbox').check();
    await button(page.getByRole('group', { name: 'Actions on selected questionnaires' }), 'Export').click();

    const dialog = await dialogNamed(page, 'Export Questionnaire(s)');
    await dialog.getByRole('radio', { name: 'Zipped (.zip)' }).check();
    await dialog.getByRole('checkbox', { name: 'Table of contents' }).check();
    await expectAccessible(page, 'the Export Questionnaire(s) dialog');
    await button(dialog, 'Export').click();

    const progress = await dialogNamed(page, 'Export in progress');
    await progress.getByText(exportText.queued).waitFor();
    await expectAccessible(page, 'the Export in progress dialog');
    await button(progress, 'Close').click();
    await progress.waitFor({ state: 'hidden' });

    // The notification arrives live; its link opens the download page.
    await expect
      .poll(async () => (await bell(page).getAttribute('aria-label')) ?? '', { timeout: 60_000 })
      .toMatch(/[1-9]\d* unread/);
    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('link', { name: /is ready for download/ }).click();
    await page.getByRole('heading', { name: 'Export download', level: 1 }).waitFor();
    await page.getByText('Ready', { exact: true }).waitFor();
    await expectAccessible(page, 'the export download page');
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Download').click()]);
    expect(download.suggestedFilename()).toMatch(/^Questionnaires \(3\) \d\d-\d\d-\d{4}\.zip$/);
    const entries = await zipEntries(readFileSync(await download.path()));
    expect(entries).toHaveLength(3);
    for (const name of names)
      expect(entries.some((e) => e.includes(`- ${name} (${year})`) && e.endsWith('.pdf'))).toBe(true);
  });

  test('the overview page downloads as a spreadsheet, on a phone too', async () => {
    const firm = await exportFirm();
    const page = await signedIn(firm.partnerEmail, phone);
    await page.goto('/overview');
    await page.getByRole('heading', { name: 'Collect', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Questionnaires' }).getByRole('listitem').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Download spreadsheet').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xls$/);
    const rows = await readSheet(readFileSync(await download.path()));
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual([...names].sort());
  });
});
