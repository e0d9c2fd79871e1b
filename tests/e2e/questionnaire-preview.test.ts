/**
 * The staff preview of a client's questionnaire, /preview/{companyId}/questionnaire/{questionnaireId}, and the advisor
 * questionnaire preview dialog (QD §2, §4 lifecycle and Deposit, §5 Notify dialog, §8), in the browser. Every test
 * makes a firm of its own (a connected card payment provider, a custom status with its client words) and sends the
 * shipped 1040 organizer with a deposit to its client's entity through the API.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail, waitForMail } from '../support/api';
import { pdfBytes, uploadFile } from '../support/documents';
import { expectAccessible, mailClock, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const year = 2025;
const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);

interface Question {
  id: string;
  text: string;
  questions: Question[];
}
interface Sent {
  partnerEmail: string;
  clientEmail: string;
  clientId: string;
  name: string;
  token: string;
  companyId: string;
  hash: string;
  id: string;
  title: string;
  sections: { id: string; name: string; questionnaire_questions: Question[] }[];
}

/**
 * A firm of the test's own and the 1040 organizer sent to its client's entity with a $150 deposit, and its partner
 * signed in in a browser meanwhile.
 */
async function setUp(): Promise<{ s: Sent; page: Page; context: BrowserContext }> {
  const made = await madeFirm();
  const [s, signed] = await Promise.all([sentQuestionnaire(made), signedIn(made.partnerEmail)]);
  return { s, ...signed };
}

async function madeFirm() {
  const clientEmail = uniqueEmail('preview-client');
  const firm = await makeFirm({
    firm_name: 'Preview Firm',
    integrations: { stripe: { account_id: 'acct_test' } },
    custom_statuses: [
      {
        client_display_status: 'Waiting on your documents',
        client_instruction: 'Please upload your W-2 forms.',
        firm_user_display_status: 'Docs outstanding',
      },
    ],
    users: [{ email: clientEmail, fname: 'Cara', companies: [{ name: 'Cara Household', entity_type: 'Individual' }] }],
  });
  return { firm, clientEmail, partnerEmail: firm.partnerEmail };
}

