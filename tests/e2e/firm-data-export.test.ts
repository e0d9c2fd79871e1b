/**
 * The firm-wide data export in the browser (issue 20), on a phone: a partner opens Firm Settings, starts 'Export all
 * firm data', goes on elsewhere, is told by a notification when the zip is ready, follows it back to Firm Settings
 * and downloads the zip from the Data export section, which lists it with its date ('MMM D, YYYY'). The zip holds the
 * README, the firm's JSON files and the uploaded document in its entity's folder. Each screen passes axe.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { uploadFile } from '../support/documents';
import { readZip } from '../support/firm-data-export';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

const bellReads = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('button', { name: `Notifications, ${unread} unread`, exact: true });
const dataExport = (page: Page) => page.getByRole('region', { name: 'Data export' });
const mmmDYyyy = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

describe('Firm Settings: Data export', () => {
  test('a partner exports all firm data and downloads the zip after the notification, on a phone', async () => {
    const clientEmail = uniqueEmail('fde-client');
    const firm = await makeFirm({
      firm_name: 'Harbor Light Accounting',
      users: [
        {
          email: clientEmail,
          password: demoPassword,
          fname: 'Dana',
          lname: 'Dockside',
          companies: [{ name: 'Dockside Marine LLC' }],
        },
      ],
    });
    const token = (await signIn(firm.partnerEmail)).firebase_token as string;
    const company = firm.users.find((u) => u.email === clientEmail)!.companies[0]!;
    expect((await uploadFile(token, company.id, '/2025', 'Boat registration.pdf')).status).toBe(200);

    const context = await newContext(browser(), { viewport: phone });
    contexts.push(context);
    const page = await context.newPage();
    await signInWithPassword(page, firm.partnerEmail, demoPassword);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.goto('/firm');
    await page.getByRole('heading', { name: 'Firm Settings', level: 1 }).waitFor();
    const section = dataExport(page);
    await section.getByRole('heading', { name: 'Data export', level: 2 }).waitFor();
    await section.getByText('No exports yet.').waitFor();
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'Firm Settings with the Data export section');

    const start = section.getByRole('button', { name: 'Export all firm data' });
    await start.click();
    // While it is made the button waits: one export at a time.
    await expect
      .poll(async () => (await start.isDisabled()) || (await section.getByRole('link').count()) > 0)
      .toBe(true);

    // Elsewhere in the portal, the bell says when it is ready; its notification leads back to Firm Settings.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await bellReads(page, 1).waitFor({ timeout: 60_000 });
    await bellReads(page, 1).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const notice = drawer.getByRole('link', {
      name: /^Your firm data export Harbor Light Accounting data .*\.zip is ready/,
    });
    await notice.waitFor();
    await page.waitForTimeout(400);
    await expectAccessible(page, 'the notification of a ready data export');
    await notice.click();
    await page.waitForURL(/\/firm$/);

    const row = dataExport(page).getByRole('listitem').first();
    await row.getByRole('link', { name: 'Download' }).waitFor();
    expect(await row.locator('time').innerText()).toMatch(mmmDYyyy);
    await expect.poll(() => start.isEnabled()).toBe(true);
    await dataExport(page).scrollIntoViewIfNeeded();
    await expectAccessible(page, 'the Data export section with a ready export');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Harbor Light Accounting data \d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await readZip(readFileSync((await download.path())!));
    expect([...entries.keys()]).toEqual(
      expect.arrayContaining([
        'README.md',
        'firm.json',
        'users.json',
        'entities.json',
        'documents.json',
        'documents/Dockside Marine LLC/2025/Boat registration.pdf',
      ]),
    );
    const users = JSON.parse(entries.get('users.json')!.toString('utf8')) as { email: string }[];
    expect(users.map((u) => u.email).sort()).toEqual([clientEmail, firm.partnerEmail].sort());
  }, 150_000);
});
