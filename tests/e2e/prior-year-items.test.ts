/**
 * Prior-year (rollover) items in the browser (QD §2, §3, §5, §6, §7, §8), on the staff entity page /admin/{hash}:
 * staff add an item ('Please enter a name' first; 'Prior year item added'), see it, edit it ('Prior year item
 * updated'), add a line item in its line-items dialog ('Prior year item added') and delete it with a confirmation
 * ('Prior year item deleted'), then delete the item ('Rollover Item was succesfully deleted.'). The keyboard
 * drives the forms, every step passes axe, and on a phone the section fits the width. A client never sees it.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPassword, makeFirm, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const section = (p: Page) => p.getByRole('region', { name: 'Prior-year items', exact: true });

/** Waits out a dialog's fade-in (axe reads mid-fade colours as low contrast). */
async function dialogNamed(page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<Locator> {
  const dialog = page.getByRole(role, { name });
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

describe('prior-year items on the entity page', () => {
  const client = { email: uniqueEmail('pyi-client'), fname: 'Rollo', lname: 'Over' };
  let partnerEmail = '';
  const hashes: Record<string, string> = {};

  beforeAll(async () => {
    const firm = await makeFirm({
      firm_name: 'Rollover Partners',
      users: [
        {
          ...client,
          password: demoPassword,
          assigned_advisor: 'partner',
          companies: [
            { name: 'Rollo Household', entity_type: 'Individual' },
            { name: 'Rollo Rentals LLC', entity_type: 'Partnership' },
          ],
        },
      ],
    });
    partnerEmail = firm.partnerEmail;
    for (const c of firm.users.find((u) => u.email === client.email)!.companies) hashes[c.name] = c.hash_id;
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  async function signedIn(email: string, heading: string, viewport?: { width: number; height: number }) {
    const c = await newContext(browser(), viewport ? { viewport } : {});
    contexts.push(c);
    const page = await c.newPage();
    await signInWithPassword(page, email, demoPassword);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    return page;
  }

  /** The entity's page, once its Prior-year items section (a chunk of its own) has loaded. */
  async function entityPage(entity: string, viewport?: { width: number; height: number }): Promise<Page> {
    const page = await signedIn(partnerEmail, 'Home', viewport);
    await page.goto(`/admin/${hashes[entity]}`);
    await page.getByRole('heading', { name: entity, level: 1 }).waitFor();
    await button(section(page), 'Add prior-year item').waitFor();
    return page;
  }

  test('staff add, edit and delete an item and its line items, with the spec’s toasts', async () => {
    const page = await entityPage('Rollo Household');
    const items = section(page);
    await items.getByText('This entity has no prior-year items yet.').waitFor();
    await expectAccessible(page, 'the entity page with its Prior-year items section');

    // Add, from the keyboard: Escape closes the dialog and gives focus back to the button that opened it.
    const add = button(items, 'Add prior-year item');
    await add.focus();
    await page.keyboard.press('Enter');
    let dialog = await dialogNamed(page, 'Add prior-year item');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add prior-year item');
    await page.keyboard.press('Enter');
    dialog = await dialogNamed(page, 'Add prior-year item');
    // The year starts at last year's (a four-digit year); the name is required; Enter sends the form.
    const year = dialog.getByRole('textbox', { name: /^Year/ });
    expect(await year.inputValue()).toMatch(/^\d{4}$/);
    await dialog.getByRole('textbox', { name: /^Name/ }).press('Enter');
    await dialog.getByText('Please enter a name').waitFor();
    await expectAccessible(page, 'the Add prior-year item dialog with its error');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Form 1099-INT');
    await year.fill('1999');
    await year.press('Enter');
    await dialog.getByText('The tax year must be a whole year from 2000 to 2100').waitFor();
    await year.fill('2024');
    await year.press('Enter');
    await toast(page, 'Prior year item added').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The row: name, year, source.
    const table = items.getByRole('table');
    const row = table.getByRole('row', { name: /Form 1099-INT/ });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(0, 3)).toEqual([
      'Form 1099-INT',
      '2024',
      'Added by staff',
    ]);
    // Focus is back on the Add button, and the page (with tabster's helpers now on it) passes axe.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add prior-year item');
    await expectAccessible(page, 'the Prior-year items section with an item');

    // Edit: the dialog holds the item; rename it and change its year.
    await button(items, 'Edit Form 1099-INT (2024)').click();
    dialog = await dialogNamed(page, 'Edit prior-year item');
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    expect(await name.inputValue()).toBe('Form 1099-INT');
    await name.fill('   ');
    await button(dialog, 'Save').click();
    await dialog.getByText('Please enter a name').waitFor();
    await name.fill('Form 1099-DIV');
    await dialog.getByRole('textbox', { name: /^Year/ }).fill('2023');
    await dialog.getByRole('checkbox', { name: 'Do not roll over to next year' }).check();
    await expectAccessible(page, 'the Edit prior-year item dialog');
    await button(dialog, 'Save').click();
    await toast(page, 'Prior year item updated').waitFor();
    const edited = table.getByRole('row', { name: /Form 1099-DIV/ });
    await edited.waitFor();
    expect(await edited.getByRole('cell').nth(1).textContent()).toBe('2023');
    await edited.getByText('Not rolled over').waitFor();
    expect(await table.getByRole('row', { name: /Form 1099-INT/ }).count()).toBe(0);

    // Line items: none yet; a category is required; add one from the keyboard.
    await button(items, 'Line items of Form 1099-DIV (2023)').click();
    dialog = await dialogNamed(page, 'Line items: Form 1099-DIV (2023)');
    await dialog.getByText('No line items yet.').waitFor();
    await button(dialog, 'Add line item').click();
    await dialog.getByText('Please enter a category').waitFor();
    await expectAccessible(page, 'the line-items dialog with its error');
    // The item's 'Prior year item added' has gone, so the next one is the line's.
    await toast(page, 'Prior year item added').waitFor({ state: 'hidden' });
    await dialog.getByRole('textbox', { name: /^Category/ }).fill('Ordinary dividends');
    await dialog.getByRole('textbox', { name: /^Value/ }).fill('1250.75');
    await dialog.getByRole('textbox', { name: /^Value/ }).press('Enter');
    await toast(page, 'Prior year item added').waitFor();
    const lines = dialog.getByRole('table');
    const line = lines.getByRole('row', { name: /Ordinary dividends/ });
    await line.waitFor();
    expect((await line.getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['Ordinary dividends', '1250.75']);
    // The form is ready for the next line.
    expect(await dialog.getByRole('textbox', { name: /^Category/ }).inputValue()).toBe('');

    // Edit the line: the form takes it, Save changes it.
    await button(dialog, 'Edit Ordinary dividends').click();
    await dialog.getByRole('group', { name: 'Edit Ordinary dividends' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: /^Value/ }).inputValue()).toBe('1250.75');
    await dialog.getByRole('textbox', { name: /^Value/ }).fill('1300');
    await toast(page, 'Prior year item updated').waitFor({ state: 'hidden' });
    await button(dialog, 'Save').click();
    await toast(page, 'Prior year item updated').waitFor();
    await expect.poll(() => line.getByRole('cell').nth(1).textContent()).toBe('1300');
    await expectAccessible(page, 'the line-items dialog with a line');

    // Delete the line, after a confirmation.
    await button(dialog, 'Delete Ordinary dividends').click();
    let confirm = await dialogNamed(page, 'Delete line item', 'alertdialog');
    await confirm.getByText('Delete the line item Ordinary dividends? This cannot be undone.').waitFor();
    await expectAccessible(page, 'the Delete line item confirmation');
    await button(confirm, 'Delete').click();
    await toast(page, 'Prior year item deleted').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await dialog.getByText('No line items yet.').waitFor();
    // The keyboard goes on from the form's Category field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
    await expectAccessible(page, 'the line-items dialog after a delete');
    await button(dialog, 'Close').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Line items of Form 1099-DIV (2023)');

    // Delete the item: Cancel keeps it; Delete removes it with its line items.
    await button(items, 'Delete Form 1099-DIV (2023)').click();
    confirm = await dialogNamed(page, 'Delete prior-year item', 'alertdialog');
    await confirm.getByText('Delete Form 1099-DIV (2023) and all of its line items? This cannot be undone.').waitFor();
    await button(confirm, 'Cancel').click();
    await confirm.waitFor({ state: 'hidden' });
    await edited.waitFor();
    await button(items, 'Delete Form 1099-DIV (2023)').click();
    confirm = await dialogNamed(page, 'Delete prior-year item', 'alertdialog');
    await button(confirm, 'Delete').click();
    await toast(page, 'Rollover Item was succesfully deleted.').waitFor();
    await items.getByText('This entity has no prior-year items yet.').waitFor();
    // The keyboard goes on from the section's Add button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add prior-year item');

    // The list the server keeps agrees after a reload.
    await page.reload();
    await section(page).getByText('This entity has no prior-year items yet.').waitFor();
  });

  test('on a phone the items are cards that fit the width, and pass axe', async () => {
    const page = await entityPage('Rollo Rentals LLC', phone);
    const items = section(page);
    await button(items, 'Add prior-year item').click();
    const dialog = await dialogNamed(page, 'Add prior-year item');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Schedule E rental with a rather long descriptive name');
    await dialog.getByRole('textbox', { name: /^Year/ }).fill('2024');
    await expectAccessible(page, 'the Add prior-year item dialog on a phone');
    await button(dialog, 'Add').click();
    await toast(page, 'Prior year item added').waitFor();
    const card = items.getByRole('list', { name: 'Prior-year items' }).getByRole('listitem');
    await card.getByText('Year: 2024 · Source: Added by staff').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    // Closed with a pointer too, the dialog gives focus back to the button that opened it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add prior-year item');
    await expectAccessible(page, 'the Prior-year items section on a phone');

    await button(card, 'Line items of Schedule E rental with a rather long descriptive name (2024)').click();
    const lines = await dialogNamed(page, 'Line items: Schedule E rental with a rather long descriptive name (2024)');
    await lines.getByRole('textbox', { name: /^Category/ }).fill('Rents received');
    await lines.getByRole('textbox', { name: /^Value/ }).fill('18000');
    await button(lines, 'Add line item').click();
    await toast(page, 'Prior year item added').waitFor();
    await lines.getByRole('list', { name: 'Line items' }).getByText('Value: 18000').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'the line-items dialog on a phone');
  });

  test('a client never sees the section: the staff page sends them to their dashboard', async () => {
    const page = await signedIn(client.email, `Welcome, ${client.fname}`);
    await page.goto(`/admin/${hashes['Rollo Household']}`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: `Welcome, ${client.fname}` }).waitFor();
    expect(await section(page).count()).toBe(0);
    expect(await page.getByText('Prior-year items').count()).toBe(0);
  });
});
