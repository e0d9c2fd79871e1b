/**
 * Firm Roles in the browser (FA §2.2, §3.4, §6, §7.6): a partner opens Firm Roles from the bottom links, creates the
 * default roles and a role of their own, assigns it to a full-access user on an entity, and that user's access
 * changes in their screen and at the API as the role's permissions change; a deleted role stops granting. The page
 * works by keyboard, passes axe and fits a phone; staff below admin have no such page.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { uploadFile } from '../support/documents';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const noPermission = 'You do not have permission to do this for this entity';

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const section = (p: Page, name: string) => p.getByRole('region', { name, exact: true });

async function dialogNamed(page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<Locator> {
  const dialog = page.getByRole(role, { name });
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

describe('Firm Roles', () => {
  const full = { email: uniqueEmail('roles-full'), fname: 'Fiona', lname: 'Full' };
  const client = { email: uniqueEmail('roles-client'), fname: 'Cora', lname: 'Client' };
  let partnerEmail = '';
  let companyId = '';
  let hash = '';
  let fullId = '';

  beforeAll(async () => {
    const firm = await makeFirm({
      firm_name: 'Roles Partners',
      preferences: { use_firm_roles: true },
      users: [
        { ...full, password: demoPassword, is_advisor: true, firm_access: 'full' },
        { ...client, password: demoPassword, companies: [{ name: 'Acme Holdings', entity_type: 'Individual' }] },
      ],
    });
    partnerEmail = firm.partnerEmail;
    const acme = firm.users.find((u) => u.email === client.email)!.companies[0]!;
    companyId = acme.id;
    hash = acme.hash_id;
    fullId = firm.users.find((u) => u.email === full.email)!.id;
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  async function signedIn(email: string, viewport?: { width: number; height: number }) {
    const c = await newContext(browser(), viewport ? { viewport } : {});
    contexts.push(c);
    const page = await c.newPage();
    await signInWithPassword(page, email, demoPassword);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    return page;
  }

  /** The full user's upload link for the entity, as their browser would ask for it. */
  async function apiUpload(): Promise<number> {
    const token = (await signIn(full.email)).firebase_token;
    const res = await api('/integrations/get_temporary_upload_link', {
      token,
      query: { company_id: companyId, content_type: 'application/pdf', size_bytes: String(pdf.length) },
    });
    return res.status;
  }

  /** The full user uploads a file on the entity's documents page; answers the dialog. */
  async function screenUpload(page: Page, name: string): Promise<Locator> {
    await page.goto(`/admin/${hash}/documents`);
    await page.getByRole('heading', { name: 'Acme Holdings documents', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'Document actions' }).getByRole('button', { name: 'Upload' }).click();
    const d = page.getByRole('dialog', { name: 'Upload Documents' });
    await d.waitFor();
    await d.locator('input[type=file]').setInputFiles([{ name, mimeType: 'application/pdf', buffer: pdf }]);
    await d.getByRole('button', { name: 'Upload', exact: true }).click();
    return d;
  }

  test('a role is created and assigned, and its holder’s access changes in the screen and at the API', async () => {
    const page = await signedIn(partnerEmail);
    await page.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Firm Roles' }).click();
    await page.waitForURL((u) => u.pathname === '/settings/roles');
    await page.getByRole('heading', { name: 'Firm Roles', level: 1 }).waitFor();
    await page.getByText('Your firm has no roles yet.', { exact: false }).waitFor();
    await expectAccessible(page, 'the empty Firm Roles page');

    // Default roles, once.
    await page.getByRole('button', { name: 'Create default roles' }).click();
    await toast(page, '3 default roles created').waitFor();
    const roles = page.getByRole('region', { name: 'Roles and permissions' });
    for (const name of ['Client service', 'Preparer', 'Reviewer'])
      await roles.getByRole('cell', { name, exact: true }).waitFor();

    // A role of our own, from the keyboard: a name and one permission (not uploads).
    const create = page.getByRole('button', { name: 'Create role' });
    await create.focus();
    await page.keyboard.press('Enter');
    let dialog = await dialogNamed(page, 'Create role');
    await dialog.getByRole('textbox', { name: /Role name/ }).fill('preparer');
    await dialog.getByRole('checkbox', { name: 'Send messages' }).check();
    await expectAccessible(page, 'the Create role dialog');
    await dialog.getByRole('textbox', { name: /Role name/ }).press('Enter');
    await dialog.getByText('A role named “Preparer” already exists').waitFor();
    await dialog.getByRole('textbox', { name: /Role name/ }).fill('Messenger');
    await dialog.getByRole('textbox', { name: /Role name/ }).press('Enter');
    await toast(page, 'Role created').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await roles
      .getByRole('row', { name: /Messenger/ })
      .getByText('Send messages')
      .waitFor();

    // Assign it to the full user on the entity.
    const assign = section(page, 'Assign roles');
    await assign.getByRole('combobox', { name: /Role/ }).selectOption({ label: 'Messenger' });
    await assign.getByRole('searchbox', { name: 'Search entities' }).fill('Acme');
    await assign.getByRole('checkbox', { name: 'Acme Holdings' }).check();
    await assign.getByRole('checkbox', { name: 'Fiona Full' }).check();
    await expectAccessible(page, 'the Assign roles form');
    await assign.getByRole('button', { name: 'Assign role' }).click();
    await toast(page, 'Role assigned').waitFor();
    const onEntity = section(page, 'Roles on an entity');
    await onEntity.getByRole('searchbox', { name: 'Search entities' }).fill('Acme');
    await onEntity.getByRole('radio', { name: 'Acme Holdings' }).check();
    await onEntity.getByText('Fiona Full — Messenger').waitFor();

    // The holder may not upload there: at the API, and their screen does not offer it (issue 20).
    expect(await apiUpload()).toBe(403);
    const holder = await signedIn(full.email);
    await holder.goto(`/admin/${hash}/documents`);
    await holder.getByRole('heading', { name: 'Acme Holdings documents', level: 1 }).waitFor();
    const upload = holder.getByRole('group', { name: 'Document actions' }).getByRole('button', { name: 'Upload' });
    await expect.poll(() => upload.getAttribute('aria-disabled')).toBe('true');

    // The partner adds the permission: now they may.
    await roles.getByRole('button', { name: 'Edit Messenger' }).click();
    dialog = await dialogNamed(page, 'Edit role');
    await dialog.getByRole('checkbox', { name: 'Upload documents' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Role updated').waitFor();
    await roles
      .getByRole('row', { name: /Messenger/ })
      .getByText('Send messages, Upload documents')
      .waitFor();
    expect(await apiUpload()).toBe(200);
    await screenUpload(holder, 'After.pdf');
    await toast(holder, 'Document(s) uploaded successfully').waitFor();

    // A deleted role stops granting at once.
    await roles.getByRole('button', { name: 'Delete Messenger' }).click();
    const confirm = await dialogNamed(page, 'Delete role?', 'alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Role deleted').waitFor();
    expect(await apiUpload()).toBe(403);
  });

  test('a holder without documents.delete is not offered Delete on the entity’s documents; with a role granting it, is', async () => {
    const partner = (await signIn(partnerEmail)).firebase_token;
    expect((await uploadFile(partner, companyId, '/', 'Keep.pdf')).status).toBe(200);
    const role = (
      await api('/firm_roles', {
        token: partner,
        body: { role_name: 'Filer', permission_ids: ['documents.upload'] },
      })
    ).body.firm_role;
    const given = await api('/firm_role_assignments', {
      token: partner,
      body: { firm_role_id: role.id, company_id: companyId, user_id: fullId },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);

    const holder = await signedIn(full.email);
    const deleteOf = async (name: string) => {
      await holder.goto(`/admin/${hash}/documents`);
      await holder.getByRole('heading', { name: 'Acme Holdings documents', level: 1 }).waitFor();
      await holder.getByRole('button', { name: `Actions for ${name}` }).click();
      return holder.getByRole('menuitem', { name: /^Delete/ });
    };
    let item = await deleteOf('Keep.pdf');
    await item.waitFor();
    expect(await item.getAttribute('aria-disabled')).toBe('true');
    expect(await item.textContent()).toContain(noPermission);
    await holder.keyboard.press('Escape');
    await item.waitFor({ state: 'hidden' });
    await expectAccessible(holder, 'the entity’s documents of a holder whose role refuses Delete');

    const updated = await api(`/firm_roles/${role.id}`, {
      method: 'PATCH',
      token: partner,
      body: { permission_ids: ['documents.upload', 'documents.delete'] },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    item = await deleteOf('Keep.pdf');
    await item.waitFor();
    expect(await item.getAttribute('aria-disabled')).not.toBe('true');
    expect(await item.textContent()).not.toContain(noPermission);
  });

  test('on a phone the page fits the width; staff below admin have no Firm Roles', async () => {
    const page = await signedIn(partnerEmail, phone);
    await page.goto('/settings/roles');
    await page.getByRole('heading', { name: 'Firm Roles', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Roles and permissions' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'Firm Roles on a phone');

    const staff = await signedIn(full.email);
    expect(await staff.getByRole('link', { name: 'Firm Roles' }).count()).toBe(0);
    await staff.goto('/settings/roles');
    await staff.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
  });
});
