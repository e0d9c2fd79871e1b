/**
 * The staff Entities page (/admin) and entity mode (/admin/{hash}), FA §2.2, §2.5, §4.4, §5.1, §5.3, §5.5, §5.6,
 * §8.2, §9, in the browser. Every test makes a firm of its own: a partner, a second firm user, and clients with
 * entities of several types (one inactive, one deleted, one whose only owner is inactive).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { demoPassword, makeFirm, uniqueEmail, type MadeFirm } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

interface Firm {
  partnerEmail: string;
  hash: (name: string) => string;
}

/** A firm of the test's own with the entities every test reads. */
async function entitiesFirm(): Promise<Firm> {
  const avery = uniqueEmail('avery');
  const firm: MadeFirm & { partnerEmail: string } = await makeFirm({
    firm_name: 'Entities Page Firm',
    users: [
      { email: avery, fname: 'Avery', lname: 'Advisor', is_advisor: true, firm_access: 'full', password: demoPassword },
      {
        email: uniqueEmail('alice'),
        fname: 'Alice',
        lname: 'Alpha',
        assigned_advisor: 'partner',
        companies: [
          { name: 'Alpha Household', entity_type: 'Individual' },
          { name: 'Alpha Ventures LLC', entity_type: 'Partnership' },
        ],
      },
      {
        email: uniqueEmail('bob'),
        fname: 'Bob',
        lname: 'Beta',
        assigned_advisor: avery,
        companies: [
          { name: 'Beta Trust', entity_type: 'Trust' },
          { name: 'Beta Holdings', entity_type: 'S-Corporation', inactive: true },
        ],
      },
      {
        email: uniqueEmail('carl'),
        fname: 'Carl',
        lname: 'Gamma',
        assigned_advisor: 'partner',
        companies: [{ name: 'Gamma Old Co', entity_type: 'C-Corporation', deleted: true }],
      },
      {
        email: uniqueEmail('dee'),
        fname: 'Dee',
        lname: 'Dormant',
        active: false,
        assigned_advisor: 'partner',
        companies: [{ name: 'Dormant Family', entity_type: 'Individual' }],
      },
    ],
  });
  const hashes = new Map(firm.users.flatMap((u) => u.companies.map((c) => [c.name, c.hash_id] as const)));
  return { partnerEmail: firm.partnerEmail, hash: (name) => hashes.get(name)! };
}

async function signedIn(firm: Firm, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, firm.partnerEmail, demoPassword);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  return page;
}

const table = (page: Page) => page.getByRole('region', { name: 'Entities' }).getByRole('table');
/** The entity names the table lists, in order. */
async function listed(page: Page): Promise<string[]> {
  const rows = table(page).getByRole('row');
  const names: string[] = [];
  for (const row of await rows.all()) {
    const cells = row.getByRole('cell');
    if ((await cells.count()) > 1) names.push(((await cells.nth(1).textContent()) ?? '').trim());
  }
  return names;
}
async function expectListed(page: Page, names: string[]) {
  await expect.poll(() => listed(page).then((l) => [...l].sort())).toEqual([...names].sort());
}
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** Opens /admin from the navigation, as a person does. */
async function openEntitiesPage(page: Page) {
  await page.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Entities' }).click();
  await page.getByRole('heading', { name: 'Entities', level: 1 }).waitFor();
  await table(page).waitFor();
}