async function sentQuestionnaire({ firm, clientEmail }: Awaited<ReturnType<typeof madeFirm>>): Promise<Sent> {
  const client = firm.users.find((u) => u.email === clientEmail)!;
  const company = client.companies[0]!;
  const token = (await signIn(firm.partnerEmail)).firebase_token;
  const sent = await api('/questionnaires/send_questionnaires', {
    token,
    body: {
      questionnaire_template_id: 'builtin-individual-1040',
      company_ids: [company.id],
      tax_year: year,
      due_date: inDays(14),
      deposit_required: true,
      deposit_amount: 150,
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const id = sent.body.questionnaire_ids[0] as string;
  const read = await api('/questionnaires/get_questionnaire', { token, query: { company_id: company.id, id } });
  expect(read.status).toBe(200);
  const q = read.body.questionnaire;
  return {
    partnerEmail: firm.partnerEmail,
    clientEmail,
    clientId: client.id,
    name: q.formatted_name,
    token,
    companyId: company.id,
    hash: company.hash_id,
    id,
    title: `${q.formatted_name} — Cara Household, ${year}`,
    sections: q.sections,
  };
}

/** Uploads a PDF into the entity's /2025 folder, attached to the questionnaire when `questionnaireId` is given. */
async function uploadTo(s: Sent, name: string, questionnaireId?: string) {
  if (!questionnaireId) {
    expect((await uploadFile(s.token, s.companyId, `/${year}`, name)).status).toBe(200);
    return;
  }
  const link = await api('/integrations/get_temporary_upload_link', {
    token: s.token,
    query: { company_id: s.companyId, content_type: 'application/pdf', size_bytes: String(pdfBytes.length) },
  });
  await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: Buffer.from(pdfBytes) });
  const done = await api('/integrations/process_document', {
    token: s.token,
    body: {
      company_id: s.companyId,
      id: link.body.id,
      document_name: name,
      path: `/${year}`,
      questionnaire_id: questionnaireId,
    },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

async function signedIn(partnerEmail: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await newContext(browser());
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, partnerEmail, demoPassword);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  return { page, context };
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** Waits out a dialog's fade-in (axe reads mid-fade colours as low contrast). */
async function dialogNamed(page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<Locator> {
  const dialog = page.getByRole(role, { name });
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

/** Opens the preview page and, from it, the advisor dialog. */
async function openDialog(page: Page, s: Sent): Promise<Locator> {
  await page.goto(`/preview/${s.companyId}/questionnaire/${s.id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await button(page, 'Manage questionnaire').click();
  const dialog = await dialogNamed(page, s.title);
  await dialog.getByRole('tab', { name: 'Sections' }).waitFor();
  return dialog;
}

/** Answers a confirmation with its action. */
async function confirm(page: Page, title: string, action: string) {
  const ask = await dialogNamed(page, title, 'alertdialog');
  await button(ask, action).click();
  await ask.waitFor({ state: 'hidden' });
}

describe('the staff preview of a questionnaire', () => {
  test('staff see a client’s questionnaire read-only: tax year and name, sections with a counter and a status icon, the open section’s numbered questions, and no Back button; on a phone the dialog is full screen', async () => {
    const { s, page } = await setUp();
    // From the client's dashboard as staff preview it: the card's View opens the staff preview.
    await page.goto(`/preview/user/${s.clientId}?previewCompanyHash=${s.hash}`);
    await page.getByRole('combobox', { name: 'Tax Year' }).selectOption(String(year));
    await page.getByRole('article', { name: s.name }).getByRole('link', { name: 'View' }).click();
    await page.waitForURL((u) => u.pathname === `/preview/${s.companyId}/questionnaire/${s.id}`);
    await page.getByRole('heading', { level: 1, name: s.name }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${year} ${s.name}`);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const links = nav.getByRole('link');
    await expect.poll(() => links.count()).toBe(s.sections.length);
    const first = s.sections[0]!;
    expect(await links.first().getAttribute('aria-current')).toBe('page');
    expect(await links.first().textContent()).toContain(`0/${first.questionnaire_questions.length}`);
    expect(await links.first().getByRole('img', { name: 'Incomplete' }).count()).toBe(1);
    await page
      .getByRole('region', { name: first.name })
      .getByText(`${first.questionnaire_questions[0]!.text}`)
      .first()
      .waitFor();
    expect(await button(page, 'Back').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Cara Household' }).getAttribute('href')).toBe(
      `/admin/${s.hash}`,
    );
    await expectAccessible(page, 'the preview page');

    // Another section by the keyboard: its address carries sectionId, its heading takes focus, its questions are
    // numbered (follow-ups show as the client sees them: only once their parent's answer shows them).
    const other = s.sections[1]!;
    await nav.getByRole('link', { name: new RegExp(other.name) }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('sectionId') === other.id);
    const region = page.getByRole('region', { name: other.name });
    await region.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(other.name);
    expect(await region.getByText('1.', { exact: true }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: new RegExp(other.name) }).getAttribute('aria-current')).toBe('page');

    // On a phone: the page fits and the dialog fills the screen.
    await page.setViewportSize(phone);
    await expectAccessible(page, 'the preview page on a phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await button(page, 'Manage questionnaire').click();
    const dialog = await dialogNamed(page, s.title);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(1);
    expect(box.width).toBeGreaterThanOrEqual(phone.width - 2);
    expect(box.height).toBeGreaterThanOrEqual(phone.height - 2);
    await expectAccessible(page, 'the dialog on a phone');
    await button(dialog, 'Close').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Manage questionnaire');
  });

  test('the dialog’s tabs list the questionnaire’s sections, its documents, its activity and the entity’s unattached uploads; Copy Link puts the client’s link on the clipboard', async () => {
    const { s, page, context } = await setUp();
    await Promise.all([uploadTo(s, 'W-2 Employer.pdf', s.id), uploadTo(s, 'Loose receipt.pdf')]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dialog = await openDialog(page, s);

    // Sections: numbered questions with a delete button each.
    const section = s.sections.find((x) => x.questionnaire_questions.length > 0)!;
    const sectionRegion = dialog.getByRole('region', { name: section.name });
    await sectionRegion.getByText(section.questionnaire_questions[0]!.text).first().waitFor();
    expect(await button(sectionRegion, 'Delete question 1').count()).toBe(1);
    await expectAccessible(page, 'the advisor questionnaire preview dialog');

    await dialog.getByRole('tab', { name: 'Documents' }).click();
    const panel = dialog.getByRole('tabpanel');
    await panel.getByRole('link', { name: 'W-2 Employer.pdf' }).waitFor();
    expect(await panel.getByText('Loose receipt.pdf').count()).toBe(0);
    expect(await panel.getByRole('link', { name: 'W-2 Employer.pdf' }).getAttribute('href')).toBe(
      `/admin/${s.hash}/documents?path=%2F${year}&file=W-2+Employer.pdf`,
    );

    await dialog.getByRole('tab', { name: 'Unattached' }).click();
    await panel.getByRole('link', { name: 'Loose receipt.pdf' }).waitFor();
    expect(await panel.getByText('W-2 Employer.pdf').count()).toBe(0);

    await dialog.getByRole('tab', { name: 'Activities' }).click();
    await panel.getByRole('listitem').first().waitFor();
    await expectAccessible(page, 'the dialog’s Activities tab');

    await button(dialog, 'Copy Link').click();
    await toast(page, 'Link copied to clipboard').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`/questionnaire/${s.hash}?questionnaireId=${s.id}`);

    // Export first offers the entity's recent uploads outside any questionnaire (QD §2 Unattached Documents), then
    // the export itself; Preview goes to the preview route.
    await button(dialog, 'Export').click();
    const unattached = page.getByRole('dialog', { name: 'Unattached Documents' });
    await unattached.getByRole('checkbox', { name: 'Loose receipt.pdf' }).waitFor();
    await unattached.getByRole('button', { name: 'Skip' }).click();
    const exporting = page.getByRole('dialog', { name: 'Export Questionnaire(s)' });
    await exporting.getByRole('radio', { name: 'PDF' }).waitFor();
    await exporting.getByRole('button', { name: 'Cancel' }).click();
    await exporting.waitFor({ state: 'hidden' });
    await button(dialog, 'Preview').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/preview/${s.companyId}/questionnaire/${s.id}`);
  });

  test('staff lock and unlock with a confirmation, change the custom status and notify the client, mark the deposit paid then unpaid, mark it completed then incomplete, and delete a question', async () => {
    const { s, page } = await setUp();
    const dialog = await openDialog(page, s);
    const toolbar = dialog.getByRole('toolbar', { name: 'Questionnaire actions' });

    // Lock: asked first; Request additional items is unavailable while locked.
    await button(toolbar, 'Lock').click();
    await confirm(page, 'Lock Questionnaire', 'Lock');
    await toast(page, 'Questionnaire successfully locked').waitFor();
    await button(toolbar, 'Unlock').waitFor();
    expect(await button(toolbar, 'Send Additional Items').getAttribute('aria-disabled')).toBe('true');
    await button(toolbar, 'Unlock').click();
    await confirm(page, 'Lock Questionnaire', 'Unlock');
    await toast(page, 'Questionnaire successfully unlocked').waitFor();
    await button(toolbar, 'Lock').waitFor();

    // Additional items: every item needs text; the due date must be in the future.
    await button(toolbar, 'Send Additional Items').click();
    const items = await dialogNamed(page, 'Request Additional Items');
    const sendItems = button(items, 'Send');
    expect(await sendItems.isDisabled()).toBe(true);
    await items.getByRole('textbox', { name: 'Item 1' }).fill('your 2025 W-2');
    await button(items, 'Add item').click();
    await items.getByRole('textbox', { name: 'Item 2' }).fill('When did you move?');
    await items.getByRole('combobox', { name: 'Type of item 2' }).selectOption({ label: 'Date' });
    await items.getByLabel('Due date').fill(inDays(0));
    await items.getByText('Due date must be in the future').waitFor();
    expect(await sendItems.isDisabled()).toBe(true);
    await items.getByLabel('Due date').fill(inDays(10));
    await expectAccessible(page, 'the Request Additional Items dialog');
    await sendItems.click();
    await toast(page, 'Open item sent').waitFor();
    await items.waitFor({ state: 'hidden' });

    // The due date, 7 days ahead by default.
    await button(dialog, 'Edit due date').click();
    const due = await dialogNamed(page, 'Edit Due Date');
    expect(await due.getByLabel('Due date').inputValue()).toBe(inDays(7));
    await button(due, 'Save').click();
    await toast(page, 'Due date successfully changed').waitFor();

    // The custom status, then the Notify dialog: the client is emailed the subject and message.
    const since = mailClock();
    await dialog.getByLabel('Custom status').selectOption({ label: 'Docs outstanding' });
    const notify = await dialogNamed(page, 'Notify Client');
    expect(await notify.getByRole('textbox', { name: 'Message' }).inputValue()).toContain(
      'Please upload your W-2 forms.',
    );
    const subject = `Your ${year} organizer: waiting on your documents`;
    await notify.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await expectAccessible(page, 'the Notify dialog');
    await button(notify, 'Send').click();
    await notify.waitFor({ state: 'hidden' });
    const mail = await waitForMail(s.clientEmail, (m) => m.at >= since && m.subject === subject);
    expect(mail.text).toContain('Waiting on your documents');
    expect(mail.text).toContain(`/questionnaire/${s.hash}?questionnaireId=${s.id}`);

    // The deposit: unpaid, marked paid, then unpaid again.
    await dialog.getByText('Deposit Unpaid', { exact: true }).waitFor();
    await button(dialog, 'Mark as paid').click();
    await dialog.getByText('Deposit Marked Paid', { exact: true }).waitFor();
    await button(dialog, 'Mark as unpaid').click();
    await dialog.getByText('Deposit Unpaid', { exact: true }).waitFor();

    // Completed and back, each asked first.
    await button(dialog, 'Mark completed').click();
    await confirm(page, 'Mark completed', 'Mark completed');
    await toast(page, 'Questionnaire marked completed').waitFor();
    await button(dialog, 'Mark incomplete').click();
    await confirm(page, 'Mark incomplete', 'Mark incomplete');
    await toast(page, 'Questionnaire marked incomplete').waitFor();
    await button(dialog, 'Mark completed').waitFor();

    // A question deleted, asked first.
    const section = s.sections.find((x) => x.questionnaire_questions.length > 1)!;
    const [gone, next] = section.questionnaire_questions as [Question, Question];
    const region = dialog.getByRole('region', { name: section.name });
    await button(region, 'Delete question 1').click();
    const ask = await dialogNamed(page, 'Delete Question', 'alertdialog');
    expect(await ask.textContent()).toContain(gone.text);
    await button(ask, 'Delete').click();
    await toast(page, 'Question deleted successfully').waitFor();
    await expect.poll(() => region.getByText(gone.text, { exact: true }).count()).toBe(0);
    await region.getByText(next.text, { exact: true }).first().waitFor();

    // The activity log has each change.
    await dialog.getByRole('tab', { name: 'Activities' }).click();
    const panel = dialog.getByRole('tabpanel');
    for (const line of [
      'Questionnaire locked',
      'Questionnaire unlocked',
      'Questionnaire marked completed',
      'Question deleted',
    ])
      await panel.getByText(line, { exact: true }).first().waitFor();
  });
});
