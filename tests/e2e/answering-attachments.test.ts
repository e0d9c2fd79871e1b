/**
 * A questionnaire's additional attachments in the browser (QD §4 'Dragging a document between questions moves it
 * from one answer to another or to additional attachments'; §5 Uploads 'Additional attachments need a document name
 * per file before Done. Empty files are skipped and duplicate names dropped.'; §9 'one second delay after an
 * additional attachment upload before reload'): the client adds them on a phone, moves a document there from an
 * upload question, and staff see them in the preview. Every test makes a firm of its own.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { pdfBytes } from '../support/documents';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const year = 2025;
const small = { width: 375, height: 812 };
const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);

const q = (id: string, text: string, question_type: string, order: number) => ({
  id,
  text,
  question_type,
  options: [],
  optional: false,
  order,
});

const content = {
  sections: [
    {
      id: 'docs',
      name: 'Documents',
      section_type: 3,
      questionnaire_questions: [q('w2', 'Please upload your W-2', 'upload', 1), q('job', 'Your occupation', 'text', 2)],
    },
    {
      id: 'checklist',
      name: 'Document Checklist',
      section_type: 10,
      questionnaire_questions: [q('return', 'Last year’s tax return', 'upload', 1)],
    },
    { id: 'review', name: 'Review and Submit', section_type: 4, questionnaire_questions: [] },
  ],
};

interface Made {
  clientEmail: string;
  partnerEmail: string;
  companyId: string;
  hash: string;
  id: string;
}

async function made(): Promise<Made> {
  const clientEmail = uniqueEmail('attach');
  const firm = await makeFirm({
    firm_name: 'Attachments Firm',
    users: [
      {
        email: clientEmail,
        fname: 'Ari',
        lname: 'Client',
        password: demoPassword,
        companies: [
          {
            name: 'Ari Household',
            entity_type: 'Individual',
            questionnaires: [{ name: 'Individual Organizer', tax_year: year, due_date: inDays(30), content }],
          },
        ],
      },
    ],
  });
  const entity = firm.users.find((u) => u.email === clientEmail)!.companies[0]!;
  return {
    clientEmail,
    partnerEmail: firm.partnerEmail,
    companyId: entity.id,
    hash: entity.hash_id,
    id: entity.questionnaires[0]!.id,
  };
}

async function signedIn(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { level: 1, name: /^(Home|Welcome, Ari)$/ }).waitFor();
  return page;
}

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });
const attachmentsOf = (page: Page) => page.getByRole('region', { name: 'Additional attachments' });
const chips = (scope: Locator) => scope.getByRole('list', { name: 'Uploaded documents' }).getByRole('listitem');
const openSection = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click();

async function dialogNamed(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

/** The questionnaire as the client reads it. */
async function read(m: Made) {
  const token = (await signIn(m.clientEmail)).firebase_token;
  const res = await api('/questionnaires/get_questionnaire', { token, query: { company_id: m.companyId, id: m.id } });
  expect(res.status).toBe(200);
  return { token, questionnaire: res.body.questionnaire };
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes) });
const names = (answer: string | null) =>
  (answer ?? '')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('/').at(-1));

