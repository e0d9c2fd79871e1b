/**
 * The Document Drop Off page in the browser (QD §2 /document-drop-off?questionnaireId&companyId, no sign-in; §5
 * Uploads; §8; §9 'Document Drop Off links expire in 7 days'): someone with the link, not signed in, sees the firm,
 * the questionnaire, its tax year and when the link expires; chooses a PDF and a (4 MB) PNG by keyboard and drops another
 * file, each with its progress bar, and sees them done ('Document(s) uploaded successfully'); the same name again
 * says '{file} was already uploaded', an executable named .pdf the invalid-files message, an empty file is skipped
 * with a note; a wrong or missing link says it is not valid and an old one that it expired, with no dropzone. Staff
 * then find the files in the entity's documents, in the questionnaire's folder. Desktop and phone, axe throughout.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, phone, useBrowser } from './support/browser';

const { browser } = useBrowser();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
/**
 * A PNG of about 4 MB (its signature, then filler: the API checks the first bytes), so its upload reports progress
 * before it ends. Not a large PDF: locally every PDF over 64 KB is refused (the files twin answers a suffix range
 * with the file's start, so the PDF's end-of-file marker is not found).
 */
const bigPng = Buffer.concat([png, Buffer.alloc(4 * 1024 * 1024, 0x61)]);
/** A Windows program's first bytes. */
const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

const invalid =
  'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.';
const notValid = 'This Document Drop Off link is not valid. Please ask your firm for a new one.';
const expired = 'This Document Drop Off link has expired. Please ask your firm for a new one.';
const uploaded = 'Document(s) uploaded successfully';
const uploadError = 'An error occurred while uploading the document(s).';
const firmName = 'Drop Off Partners & Co';
const longName = `Form 1099-INT from First National Savings Bank of Springfield ${'x'.repeat(40)}.pdf`;

/** The list item of the file `name` (the last one of that name), and the note under its bar. */
const fileRow = (p: Page, name: string) =>
  p.getByRole('list', { name: 'Your files' }).getByRole('listitem').filter({ hasText: name }).last();
const progressOf = (p: Page, name: string) =>
  fileRow(p, name)
    .getByRole('progressbar', { name })
    .evaluate((el) => (el as HTMLProgressElement).value);

