/**
 * The staff Users page (/clients), user mode (/clients/{userId}) and the user dialogs in the browser (FA §2.2,
 * §2.5, §4.4, §5.1, §5.2, §5.4, §5.6, §8.2, §9), at a desktop and a phone size, each on a firm of its own: a
 * partner creates a client with an Individual entity and a spouse (with the rules of §5.1 on the way), finds them by
 * search and by two filters, tags them in bulk, reassigns their firm user, and deactivates them with their
 * entities; a group-limited firm user sees only their group's clients. Every screen and dialog passes axe.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail, waitForMail } from '../support/api';
import { expectAccessible, mailClock, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: phone },
] as const;

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const dialog = (p: Page, name: string) => p.getByRole('dialog', { name });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const filters = (p: Page) => p.getByRole('group', { name: 'Filters' });
const userLink = (p: Page, name: string) => p.getByRole('main').getByRole('link', { name, exact: true });

/** Opens a dialog and waits out its fade-in (axe reads mid-fade colours as low contrast). */
async function opened(p: Page, name: string): Promise<Locator> {
  const d = dialog(p, name);
  await d.waitFor();
  await p.waitForTimeout(400);
  return d;
}

describe.each(sizes)('the Users page at $name size', ({ name: size, viewport }) => {
  const tag = randomBytes(3).toString('hex');
  const lname = `Quill${tag}`;
  const client = { fname: 'Dana', lname, email: uniqueEmail('dana') };
  const fullName = `${client.fname} ${lname}`;
  const spouse = { fname: 'Robin', lname, email: uniqueEmail('robin') };
  const fullUser = { email: uniqueEmail('fiona'), fname: 'Fiona', lname: `Full${tag}` };
  const groupUser = { email: uniqueEmail('gail'), fname: 'Gail', lname: 'Grouped' };
  const tagName = `VIP ${tag}`;
  let partnerEmail = '';
  const contexts: BrowserContext[] = [];
  let page: Page;

  async function signedIn(email: string): Promise<Page> {
    const context = await newContext(browser(), { viewport });
    contexts.push(context);
    const p = await context.newPage();
    await signInWithPassword(p, email, demoPassword);
    await p.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    return p;
  }

  beforeAll(async () => {
    const firm = await makeFirm({
      firm_name: `Quill Partners ${size}`,
      groups: ['North'],
      users: [
        { ...fullUser, is_advisor: true, firm_access: 'full', password: demoPassword },
        { ...groupUser, is_advisor: true, firm_access: 'group', firm_group: 'North', password: demoPassword },
        {
          email: uniqueEmail('ava'),
          fname: 'Ava',
          lname: `Active${tag}`,
          assigned_advisor: fullUser.email,
          companies: [{ name: `Ava Active${tag}` }],
        },
        {
          email: uniqueEmail('ivy'),
          fname: 'Ivy',
          lname: `Inactive${tag}`,
          active: false,
          assigned_advisor: fullUser.email,
          companies: [{ name: `Ivy Inactive${tag}` }],
        },
        {
          email: uniqueEmail('gwen'),
          fname: 'Gwen',
          lname: `North${tag}`,
          firm_group: 'North',
          assigned_advisor: 'partner',
          companies: [{ name: `Gwen North${tag}` }],
        },
        {
          email: uniqueEmail('oscar'),
          fname: 'Oscar',
          lname: `Outside${tag}`,
          assigned_advisor: 'partner',
          companies: [{ name: `Oscar Outside${tag}` }],
        },
      ],
    });
    partnerEmail = firm.partnerEmail;
    page = await signedIn(partnerEmail);
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  test('the Users link opens the list, newest first, with paging and filters; the page passes axe', async () => {
    await page.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await userLink(page, `Oscar Outside${tag}`).waitFor();
    // Oscar was made last: created_at descending puts him first.
    await expect
      .poll(async () => (await page.getByRole('main').getByRole('link').first().textContent())?.trim())
      .toBe(`Oscar Outside${tag}`);
    await page.getByRole('navigation', { name: 'User pages' }).getByText('1-4 of 4').waitFor();
    if (size === 'phone') {
      // A list of cards: nothing on the page is wider than the screen.
      expect(await page.getByRole('table').count()).toBe(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    } else {
      await page.getByRole('columnheader', { name: /Created/ }).waitFor();
    }
    await expectAccessible(page, `the Users page (${size})`);
  });

  test('a bulk action with no user selected says so', async () => {
    await page.getByRole('group', { name: 'Actions on selected users' }).getByRole('button', { name: 'Tags' }).click();
    await toast(page, 'No selected users or entities to update!').waitFor();
  });

  test('Create User and Entity checks its fields, then creates the user, their entity and a spouse', async () => {
    await button(page, 'Create User').click();
    const d = await opened(page, 'Create User and Entity');
    await expectAccessible(page, `the Create User and Entity dialog (${size})`);
    const user = d.getByRole('group', { name: 'User', exact: true });
    const entity = d.getByRole('group', { name: 'Entity', exact: true });

    // Required fields say so on Create.
    await button(d, 'Create').click();
    await d.getByText('First name is required').waitFor();
    await d.getByText('Entity type is required').waitFor();

    // An email in use is found after the pause.
    await user.getByLabel('Email').fill(partnerEmail);
    await d.getByText('This email already exists').waitFor();
    await user.getByLabel('Email').fill(client.email);
    await user.getByLabel('First name').fill(client.fname);
    await user.getByLabel('Last name').fill(client.lname);
    await user.getByLabel('Phone', { exact: true }).pressSequentially('5551234567');
    expect(await user.getByLabel('Phone', { exact: true }).inputValue()).toBe('(555) 123-4567');
    await user.getByLabel('Assigned firm user').selectOption({ label: 'Pat Partner' });
    expect(await user.getByLabel('Time zone').inputValue()).toBe('Pacific Time (US & Canada)');

    // A business name may not hold '/'.
    await entity.getByLabel('Entity type').selectOption('Partnership');
    await entity.getByLabel('Entity Name').fill('Dana/Robin LLC');
    await button(d, 'Create').click();
    await d.getByText('Entity Name cannot contain a "/" character.').waitFor();

    // An Individual's name is built from the person's names, and the field is disabled.
    await entity.getByLabel('Entity type').selectOption('Individual');
    const entityName = entity.getByLabel('Entity Name');
    expect(await entityName.inputValue()).toBe(fullName);
    expect(await entityName.isDisabled()).toBe(true);

    const spouseGroup = d.getByRole('group', { name: 'Spouse', exact: true });
    await spouseGroup.getByRole('checkbox', { name: 'Add a spouse' }).check();
    await spouseGroup.getByLabel('First name').fill(spouse.fname);
    await spouseGroup.getByLabel('Last name').fill(spouse.lname);
    await spouseGroup.getByLabel('Email').fill(spouse.email);
    await button(d, 'Create').click();
    await toast(page, 'Successfully created a new user and spouse').waitFor();
    await d.waitFor({ state: 'detached' });
    await userLink(page, fullName).waitFor();
  });

  test('the new user is found by search, and by assigned firm user with hide inactive', async () => {
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill(lname);
    await userLink(page, fullName).waitFor();
    await userLink(page, `${spouse.fname} ${spouse.lname}`).waitFor();
    await userLink(page, `Oscar Outside${tag}`).waitFor({ state: 'detached' });
    await search.fill('');

    // Two filters: Fiona's clients, without the inactive ones.
    await filters(page)
      .getByLabel('Assigned firm user')
      .selectOption({ label: `Fiona Full${tag}` });
    await userLink(page, `Ivy Inactive${tag}`).waitFor();
    await filters(page).getByRole('checkbox', { name: 'Hide inactive' }).check();
    await userLink(page, `Ivy Inactive${tag}`).waitFor({ state: 'detached' });
    await userLink(page, `Ava Active${tag}`).waitFor();
    await page.getByRole('navigation', { name: 'User pages' }).getByText('1-1 of 1').waitFor();
    await filters(page).getByLabel('Assigned firm user').selectOption({ label: 'All firm users' });
    await filters(page).getByRole('checkbox', { name: 'Hide inactive' }).uncheck();
  });

  test('User Tags adds a new tag to the selected users; the tag filter then finds them', async () => {
    await page.getByRole('searchbox', { name: 'Search users' }).fill(lname);
    await userLink(page, fullName).waitFor();
    await page.getByRole('checkbox', { name: `Select ${fullName}` }).check();
    await page.getByRole('checkbox', { name: `Select ${spouse.fname} ${spouse.lname}` }).check();
    await page.getByText('2 users selected').waitFor();
    await page.getByRole('group', { name: 'Actions on selected users' }).getByRole('button', { name: 'Tags' }).click();
    const d = await opened(page, 'User Tags');
    await d.getByLabel('New tag').fill(tagName);
    await button(d, 'Add tag').click();
    await d.getByRole('checkbox', { name: tagName }).waitFor();
    expect(await d.getByRole('checkbox', { name: tagName }).isChecked()).toBe(true);
    // The same name again is refused.
    await d.getByLabel('New tag').fill(tagName.toUpperCase());
    await d.getByText('Tag already exist').waitFor();
    expect(await button(d, 'Add tag').isDisabled()).toBe(true);
    await d.getByLabel('New tag').fill('');
    await expectAccessible(page, `the User Tags dialog (${size})`);
    await button(d, 'Add tags').click();
    await toast(page, 'Successfully updated').waitFor();
    await d.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search users' }).fill('');
    await filters(page).getByRole('combobox', { name: 'Contact tags' }).click();
    await page.getByRole('menuitemcheckbox', { name: tagName }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'User pages' }).getByText('1-2 of 2').waitFor();
    await userLink(page, fullName).waitFor();
    await page.getByRole('main').getByText(tagName).first().waitFor();
    await filters(page).getByRole('combobox', { name: 'Contact tags' }).click();
    await page.getByRole('menuitemcheckbox', { name: tagName }).click();
    await page.keyboard.press('Escape');
  });

  test('update client assignments offers the firm users, warns, and reassigns the selected user', async () => {
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(lname);
    await page.getByRole('checkbox', { name: `Select ${fullName}` }).check();
    await page
      .getByRole('group', { name: 'Actions on selected users' })
      .getByRole('button', { name: 'Update client assignments' })
      .click();
    const d = await opened(page, 'Update client assignments');
    await d.getByText("Updating the Assigned Firm User will update it for all of the user's entities.").waitFor();
    // Gail is in a group, the client in none: she is not offered.
    const options = await d.getByLabel('Assigned firm user').locator('option').allTextContents();
    expect(options).toContain(`Fiona Full${tag}`);
    expect(options).not.toContain('Gail Grouped');
    expect(await button(d, 'Update').isDisabled()).toBe(true);
    await expectAccessible(page, `the update client assignments dialog (${size})`);
    await d.getByLabel('Assigned firm user').selectOption({ label: `Fiona Full${tag}` });
    await button(d, 'Update').click();
    await toast(page, 'Assigned firm user was updated successfully').waitFor();
    await d.waitFor({ state: 'detached' });
    await filters(page)
      .getByLabel('Assigned firm user')
      .selectOption({ label: `Fiona Full${tag}` });
    await userLink(page, fullName).waitFor();
    await filters(page).getByLabel('Assigned firm user').selectOption({ label: 'All firm users' });
  });

  test('send login info asks first, then sends the selected client a sign-in link', async () => {
    await page.getByText('1 user selected').waitFor();
    await page
      .getByRole('group', { name: 'Actions on selected users' })
      .getByRole('button', { name: 'Send login info' })
      .click();
    const d = await opened(page, 'Send login info');
    const since = mailClock();
    await button(d, 'Send').click();
    await toast(page, 'Sign-in links were sent to 1 client').waitFor();
    await d.waitFor({ state: 'detached' });
    const mail = await waitForMail(client.email, (m) => m.at >= since, 20_000);
    expect(mail.text).toMatch(/https?:\/\//);
  });

  test('user mode shows the user and their entity; Deactivate User with entities makes both inactive', async () => {
    await userLink(page, fullName).click();
    await page.getByRole('heading', { name: fullName, level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Staff navigation' });
    await nav.getByRole('link', { name: 'Back to Users' }).waitFor();
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await nav.getByText(fullName).waitFor();
    const entity = page.getByRole('main').getByRole('link', { name: fullName, exact: true });
    await entity.waitFor();
    expect(await entity.getAttribute('href')).toMatch(/^\/admin\/[^/]+$/);
    await page.getByText('(555) 123-4567').waitFor();
    await expectAccessible(page, `user mode (${size})`);

    await button(page, 'Edit user').click();
    const d = await opened(page, 'Edit user');
    await expectAccessible(page, `the Edit user dialog (${size})`);
    await d.getByRole('tab', { name: 'Settings' }).click();
    await d.getByRole('switch', { name: 'Active' }).click();
    const confirm = await opened(page, 'Deactivate User');
    await confirm
      .getByRole('checkbox', { name: 'Also deactivate all entities this user is the primary owner of' })
      .check();
    await expectAccessible(page, `the Deactivate User dialog (${size})`);
    await button(confirm, 'Deactivate').click();
    await toast(page, 'The user was successfully updated').waitFor();
    await confirm.waitFor({ state: 'detached' });
    // Read-only is only for active users.
    expect(await d.getByRole('switch', { name: 'Read-only' }).isDisabled()).toBe(true);
    await button(d, 'Cancel').click();
    await page.getByRole('main').getByText('Inactive').first().waitFor();
    await expect
      .poll(() => page.getByRole('main').locator('li', { hasText: fullName }).getByText('Inactive').count())
      .toBe(1);

    await nav.getByRole('link', { name: 'Back to Users' }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  });

  test('a group-limited firm user sees only their group’s clients', async () => {
    const groupPage = await signedIn(groupUser.email);
    await groupPage.goto('/clients');
    await groupPage.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await userLink(groupPage, `Gwen North${tag}`).waitFor();
    await groupPage.getByRole('navigation', { name: 'User pages' }).getByText('1-1 of 1').waitFor();
    expect(await userLink(groupPage, `Oscar Outside${tag}`).count()).toBe(0);
    const group = filters(groupPage).getByLabel('Firm group');
    expect(await group.isDisabled()).toBe(true);
    await expectAccessible(groupPage, `the Users page of a group-limited user (${size})`);
  });
});

/**
 * A firm that uses groups (has_firm_groups), at desktop size: a partner creates a user in a group and finds them by
 * the group filter, moves them to another group in Edit user, sets their tags in user mode (the dialog starts from
 * their current set), and opens an import's report from the import-finished notification's link.
 */
describe('a firm with groups: groups in the pickers, a user’s tags, an import’s report', () => {
  const viewport = sizes[0].viewport;
  const tag = randomBytes(3).toString('hex');
  const made = { fname: 'Sam', lname: `South${tag}`, email: uniqueEmail('sam') };
  const madeName = `${made.fname} ${made.lname}`;
  const tess = { email: uniqueEmail('tess'), fname: 'Tess', lname: `Tagged${tag}` };
  let firm: Awaited<ReturnType<typeof makeFirm>>;
  let token = '';
  let context: BrowserContext;
  let page: Page;
  const tagIds: Record<string, string> = {};

  beforeAll(async () => {
    firm = await makeFirm({
      firm_name: `Grouped Partners ${tag}`,
      preferences: { has_firm_groups: true },
      groups: ['North', 'South'],
      users: [{ ...tess, firm_group: 'North', companies: [{ name: `Tess Tagged${tag}` }] }],
    });
    token = (await signIn(firm.partnerEmail)).firebase_token;
    for (const name of ['Gold', 'Silver'])
      tagIds[name] = (await api('/firms/add_client_tag', { token, body: { new_tag: name } })).body.tag.id;
    const tessId = firm.users.find((u) => u.email === tess.email)!.id;
    await api('/users/update_tags', { token, body: { user_id: tessId, contact_tags: [tagIds.Gold] } });
    context = await newContext(browser(), { viewport });
    page = await context.newPage();
    await signInWithPassword(page, firm.partnerEmail, demoPassword);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  });

  afterAll(async () => {
    await context?.close();
  });

  test('Create User and Entity offers the firm’s groups and creates the user in the chosen one', async () => {
    await page.goto('/clients');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await button(page, 'Create User').click();
    const d = await opened(page, 'Create User and Entity');
    const user = d.getByRole('group', { name: 'User', exact: true });
    await user.getByLabel('Email').fill(made.email);
    await user.getByLabel('First name').fill(made.fname);
    await user.getByLabel('Last name').fill(made.lname);
    await d.getByRole('group', { name: 'Entity', exact: true }).getByLabel('Entity type').selectOption('Individual');
    const group = d.getByLabel('Firm group');
    await expect
      .poll(() => group.locator('option').allTextContents())
      .toEqual(['Choose a firm group', 'North', 'South']);
    await group.selectOption({ label: 'South' });
    // Choosing the group clears the firm user (they must be of no group or this one).
    await user.getByLabel('Assigned firm user').selectOption({ label: 'Pat Partner' });
    await button(d, 'Create').click();
    await toast(page, 'Successfully created a new user').waitFor();
    await d.waitFor({ state: 'detached' });

    // The group filter lists the firm's groups and finds the user in South only.
    await filters(page).getByLabel('Firm group').selectOption({ label: 'South' });
    await userLink(page, madeName).waitFor();
    await userLink(page, `Tess Tagged${tag}`).waitFor({ state: 'detached' });
    await filters(page).getByLabel('Firm group').selectOption({ label: 'North' });
    await userLink(page, `Tess Tagged${tag}`).waitFor();
    expect(await userLink(page, madeName).count()).toBe(0);
    await filters(page).getByLabel('Firm group').selectOption({ label: 'All firm groups' });
  });

  test('Edit user changes the user’s firm group', async () => {
    await userLink(page, madeName).click();
    await page.getByRole('heading', { name: madeName, level: 1 }).waitFor();
    const userId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await button(page, 'Edit user').click();
    const d = await opened(page, 'Edit user');
    const group = d.getByLabel('Firm group');
    await expect.poll(() => group.locator('option:checked').textContent()).toBe('South');
    await group.selectOption({ label: 'North' });
    await button(d, 'Save').click();
    await d.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await api(`/users/${userId}`, { token })).body.user.firm_group)
      .toBe(firm.groups.North);
  });

  test('user mode shows the user’s tags; the Tags dialog starts from them and sets the new set', async () => {
    const tessId = firm.users.find((u) => u.email === tess.email)!.id;
    await page.goto(`/clients/${tessId}`);
    await page.getByRole('heading', { name: `Tess Tagged${tag}`, level: 1 }).waitFor();
    await page.getByRole('main').getByText('Gold', { exact: true }).waitFor();
    await button(page, 'Tags').click();
    const d = await opened(page, 'User Tags');
    const gold = d.getByRole('checkbox', { name: 'Gold' });
    const silver = d.getByRole('checkbox', { name: 'Silver' });
    await silver.waitFor();
    expect(await gold.isChecked()).toBe(true);
    expect(await silver.isChecked()).toBe(false);
    await expectAccessible(page, 'the User Tags dialog for one user');
    await gold.uncheck();
    await silver.check();
    await button(d, 'Save').click();
    await toast(page, 'Successfully updated').waitFor();
    await d.waitFor({ state: 'detached' });
    await page.getByRole('main').getByText('Silver', { exact: true }).waitFor();
    expect(await page.getByRole('main').getByText('Gold', { exact: true }).count()).toBe(0);
    expect((await api(`/users/${tessId}`, { token })).body.user.contact_tags).toEqual([
      { id: tagIds.Silver, name: 'Silver' },
    ]);
  });

  test('the import-finished notification opens the import’s report with the rejected rows and why', async () => {
    const started = await api('/integrations/handle_one_schema_success', {
      token,
      body: {
        listType: 'individuals',
        assignedFirmUserId: firm.users[0]!.id,
        documentName: `clients-${tag}.csv`,
        records: [
          { first_name: 'Ivan', last_name: `Imported${tag}` },
          { first_name: 'Nolast' },
          { first_name: 'Bad', last_name: `Email${tag}`, email: 'not-an-email' },
        ],
      },
    });
    expect(started.status).toBe(200);
    const id = started.body.import.id as string;
    await expect
      .poll(async () => (await api(`/imports/${id}`, { token })).body.import.status, { timeout: 30_000 })
      .toBe('completed');
    const feed = await api('/advisors/get_paginated_notifications', { token, query: { page: '1' } });
    const link = `/clients?import=${id}`;
    expect(JSON.stringify(feed.body)).toContain(link);

    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('link', { name: new RegExp(`Import of clients-${tag}\\.csv finished`) }).click();
    const report = await opened(page, `Import of clients-${tag}.csv`);
    await report.getByText('1 row imported, 2 rejected').waitFor();
    const rows = report.getByRole('table', { name: 'Rows of the import' });
    await rows
      .getByRole('row', { name: /Nolast/ })
      .getByText('Last name is required')
      .waitFor();
    await rows
      .getByRole('row', { name: /Bad/ })
      .getByText(/not a valid email address/)
      .waitFor();
    await rows.getByRole('row', { name: /Ivan/ }).getByText('Imported', { exact: true }).waitFor();
    await button(report, 'Download report').waitFor();
    await expectAccessible(page, 'the import report');
    await button(report, 'Close').click();
    await report.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
  });
});
