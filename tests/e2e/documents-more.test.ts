/**
 * More of the document browser in the browser (QD §2 Document browser, §5 Uploads, §6, §8), each test on a firm of
 * its own: several files uploaded at once, each with its progress bar until it is filed; a file tagged, moved to
 * another folder and back and renamed; the preview of a PDF (its page drawn), a PNG and an xlsx (its cells in a
 * table), zoomed and turned; a folder downloaded as files.zip with its files inside; a client who never meets the
 * STAFF ONLY folder staff filled; and staff attaching selected files to an unlocked questionnaire (Attach To
 * Questionnaire: by keyboard and pointer, focus given back, a refusal in the spec's words, on a phone). Every
 * screen and dialog passes axe.
 */
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { documentOwnText } from '@ledgerline/shared/documents';
import { api, demoPassword, type FactoryQuestionnaire, makeFirm, signIn, uniqueEmail } from '../support/api';
import { uploadFile, zipEntries } from '../support/documents';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

// ---- Files made here: a one-page PDF with words on it, a PNG wider than tall, a workbook with two rows. ----

/** A valid one-page PDF (portrait, 300 × 400 points) that says `text`; its xref offsets are counted. */
function pdfSaying(text: string): Buffer {
  const content = `BT /F1 24 Tf 40 300 Td (${text}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 400]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A real PNG of one colour, `width` × `height` (8-bit RGB). */
function pngOf(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function workbook(rows: (string | number)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Wages');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const pdfType = 'application/pdf';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---- The page ----

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const dialog = (p: Page, name: string) => p.getByRole('dialog', { name });
const rows = (p: Page) => p.getByRole('region', { name: 'Files and folders' }).getByRole('row');
const row = (p: Page, name: string) => rows(p).filter({ hasText: name });
const toolbar = (p: Page) => p.getByRole('group', { name: 'Document actions' });
const attachButton = (p: Page) => toolbar(p).getByRole('button', { name: 'Attach to questionnaire' });

async function rowAction(p: Page, name: string, action: string): Promise<void> {
  await p.getByRole('button', { name: `Actions for ${name}` }).click();
  await p.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Presses Tab until `target` has focus (at most `most` times), as a keyboard user moves through a dialog. */
async function tabTo(p: Page, target: Locator, most = 6): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await p.keyboard.press('Tab');
  }
  expect(await target.evaluate((el) => el === document.activeElement), 'reached by Tab').toBe(true);
}

async function signedIn(email: string, heading: string | RegExp, viewport?: { width: number; height: number }) {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

/** A firm of the test's own: its partner, one client with one entity (and its questionnaires), the partner's token. */
async function firmWithEntity(label: string, questionnaires: FactoryQuestionnaire[] = []) {
  const clientEmail = uniqueEmail(`${label}-client`);
  const firm = await makeFirm({
    firm_name: `Documents ${label}`,
    preferences: { document_tags_enabled: true },
    users: [
      {
        email: clientEmail,
        fname: 'Quinn',
        lname: 'Files',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Quinn Household', entity_type: 'Individual', questionnaires }],
      },
    ],
  });
  const company = firm.users.find((u) => u.email === clientEmail)!.companies[0]!;
  const token = (await signIn(firm.partnerEmail)).firebase_token as string;
  return { partnerEmail: firm.partnerEmail, clientEmail, company, token };
}

/** Files of an entity (put there through the API, as the upload's steps in the browser do). */
async function put(token: string, companyId: string, path: string, name: string, bytes: Buffer, type = pdfType) {
  const res = await uploadFile(token, companyId, path, name, bytes, type);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.document_location.split('/').at(-2) as string;
}

async function makeFolder(token: string, companyId: string, path: string, name: string) {
  const res = await api('/integrations/create_folder', { token, body: { company_id: companyId, path, name } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function listed(token: string, companyId: string, path: string) {
  const res = await api('/integrations/get_documents', { token, body: { company_id: companyId, path } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { folders: { name: string }[]; files: { id: string; name: string; questionnaire_id?: string }[] };
}

const documentsOf = (hash: string, path?: string) =>
  `/admin/${hash}/documents${path ? `?path=${encodeURIComponent(path)}` : ''}`;

describe('uploads', () => {
  test('several files at once: each file’s progress bar appears, fills, and the file is filed', async () => {
    const { partnerEmail, company } = await firmWithEntity('upload');
    const page = await signedIn(partnerEmail, 'Home');
    await page.goto(documentsOf(company.hash_id));
    await page.getByRole('heading', { name: 'Quinn Household documents', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'There are no files in this folder.' }).waitFor();

    await toolbar(page).getByRole('button', { name: 'Upload' }).click();
    const up = dialog(page, 'Upload Documents');
    const names = ['W-2 Acme.pdf', 'Receipt.png', '1099-INT.pdf'];
    await up.locator('input[type=file]').setInputFiles([
      { name: names[0]!, mimeType: pdfType, buffer: pdfSaying('Acme W-2') },
      { name: names[1]!, mimeType: 'image/png', buffer: pngOf(8, 4, [200, 40, 40]) },
      { name: names[2]!, mimeType: pdfType, buffer: pdfSaying('Interest') },
    ]);
    // Each file has its bar as soon as it is chosen, empty.
    const bar = (name: string) => up.getByRole('progressbar', { name });
    const value = (name: string) => bar(name).evaluate((el) => (el as HTMLProgressElement).value);
    for (const name of names) {
      await bar(name).waitFor();
      expect(await value(name), name).toBe(0);
    }

    // Hold each file's filing (process_document) once its bytes are sent, to see every bar at that point.
    const held = new Map<string, Route>();
    await page.route('**/api/integrations/process_document', (route) => {
      held.set(route.request().postDataJSON().document_name, route);
    });
    await up.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => held.size).toBe(3);
    await up.getByRole('button', { name: 'Uploading…' }).waitFor();
    // The bytes are in storage: every bar is full, none is marked Uploaded yet.
    for (const name of names) await expect.poll(() => value(name), { message: name }).toBe(1);
    expect(await up.getByText('Uploaded', { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'the Upload Documents dialog while files upload');

    // Filed one at a time: each says Uploaded beside its full bar; the dialog closes when the last is.
    const fileItem = (name: string) => up.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    for (const name of names.slice(0, 2)) {
      await held.get(name)!.continue();
      await fileItem(name).getByText('Uploaded', { exact: true }).waitFor();
      expect(await value(name)).toBe(1);
    }
    expect(await fileItem(names[2]!).getByText('Uploaded', { exact: true }).count()).toBe(0);
    await held.get(names[2]!)!.continue();
    await page.unroute('**/api/integrations/process_document');
    await toast(page, 'Document(s) uploaded successfully').waitFor();
    await up.waitFor({ state: 'detached' });
    for (const name of names) await row(page, name).waitFor();
    expect(await page.getByText('3 of 3 files').count()).toBe(1);
    // Focus is back on the button that opened the dialog.
    expect(
      await toolbar(page)
        .getByRole('button', { name: 'Upload' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await expectAccessible(page, 'the folder with the uploaded files');
  });
});

describe('changing a file', () => {
  test('tag a file, move it to another folder and back, rename it: it keeps its tag', async () => {
    const { partnerEmail, company, token } = await firmWithEntity('move');
    await makeFolder(token, company.id, '/', '2024');
    await put(token, company.id, '/2025', 'Brokerage.pdf', pdfSaying('Brokerage'));
    const page = await signedIn(partnerEmail, 'Home');
    await page.goto(documentsOf(company.hash_id, '/2025'));
    await row(page, 'Brokerage.pdf').waitFor();

    // Document Tags: a new tag of the firm, chosen for the file.
    await rowAction(page, 'Brokerage.pdf', 'Document tags');
    const tags = dialog(page, 'Document Tags');
    await tags.getByLabel('New tag').fill('Investments');
    await tags.getByRole('button', { name: 'Add tag' }).click();
    expect(await tags.getByRole('checkbox', { name: 'Investments' }).isChecked()).toBe(true);
    await tags.getByRole('button', { name: 'Save' }).click();
    await tags.waitFor({ state: 'detached' });
    await row(page, 'Brokerage.pdf').getByText('Investments').waitFor();

    // Specify new location: to /2024.
    await rowAction(page, 'Brokerage.pdf', 'Move or copy');
    const there = dialog(page, 'Specify new location');
    await there.getByRole('tree', { name: 'Folder' }).getByRole('treeitem', { name: /2024/ }).click();
    await there.getByText('Chosen folder: /2024').waitFor();
    await there.getByRole('button', { name: 'Move', exact: true }).click();
    await toast(page, 'Moved successfully').waitFor();
    await row(page, 'Brokerage.pdf').waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'There are no files in this folder.' }).waitFor();

    // In /2024 with its tag; and back to /2025, this time by keyboard in the dialog's tree.
    await page.getByRole('tree', { name: 'Folders' }).getByRole('treeitem', { name: /2024/ }).click();
    await page.waitForURL((u) => u.searchParams.get('path') === '/2024');
    await row(page, 'Brokerage.pdf').getByText('Investments').waitFor();
    await rowAction(page, 'Brokerage.pdf', 'Move or copy');
    const back = dialog(page, 'Specify new location');
    const tree = back.getByRole('tree', { name: 'Folder' });
    await tree.getByRole('treeitem', { name: /2025/ }).waitFor();
    await tree.getByRole('treeitem', { name: /2024/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await back.getByText('Chosen folder: /2025').waitFor();
    await expectAccessible(page, 'the Specify new location dialog, moving back');
    await back.getByRole('button', { name: 'Move', exact: true }).click();
    await toast(page, 'Moved successfully').waitFor();
    await row(page, 'Brokerage.pdf').waitFor({ state: 'detached' });
    // The folder's listing is read from an index that follows the move within about a second.
    await expect.poll(async () => (await listed(token, company.id, '/2024')).files, { timeout: 10_000 }).toEqual([]);

    await page.goto(documentsOf(company.hash_id, '/2025'));
    await row(page, 'Brokerage.pdf').getByText('Investments').waitFor();
    // Rename keeps the extension; the tag stays with the file.
    await rowAction(page, 'Brokerage.pdf', 'Rename');
    const rename = dialog(page, 'Rename');
    await rename.getByLabel('New name').fill('Brokerage 1099-B');
    await rename.getByText('It will be saved as Brokerage 1099-B.pdf.').waitFor();
    await rename.getByRole('button', { name: 'Save' }).click();
    await row(page, 'Brokerage 1099-B.pdf').getByText('Investments').waitFor();
    expect(await row(page, 'Brokerage.pdf').count()).toBe(0);
    await expectAccessible(page, 'the folder after the moves and the rename');
  });
});

describe('preview', () => {
  test('a PDF’s page is drawn, a PNG shows, an xlsx’s cells show in a table; each zoomed in once and turned once', async () => {
    const { partnerEmail, company, token } = await firmWithEntity('preview');
    await put(token, company.id, '/2025', 'Wages.pdf', pdfSaying('Wages 2025 from Acme'));
    await put(token, company.id, '/2025', 'Receipt.png', pngOf(60, 30, [30, 90, 200]), 'image/png');
    await put(
      token,
      company.id,
      '/2025',
      'Wages.xlsx',
      workbook([
        ['Employer', 'Wages'],
        ['Acme Corp', 52000],
      ]),
      xlsxType,
    );
    const page = await signedIn(partnerEmail, 'Home');
    await page.goto(documentsOf(company.hash_id, '/2025'));

    const open = async (name: string) => {
      await row(page, name).getByRole('button', { name, exact: true }).click();
      const d = dialog(page, name);
      await d.waitFor();
      return d;
    };
    const zoomLevel = (d: ReturnType<typeof dialog>) => d.getByRole('status').filter({ hasText: /\d+%/ });
    const zoomInOnce = async (d: ReturnType<typeof dialog>) => {
      expect(((await zoomLevel(d).textContent()) ?? '').replace(/\s+/g, ' ')).toContain('100%');
      await d.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(async () => ((await zoomLevel(d).textContent()) ?? '').replace(/\s+/g, ' ')).toContain('110%');
    };
    const close = async (d: ReturnType<typeof dialog>) => {
      await d.getByRole('button', { name: 'Close' }).click();
      await d.waitFor({ state: 'detached' });
    };

    // The PDF: pdf.js draws the page on a canvas (portrait), with its words in the text layer.
    const pdf = await open('Wages.pdf');
    const viewer = pdf.getByRole('region', { name: 'Preview of Wages.pdf' });
    const canvas = viewer.locator('canvas').first();
    await viewer.getByText('Wages 2025 from Acme').waitFor();
    await canvas.waitFor();
    // Measured once the dialog has finished opening (its surface grows in): axe waits for that.
    await expectAccessible(page, 'the preview of a PDF');
    // The canvas's own size (layout, not transforms): the page turns by being drawn again, turned.
    const size = () =>
      canvas.evaluate((el) => ({ width: (el as HTMLElement).offsetWidth, height: (el as HTMLElement).offsetHeight }));
    const drawn = await size();
    expect(drawn.width).toBeGreaterThan(100);
    expect(drawn.height).toBeGreaterThan(drawn.width);
    // The canvas has ink on it, not only the white page.
    const inked = await canvas.evaluate((el) => {
      const c = el as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) return true;
      return false;
    });
    expect(inked).toBe(true);
    await zoomInOnce(pdf);
    await expect.poll(async () => Math.round(((await size()).width / drawn.width) * 10)).toBe(11);
    await pdf.getByRole('button', { name: 'Rotate 90 degrees clockwise' }).click();
    // Turned on its side: now wider than tall.
    await expect
      .poll(async () => {
        const turned = await size();
        return turned.width > turned.height;
      })
      .toBe(true);
    await close(pdf);

    // The PNG: the image loads at its own proportions (2:1), grows with the zoom and stands up when turned.
    const image = await open('Receipt.png');
    const img = image.getByRole('img', { name: 'Receipt.png' });
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
      .toBe(60);
    await expectAccessible(page, 'the preview of an image');
    // On screen (with its turn): the box it takes.
    const imgBox = async () => (await img.boundingBox())!;
    await expect.poll(async () => (await imgBox()).width).toBeGreaterThan(0);
    const shown = await imgBox();
    expect(Math.round(shown.width / shown.height)).toBe(2);
    await zoomInOnce(image);
    await expect.poll(async () => Math.round(((await imgBox()).width / shown.width) * 10)).toBe(11);
    await image.getByRole('button', { name: 'Rotate 90 degrees clockwise' }).click();
    await expect.poll(async () => (await imgBox()).height > (await imgBox()).width).toBe(true);
    await close(image);

    // The spreadsheet: its cells in a table; zoom makes the text larger; a sheet does not turn.
    const sheet = await open('Wages.xlsx');
    const table = sheet.getByRole('region', { name: 'Preview of Wages.xlsx' }).getByRole('table');
    await table.getByRole('cell', { name: 'Acme Corp' }).waitFor();
    await table.getByRole('cell', { name: 'Employer' }).waitFor();
    await table.getByRole('cell', { name: /52,?000/ }).waitFor();
    await table.getByRole('columnheader', { name: 'B' }).waitFor();
    expect(await sheet.getByRole('button', { name: 'Rotate 90 degrees clockwise' }).count()).toBe(0);
    await expectAccessible(page, 'the preview of a spreadsheet');
    const fontSize = () => table.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    const before = await fontSize();
    await zoomInOnce(sheet);
    await expect.poll(fontSize).toBeGreaterThan(before);
    await close(sheet);
  });
});

describe('downloads', () => {
  test('a folder downloads as files.zip holding its files and its subfolder’s', async () => {
    const { partnerEmail, company, token } = await firmWithEntity('zip');
    await put(token, company.id, '/2025', 'W-2.pdf', pdfSaying('W-2'));
    await put(token, company.id, '/2025', 'Receipt.png', pngOf(4, 4, [0, 0, 0]), 'image/png');
    await put(token, company.id, '/2025/Brokerage', '1099-B.pdf', pdfSaying('1099-B'));
    const page = await signedIn(partnerEmail, 'Home');
    await page.goto(documentsOf(company.hash_id));
    await row(page, '2025').waitFor();

    const saved = page.waitForEvent('download');
    await rowAction(page, '2025', 'Download');
    const download = await saved;
    expect(download.suggestedFilename()).toBe('files.zip');
    const bytes = await readFile((await download.path())!);
    expect(await zipEntries(bytes)).toEqual(['Brokerage/1099-B.pdf', 'Receipt.png', 'W-2.pdf']);
  });
});

describe('STAFF ONLY folders', () => {
  test('a client never sees the STAFF ONLY folder staff made and filled: not listed, not in the tree, not found', async () => {
    const { clientEmail, company, token } = await firmWithEntity('staffonly');
    // Staff first: a STAFF ONLY folder with a file in it, and a file the client may see.
    await makeFolder(token, company.id, '/', 'Workpapers (STAFF ONLY)');
    await put(token, company.id, '/Workpapers (STAFF ONLY)', 'Secret memo.pdf', pdfSaying('Internal'));
    await put(token, company.id, '/2025', 'W-2.pdf', pdfSaying('W-2'));
    expect((await listed(token, company.id, '/')).folders.map((f) => f.name)).toContain('Workpapers (STAFF ONLY)');

    const page = await signedIn(clientEmail, 'Welcome, Quinn');
    // Everything the API tells this client's browser, to be read for the folder's name.
    const answers: Promise<string>[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) answers.push(r.text().catch(() => ''));
    });
    await page.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await row(page, '2025').waitFor();
    expect(await row(page, 'Workpapers').count()).toBe(0);
    const tree = page.getByRole('tree', { name: 'Folders' });
    await tree.getByRole('treeitem', { name: /2025/ }).waitFor();
    expect(await tree.getByRole('treeitem', { name: /Workpapers/ }).count()).toBe(0);
    // Staff's tools are not the client's.
    expect(await attachButton(page).count()).toBe(0);
    await expectAccessible(page, 'the client’s documents beside a STAFF ONLY folder');

    // A search for the file inside finds nothing; the folder's address finds no folder.
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('Secret');
    await page.getByText('No files or folders match this search.').waitFor();
    await page.goto(`/documents/${company.hash_id}?path=${encodeURIComponent('/Workpapers (STAFF ONLY)')}`);
    await page.getByRole('alert').getByText('Folder not found').waitFor();
    expect(await row(page, 'Secret memo.pdf').count()).toBe(0);
    // Nor does a link to the file open it: the server gives no link to it.
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/integrations/download_document');
    await page.goto(
      `/documents/${company.hash_id}?path=${encodeURIComponent('/Workpapers (STAFF ONLY)')}&file=Secret%20memo.pdf`,
    );
    expect((await asked).status()).toBeGreaterThanOrEqual(400);
    await page.getByRole('alert').getByText('Folder not found').waitFor();
    expect(await dialog(page, 'Secret memo.pdf').count()).toBe(0);

    const said = (await Promise.all(answers)).join('\n');
    expect(said).not.toContain('Workpapers');
    expect(said).not.toContain('Secret memo');
  });
});

describe('Attach To Questionnaire', () => {
  const questionnaires: FactoryQuestionnaire[] = [
    { name: '2025 Tax Organizer', tax_year: 2025 },
    { name: '2024 Tax Organizer', tax_year: 2024, completed: true },
    { name: 'Locked Organizer', tax_year: 2025, locked: true },
    { name: 'Draft Organizer', tax_year: 2025, is_draft: true },
  ];

  test('staff select files and attach them to an unlocked questionnaire, by keyboard and pointer; a refusal says why', async () => {
    const { partnerEmail, company, token } = await firmWithEntity('attach', questionnaires);
    const organizer = company.questionnaires.find((q) => q.name === '2025 Tax Organizer')!.id;
    const w2 = await put(token, company.id, '/2025', 'W-2.pdf', pdfSaying('W-2'));
    const interest = await put(token, company.id, '/2025', '1099-INT.pdf', pdfSaying('Interest'));
    await makeFolder(token, company.id, '/2025', 'Scans');

    const page = await signedIn(partnerEmail, 'Home');
    await page.goto(documentsOf(company.hash_id, '/2025'));
    await row(page, 'W-2.pdf').waitFor();
    const button = attachButton(page);
    const isDisabled = async () => (await button.getAttribute('aria-disabled')) === 'true';

    // Unavailable until a file is selected: nothing, then a folder alone, do not do.
    expect(await isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Select Scans' }).check();
    expect(await isDisabled()).toBe(true);
    await button.hover();
    await page.getByRole('tooltip').getByText('Select at least one file to attach it to a questionnaire.').waitFor();
    await page.getByRole('checkbox', { name: 'Select W-2.pdf' }).check();
    await expect.poll(isDisabled).toBe(false);

    // By keyboard: open, choose the questionnaire, attach.
    await button.focus();
    await page.keyboard.press('Enter');
    const attach = dialog(page, 'Attach To Questionnaire');
    await attach.getByText('Attach W-2.pdf to one of this entity’s questionnaires.').waitFor();
    await attach.getByText('Folders are not attached: only the selected files are.').waitFor();
    // Unlocked ones only, by name and tax year (a draft is not sent, so it is not listed either).
    await attach.getByRole('radio', { name: '2025 Tax Organizer (2025)' }).waitFor();
    expect(await attach.getByRole('radio').count()).toBe(2);
    await attach.getByRole('radio', { name: '2024 Tax Organizer (2024)' }).waitFor();
    expect(await attach.getByText('Locked Organizer').count()).toBe(0);
    const submit = attach.getByRole('button', { name: 'Attach', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page, 'the Attach To Questionnaire dialog');
    const organizerRadio = attach.getByRole('radio', { name: '2025 Tax Organizer (2025)' });
    await tabTo(page, organizerRadio);
    await page.keyboard.press('Space');
    expect(await organizerRadio.isChecked()).toBe(true);
    expect(await submit.isDisabled()).toBe(false);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await toast(page, 'Successfully attached').waitFor();
    await attach.waitFor({ state: 'detached' });
    // Focus is back on the button that opened it, now unavailable again (the selection was cleared).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Attach to questionnaire');
    expect(await isDisabled()).toBe(true);
    const files = (await listed(token, company.id, '/2025')).files;
    expect(files.find((f) => f.id === w2)?.questionnaire_id).toBe(organizer);
    expect(files.find((f) => f.id === interest)?.questionnaire_id).toBeUndefined();
    // The focused, disabled button's tooltip opens after a delay, in a portal outside the landmarks: close it so the
    // page is checked the same way every run.
    await page
      .getByRole('tooltip')
      .waitFor({ timeout: 2000 })
      .catch(() => undefined);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await expectAccessible(page, 'the documents after attaching');

    // By pointer, then Cancel: nothing attached, focus back on the button (not left on the page).
    await page.getByRole('checkbox', { name: 'Select 1099-INT.pdf' }).check();
    await button.click();
    await attach.getByRole('radio', { name: '2024 Tax Organizer (2024)' }).click();
    await attach.getByRole('button', { name: 'Cancel' }).click();
    await attach.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Attach to questionnaire');
    expect((await listed(token, company.id, '/2025')).files.find((f) => f.id === interest)?.questionnaire_id).toBe(
      undefined,
    );
    await expectAccessible(page, 'the documents after the dialog was cancelled');

    // A file deleted meanwhile: the server refuses, the toast carries its words, the dialog stays to try again.
    await button.click();
    await attach.getByRole('radio', { name: '2025 Tax Organizer (2025)' }).click();
    const gone = await api('/integrations/delete_path', {
      token,
      body: { company_id: company.id, path: '/2025', documentName: '1099-INT.pdf', isFolder: false },
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    await submit.click();
    await toast(page, `Error attaching document to questionnaire: ${documentOwnText.documentNotFound}`).waitFor();
    await attach.getByRole('radio', { name: '2025 Tax Organizer (2025)' }).waitFor();
    await attach.getByRole('button', { name: 'Cancel' }).click();
    await attach.waitFor({ state: 'detached' });
    expect((await listed(token, company.id, '/2025')).files.find((f) => f.id === interest)).toBeUndefined();
  });

  test('on a phone: select a file among the cards and attach it; the dialog fits the screen', async () => {
    const { partnerEmail, company, token } = await firmWithEntity('attach-phone', questionnaires);
    const organizer = company.questionnaires.find((q) => q.name === '2025 Tax Organizer')!.id;
    const w2 = await put(token, company.id, '/2025', 'W-2.pdf', pdfSaying('W-2'));
    const page = await signedIn(partnerEmail, 'Home', phone);
    await page.goto(documentsOf(company.hash_id, '/2025'));
    const cards = page.getByRole('list', { name: 'Files and folders' });
    await cards.getByText('W-2.pdf').waitFor();
    await page.getByRole('checkbox', { name: 'Select W-2.pdf' }).check();
    await attachButton(page).click();
    const attach = dialog(page, 'Attach To Questionnaire');
    await attach.getByRole('radio', { name: '2025 Tax Organizer (2025)' }).click();
    const surface = (await attach.boundingBox())!;
    expect(surface.x).toBeGreaterThanOrEqual(0);
    expect(surface.x + surface.width).toBeLessThanOrEqual(phone.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'the Attach To Questionnaire dialog on a phone');
    await attach.getByRole('button', { name: 'Attach', exact: true }).click();
    await toast(page, 'Successfully attached').waitFor();
    await attach.waitFor({ state: 'detached' });
    expect((await listed(token, company.id, '/2025')).files.find((f) => f.id === w2)?.questionnaire_id).toBe(organizer);
    await expectAccessible(page, 'the documents on a phone after attaching');
  });
});