/** Waits out a dialog's fade-in (axe reads mid-fade colours as low contrast). */
async function dialogNamed(page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<Locator> {
  const dialog = page.getByRole(role, { name });
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

describe('the Entities page', () => {
  test('finds entities by search and by two filters, newest first, paged with start-end of total', async () => {
    const firm = await entitiesFirm();
    const page = await signedIn(firm);
    await openEntitiesPage(page);
    // Default: created_at descending, deleted ones left out.
    await expectListed(page, [
      'Alpha Household',
      'Alpha Ventures LLC',
      'Beta Trust',
      'Beta Holdings',
      'Dormant Family',
    ]);
    expect((await listed(page))[0]).toBe('Dormant Family');
    expect(await page.getByRole('navigation', { name: 'Entity pages' }).textContent()).toContain('1-5 of 5');
    await expectAccessible(page, 'the Entities page');

    await page.getByRole('searchbox', { name: 'Search entities' }).fill('beta');
    await expectListed(page, ['Beta Trust', 'Beta Holdings']);
    await page.getByRole('searchbox', { name: 'Search entities' }).fill('');
    await expectListed(page, [
      'Alpha Household',
      'Alpha Ventures LLC',
      'Beta Trust',
      'Beta Holdings',
      'Dormant Family',
    ]);

    // Assigned firm user, then hide inactive.
    await page.getByLabel('Assigned firm user').selectOption({ label: 'Avery Advisor' });
    await expectListed(page, ['Beta Trust', 'Beta Holdings']);
    await page.getByRole('checkbox', { name: 'Hide inactive' }).check();
    await expectListed(page, ['Beta Trust']);
    await button(page, 'Reset filters').click();
    // Entity type.
    await page.getByLabel('Entity type').selectOption('Partnership');
    await expectListed(page, ['Alpha Ventures LLC']);
    await page.getByLabel('Entity type').selectOption({ label: 'Any' });
    // Sort by name, ascending.
    await button(page, 'Sort by Name').click();
    await expect
      .poll(() => listed(page))
      .toEqual(['Alpha Household', 'Alpha Ventures LLC', 'Beta Holdings', 'Beta Trust', 'Dormant Family']);
    // Firm roles come later: their filters are not offered while the firm has none.
    expect(await page.getByLabel('Firm role', { exact: true }).count()).toBe(0);
  });

  test('tags entities in bulk: nothing selected is refused, a tag that exists cannot be added, Remove all tags', async () => {
    const firm = await entitiesFirm();
    const page = await signedIn(firm);
    await openEntitiesPage(page);

    await button(page, 'Update Tags').click();
    await toast(page, 'No selected users or entities to update!').waitFor();

    await button(page, 'Entity Tags').click();
    let dialog = await dialogNamed(page, 'Entity Tags');
    await dialog.getByLabel('New tag').fill('VIP');
    await button(dialog, 'Add tag').click();
    await dialog.getByRole('list', { name: 'Tags' }).getByText('VIP').waitFor();
    await dialog.getByLabel('New tag').fill('vip');
    await dialog.getByText('Tag already exist').waitFor();
    expect(await button(dialog, 'Add tag').isDisabled()).toBe(true);
    await expectAccessible(page, 'the Entity Tags dialog');
    await button(dialog, 'Close').click();

    for (const name of ['Alpha Household', 'Beta Trust'])
      await table(page)
        .getByRole('checkbox', { name: `Select ${name}` })
        .check();
    await page.getByText('2 selected').waitFor();
    await button(page, 'Update Tags').click();
    dialog = await dialogNamed(page, 'Update Tags');
    await dialog.getByRole('checkbox', { name: 'VIP' }).check();
    await expectAccessible(page, 'the Update Tags dialog');
    await button(dialog, 'Apply').click();
    await dialog.waitFor({ state: 'hidden' });
    const tagged = () => table(page).getByRole('row').filter({ hasText: 'VIP' }).count();
    await expect.poll(tagged).toBe(2);

    // The tag filter finds them.
    await page.getByRole('combobox', { name: 'Entity tags' }).click();
    // A multiselect dropdown lists its options as checkable menu items.
    await page.getByRole('menuitemcheckbox', { name: 'VIP' }).click();
    await page.keyboard.press('Escape');
    await expectListed(page, ['Alpha Household', 'Beta Trust']);

    await button(page, 'Remove all tags').click();
    dialog = await dialogNamed(page, 'Remove all tags', 'alertdialog');
    await button(dialog, 'Remove all tags').click();
    await page.getByText('No entities were found').waitFor();
  });

  test('creates an entity for a user: type and name required, no "/" or double quote, a name of theirs taken', async () => {
    const firm = await entitiesFirm();
    const page = await signedIn(firm);
    await openEntitiesPage(page);
    await button(page, 'Create Entity').click();
    let dialog = await dialogNamed(page, 'Select User for new Entity');
    expect(await button(dialog, 'Next').isDisabled()).toBe(true);
    await dialog.getByRole('searchbox', { name: 'Search users by name or email' }).fill('Alice');
    await dialog.getByRole('radio', { name: /Alice Alpha/ }).check();
    await expectAccessible(page, 'the Select User for new Entity dialog');
    await button(dialog, 'Next').click();

    dialog = await dialogNamed(page, 'Create a new entity for a user');
    await button(dialog, 'Create').click();
    await dialog.getByText('Entity type is required').waitFor();
    await dialog.getByLabel('Entity type').selectOption('Partnership');
    const name = dialog.getByRole('textbox', { name: 'Entity name' });
    await name.fill('Alpha/Omega');
    await dialog.getByText('Entity Name cannot contain a "/" character.').waitFor();
    await name.fill('Alpha "Omega"');
    await dialog.getByText('Entity Name cannot contain a " character.').waitFor();
    await name.fill('alpha ventures llc');
    await button(dialog, 'Create').click();
    await dialog.getByText('Entity Name already exists.').waitFor();
    await expectAccessible(page, 'the Create a new entity for a user dialog');
    await name.fill('Alpha Farm');
    await button(dialog, 'Create').click();
    await toast(page, 'The entity was successfully created').waitFor();
    await expect.poll(() => listed(page)).toContain('Alpha Farm');
    expect((await listed(page))[0]).toBe('Alpha Farm');
  });

  test('soft-deletes an entity from its Dashboard and restores it from Show only deleted', async () => {
    const firm = await entitiesFirm();
    const page = await signedIn(firm);
    await openEntitiesPage(page);
    await table(page).getByRole('link', { name: 'Beta Trust' }).click();
    await page.getByRole('heading', { name: 'Beta Trust', level: 1 }).waitFor();
    await button(page, 'Delete Entity').click();
    const dialog = await dialogNamed(page, 'Delete this entity?', 'alertdialog');
    await button(dialog, 'Delete').click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await expect.poll(() => listed(page)).not.toContain('Beta Trust');

    await page.getByRole('checkbox', { name: 'Show only deleted' }).check();
    await expectListed(page, ['Beta Trust', 'Gamma Old Co']);
    await expectAccessible(page, 'the deleted entities');
    await table(page)
      .getByRole('row')
      .filter({ hasText: 'Beta Trust' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expectListed(page, ['Gamma Old Co']);
    await page.getByRole('checkbox', { name: 'Show only deleted' }).uncheck();
    await expect.poll(() => listed(page)).toContain('Beta Trust');
  });
});

describe('entity mode', () => {
  test('the Dashboard, its navigation and the entity switcher', async () => {
    const firm = await entitiesFirm();
    const page = await signedIn(firm);
    await openEntitiesPage(page);
    await table(page).getByRole('link', { name: 'Alpha Household' }).click();
    await page.waitForURL((u) => u.pathname === `/admin/${firm.hash('Alpha Household')}`);
    await page.getByRole('heading', { name: 'Alpha Household', level: 1 }).waitFor();
    const owners = page.getByRole('region', { name: 'Owners' });
    expect(await owners.textContent()).toMatch(/Alice Alpha.*Primary contact/);

    const nav = page.getByRole('navigation', { name: 'Staff navigation' });
    for (const name of ['Back to Entities', 'Dashboard', 'Messages', 'Documents'])
      await nav.getByRole('link', { name, exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Documents', exact: true }).getAttribute('aria-disabled')).toBeNull();
    // Screens not built yet are shown disabled, never a link to 'Page not found'.
    expect(await nav.getByRole('link', { name: 'Overview', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(page, 'an entity’s Dashboard');

    // The switcher: the current entity; opened, a filter box, the related entities and 'All Entities'.
    const switcher = nav.getByRole('button', { name: 'Current entity: Alpha Household' });
    await switcher.click();
    const surface = page.getByRole('dialog', { name: 'Switch entity' });
    await surface.getByRole('link', { name: 'Alpha Ventures LLC' }).waitFor();
    await surface.getByRole('link', { name: 'All Entities' }).waitFor();
    await expectAccessible(page, 'the entity switcher');
    await surface.getByRole('searchbox', { name: 'Filter entities' }).fill('zzz');
    await surface.getByText('No entities match the filter.').waitFor();
    await surface.getByRole('searchbox', { name: 'Filter entities' }).fill('vent');
    await surface.getByRole('link', { name: 'Alpha Ventures LLC' }).click();
    await page.waitForURL((u) => u.pathname === `/admin/${firm.hash('Alpha Ventures LLC')}`);
    await page.getByRole('heading', { name: 'Alpha Ventures LLC', level: 1 }).waitFor();

    await nav.getByRole('link', { name: 'Messages', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/admin/${firm.hash('Alpha Ventures LLC')}/messages`);
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { name: 'Alpha Ventures LLC', level: 1 }).waitFor();

    await nav.getByRole('button', { name: 'Current entity: Alpha Ventures LLC' }).click();
    await page.getByRole('dialog', { name: 'Switch entity' }).getByRole('link', { name: 'All Entities' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await nav.getByRole('link', { name: 'Entities' }).waitFor();
  });

  test('Messages is disabled with the reason when the entity has no active owners', async () => {
    const firm = await entitiesFirm();
    const page = await signedIn(firm);
    await page.goto(`/admin/${firm.hash('Dormant Family')}`);
    await page.getByRole('heading', { name: 'Dormant Family', level: 1 }).waitFor();
    const messages = page
      .getByRole('navigation', { name: 'Staff navigation' })
      .getByRole('link', { name: 'Messages', exact: true });
    await expect.poll(() => messages.getAttribute('aria-disabled')).toBe('true');
    // The reason is the link's description (its tooltip, which loads on demand), for a screen reader too ...
    await expect.poll(() => messages.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = (await messages.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Entity has no active owners to message.');
    // ... and shows on hover.
    await messages.hover();
    await page.getByRole('tooltip', { name: 'Entity has no active owners to message.' }).waitFor();
    // Following it goes nowhere.
    await messages.click({ force: true });
    expect(new URL(page.url()).pathname).toBe(`/admin/${firm.hash('Dormant Family')}`);
  });

  test('Edit Entity Information: read-only locked while inactive; Notifications need Questionnaire and Signature; the assigned firm user', async () => {
    const firm = await entitiesFirm();
    const page = await signedIn(firm);
    await page.goto(`/admin/${firm.hash('Alpha Ventures LLC')}`);
    await page.getByRole('heading', { name: 'Alpha Ventures LLC', level: 1 }).waitFor();

    await button(page, 'Edit').click();
    let dialog = await dialogNamed(page, 'Edit Entity Information');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Springfield');
    await dialog.getByRole('tab', { name: 'Settings' }).click();
    await dialog.getByRole('switch', { name: 'Active' }).uncheck();
    expect(await dialog.getByRole('switch', { name: 'Read-only' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'the Edit Entity Information dialog');
    await button(dialog, 'Save').click();
    await toast(page, 'Entity info updated successfully.').waitFor();
    await page.getByText('Springfield', { exact: false }).waitFor();

    await button(page, 'Notifications').click();
    dialog = await dialogNamed(page, 'Notifications for an entity');
    const questionnaire = dialog.getByRole('checkbox', { name: 'Questionnaire: Alice Alpha' });
    const signature = dialog.getByRole('checkbox', { name: 'Questionnaire Signature: Alice Alpha' });
    await questionnaire.waitFor();
    if (await questionnaire.isChecked()) await questionnaire.uncheck();
    await dialog.getByText('At least one user must receive Questionnaire notifications').waitFor();
    expect(await button(dialog, 'Save').isDisabled()).toBe(true);
    await expectAccessible(page, 'the Notifications for an entity dialog');
    await questionnaire.check();
    if (!(await signature.isChecked())) await signature.check();
    await button(dialog, 'Save').click();
    await toast(page, 'User notifications saved successfully').waitFor();

    // FA §5.4: the assigned firm user, for all of the client's entities.
    await button(page, 'Change Assigned Firm User').click();
    dialog = await dialogNamed(page, 'Change Assigned Firm User');
    await dialog.getByText("Updating the Assigned Firm User will update it for all of the user's entities.").waitFor();
    await dialog.getByLabel('Assigned firm user').selectOption({ label: 'Avery Advisor' });
    await expectAccessible(page, 'the assigned firm user dialog');
    await button(dialog, 'Save').click();
    await toast(page, 'Assigned firm user was updated successfully').waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Details' }).textContent())
      .toContain('Assigned firm userAvery Advisor');
  });
});

describe('owners', () => {
  test('adds a new user as an owner, makes them the primary contact, and updates the owners', async () => {
    const firm = await entitiesFirm();
    const page = await signedIn(firm);
    await page.goto(`/admin/${firm.hash('Alpha Ventures LLC')}`);
    await page.getByRole('heading', { name: 'Alpha Ventures LLC', level: 1 }).waitFor();
    const owners = page.getByRole('region', { name: 'Owners' });

    await button(owners, 'Add Owner').click();
    let dialog = await dialogNamed(page, 'Select User to add as Owner or Create new User');
    await dialog.getByRole('tab', { name: 'New user' }).click();
    await button(dialog, 'Add Owner').click();
    await dialog.getByText('First name is required').waitFor();
    await dialog.getByText('Last name is required').waitFor();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Olive');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Owner');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByText('Invalid email address').waitFor();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('olive'));
    await expectAccessible(page, 'the Select User to add as Owner or Create new User dialog');
    await button(dialog, 'Add Owner').click();
    await dialog.waitFor({ state: 'hidden' });
    await owners.getByText('Olive Owner').waitFor();

    await button(owners, 'Change Primary Contact').click();
    dialog = await dialogNamed(page, 'Change Primary Contact');
    await dialog.getByRole('radio', { name: 'Olive Owner' }).check();
    await button(dialog, 'Save').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => owners.getByRole('listitem').first().textContent()).toMatch(/Olive Owner.*Primary contact/);

    await button(owners, 'Update Owners').click();
    dialog = await dialogNamed(page, 'Update Owners');
    await dialog.getByRole('checkbox', { name: 'Alice Alpha' }).uncheck();
    await expectAccessible(page, 'the Update Owners dialog');
    await button(dialog, 'Save').click();
    await toast(page, 'You have successfully updated the list of users.').waitFor();
    await expect.poll(() => owners.getByRole('listitem').count()).toBe(1);
    expect(await owners.textContent()).not.toContain('Alice Alpha');
  });
});

describe('on a phone (390 px)', () => {
  test('the Entities page and an entity’s Dashboard fit and pass axe', async () => {
    const firm = await entitiesFirm();
    const page = await signedIn(firm, phone);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Entities', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search entities' }).fill('alpha');
    await expectListed(page, ['Alpha Household', 'Alpha Ventures LLC']);
    // The page itself does not scroll sideways: the table scrolls in its own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'the Entities page on a phone');
    await table(page).getByRole('link', { name: 'Alpha Household' }).click();
    await page.getByRole('heading', { name: 'Alpha Household', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'an entity’s Dashboard on a phone');
  });
});
