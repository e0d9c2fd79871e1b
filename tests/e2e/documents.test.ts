/**
 * The document browser in the browser (QD §2 Document browser, §4 Documents, §5 Uploads, §6, §8; FA §2.2, §2.3,
 * §2.10; MD §2): staff reach an entity's documents from its page, make a folder, upload into it with progress,
 * rename, describe, tag, copy the client's link, delete and restore; the client opens their documents from the
 * navigation (Dashboard and Documents on a phone), sees no staff columns and, where the firm turned folder
 * actions off, 'Disabled by firm'. The old /admin-documents link opens the entity's documents. Every screen and
 * dialog passes axe.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPassword, makeFirm, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const dialog = (p: Page, name: string) => p.getByRole('dialog', { name });
const alert = (p: Page, name: string) => p.getByRole('alertdialog', { name });
const rows = (p: Page) => p.getByRole('region', { name: 'Files and folders' }).getByRole('row');
const row = (p: Page, name: string) => rows(p).filter({ hasText: name });
// The empty folder's words (a disabled Download folder's tooltip says them too).
const emptyFolder = (p: Page) => p.getByRole('status').filter({ hasText: 'There are no files in this folder.' });
const actionsOf = (p: Page, name: string) => p.getByRole('button', { name: `Actions for ${name}` });

async function rowAction(p: Page, name: string, action: string): Promise<void> {
  await actionsOf(p, name).click();
  await p.getByRole('menuitem', { name: action }).click();
}

let partnerEmail = '';
let clientEmail = '';
let hash = '';
let clientId = '';

beforeAll(async () => {
  clientEmail = uniqueEmail('docs-client');
  const firm = await makeFirm({
    firm_name: 'Documents Firm',
    preferences: { document_tags_enabled: true, disable_folder_action: true },
    users: [
      {
        email: clientEmail,
        fname: 'Dora',
        lname: 'Docs',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Dora Household', entity_type: 'Individual' }],
      },
    ],
  });
  partnerEmail = firm.partnerEmail;
  const client = firm.users.find((u) => u.email === clientEmail)!;
  hash = client.companies[0]!.hash_id;
  clientId = client.id;
});

afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function signedIn(email: string, heading: string | RegExp, viewport?: { width: number; height: number }) {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<Locator> {
  await page.getByRole('group', { name: 'Document actions' }).getByRole('button', { name: 'Upload' }).click();
  const d = dialog(page, 'Upload Documents');
  await d.waitFor();
  await d.locator('input[type=file]').setInputFiles(files);
  return d;
}

describe('staff', () => {
  test('reach the entity’s documents from its page; make a folder, upload, rename, describe, tag, delete and restore', async () => {
    const page = await signedIn(partnerEmail, 'Home');
    await page.goto(`/admin/${hash}`);
    await page.getByRole('heading', { name: 'Dora Household', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Documents', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/admin/${hash}/documents`);
    await page.getByRole('heading', { name: 'Dora Household documents', level: 1 }).waitFor();
    // Entity mode's navigation links here too (FA §2.2), no longer disabled.
    const nav = page.getByRole('navigation', { name: 'Staff navigation' });
    expect(await nav.getByRole('link', { name: 'Documents', exact: true }).getAttribute('aria-disabled')).toBeNull();
    await emptyFolder(page).waitFor();
    await page.getByRole('tree', { name: 'Folders' }).waitFor();
    await expectAccessible(page, 'an empty entity’s documents');

    // Create Folder: Create waits for a name.
    await page.getByRole('button', { name: 'New folder' }).click();
    const create = dialog(page, 'Create Folder');
    expect(await create.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await create.getByLabel('Folder name').fill('2025');
    await expectAccessible(page, 'the Create Folder dialog');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.waitFor({ state: 'detached' });
    await row(page, '2025').getByRole('link', { name: '2025' }).click();
    await page.waitForURL((u) => u.searchParams.get('path') === '/2025');
    await emptyFolder(page).waitFor();

    // Upload Documents: two files with their progress; the empty one is skipped.
    const up = await upload(page, [
      { name: 'W-2.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'Receipt.png', mimeType: 'image/png', buffer: png },
      { name: 'Empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    ]);
    await up.getByRole('list', { name: 'Files to upload' }).getByText('Receipt.png').waitFor();
    await expectAccessible(page, 'the Upload Documents dialog');
    await up.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Document(s) uploaded successfully').waitFor();
    await up.getByText('Empty.pdf is empty and was skipped.').waitFor();
    await up.getByRole('button', { name: 'Close' }).click();
    await row(page, 'W-2.pdf').waitFor();
    await row(page, 'Receipt.png').waitFor();
    // Staff columns: description and tags (document tags enabled).
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual([
      'Name',
      'Description',
      'Tags',
      'Updated',
      'Created',
      'Actions',
    ]);
    await expectAccessible(page, 'a folder with files');

    // Rename keeps the extension.
    await rowAction(page, 'Receipt.png', 'Rename');
    const rename = dialog(page, 'Rename');
    await rename.getByLabel('New name').fill('Lunch receipt');
    await rename.getByText('It will be saved as Lunch receipt.png.').waitFor();
    await rename.getByRole('button', { name: 'Save' }).click();
    await row(page, 'Lunch receipt.png').waitFor();

    // Edit Description.
    await rowAction(page, 'W-2.pdf', 'Edit description');
    const describe = dialog(page, 'Edit Description');
    await describe.getByLabel('Description').fill('Employer copy');
    await expectAccessible(page, 'the Edit Description dialog');
    await describe.getByRole('button', { name: 'Save' }).click();
    await row(page, 'W-2.pdf').getByText('Employer copy').waitFor();

    // Document Tags: a new tag (not twice: 'Tag already exist'), chosen and saved.
    await rowAction(page, 'W-2.pdf', 'Document tags');
    const tags = dialog(page, 'Document Tags');
    await tags.getByLabel('New tag').fill('Wages');
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await tags.getByRole('checkbox', { name: 'Wages' }).waitFor();
    await tags.getByLabel('New tag').fill('wages');
    await tags.getByText('Tag already exist').waitFor();
    expect(await tags.getByRole('button', { name: 'Add tag' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'the Document Tags dialog');
    await tags.getByRole('button', { name: 'Save' }).click();
    await row(page, 'W-2.pdf').getByText('Wages').waitFor();

    // Copy client file link.
    await rowAction(page, 'W-2.pdf', 'Copy client file link');
    await toast(page, 'Link copied to clipboard').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/documents/${hash}`);
    expect(new URL(copied).searchParams.get('file')).toBe('W-2.pdf');

    // Confirm Delete, then Restore among the deleted files.
    await rowAction(page, 'Lunch receipt.png', 'Delete');
    await expectAccessible(page, 'the Confirm Delete dialog');
    await alert(page, 'Confirm Delete').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Deleted successfully').waitFor();
    await row(page, 'Lunch receipt.png').waitFor({ state: 'detached' });
    await page.getByRole('switch', { name: 'Include deleted files' }).click();
    await row(page, 'Lunch receipt.png').getByText('Deleted').waitFor();

    // A mix of deleted and non-deleted cannot act together.
    await page.getByRole('checkbox', { name: 'Select Lunch receipt.png' }).check();
    await page.getByRole('checkbox', { name: 'Select W-2.pdf' }).check();
    const bulk = page.getByRole('group', { name: 'Actions on the selected files and folders' });
    for (const name of ['Download', 'Move or copy', 'Delete'])
      expect(await bulk.getByRole('button', { name, exact: true }).getAttribute('aria-disabled')).toBe('true');
    await page
      .getByText('Deleted and non-deleted documents cannot be changed together')
      .filter({ visible: true })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Clear selection' }).click();

    await rowAction(page, 'Lunch receipt.png', 'Restore');
    await alert(page, 'Restore').getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Documents restored successfully').waitFor();
    await expect.poll(() => row(page, 'Lunch receipt.png').getByText('Deleted').count()).toBe(0);
    await expectAccessible(page, 'the documents with deleted files');

    // Grid view is remembered.
    await page.getByRole('button', { name: 'Grid' }).click();
    await page.getByRole('list', { name: 'Files and folders' }).waitFor();
    await page.reload();
    await page.getByRole('list', { name: 'Files and folders' }).waitFor();
    await expectAccessible(page, 'the grid view');
    await page.getByRole('button', { name: 'List' }).click();

    // Search finds the file in its folder.
    await page.goto(`/admin/${hash}/documents`);
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('W-2');
    await page.getByText('Results for “W-2”').waitFor();
    await row(page, 'W-2.pdf').getByText('In /2025').waitFor();
  });

  test('move a file with Specify new location; preview it (also from a link); download it; the tree by keyboard', async () => {
    const page = await signedIn(partnerEmail, 'Home');
    await page.goto(`/admin/${hash}/documents`);
    await page.getByRole('button', { name: 'New folder' }).click();
    await dialog(page, 'Create Folder').getByLabel('Folder name').fill('Archive (STAFF ONLY)');
    await dialog(page, 'Create Folder').getByRole('button', { name: 'Create' }).click();
    await row(page, 'Archive (STAFF ONLY)').getByRole('img', { name: 'Staff only' }).waitFor();

    // The tree: arrows move and open, Enter opens the folder in the browser.
    const tree = page.getByRole('tree', { name: 'Folders' });
    await tree.getByRole('treeitem', { name: /2025/ }).waitFor();
    await tree
      .getByRole('treeitem', { name: /Documents/ })
      .first()
      .focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('path') === '/2025');
    await row(page, 'W-2.pdf').waitFor();

    // The server's refusals show beside each file: a name already in the folder, bytes that are not a PDF.
    const again = await upload(page, [
      { name: 'W-2.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'Fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') },
    ]);
    await again.getByRole('button', { name: 'Upload', exact: true }).click();
    await again.getByText('W-2.pdf was already uploaded').waitFor();
    await again
      .getByText(
        'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.',
      )
      .waitFor();
    await again.getByRole('alert').getByText('An error occurred while uploading the document(s).').waitFor();
    await expectAccessible(page, 'the Upload Documents dialog with refused files');
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Preview from the name, and the address says which file.
    await row(page, 'W-2.pdf').getByRole('button', { name: 'W-2.pdf', exact: true }).click();
    const preview = dialog(page, 'W-2.pdf');
    await preview.waitFor();
    await page.waitForURL((u) => u.searchParams.get('file') === 'W-2.pdf');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('file')).toBe(false);
    // QD §2 ?file&previewName: a link opens the preview with the name it gives.
    await page.goto(`/admin/${hash}/documents?path=%2F2025&file=W-2.pdf&previewName=Wages%202025`);
    await dialog(page, 'Wages 2025').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page, 'Wages 2025').waitFor({ state: 'detached' });

    // Download: the signed link saves the file under its name.
    const saved = page.waitForEvent('download');
    await rowAction(page, 'W-2.pdf', 'Download');
    expect((await saved).suggestedFilename()).toBe('W-2.pdf');

    // Specify new location: move into the staff-only folder chosen in the dialog's tree.
    await rowAction(page, 'Lunch receipt.png', 'Move or copy');
    const move = dialog(page, 'Specify new location');
    await move
      .getByRole('tree', { name: 'Folder' })
      .getByRole('treeitem', { name: /Archive/ })
      .click();
    await move.getByText('Chosen folder: /Archive (STAFF ONLY)').waitFor();
    await expectAccessible(page, 'the Specify new location dialog');
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await toast(page, 'Moved successfully').waitFor();
    await row(page, 'Lunch receipt.png').waitFor({ state: 'detached' });
    await page.goto(`/admin/${hash}/documents?path=${encodeURIComponent('/Archive (STAFF ONLY)')}`);
    await row(page, 'Lunch receipt.png').waitFor();
  });

  test('previewing the client’s documents shows no STAFF ONLY folder and changes nothing', async () => {
    const page = await signedIn(partnerEmail, 'Home');
    await page.goto(`/preview/user/${clientId}/documents/${hash}`);
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await row(page, '2025').waitFor();
    expect(await row(page, 'Archive (STAFF ONLY)').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'New folder' }).getAttribute('aria-disabled')).toBe('true');
    // The preview's navigation keeps the entity.
    const dashboard = page
      .getByRole('navigation', { name: 'Client navigation' })
      .getByRole('link', { name: 'Dashboard' });
    expect(await dashboard.getAttribute('href')).toBe(`/preview/user/${clientId}/?previewCompanyHash=${hash}`);
    await expectAccessible(page, 'a client’s documents in preview');
  });

  test('the old link /admin-documents/{hash}?path=... opens the entity’s documents there', async () => {
    const page = await signedIn(partnerEmail, 'Home');
    await page.goto(`/admin-documents/${hash}?path=all`);
    await page.waitForURL((u) => u.pathname === `/admin/${hash}/documents` && !u.searchParams.has('path'));
    // A folder that is not there says so, with the way back to all documents.
    await page.goto(`/admin/${hash}/documents?path=%2FNowhere`);
    await page.getByRole('alert').getByText('Folder not found').waitFor();
    await page.getByRole('link', { name: 'Open all documents' }).click();
    await row(page, '2025').waitFor();
    await page.goto(`/admin-documents/${hash}?path=%2F2025`);
    await page.waitForURL((u) => u.pathname === `/admin/${hash}/documents` && u.searchParams.get('path') === '/2025');
    await row(page, 'W-2.pdf').waitFor();
  });
});

describe('the client', () => {
  test('opens Documents from the navigation; no staff columns; folder actions Disabled by firm', async () => {
    const page = await signedIn(clientEmail, 'Welcome, Dora');
    await page.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Documents' }).click();
    await page.waitForURL((u) => u.pathname === `/documents/${hash}`);
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await row(page, '2025').getByRole('link', { name: '2025' }).click();
    await row(page, 'W-2.pdf').waitFor();
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
    expect(headers).toEqual(['Name', 'Updated', 'Created', 'Actions']);
    // The firm turned folder actions off: New folder says why.
    const newFolder = page.getByRole('button', { name: 'New folder' });
    expect(await newFolder.getAttribute('aria-disabled')).toBe('true');
    await page.getByText('Disabled by firm').first().waitFor();
    // Uploads stay open to the client.
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).getAttribute('aria-disabled')).toBeNull();
    await expectAccessible(page, 'the client’s documents');
    await actionsOf(page, 'W-2.pdf').click();
    expect(await page.getByRole('menuitem', { name: 'Edit description' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  test('on a phone: Dashboard and Documents in the navigation; the documents fit the screen', async () => {
    const page = await signedIn(clientEmail, 'Welcome, Dora', phone);
    const mobile = page.getByRole('navigation', { name: 'Mobile navigation' });
    expect((await mobile.getByRole('link').allInnerTexts()).map((s) => s.trim())).toEqual(['Dashboard', 'Documents']);
    await mobile.getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Files and folders' }).getByRole('link', { name: '2025' }).click();
    await page.getByRole('list', { name: 'Files and folders' }).getByText('W-2.pdf').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'the client’s documents on a phone');
  });
});
