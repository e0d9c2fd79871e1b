/**
 * The notifications bell and the activity log in the browser (FA §2.2, §2.5, §3.5, §7.3; MD §3, §4, §7): a
 * partner of the demo firm and the demo client in two browser contexts. The client's message reaches the
 * partner's bell and open feed live, without a reload. The tests run in order and share the partner's feed.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';
import { partnerAndCasey } from './support/two-people';

const { browser } = useBrowser();

let staffContext: BrowserContext;
let clientContext: BrowserContext;
let staff: Page;
let client: Page;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
/** The bell once it reads this many unread. */
const bellReads = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('button', { name: `Notifications, ${unread} unread`, exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
/** The toaster is hidden from assistive technology behind the modal drawer: find it by its markup, and the drawer's own announcement by role. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('section[aria-label="Notifications"]').getByText(text);
const announced = (page: Page, text: string | RegExp) => drawer(page).getByRole('status').filter({ hasText: text });
const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const unreadOf = async (page: Page) =>
  Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? NaN);
const newMessageFromCasey = 'New message from Casey Client';
/** Rows still unread (they have a Dismiss button); the demo data may list older, dismissed ones too. */
const unreadRows = (page: Page, text = newMessageFromCasey) =>
  drawer(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Dismiss notification: ${text}` }) });

/** The drawer slides in; axe reads colours mid-motion as low contrast. */
async function openDrawer(page: Page) {
  await bell(page).click();
  await drawer(page).waitFor();
  await page.waitForTimeout(400);
}

async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await drawer(page).waitFor({ state: 'hidden' });
}

/** The client writes in their conversation from the Messages screen, as a person does. */
async function clientSends(text: string) {
  const composer = client.getByRole('textbox', { name: 'Message', exact: true });
  await composer.fill(text);
  await client.getByRole('button', { name: 'Send', exact: true }).click();
  await messagesLog(client).getByText(text, { exact: true }).waitFor();
}

beforeAll(async () => {
  // Earlier files leave the partner notifications: start this feed from none unread.
  const partner = await signIn('partner@demo.test');
  expect((await api('/advisors/dismiss_all_notifications', { token: partner.firebase_token })).status).toBe(200);

  ({ staffContext, clientContext, staff, client } = await partnerAndCasey(browser()));
  await client.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Messages' }).click();
  await client.waitForURL(/\/inbox\/[^/]+\/[^/]+$/);
});

afterAll(async () => {
  await staffContext?.close();
  await clientContext?.close();
});

describe('the notifications bell and feed', () => {
  test('a client’s message raises the partner’s badge and lists in the feed without a reload; its link opens the conversation and marks it read', async () => {
    await staff.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Messages' }).click();
    await staff.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await bellReads(staff, 0).waitFor();
    // A reload would lose this.
    await staff.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    await clientSends('Is my W-2 enough for this year?');
    await bellReads(staff, 1).waitFor({ timeout: 10_000 });
    await staff.getByRole('banner').getByText('1', { exact: true }).waitFor();

    await openDrawer(staff);
    await expect.poll(() => unreadRows(staff).count()).toBe(1);
    // The row: the text (a link), the client's name and when.
    await unreadRows(staff).getByRole('link', { name: newMessageFromCasey }).waitFor();
    expect(await unreadRows(staff).textContent()).toMatch(/Casey Client.*(Just now|minute)/);
    await expectAccessible(staff, 'the notifications drawer');

    // Another message while the feed is open arrives in it.
    await clientSends('And my 1099-INT too?');
    await expect.poll(() => unreadRows(staff).count(), { timeout: 10_000 }).toBe(2);

    await unreadRows(staff).first().getByRole('link', { name: newMessageFromCasey }).click();
    await drawer(staff).waitFor({ state: 'hidden' });
    await messagesLog(staff).getByText('And my 1099-INT too?').waitFor();
    expect(new URL(staff.url()).pathname).toMatch(/^\/admin\/[^/]+\/messages\/[^/]+$/);
    // Opening one marks it read; the other stays unread. (While the modal drawer is open the page behind it, bell included, is hidden.)
    await bellReads(staff, 1).waitFor();
    // One more, so the next test has two unread to dismiss.
    await clientSends('And my 1098 as well?');
    await bellReads(staff, 2).waitFor({ timeout: 10_000 });
    expect(await staff.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test('dismissing one mutes it and takes it off Unread only, and the count drops; Dismiss all leaves none unread', async () => {
    const before = await unreadOf(staff);
    expect(before).toBeGreaterThanOrEqual(2);
    await openDrawer(staff);
    const feed = drawer(staff);
    await feed.getByRole('switch', { name: 'Unread only' }).click();
    await expect.poll(() => feed.getByRole('listitem').count()).toBe(before);

    await feed
      .getByRole('button', { name: `Dismiss notification: ${newMessageFromCasey}` })
      .first()
      .click();
    await expect.poll(() => feed.getByRole('listitem').count()).toBe(before - 1);
    await feed.getByText(`${before - 1} unread`, { exact: true }).waitFor();

    // With every notification listed, the dismissed one stays, marked and without its Dismiss button.
    await feed.getByRole('switch', { name: 'Unread only' }).click();
    const newest = feed.getByRole('listitem').filter({ hasText: newMessageFromCasey }).first();
    await expect.poll(() => newest.textContent()).toMatch(/Just now.*Dismissed/);
    expect(await newest.getByRole('button').count()).toBe(0);
    expect(await unreadRows(staff).count()).toBe(before - 1);

    // The type filter and search narrow the list.
    await feed.getByRole('searchbox', { name: 'Search notifications' }).fill('casey');
    await feed.getByLabel('Type').selectOption({ label: 'Information' });
    await feed.getByText('No notifications match the filters.').waitFor();
    await feed.getByLabel('Type').selectOption({ label: 'Message' });
    await feed.getByRole('link', { name: newMessageFromCasey }).first().waitFor();
    await feed.getByRole('searchbox', { name: 'Search notifications' }).fill('no such words here');
    await feed.getByText('No notifications match the filters.').waitFor();
    await feed.getByRole('searchbox', { name: 'Search notifications' }).fill('casey');
    await feed.getByRole('link', { name: newMessageFromCasey }).first().waitFor();
    await feed.getByLabel('Type').selectOption({ label: 'All types' });
    await feed
      .getByRole('navigation', { name: 'Notification pages' })
      .getByText(/^1-\d+ of \d+$/)
      .waitFor();

    await feed.getByRole('button', { name: 'Dismiss all' }).click();
    await toast(staff, 'All notifications dismissed').waitFor();
    await announced(staff, 'All notifications dismissed').waitFor();
    await feed.getByText('0 unread', { exact: true }).waitFor();
    await feed.getByRole('switch', { name: 'Unread only' }).click();
    await feed.getByText('No notifications match the filters.').waitFor();

    await feed.getByRole('button', { name: 'Email me a daily summary' }).click();
    await toast(staff, /Daily notification sent|No new notifications in the last day/).waitFor();
    await announced(staff, /Daily notification sent|No new notifications in the last day/).waitFor();
    await closeDrawer(staff);
    await bellReads(staff, 0).waitFor();
  });

  test('with the keyboard, Enter on the bell opens the drawer and Escape closes it, back on the bell', async () => {
    await bell(staff).focus();
    await staff.keyboard.press('Enter');
    await drawer(staff).waitFor();
    await closeDrawer(staff);
    await expect
      .poll(() => staff.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Notifications/);
  });
});

describe('the activity log', () => {
  test('/activities lists the firm’s activity with type badges, filters by type and search, and passes axe', async () => {
    // The tests above leave the partner in entity mode (a conversation of an entity), whose navigation is the
    // entity's (FA §2.2): Activities is a link of the default mode.
    await staff.goto('/');
    await staff.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Activities' }).click();
    await staff.getByRole('heading', { name: 'Activities', level: 1 }).waitFor();
    const table = staff.getByRole('region', { name: 'Activity log' }).getByRole('table');
    const rows = table.getByRole('row');
    await rows.nth(1).waitFor();
    await staff
      .getByRole('navigation', { name: 'Activity pages' })
      .getByText(/^1-\d+ of \d+$/)
      .waitFor();
    expect(await rows.count()).toBeLessThanOrEqual(33);
    await expectAccessible(staff, 'the activities page');

    // Sign-ins are security events: the partner's own sign-in is among them.
    await staff.getByLabel('Type').selectOption({ label: 'Sign-in and security' });
    await expect
      .poll(async () =>
        (await table.getByRole('row').allTextContents()).slice(1).every((r) => r.includes('Sign-in and security')),
      )
      .toBe(true);
    await table.getByRole('row').filter({ hasText: 'Pat Partner' }).first().waitFor();

    await staff.getByRole('searchbox', { name: 'Search activities' }).fill('no activity reads like this');
    await staff.getByText('No activities found.', { exact: true }).waitFor();
    await expectAccessible(staff, 'the activities page with no results');
  });

  test('a client at /activities is sent to their dashboard and has no bell', async () => {
    await client.goto('/activities');
    await client.waitForURL((url) => url.pathname === '/');
    await client.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
    expect(await bell(client).count()).toBe(0);
  });

  test('staff of a firm without all-activities see no Activities link', async () => {
    const email = uniqueEmail('noactivities');
    await makeFirm({ users: [{ email, is_advisor: true, firm_access: 'full', password: demoPassword }] });
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, email, demoPassword);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await bell(page).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Staff navigation' })
        .getByRole('link', { name: 'Activities' })
        .count(),
    ).toBe(0);
    await context.close();
  });
});