describe('additional attachments (QD §4, §5 Uploads, §9)', () => {
  test('on a phone, a client names each file before Done (empty files skipped, a duplicate name dropped), two files are attached and the questionnaire is read again a second later; a document moves there from an upload question by its Move menu and back, and from a checklist item by dragging; one is removed', async () => {
    const m = await made();
    const page = await signedIn(m.clientEmail, small);
    await page.goto(`/questionnaire/${m.hash}?questionnaireId=${m.id}&sectionId=checklist`);
    const block = attachmentsOf(page);
    await block.getByText('No additional attachments yet.').waitFor();

    // Add attachments by keyboard: the dialog opens with no file, so Done is off.
    const add = button(block, 'Add attachments');
    await poll(() => add.isEnabled()).toBe(true);
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = await dialogNamed(page, 'Add attachments');
    const done = button(dialog, 'Done');
    expect(await done.isDisabled()).toBe(true);
    await dialog
      .locator('input[type=file]')
      .setInputFiles([
        pdf('scan001.pdf'),
        pdf('scan002.pdf'),
        pdf('scan003.pdf'),
        { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
      ]);
    await dialog.getByText('empty.pdf is empty and was skipped.').waitFor();
    // Each file starts named after itself, without the extension.
    const first = dialog.getByLabel('Document name for scan001.pdf');
    expect(await first.inputValue()).toBe('scan001');
    expect(await done.isEnabled()).toBe(true);
    // A blank name keeps Done off and says why.
    await first.fill('  ');
    await dialog.getByText('Please enter a document name').waitFor();
    expect(await done.isDisabled()).toBe(true);
    await first.fill('Receipt');
    await dialog.getByLabel('Document name for scan002.pdf').fill('Donation letter');
    await dialog.getByLabel('Document name for scan003.pdf').fill('Receipt');
    expect(await done.isEnabled()).toBe(true);
    await expectAccessible(page, 'the Add attachments dialog on a phone');

    // Done by the keyboard (Enter in a field). The questionnaire is read again about a second after the upload.
    await dialog.getByLabel('Document name for scan003.pdf').press('Enter');
    await toast(page, 'Document(s) uploaded successfully').waitFor();
    const uploadedAt = Date.now();
    await page.waitForRequest((r) => r.url().includes('/questionnaires/get_questionnaire'), { timeout: 5_000 });
    expect(Date.now() - uploadedAt).toBeGreaterThanOrEqual(500);
    await dialog.waitFor({ state: 'detached' });
    await block.getByText('Receipt.pdf was given to more than one file: only the first was uploaded.').waitFor();
    await poll(() => chips(block).allTextContents()).toEqual([
      expect.stringContaining('Receipt.pdf'),
      expect.stringContaining('Donation letter.pdf'),
    ]);
    const afterAdd = (await read(m)).questionnaire;
    expect(names(afterAdd.additional_attachments.answer)).toEqual(['Receipt.pdf', 'Donation letter.pdf']);
    // Never counted: the checklist still counts its one item.
    expect(afterAdd.sections.find((s: { id: string }) => s.id === 'checklist').total_count).toBe(1);
    // Focus is back on Add attachments.
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add attachments');
    await expectAccessible(page, 'the additional attachments on a phone');

    // A document uploaded to a question moves to the additional attachments by its Move menu.
    await openSection(page, /^Documents/);
    const w2 = page.locator(`[id="question${m.id}.w2"]`);
    const upload = w2.getByRole('button', { name: /^Upload files for/ });
    await poll(() => upload.isEnabled()).toBe(true);
    await w2.locator('input[type=file]').setInputFiles(pdf('W-2.pdf'));
    await w2.getByText('W-2.pdf', { exact: true }).waitFor();
    await button(w2, 'Move W-2.pdf').click();
    await page.getByRole('menuitem', { name: 'Move to Additional attachments' }).click();
    await w2.getByText('W-2.pdf', { exact: true }).waitFor({ state: 'detached' });
    const moved = (await read(m)).questionnaire;
    expect(names(moved.additional_attachments.answer)).toEqual(['Receipt.pdf', 'Donation letter.pdf', 'W-2.pdf']);
    expect(moved.sections[0].questionnaire_questions[0].answer).toBeNull();

    // And back to the question from the attachments' own Move menu.
    await openSection(page, /^Document Checklist/);
    await block.getByText('W-2.pdf', { exact: true }).waitFor();
    await button(block, 'Move W-2.pdf').click();
    await page.getByRole('menuitem', { name: 'Move to 1. Please upload your W-2' }).click();
    await block.getByText('W-2.pdf', { exact: true }).waitFor({ state: 'detached' });
    const back = (await read(m)).questionnaire;
    expect(names(back.sections[0].questionnaire_questions[0].answer)).toEqual(['W-2.pdf']);

    // Remove one.
    await button(block, 'Remove Donation letter.pdf').click();
    await toast(page, 'Document removed successfully').waitFor();
    await poll(async () => names((await read(m)).questionnaire.additional_attachments.answer)).toEqual(['Receipt.pdf']);

    // Dragging a checklist item's document onto the additional attachments moves it there too.
    const item = page.locator(`[id="question${m.id}.return"]`);
    await poll(() => item.getByRole('button', { name: /^Upload files for/ }).isEnabled()).toBe(true);
    await item.locator('input[type=file]').setInputFiles(pdf('2024 Return.pdf'));
    const returnChip = chips(item).filter({ hasText: '2024 Return.pdf' });
    await returnChip.waitFor();
    await returnChip.dragTo(button(block, 'Add attachments').locator('..'));
    await block.getByText('2024 Return.pdf', { exact: true }).waitFor();
    await returnChip.waitFor({ state: 'detached' });
    const dragged = (await read(m)).questionnaire;
    expect(names(dragged.additional_attachments.answer)).toEqual(['Receipt.pdf', '2024 Return.pdf']);
    expect(dragged.sections[1].questionnaire_questions[0].answer).toBeNull();
  });

  test('staff see the additional attachments read-only in the preview, with Preview; nothing is added there', async () => {
    const m = await made();
    const { token } = await read(m);
    const link = await api('/integrations/get_temporary_upload_link', {
      token,
      query: { company_id: m.companyId, content_type: 'application/pdf', size_bytes: String(pdfBytes.length) },
    });
    await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: Buffer.from(pdfBytes) });
    const processed = await api('/integrations/process_document', {
      token,
      body: {
        company_id: m.companyId,
        id: link.body.id,
        document_name: 'Brokerage statement.pdf',
        path: `/${year}/Questionnaire Documents`,
        questionnaire_id: m.id,
      },
    });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const attached = await api('/questionnaires/answer_question', {
      token,
      body: { id: `${m.id}._attachments`, company_id: m.companyId, answer: processed.body.document_location },
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);

    const page = await signedIn(m.partnerEmail);
    await page.goto(`/preview/${m.companyId}/questionnaire/${m.id}`);
    await openSection(page, /^Document Checklist/);
    const block = attachmentsOf(page);
    const chip = chips(block).filter({ hasText: 'Brokerage statement.pdf' });
    await chip.waitFor();
    await button(chip, 'Preview Brokerage statement.pdf').waitFor();
    expect(await button(chip, 'Remove Brokerage statement.pdf').count()).toBe(0);
    expect(await button(chip, 'Move Brokerage statement.pdf').count()).toBe(0);
    expect(await button(block, 'Add attachments').isDisabled()).toBe(true);
    await expectAccessible(page, 'the additional attachments in the staff preview');
  });
});
