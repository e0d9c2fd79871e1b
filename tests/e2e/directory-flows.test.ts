/**
 * Directory flows end to end in the browser, at desktop size, each on a firm of its own (FA §2.5, §4.4, §4.7,
 * §5.1, §5.4, §5.7): a client list imported through the Import dialog and its report opened from the
 * notification; a reassigned firm user takes the client's conversation over in /messages; deactivating a user with
 * their entities blocks the client and locks their questionnaires; a user created with a blank email after the
 * Blank Email Confirmation.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { importText } from '@ledgerline/shared/imports';
import { isTemporaryEmail } from '@ledgerline/shared/users';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, signInWithPassword, useBrowser, waitForQuietApi } from './support/browser';

const { browser } = useBrowser();
const viewport = { width: 1280, height: 800 };

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const userLink = (p: Page, name: string) => p.getByRole('main').getByRole('link', { name, exact: true });

/** Waits for a dialog and its fade-in (axe reads mid-fade colours as low contrast). */
async function opened(p: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<Locator> {
  const d = p.getByRole(role, { name });
  await d.waitFor();
  await p.waitForTimeout(400);
  return d;
}

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function signedIn(email: string, landing: string | RegExp = 'Home'): Promise<Page> {
  const context = await newContext(browser(), { viewport });
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  if (landing) await page.getByRole('heading', { name: landing, level: 1 }).waitFor();
  return page;
}

/** 200 individuals; file rows 11, 101 and 151 are bad: no last name, an invalid email, an entity name with '/'. */
function individualsCsv(tag: string): { text: string; bad: [row: number, first: string, reason: string][] } {
  const lines = ['First Name,Last Name,Email,Entity Name'];
  for (let i = 0; i < 200; i++) {
    const row = i + 2;
    let [last, email, entity] = [`Imp${tag}`, `imp-${tag}-${i}@test.example`, ''];
    if (row === 11) last = '';
    if (row === 101) email = 'not-an-email';
    if (row === 151) entity = 'Smith/Jones Household';
    lines.push([`Row${i}`, last, email, entity].join(','));
  }
  return {
    text: `${lines.join('\r\n')}\r\n`,
    bad: [
      [11, 'Row9', importText.lastNameRequired],
      [101, 'Row99', importText.invalidEmail('Email')],
      [151, 'Row149', importText.entityNameSlash],
    ],
  };
}

describe('directory flows', () => {
  test('a partner imports a 200-row client list through the Import dialog and reads its report from the notification', {
    timeout: 300_000,
  }, async () => {
    const tag = randomBytes(3).toString('hex');
    const firm = await makeFirm({ firm_name: `Import Partners ${tag}` });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const page = await signedIn(firm.partnerEmail);
    await page.goto('/clients');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();

    await button(page, 'Import').click();
    const d = await opened(page, 'Import');
    await d.getByLabel('File type').selectOption({ label: 'Client list' });
    await d.getByLabel('List type').selectOption({ label: 'Individuals (1040)' });
    await d.getByLabel('Assigned firm user').selectOption({ label: 'Pat Partner' });
    const { text, bad } = individualsCsv(tag);
    const fileName = `clients-${tag}.csv`;
    await d.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
    await d.getByRole('list', { name: 'Files to upload' }).getByText(fileName).waitFor();
    await expectAccessible(page, 'the Import dialog with a client list chosen');
    const uploaded = page.waitForResponse(
      (r) => r.url().includes('/integrations/upload_user_import_document') && r.request().method() === 'POST',
    );
    await button(d, 'Upload').click();
    const res = await uploaded;
    expect(res.status()).toBe(200);
    const importId = (await res.json()).import.id as string;
    await d.getByText(importText.clientListQueued).waitFor();
    await button(d, 'Close').click();
    await d.waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await api(`/imports/${importId}`, { token })).body.import?.status, {
        timeout: 240_000,
        interval: 1_000,
      })
      .toBe('completed');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('link', { name: new RegExp(`Import of ${fileName.replace('.', '\\.')} finished`) }).click();
    const report = await opened(page, `Import of ${fileName}`);
    await report.getByText('197 rows imported, 3 rejected').waitFor();
    const rows = report.getByRole('table', { name: 'Rows of the import' });
    for (const [, first, reason] of bad) {
      const row = rows.getByRole('row', { name: new RegExp(`\\b${first}\\b`) });
      await row.getByText('Rejected', { exact: true }).waitFor();
      await row.getByText(reason, { exact: true }).waitFor();
    }
    expect(await rows.getByText('Rejected', { exact: true }).count()).toBe(3);
    await button(report, 'Close').click();
    await report.waitFor({ state: 'detached' });

    // The imported clients are in the list: search finds all 197 (newest first), and one by their name.
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill(`Imp${tag}`);
    await userLink(page, `Row199 Imp${tag}`).waitFor();
    await page
      .getByRole('navigation', { name: 'User pages' })
      .getByText(/ of 197$/)
      .waitFor();
    await search.fill(`Row0 Imp${tag}`);
    await userLink(page, `Row0 Imp${tag}`).waitFor();
  });

  test('the partner reassigns a client’s firm user on /clients: the new firm user has the conversation in /messages, the old one no longer', {
    timeout: 120_000,
  }, async () => {
    const tag = randomBytes(3).toString('hex');
    // Group-limited firm users see only their own conversations in Show All (full users see the whole firm's).
    const olga = { email: uniqueEmail('olga'), fname: 'Olga', lname: `Old${tag}` };
    const nico = { email: uniqueEmail('nico'), fname: 'Nico', lname: `New${tag}` };
    const cleo = { email: uniqueEmail('cleo'), fname: 'Cleo', lname: `Client${tag}` };
    const staff = { is_advisor: true, firm_access: 'group' as const, firm_group: 'North', password: demoPassword };
    const firm = await makeFirm({
      firm_name: `Reassign Partners ${tag}`,
      groups: ['North'],
      users: [
        { ...olga, ...staff },
        { ...nico, ...staff },
        {
          ...cleo,
          password: demoPassword,
          firm_group: 'North',
          assigned_advisor: olga.email,
          companies: [{ name: `Cleo Client${tag}` }],
        },
      ],
    });
    const company = firm.users.find((u) => u.email === cleo.email)!.companies[0]!;
    const clientToken = (await signIn(cleo.email)).firebase_token;
    const conversation = await api('/conversations/get_client_conversation', {
      token: clientToken,
      query: { company_id: company.id },
    });
    expect(conversation.status).toBe(200);
    const said = `Question about my return ${tag}`;
    const sent = await api('/conversations/send_message', {
      token: clientToken,
      body: { conversation_id: conversation.body.conversation.id, text: said },
    });
    expect(sent.status).toBe(200);

    const conversationLink = (p: Page) =>
      p.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: new RegExp(said) });
    const oldPage = await signedIn(olga.email);
    const inbox = async (p: Page) => {
      await p.goto('/messages');
      await button(p, 'Show All').click();
    };
    await inbox(oldPage);
    await conversationLink(oldPage).waitFor();

    const partner = await signedIn(firm.partnerEmail);
    await partner.goto('/clients');
    await partner.getByRole('searchbox', { name: 'Search users' }).fill(cleo.lname);
    await partner.getByRole('checkbox', { name: `Select ${cleo.fname} ${cleo.lname}` }).check();
    await partner
      .getByRole('group', { name: 'Actions on selected users' })
      .getByRole('button', { name: 'Update client assignments' })
      .click();
    const d = await opened(partner, 'Update client assignments');
    await d.getByLabel('Assigned firm user').selectOption({ label: `${nico.fname} ${nico.lname}` });
    await button(d, 'Update').click();
    await toast(partner, 'Assigned firm user was updated successfully').waitFor();
    await d.waitFor({ state: 'detached' });

    const newPage = await signedIn(nico.email);
    await inbox(newPage);
    await conversationLink(newPage).click();
    await newPage.getByText(said).last().waitFor();

    await inbox(oldPage);
    await waitForQuietApi(oldPage);
    expect(await conversationLink(oldPage).count()).toBe(0);
  });

  test('deactivating a user with all their entities from user mode ends their access and locks their questionnaires', {
    timeout: 120_000,
  }, async () => {
    const tag = randomBytes(3).toString('hex');
    const dora = { email: uniqueEmail('dora'), fname: 'Dora', lname: `Done${tag}` };
    const firm = await makeFirm({
      firm_name: `Deactivate Partners ${tag}`,
      users: [
        {
          ...dora,
          password: demoPassword,
          assigned_advisor: 'partner',
          companies: [{ name: `Dora Done${tag}`, questionnaires: [{ name: '2025 Organizer', tax_year: 2025 }] }],
        },
      ],
    });
    const made = firm.users.find((u) => u.email === dora.email)!;
    const company = made.companies[0]!;
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const locks = async () =>
      (
        await api('/questionnaires/get_preview_client_questionnaires', { token, query: { company_id: company.id } })
      ).body.questionnaires.map((q: { locked: boolean }) => q.locked);
    expect(await locks()).toEqual([false]);

    const client = await signedIn(dora.email, '');
    await client.getByRole('heading', { name: 'Welcome, Dora' }).waitFor();

    const page = await signedIn(firm.partnerEmail);
    await page.goto(`/clients/${made.id}`);
    const fullName = `${dora.fname} ${dora.lname}`;
    await page.getByRole('heading', { name: fullName, level: 1 }).waitFor();
    await button(page, 'Edit user').click();
    const d = await opened(page, 'Edit user');
    await d.getByRole('tab', { name: 'Settings' }).click();
    await d.getByRole('switch', { name: 'Active' }).click();
    const confirm = await opened(page, 'Deactivate User');
    await confirm
      .getByRole('checkbox', { name: 'Also deactivate all entities this user is the primary owner of' })
      .check();
    await button(confirm, 'Deactivate').click();
    await toast(page, 'The user was successfully updated').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await button(d, 'Cancel').click();

    // Staff read the questionnaire as locked (FA §4.4: deactivation locks all of the user's questionnaires).
    await expect.poll(locks, { timeout: 30_000 }).toEqual([true]);
    const entity = await api(`/companies/${company.id}`, { token });
    expect(entity.body.company.inactive).toBe(true);

    // FA §4.4: a deactivated user cannot sign in; the session they had open ends (the inactive-entities notice is
    // for an active user whose entities are all inactive).
    await client.reload();
    await client.getByRole('heading', { name: 'Sign In' }).waitFor();
    await signInWithPassword(client, dora.email, demoPassword);
    await client.getByText('Your account has been deactivated. Please contact your firm.').waitFor();
    await expectAccessible(client, 'sign-in refused after deactivation');
  });

  test('Create User and Entity with a blank email asks the Blank Email Confirmation, then creates the user with none', {
    timeout: 120_000,
  }, async () => {
    const tag = randomBytes(3).toString('hex');
    const firm = await makeFirm({ firm_name: `Blank Partners ${tag}` });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const page = await signedIn(firm.partnerEmail);
    await page.goto('/clients');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await button(page, 'Create User').click();
    const d = await opened(page, 'Create User and Entity');
    const user = d.getByRole('group', { name: 'User', exact: true });
    const fullName = `Bea Blank${tag}`;
    await user.getByLabel('First name').fill('Bea');
    await user.getByLabel('Last name').fill(`Blank${tag}`);
    await user.getByLabel('Assigned firm user').selectOption({ label: 'Pat Partner' });
    await d.getByRole('group', { name: 'Entity', exact: true }).getByLabel('Entity type').selectOption('Individual');
    await button(d, 'Create').click();

    // A confirmation: an alert dialog (it interrupts to ask), named by its title.
    const confirm = await opened(page, 'Blank Email Confirmation', 'alertdialog');
    await confirm.getByText('Users without an email cannot sign in or receive notifications.').waitFor();
    await expectAccessible(page, 'the Blank Email Confirmation');
    await button(confirm, 'Continue without email').click();
    await toast(page, 'Successfully created a new user').waitFor();
    await d.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search users' }).fill(`Blank${tag}`);
    const row = page.getByRole('main').getByRole('row', { name: new RegExp(fullName) });
    await row.waitFor();
    // The Email column reads none: the temporary address the server made is not shown.
    const emailColumn = await page
      .getByRole('main')
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.findIndex((c) => /^Email/.test(c.textContent?.trim() ?? '')));
    expect(emailColumn).toBeGreaterThan(0);
    expect((await row.getByRole('cell').nth(emailColumn).textContent())?.trim()).toBe('—');
    const id = new URL((await userLink(page, fullName).getAttribute('href'))!, 'http://x').pathname.split('/').pop()!;
    const stored = await api(`/users/${decodeURIComponent(id)}`, { token });
    expect(isTemporaryEmail(stored.body.user.email)).toBe(true);
  });
});
