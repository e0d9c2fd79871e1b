/**
 * Firm Settings in the browser (FA §2.2, §2.9, §3.4, §5.11, §7.5): a partner opens Firm Settings from the bottom
 * links, changes the theme's primary colour and a preference (messaging off), uploads a logo and gives the firm a
 * sign-in address; only what changed is sent, Save waits for a change, and the staff screen changes without a
 * reload. The client's screen shows the theme and no Messages (on a phone); the sign-in page reached through the
 * firm's address shows its logo and colours; other staff get Not found at /firm. Each screen passes axe.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, baseUrl, demoPassword, mailTo, makeFirm, uniqueEmail, waitForMail } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const firmName = 'Brightline Tax & Co';
const primary = '#7A1F5C';
const primaryRgb = 'rgb(122, 31, 92)';
const slug = `brightline-${randomBytes(3).toString('hex')}`;

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const topStripe = (p: Page) => p.getByRole('banner').evaluate((el) => getComputedStyle(el).borderTopColor);

describe('Firm Settings', () => {
  const client = uniqueEmail('fs-client');
  const full = uniqueEmail('fs-full');
  const contexts: BrowserContext[] = [];
  let partnerEmail = '';

  async function signedIn(email: string, viewport?: { width: number; height: number }): Promise<Page> {
    const c = await newContext(browser(), { viewport });
    contexts.push(c);
    const p = await c.newPage();
    await signInWithPassword(p, email, demoPassword);
    return p;
  }

  beforeAll(async () => {
    const firm = await makeFirm({
      firm_name: firmName,
      users: [
        { email: client, password: demoPassword, fname: 'Casey', lname: 'Client', companies: [{ name: 'Casey Co' }] },
        { email: full, password: demoPassword, is_advisor: true, firm_access: 'full' },
      ],
    });
    partnerEmail = firm.partnerEmail;
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  test('a partner changes the theme and a preference; only the changes are sent and the staff screen follows', async () => {
    const page = await signedIn(partnerEmail);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Staff navigation' });
    expect(await nav.getByRole('link', { name: 'Messages', exact: true }).isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Firm Settings' }).click();
    await page.getByRole('heading', { name: 'Firm Settings', level: 1 }).waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await page.getByText('Nothing has changed yet.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await expectAccessible(page, 'Firm Settings');

    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(primary);
    // By keyboard, as any switch.
    const messaging = page.getByRole('switch', { name: 'Turn off messaging' });
    await messaging.focus();
    await page.keyboard.press('Space');
    expect(await messaging.isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Sign-in page address' }).fill(slug);
    // A colour not written #RRGGBB holds Save back.
    await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('teal');
    await page.getByText('Write the colour as #RRGGBB').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('');
    await page.getByText('3 unsaved changes').waitFor();
    expect(await save.isEnabled()).toBe(true);

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/firms/update_preferences'));
    await save.click();
    expect((await sent).postDataJSON()).toEqual({
      preferences: { communication_disabled: true },
      theme: { primary },
      slug,
    });
    await toast(page, 'Successfully updated').waitFor();
    await page.getByText('Nothing has changed yet.').waitFor();
    // Without a reload: the theme's colour and no Messages.
    await expect.poll(() => topStripe(page)).toBe(primaryRgb);
    await expect.poll(() => nav.getByRole('link', { name: 'Messages', exact: true }).count()).toBe(0);

    // A logo, through a presigned link.
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'Upload successful').waitFor();
    await page.getByRole('img', { name: 'Logo' }).waitFor();
    await expectAccessible(page, 'Firm Settings after saving');
  });

  test('the client’s screen follows the firm’s theme and preference, on a phone', async () => {
    const page = await signedIn(client, phone);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => topStripe(page)).toBe(primaryRgb);
    expect(await page.getByRole('link', { name: /^Messages/ }).count()).toBe(0);
    await expectAccessible(page, 'the client dashboard in the firm’s theme');
  });

  test('the sign-in page reached through the firm’s address shows its logo and colours', async () => {
    for (const viewport of [undefined, phone]) {
      const c = await newContext(browser(), { viewport });
      contexts.push(c);
      const page = await c.newPage();
      await page.goto(`/signin?firm=${slug}`);
      await page.getByRole('img', { name: firmName }).waitFor();
      const button = page.getByRole('button', { name: 'Continue' });
      await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(primaryRgb);
      await expectAccessible(page, 'the firm’s sign-in page');
    }
  });

  test('a partner adds, renames and deletes a firm group, adds a contact tag (unique in the firm) and a custom status', async () => {
    const page = await signedIn(partnerEmail);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.goto('/firm');
    await page.getByRole('heading', { name: 'Firm Settings', level: 1 }).waitFor();
    const groups = page.getByRole('region', { name: 'Firm groups' });
    await groups.getByRole('textbox', { name: 'Group name' }).fill('Downtown');
    await page.keyboard.press('Enter');
    await groups.getByText('Downtown', { exact: true }).waitFor();
    await groups.getByRole('button', { name: 'Rename Downtown' }).click();
    await page.getByRole('dialog', { name: 'Rename Downtown' }).getByRole('textbox').fill('Uptown');
    await page.keyboard.press('Enter');
    await groups.getByText('Uptown', { exact: true }).waitFor();
    await groups.getByRole('button', { name: 'Delete Uptown' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Uptown?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No groups yet.').waitFor();

    const tags = page.getByRole('region', { name: 'Tags' });
    const tagName = tags.getByRole('textbox', { name: 'New contact tag' });
    await tagName.fill('VIP');
    await tagName.press('Enter');
    await tags.getByText('VIP', { exact: true }).waitFor();
    await tagName.fill('vip');
    await tagName.press('Enter');
    await toast(page, 'Tag already exist').waitFor();
    expect(await tags.getByText('VIP', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add status' });
    await dialog.getByRole('textbox', { name: 'Firm display text' }).fill('Waiting on K-1s');
    await dialog.getByRole('textbox', { name: 'Client display text' }).fill('Almost there');
    await dialog.getByRole('textbox', { name: 'Client instruction' }).fill('Send us your K-1s');
    await expectAccessible(page, 'the Add status dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Client display text: Almost there').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expectAccessible(page, 'Firm Settings with a group, a tag and a status');
  });

  test('Firm Settings fits a phone', async () => {
    const page = await signedIn(partnerEmail, phone);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.goto('/firm');
    await page.getByRole('heading', { name: 'Firm Settings', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Logo' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'Firm Settings on a phone');
  });

  test('after a partner changes the primary colour, an email sent to a client carries the new colour and the logo', async () => {
    const page = await signedIn(partnerEmail);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.goto('/firm');
    await page.getByRole('heading', { name: 'Firm Settings', level: 1 }).waitFor();
    const newPrimary = '#1F6B3A';
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(newPrimary);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Successfully updated').waitFor();

    // A sign-in link emailed to the client (as the sign-in page asks for one).
    const before = new Set((await mailTo(client)).map((m) => m.text));
    const { uid } = (await api('/sessions/get_preferred_sign_in_method', { query: { username: client } })).body;
    expect((await api('/sessions/send_auth_link', { body: { uid } })).status).toBe(200);
    const mail = await waitForMail(client, (m) => m.subject === `Sign in to ${firmName}` && !before.has(m.text));
    const header = mail.html!.match(/<td data-part="header" style="([^"]*)">([\s\S]*?)<\/td>/)!;
    expect(header[1]).toContain(`background:${newPrimary}`);
    expect(mail.html).not.toContain(primary);
    // The sign-in button is in the same colour; the text reads as before.
    expect(mail.html).toMatch(
      new RegExp(`background:${newPrimary};border-radius:4px"><a href="http[^"]+/signin\\?auth_token=`),
    );
    expect(mail.text).toContain('Use this link to sign in:');
    // The logo uploaded earlier, through an address that does not expire with the mail.
    const logo = header[2]!.match(/<img src="([^"]+)" alt="([^"]+)"/)!;
    expect(logo[2]).toBe('Brightline Tax &amp; Co');
    const src = logo[1]!.replace(/&amp;/g, '&');
    expect(new URL(src).pathname).toMatch(/^\/api\/firms\/[^/]+\/mail_logo$/);
    const image = await fetch(`${baseUrl()}${new URL(src).pathname}${new URL(src).search}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/png/);
  });

  test('other staff are not shown Firm Settings', async () => {
    const page = await signedIn(full);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Firm Settings' }).count()).toBe(0);
    await page.goto('/firm');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
