/**
 * The drop link in the browser (FA §2.2, §2.9, §5.11, §8.2, §9): a partner opens the Drop Link dialog from the
 * bottom links, chooses who is notified (Copy link waits for Save; 'Saved!'), copies the link ('Drop link copied to
 * clipboard'); someone without an account opens it, gives their name and email and uploads a PDF and a PNG
 * ('Upload successful'); the advisor they notified opens the notification from the bell and downloads
 * 'Drop Link.zip'. The dialog, the public page (desktop and phone) and the download page pass axe.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPassword, makeFirm, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, pathOf, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const bell = (p: Page) => p.getByRole('banner').getByRole('button', { name: /^Notifications/ });

describe('the drop link', () => {
  const advisor = { email: uniqueEmail('drop-adv'), fname: 'Avery', lname: 'Dropwatch' };
  const sender = `Dana Dropper${Date.now() % 100000}`;
  const contexts: BrowserContext[] = [];
  let partnerEmail = '';
  let link = '';

  async function context(viewport?: { width: number; height: number }): Promise<BrowserContext> {
    const c = await newContext(browser(), { viewport });
    contexts.push(c);
    return c;
  }

  async function signedIn(email: string): Promise<Page> {
    const c = await context();
    await c.grantPermissions(['clipboard-read', 'clipboard-write']);
    const p = await c.newPage();
    await signInWithPassword(p, email, demoPassword);
    await p.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    return p;
  }

  beforeAll(async () => {
    const firm = await makeFirm({
      firm_name: 'Dropbox Partners & Co',
      preferences: { drop_link_enabled: true },
      users: [{ ...advisor, is_advisor: true, password: demoPassword }],
    });
    partnerEmail = firm.partnerEmail;
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  test('a partner chooses who is notified, saves, and copies the link', async () => {
    const page = await signedIn(partnerEmail);
    await page.getByRole('navigation').getByRole('button', { name: 'Drop Link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Drop Link' });
    const checkbox = dialog.getByRole('checkbox', { name: new RegExp(advisor.email) });
    await checkbox.waitFor();
    await page.waitForTimeout(400);
    // Nothing saved yet: the warning, and Save waits for a change.
    await expect.poll(() => dialog.getByText('Choose at least one firm user to notify').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await expect.poll(() => dialog.getByText(/^This link expires on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/).count()).toBe(1);
    await expectAccessible(page, 'the Drop Link dialog');

    // With the keyboard: a changed choice enables Save and disables Copy link until saved.
    await checkbox.focus();
    await page.keyboard.press('Space');
    expect(await checkbox.isChecked()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Copy link' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await dialog.getByText('Save your changes to copy the link.').waitFor();
    await expectAccessible(page, 'the Drop Link dialog with a change');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved!').waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Copy link' }).isEnabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await toast(page, 'Drop link copied to clipboard').waitFor();
    link = await dialog.getByRole('textbox', { name: 'Drop link' }).inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(new URL(link).pathname).toBe('/drop-link');
    expect(new URL(link).searchParams.get('signin')).toBe('1');
  });

  test('someone without an account uploads a PDF and a PNG through the link, on a desktop and a phone', async () => {
    expect(link).not.toBe('');
    const phonePage = await (await context(phone)).newPage();
    await phonePage.goto(pathOf(link));
    await phonePage.getByRole('heading', { name: 'Upload documents to Dropbox Partners & Co', level: 1 }).waitFor();
    await expectAccessible(phonePage, 'the drop-link page at phone size');
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    const page = await (await context()).newPage();
    await page.goto(pathOf(link));
    await page.getByRole('heading', { name: 'Upload documents to Dropbox Partners & Co', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    // The client-side checks first.
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByText('Please enter a valid email').waitFor();
    await expectAccessible(page, 'the drop-link page with its errors');

    await page.getByRole('textbox', { name: 'Name' }).fill(sender);
    await page.getByRole('textbox', { name: 'Email' }).fill('dana@example.com');
    await page.getByRole('textbox', { name: 'Description (optional)' }).fill('My 2025 papers');
    await page.locator('input[type=file]').setInputFiles([
      { name: 'w2.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'receipt.png', mimeType: 'image/png', buffer: png },
    ]);
    await page.getByRole('progressbar', { name: 'w2.pdf' }).waitFor();
    await page.getByRole('progressbar', { name: 'receipt.png' }).waitFor();
    await expectAccessible(page, 'the drop-link page with two files');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('status').getByText('Upload successful').waitFor();
    const received = page.getByRole('region', { name: 'Received' });
    await received.getByText('w2.pdf').waitFor();
    await received.getByText('receipt.png').waitFor();
    await expectAccessible(page, 'the drop-link page after the upload');
  });

  test('a link that is not the firm’s says so, with a generic heading and no Sign in when signin=0', async () => {
    const page = await (await context()).newPage();
    await page.goto('/drop-link?id=not.a-drop.link&signin=0');
    await page.getByRole('heading', { name: 'Upload documents', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Name' }).fill('Eve');
    await page.getByRole('textbox', { name: 'Email' }).fill('eve@example.com');
    await page.locator('input[type=file]').setInputFiles([{ name: 'a.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    await page.getByRole('textbox', { name: 'Email' }).press('Enter');
    await page
      .getByRole('alert')
      .getByText('This drop link is not valid. Please ask the firm for a new one.')
      .waitFor();
  });

  test('the notified advisor opens the notification from the bell and downloads Drop Link.zip', async () => {
    const page = await signedIn(advisor.email);
    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const note = drawer.getByRole('link', {
      name: new RegExp(`^${sender} \\(dana@example.com\\) dropped 2 documents`),
    });
    await note.click();
    await page.waitForURL(/\/drop-link-downloads\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toMatch(
      new RegExp(`^/drop-link-downloads/${sender} \\d{4}-\\d{2}-\\d{2} \\d{2}-\\d{2}-\\d{2}$`),
    );
    await page.getByRole('heading', { name: 'Dropped documents', level: 1 }).waitFor();
    await page.getByText(new RegExp(`Folder: ${sender} `)).waitFor();
    await expectAccessible(page, 'the drop download page');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Drop Link.zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Drop Link.zip');
  });
});
