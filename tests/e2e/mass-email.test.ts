/**
 * The Mass Email dialog in the browser (MD §2, §5, §6, §8, §9): the demo firm's partner picks three demo
 * clients by typing, sends a test to themselves, then the mass email; each chosen client gets exactly one
 * email with their own name filled in, and no other client gets any. Every subject carries this run's marker,
 * so mail from other tests (and other runs against a deployed stack) is never counted.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPassword, mailTo, waitForMail } from '../support/api';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

const marker = `Organizer ${randomBytes(4).toString('hex')}`;
const body = 'Dear {client_fname} {client_lname},\nyour organizer is ready.';
const chosen = [
  { email: 'client@demo.test', fname: 'Casey', lname: 'Client' },
  { email: 'multi@demo.test', fname: 'Morgan', lname: 'Multi' },
  { email: 'twofa@demo.test', fname: 'Tove', lname: 'Twofa' },
];
const otherClients = ['readonly@demo.test', 'inactive@demo.test', 'sms@demo.test', 'emailcode@demo.test'];
const partnerEmail = 'partner@demo.test';

let context: BrowserContext;
let page: Page;

const dialog = (p: Page) => p.getByRole('dialog', { name: 'Mass Email' });
const usersBox = (p: Page) => dialog(p).getByRole('combobox', { name: 'Users' });
/** Fluent's tag picker lists the chosen users as options of a listbox; choosing one removes it. */
const chip = (p: Page, name: string) =>
  dialog(p)
    .getByRole('listbox', { name: 'Selected users' })
    .getByRole('option', { name: `${name}, remove` });
const selectedCount = (p: Page) => dialog(p).getByRole('status');
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text);
const withMarker = async (email: string) => (await mailTo(email)).filter((m) => m.subject.includes(marker));

/** Opens the dialog from the messages screen and waits out its fade-in (axe reads mid-fade colours as low contrast). */
async function openDialog(p: Page) {
  await button(p, 'Mass Email').click();
  await dialog(p).waitFor();
  await p.waitForTimeout(400);
}

/** Adds a user as a person with a keyboard does: type part of the name, move to the option, press Enter. */
async function pickByKeyboard(p: Page, typed: string, fullName: string) {
  await usersBox(p).focus();
  await p.keyboard.type(typed);
  await p.getByRole('option', { name: new RegExp(fullName) }).waitFor();
  await p.keyboard.press('ArrowDown');
  await p.keyboard.press('Enter');
  await chip(p, fullName).waitFor();
}

beforeAll(async () => {
  context = await newContext(browser());
  page = await context.newPage();
  await signInWithPassword(page, partnerEmail, demoPassword);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto('/messages');
  await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
});

afterAll(async () => {
  await context?.close();
});

describe('mass email from the messages screen', () => {
  test('Send needs a user; the test email reaches only the sender, filled with their own name; the dialog passes axe', async () => {
    await openDialog(page);
    await dialog(page).getByRole('textbox', { name: 'Subject' }).fill(marker);
    await dialog(page).getByRole('textbox', { name: 'Message' }).fill(body);
    await dialog(page).getByText('{client_fname}', { exact: false }).first().waitFor();
    expect(await selectedCount(page).textContent()).toBe('0 users selected');
    expect(await button(dialog(page), 'Send').isDisabled()).toBe(true);
    expect(await button(dialog(page), 'Send Test Email To Myself').isDisabled()).toBe(false);
    await expectAccessible(page, 'the Mass Email dialog');

    await button(dialog(page), 'Send Test Email To Myself').click();
    // A toast would sit behind the open dialog, so the dialog itself says it.
    await dialog(page).getByText('Test email was sent your email address.').waitFor();
    const test = await waitForMail(partnerEmail, (m) => m.subject.includes(marker));
    expect(test.text).toContain('Dear Pat Partner,');
    expect(test.text).toContain('your organizer is ready.');
    for (const email of [...chosen.map((c) => c.email), ...otherClients])
      expect(await withMarker(email), email).toEqual([]);
  });

  test('Select All, Select Assigned and Clear change the chips; a chip is removed by click or by Delete', async () => {
    await button(dialog(page), 'Select All').click();
    await chip(page, 'Casey Client').waitFor();
    const all = Number((await selectedCount(page).textContent())!.split(' ')[0]);
    expect(all).toBeGreaterThanOrEqual(chosen.length + otherClients.length);
    await button(dialog(page), 'Clear').click();
    await expect.poll(() => selectedCount(page).textContent()).toBe('0 users selected');

    // Every demo client's assigned firm user is the partner.
    await button(dialog(page), 'Select Assigned').click();
    await chip(page, 'Morgan Multi').waitFor();
    await button(dialog(page), 'Clear').click();
    await chip(page, 'Morgan Multi').waitFor({ state: 'detached' });

    await pickByKeyboard(page, 'Rory', 'Rory Readonly');
    await pickByKeyboard(page, 'Indy', 'Indy Inactive');
    await chip(page, 'Rory Readonly').click();
    await chip(page, 'Rory Readonly').waitFor({ state: 'detached' });
    // By keyboard: Delete on a focused chip removes it.
    await chip(page, 'Indy Inactive').focus();
    await page.keyboard.press('Delete');
    await chip(page, 'Indy Inactive').waitFor({ state: 'detached' });
    expect(await selectedCount(page).textContent()).toBe('0 users selected');
  });

  test('three clients picked by keyboard each get exactly one email with their own name, and nobody else does', async () => {
    await pickByKeyboard(page, 'Casey', 'Casey Client');
    await pickByKeyboard(page, 'multi@', 'Morgan Multi');
    await pickByKeyboard(page, 'Tove', 'Tove Twofa');
    expect(await selectedCount(page).textContent()).toBe('3 users selected');
    await expectAccessible(page, 'the Mass Email dialog with users chosen');

    await button(dialog(page), 'Send').focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Mass emails have been successfully queued. They should be sent shortly.').waitFor();
    await dialog(page).waitFor({ state: 'detached' });

    for (const c of chosen) {
      const mail = await waitForMail(c.email, (m) => m.subject.includes(marker), 20_000);
      expect(mail.text, c.email).toContain(`Dear ${c.fname} ${c.lname},`);
      expect(mail.text, c.email).toContain('your organizer is ready.');
    }
    // The fan-out is asynchronous: give a repeated delivery time to show before counting.
    await page.waitForTimeout(2_000);
    for (const c of chosen) expect(await withMarker(c.email), c.email).toHaveLength(1);
    for (const email of otherClients) expect(await withMarker(email), email).toEqual([]);
    // The sender had only the test.
    expect(await withMarker(partnerEmail)).toHaveLength(1);
  });
});
