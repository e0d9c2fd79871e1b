/**
 * Profile Settings in the browser (FA §2.2 /admin-profile, §2.3 /profile, §3.1, §7.2, §7.3): a firm user and a
 * client edit their name, phone, time zone and notification preference; Save is enabled only on change; a time
 * zone change changes how dates read; a read-only client sees their profile without editing it. Every test makes
 * a firm of its own.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { formatDate } from '@ledgerline/shared/time/format';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function signedIn(email: string, landing: string, viewport?: { width: number; height: number }) {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: landing, level: 1 }).waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text).last();
const update = (page: Page) => page.getByRole('button', { name: 'Update profile' });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const zoneSelect = (page: Page) => page.getByRole('combobox', { name: 'Time zone' });

/** The date the zone note reads ('It is now MMM D, YYYY h:mm A'). */
async function nowDateShown(page: Page): Promise<string> {
  const text = (await page.getByTestId('profile-zone-now').textContent()) ?? '';
  return text.match(/It is now ([A-Z][a-z]{2} \d{1,2}, \d{4})/)?.[1] ?? text;
}

async function chooseZone(page: Page, filter: string, zone: string) {
  await page.getByRole('searchbox', { name: 'Filter time zones' }).fill(filter);
  await zoneSelect(page).selectOption(zone);
}

describe('Profile Settings', () => {
  test('a firm user edits their name, phone and notification preference; Save is enabled only on change', async () => {
    const advisor = uniqueEmail('prof-adv');
    await makeFirm({
      users: [{ email: advisor, password: demoPassword, is_advisor: true, fname: 'Avi', lname: 'Lee' }],
    });
    const page = await signedIn(advisor, 'Home');
    await page.getByRole('link', { name: 'Profile Settings' }).click();
    await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
    expect(await update(page).getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(page, 'staff Profile Settings');

    await field(page, 'First name').fill('Avery');
    await field(page, 'Phone').pressSequentially('5551234567');
    expect(await field(page, 'Phone').inputValue()).toBe('(555) 123-4567');
    await page.getByRole('radio', { name: 'Email & Text' }).check();
    await page.getByRole('checkbox', { name: 'Last activity includes all activity' }).check();
    expect(await update(page).getAttribute('aria-disabled')).not.toBe('true');
    await update(page).click();
    await toast(page, 'User updated successfully').waitFor();
    await expect.poll(() => update(page).getAttribute('aria-disabled')).toBe('true');

    await page.reload();
    await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
    await expect.poll(() => field(page, 'First name').inputValue()).toBe('Avery');
    expect(await field(page, 'Phone').inputValue()).toBe('(555) 123-4567');
    expect(await page.getByRole('radio', { name: 'Email & Text' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Last activity includes all activity' }).isChecked()).toBe(true);
    const me = await api('/sessions/current_user', { token: (await signIn(advisor)).firebase_token });
    expect(me.body.user).toMatchObject({
      fname: 'Avery',
      phone_number: '5551234567',
      preferred_contact_method: 'email_and_sms',
    });
  });

  test('a phone must be 10 digits, and the form says so before sending', async () => {
    const advisor = uniqueEmail('prof-phone');
    await makeFirm({ users: [{ email: advisor, password: demoPassword, is_advisor: true }] });
    const page = await signedIn(advisor, 'Home');
    await page.goto('/admin-profile');
    await field(page, 'Phone').pressSequentially('555123');
    await update(page).click();
    await page.getByText('Phone number must be 10 digits').waitFor();
    const me = await api('/sessions/current_user', { token: (await signIn(advisor)).firebase_token });
    expect(me.body.user.phone_number).toBeNull();
  });

  test('a time zone change changes how dates read', async () => {
    const advisor = uniqueEmail('prof-zone');
    await makeFirm({ users: [{ email: advisor, password: demoPassword, is_advisor: true }] });
    const page = await signedIn(advisor, 'Home');
    await page.goto('/admin-profile');
    // UTC+14 and UTC-11: 25 hours apart, so the two always read different days.
    await chooseZone(page, 'kiritimati', 'Pacific/Kiritimati');
    await update(page).click();
    await toast(page, 'User updated successfully').waitFor();
    await expect.poll(() => nowDateShown(page)).toBe(formatDate(Date.now(), 'Pacific/Kiritimati'));
    const east = await nowDateShown(page);

    await chooseZone(page, 'pago', 'Pacific/Pago_Pago');
    await update(page).click();
    await expect.poll(() => nowDateShown(page)).toBe(formatDate(Date.now(), 'Pacific/Pago_Pago'));
    expect(await nowDateShown(page)).not.toBe(east);
    expect(await zoneSelect(page).inputValue()).toBe('Pacific/Pago_Pago');
  });

  test('a client edits their own profile at /profile from the client navigation, on a phone too', async () => {
    const client = uniqueEmail('prof-client');
    await makeFirm({
      users: [{ email: client, password: demoPassword, fname: 'Cleo', companies: [{ name: 'Cleo Household' }] }],
    });
    const page = await signedIn(client, 'Welcome, Cleo');
    await page
      .getByRole('navigation', { name: 'Client navigation' })
      .getByRole('link', { name: 'Profile Settings' })
      .click();
    await page.waitForURL((u) => u.pathname === '/profile');
    await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
    await expectAccessible(page, 'client Profile Settings');
    await field(page, 'Preferred name').fill('Cle');
    await chooseZone(page, 'eastern', 'Eastern Time (US & Canada)');
    await update(page).click();
    await toast(page, 'User updated successfully').waitFor();
    const me = await api('/sessions/current_user', { token: (await signIn(client)).firebase_token });
    expect(me.body.user).toMatchObject({ preferred_name: 'Cle', time_zone: 'Eastern Time (US & Canada)' });

    const small = await signedIn(client, 'Welcome, Cle', phone);
    await small.goto('/profile');
    await small.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
    expect(await field(small, 'Preferred name').inputValue()).toBe('Cle');
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(small, 'client Profile Settings on a phone');
  });

  test('a read-only client sees their profile without editing it', async () => {
    const client = uniqueEmail('prof-ro');
    await makeFirm({
      users: [{ email: client, password: demoPassword, fname: 'Rory', readonly: true, companies: [{ name: 'RO Co' }] }],
    });
    const page = await signedIn(client, 'Welcome, Rory');
    await page.goto('/profile');
    await page.getByText('This profile is shown read-only.').waitFor();
    expect(await field(page, 'First name').isDisabled()).toBe(true);
    expect(await update(page).count()).toBe(0);
    await expectAccessible(page, 'read-only client Profile Settings');
  });
});
