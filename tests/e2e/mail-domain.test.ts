/**
 * Mail from the firm's own domain in the browser (issue 20): on Firm Settings a partner enters the firm's domain
 * (a name that is not one is refused), sees the three DKIM CNAME records to add and copies one, checks the
 * verification (the local SES twin verifies at once) and sees it verified with the new sender; the section fits a
 * phone; removing the domain goes back to the portal's sender. Each state passes axe.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPassword, makeFirm } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

const firmName = 'Harbor Lane Tax';
const domain = `harbor-${randomBytes(4).toString('hex')}.com`;
const sender = `"${firmName}" <no-reply@${domain}>`;

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text).first();

describe('Mail domain on Firm Settings', () => {
  const contexts: BrowserContext[] = [];
  let partnerEmail = '';

  async function firmSettings(viewport?: { width: number; height: number }): Promise<Page> {
    const c = await newContext(browser(), { viewport });
    contexts.push(c);
    await c.grantPermissions(['clipboard-read', 'clipboard-write']);
    const p = await c.newPage();
    await signInWithPassword(p, partnerEmail, demoPassword);
    await p.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await p.goto('/firm');
    await p.getByRole('heading', { name: 'Firm Settings', level: 1 }).waitFor();
    return p;
  }

  beforeAll(async () => {
    partnerEmail = (await makeFirm({ firm_name: firmName })).partnerEmail;
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  test('a partner enters the firm’s domain, copies a DKIM record, checks the verification and sees it verified', async () => {
    const page = await firmSettings();
    const section = page.getByRole('region', { name: 'Mail domain' });
    await section.getByText('Mail is sent from Ledgerline <no-reply@ledgerline.local>.').waitFor();
    const field = section.getByRole('textbox', { name: 'Domain' });

    // Not a domain: refused where it was typed.
    await field.fill('not a domain');
    await section.getByRole('button', { name: 'Save domain' }).click();
    await section.getByText('Enter a domain name such as yourfirm.com').waitFor();
    await expectAccessible(page, 'the Mail domain section with a refused name');

    // By keyboard: Enter saves.
    await field.fill(domain);
    await field.press('Enter');
    await toast(page, 'Mail domain saved. Add the DNS records below, then check verification.').waitFor();
    await section.getByText('Pending verification').waitFor();
    const table = section.getByRole('table', { name: `DNS records to add for ${domain}` });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    const first = (await rows.nth(1).getByRole('cell').allInnerTexts()).map((t) => t.trim());
    expect(first[0]).toBe('CNAME');
    expect(first[1]).toMatch(new RegExp(`^[a-z0-9]+\\._domainkey\\.${domain.replace(/\./g, '\\.')}$`));
    expect(first[2]).toBe(`${first[1]!.split('.')[0]}.dkim.amazonses.com`);
    await expectAccessible(page, 'the Mail domain section with its DNS records');

    await section.getByRole('button', { name: 'Copy value of record 1' }).click();
    await toast(page, 'Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first[2]);

    await section.getByRole('button', { name: 'Check verification' }).click();
    await toast(page, 'Your domain is verified. The firm’s email is now sent from it.').waitFor();
    await section.getByText('Verified', { exact: true }).waitFor();
    await section.getByText(`Mail is sent from ${sender}.`).waitFor();
    await expectAccessible(page, 'the Mail domain section, verified');
  });

  test('the Mail domain section fits a phone', async () => {
    const page = await firmSettings(phone);
    const section = page.getByRole('region', { name: 'Mail domain' });
    await section.getByText('Verified', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Copy name of record 3' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'the Mail domain section on a phone');
  });

  test('removing the domain sends from the portal’s address again', async () => {
    const page = await firmSettings();
    const section = page.getByRole('region', { name: 'Mail domain' });
    await section.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove the mail domain?' });
    await dialog.getByText(`not from ${domain}`, { exact: false }).waitFor();
    await expectAccessible(page, 'the Remove the mail domain dialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Mail domain removed').waitFor();
    await section.getByRole('textbox', { name: 'Domain' }).waitFor();
    await section.getByText('Mail is sent from Ledgerline <no-reply@ledgerline.local>.').waitFor();
  });
});