describe('the Document Drop Off page', () => {
  const contexts: BrowserContext[] = [];
  let partnerEmail = '';
  let companyId = '';
  let open = '';
  let old = '';

  async function newPage(viewport?: { width: number; height: number }): Promise<Page> {
    const c = await newContext(browser(), { viewport });
    contexts.push(c);
    return c.newPage();
  }

  /** Tabs from the top of the page until `name` has the focus. */
  async function tabTo(page: Page, name: string): Promise<void> {
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      if (focused === name) return;
    }
    throw new Error(`Tab never reached ${name}`);
  }

  beforeAll(async () => {
    const client = uniqueEmail('dro-client');
    const firm = await makeFirm({
      firm_name: firmName,
      users: [
        {
          email: client,
          password: demoPassword,
          companies: [
            {
              name: 'Drop Off Browser Co',
              questionnaires: [
                {
                  name: 'Document Drop Off',
                  tax_year: 2025,
                  due_date: '2026-12-15',
                  document_drop_off_enabled: true,
                },
                {
                  name: 'Old Drop Off',
                  tax_year: 2025,
                  document_drop_off_enabled: true,
                  sent_at: new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString(),
                },
              ],
            },
          ],
        },
      ],
    });
    partnerEmail = firm.partnerEmail;
    const company = firm.users.find((u) => u.email === client)!.companies[0]!;
    companyId = company.id;
    open = company.questionnaires.find((q) => q.name === 'Document Drop Off')!.id;
    old = company.questionnaires.find((q) => q.name === 'Old Drop Off')!.id;
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  const linkTo = (questionnaireId: string) =>
    `/document-drop-off?questionnaireId=${questionnaireId}&companyId=${companyId}`;

  test('someone with the link, not signed in, uploads a PDF and a PNG by keyboard and drops a third, with progress', async () => {
    const page = await newPage();
    const calls: { url: string; auth: string | undefined }[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) calls.push({ url: r.url(), auth: r.headers().authorization });
    });
    // Playwright takes the file chooser over once someone listens for it: listen early, so the keyboard's Enter
    // below cannot open the browser's own (which a headless browser dismisses) before that.
    page.on('filechooser', () => undefined);
    await page.goto(linkTo(open));
    await page.getByRole('heading', { name: `Upload documents to ${firmName}`, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Document Drop Off', level: 2 }).waitFor();
    await page.getByText('Tax year 2025 · Due Dec 15, 2026').waitFor();
    // The link's end as the API gives it, shown as 'MMM D, YYYY' in the browser's zone.
    const view = await api('/document_drop_off/get_drop_off', {
      query: { questionnaire_id: open, company_id: companyId },
    });
    expect(view.status).toBe(200);
    const expiresOn = await page.evaluate(
      (at) => new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
      view.body.expires_at as string,
    );
    await page.getByText(`This link expires on ${expiresOn}.`).waitFor();
    await expectAccessible(page, 'the Document Drop Off page');

    // Keep every value each bar takes, to see the progress between 0 and 1.
    await page.evaluate(() => {
      const seen: Record<string, number[]> = {};
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      setInterval(() => {
        for (const bar of document.querySelectorAll('progress')) {
          const name = bar.labels?.[0]?.textContent ?? '';
          seen[name] ??= [];
          if (seen[name].at(-1) !== bar.value) seen[name].push(bar.value);
        }
      }, 5);
    });

    // A slow uplink (2 MB/s, as on a phone): the 4 MB PNG takes about two seconds, its bar filling as it goes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 2 * 1024 * 1024,
    });
    // By keyboard: Tab to Choose files, Enter opens the picker.
    await tabTo(page, 'Choose files');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles([
      { name: 'w2.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'receipt.png', mimeType: 'image/png', buffer: bigPng },
    ]);
    await page.getByRole('progressbar', { name: 'w2.pdf' }).waitFor();
    await page.getByRole('progressbar', { name: 'receipt.png' }).waitFor();
    // While a batch goes, Choose files waits (and keeps the focus).
    await expect
      .poll(() => page.getByRole('button', { name: 'Choose files' }).getAttribute('aria-disabled'))
      .toBe('true');
    await page.getByRole('status').getByText(uploaded).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByRole('button', { name: 'Choose files' }).getAttribute('aria-disabled'))
      .toBeNull();
    await fileRow(page, 'w2.pdf').getByText('Uploaded', { exact: true }).waitFor();
    await fileRow(page, 'receipt.png').getByText('Uploaded', { exact: true }).waitFor();
    expect(await progressOf(page, 'w2.pdf')).toBe(1);
    expect(await progressOf(page, 'receipt.png')).toBe(1);
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen,
    );
    expect(
      seen['receipt.png']?.some((v) => v > 0 && v < 1),
      JSON.stringify(seen['receipt.png']),
    ).toBe(true);
    // The note is the bar's description; focus stayed on Choose files.
    const described = await fileRow(page, 'w2.pdf')
      .getByRole('progressbar')
      .evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(described).toBe('Uploaded');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Choose files');
    await expectAccessible(page, 'the Document Drop Off page after an upload');

    // A file dropped on the zone goes the same way.
    await page.evaluate((name) => {
      const data = new DataTransfer();
      data.items.add(new File(['%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'], name));
      const zone = document.querySelector('input[type=file]')!.parentElement!;
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, longName);
    await fileRow(page, longName).getByText('Uploaded', { exact: true }).waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // No call carried a token: the page works without signing in.
    const dropOffCalls = calls.filter((c) => c.url.includes('/api/document_drop_off/'));
    expect(dropOffCalls.map((c) => new URL(c.url).pathname)).toEqual(
      expect.arrayContaining([
        '/api/document_drop_off/get_drop_off',
        '/api/document_drop_off/get_upload_link',
        '/api/document_drop_off/process_document',
      ]),
    );
    expect(calls.filter((c) => c.auth)).toEqual([]);
  });

  test("the same name again, an executable named .pdf and an empty file: each file says why, nothing 'uploaded'", async () => {
    const page = await newPage();
    await page.goto(linkTo(open));
    await page.getByRole('heading', { name: `Upload documents to ${firmName}`, level: 1 }).waitFor();
    await page.locator('input[type=file]').setInputFiles([
      { name: 'w2.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe },
      { name: 'blank.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    ]);
    await page.getByRole('alert').getByText(uploadError).waitFor();
    await fileRow(page, 'w2.pdf').getByText('w2.pdf was already uploaded').waitFor();
    await fileRow(page, 'setup.pdf').getByText(invalid).waitFor();
    await fileRow(page, 'blank.pdf').getByText('blank.pdf is empty and was skipped.').waitFor();
    expect(await page.getByRole('status').getByText(uploaded).count()).toBe(0);
    await expectAccessible(page, 'the Document Drop Off page with refused files');

    // The next batch with one file kept says so again, and keeps the earlier results.
    await page.locator('input[type=file]').setInputFiles([
      { name: 'w2.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'brokerage.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await page.getByRole('status').getByText(uploaded).waitFor();
    await fileRow(page, 'brokerage.pdf').getByText('Uploaded', { exact: true }).waitFor();
    expect(await fileRow(page, 'setup.pdf').getByText(invalid).count()).toBe(1);
    await page.getByRole('alert').getByText(uploadError).waitFor();
  });

  test('a wrong, a missing or an old link says so, with no dropzone', async () => {
    const page = await newPage();
    for (const [path, message] of [
      [linkTo('NoSuchQuestionnaire123'), notValid],
      ['/document-drop-off', notValid],
      [`/document-drop-off?questionnaireId=${open}`, notValid],
      [linkTo(old), expired],
    ] as const) {
      await page.goto(path);
      await page.getByRole('alert').getByText(message).waitFor();
      await page.getByRole('heading', { name: 'Upload documents', level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Choose files' }).count(), path).toBe(0);
      expect(await page.locator('input[type=file]').count(), path).toBe(0);
    }
    await expectAccessible(page, 'an expired Document Drop Off link');
  });

  test("staff find the files in the entity's documents, in the questionnaire's folder", async () => {
    const token = (await signIn(partnerEmail)).firebase_token;
    const res = await api('/integrations/get_documents', {
      token,
      body: { company_id: companyId, path: '/2025/Document Drop Off' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const files = res.body.files as { name: string; questionnaire_id?: string }[];
    const names = files.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['w2.pdf', 'receipt.png', longName, 'brokerage.pdf']));
    expect(names).not.toContain('setup.pdf');
    expect(names).not.toContain('blank.pdf');
    expect(names.filter((n) => n === 'w2.pdf')).toHaveLength(1);
    expect(files.find((f) => f.name === 'receipt.png')?.questionnaire_id).toBe(open);
  });

  test('on a phone, the page and its file list fit the width', async () => {
    const page = await newPage(phone);
    await page.goto(linkTo(open));
    await page.getByRole('heading', { name: `Upload documents to ${firmName}`, level: 1 }).waitFor();
    await expectAccessible(page, 'the Document Drop Off page at phone size');
    const longPhoneName = `phone ${longName}`;
    await page.locator('input[type=file]').setInputFiles([
      { name: longPhoneName, mimeType: 'application/pdf', buffer: pdf },
      { name: 'w2.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await fileRow(page, longPhoneName).getByText('Uploaded', { exact: true }).waitFor();
    await fileRow(page, 'w2.pdf').getByText('w2.pdf was already uploaded').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'the Document Drop Off page at phone size after an upload');
  });
});
