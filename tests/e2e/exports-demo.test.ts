/**
 * Exporting the demo firm's questionnaire (QD §2 Export Questionnaire(s), §9): Casey's 2025 organizer, with its
 * W-2, 1099-INT and charity receipt, as one PDF with a table of contents and the documents merged in, opened with
 * pdf.js: its outline lists the sections. Signed in as the full-access user, so the partner's feed (read by the
 * notifications file beside this one) stays as that file expects.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { api, demoPassword, signIn } from '../support/api';
import { readPdf } from '../support/exports';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
let close: (() => Promise<void>) | undefined;
afterAll(async () => close?.());

const button = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('button', { name, exact: true });

test('staff export a demo questionnaire as a PDF with a table of contents and its documents, and its outline lists the sections', async () => {
  const token = (await signIn('full@demo.test')).firebase_token as string;
  const list = await api('/v2/questionnaires', {
    token,
    query: { year: '2025', search_term: 'Casey', rows_per_page: '50' },
  });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const organizer = (list.body.questionnaires as { id: string; company_id: string; name: string }[]).find(
    (q) => q.name === '2025 Individual Tax Organizer',
  )!;
  expect(organizer).toBeTruthy();

  const context = await newContext(browser());
  close = () => context.close();
  const page = await context.newPage();
  await signInWithPassword(page, 'full@demo.test', demoPassword);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  await page.goto(`/preview/${organizer.company_id}/questionnaire/${organizer.id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await button(page, 'Manage questionnaire').click();
  const manage = page.getByRole('dialog', { name: organizer.name });
  await manage.getByRole('tab', { name: 'Sections' }).waitFor();
  await button(manage, 'Export').click();

  // Casey's entity has recent uploads outside the organizer: offered first, skipped here.
  const unattached = page.getByRole('dialog', { name: 'Unattached Documents' });
  await unattached.waitFor();
  await button(unattached, 'Skip').click();
  const dialog = page.getByRole('dialog', { name: 'Export Questionnaire(s)' });
  await dialog.getByRole('radio', { name: 'PDF' }).check();
  await dialog.getByRole('checkbox', { name: 'Table of contents' }).check();
  await dialog.getByRole('checkbox', { name: 'Page numbers' }).check();
  await dialog.getByRole('checkbox', { name: 'Include documents' }).check();
  const documents = dialog.getByRole('group', { name: 'Documents', exact: true });
  await documents.getByRole('checkbox', { name: /W-2 Acme Corp\.pdf/ }).waitFor();
  await page.waitForTimeout(400);
  await expectAccessible(page, 'the Export Questionnaire(s) dialog with its documents');
  const [download] = await Promise.all([page.waitForEvent('download'), button(dialog, 'Export').click()]);
  expect(download.suggestedFilename()).toMatch(/^Casey Client - 2025 Individual Tax Organizer \(2025\) [\d-]+\.pdf$/);

  const pdf = await readPdf(readFileSync(await download.path()));
  expect(pdf.outline).toEqual(expect.arrayContaining(['Welcome', 'Documents']));
  expect(pdf.outline.length).toBeGreaterThan(4);
  const text = pdf.pages.join('\n');
  expect(text).toContain('Table of Contents');
  expect(text).toContain('Form W-2 2025 (demo)');
  expect(text).toContain('Form 1099-INT 2025 (demo)');
  // The W-2 comes before the 1099-INT (the default export order).
  expect(text.indexOf('Form W-2 2025 (demo)')).toBeLessThan(text.indexOf('Form 1099-INT 2025 (demo)'));
  expect(pdf.pages[0]).toContain(`Page 1 of ${pdf.pages.length}`);
});
