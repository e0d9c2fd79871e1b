/**
 * Answering a questionnaire in the browser (QD §2 Routes, Questionnaire modes, Section renderer, Other questionnaire
 * screens; §4 Question status and Answer states; §5 Answers and Uploads; §8): the client's page in client mode, the
 * staff preview in admin-preview mode and the template preview in admin-template mode. Every test makes a firm of
 * its own whose client's entity has a questionnaire with every question type, follow-ups, uploads, a document
 * checklist and a review section.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { datePlusDays } from '@ledgerline/shared/answering';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import { api, demoPassword, type FactoryQuestionnaire, makeFirm, signIn, uniqueEmail } from '../support/api';
import { pdfBytes, uploadFile } from '../support/documents';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const year = 2025;
const small = { width: 375, height: 812 };
const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'MMM D, YYYY' (QD conventions). */
const shown = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${monthNames[m - 1]} ${d}, ${y}`;
};

const q = (id: string, text: string, question_type: string, order: number, more: Record<string, unknown> = {}) => ({
  id,
  text,
  question_type,
  options: [],
  optional: false,
  order,
  ...more,
});

const general = {
  id: 'general',
  name: 'General',
  section_type: 3,
  instruction: 'Tell us about your year.',
  questionnaire_questions: [
    q('moved', 'Did you move this year?', 'boolean', 1, {
      questions: [
        q('address', 'What is your new address?', 'text', 1, {
          number_of_characters: 40,
          trigger_for_follow_up_question: 'Yes',
        }),
        q('bought', 'Did you buy your new home?', 'boolean', 2, {
          trigger_for_follow_up_question: 'Yes',
          optional: true,
          questions: [
            q('closing', 'When did you close?', 'date', 1, { trigger_for_follow_up_question: 'Yes', optional: true }),
          ],
        }),
      ],
    }),
    q('filed', 'How did you file last year?', 'select', 2, { options: ['Paper', 'Online'] }),
    q('income', 'Which kinds of income did you have?', 'multiple', 3, {
      options: ['Wages', 'Interest', 'Dividends'],
      questions: [
        q('banks', 'Which banks paid you interest?', 'textarea', 1, { trigger_for_follow_up_question: 'Interest' }),
      ],
    }),
    q('pin', 'Your IRS identity PIN', 'password', 4, { number_of_characters: 6, optional: true }),
    q('birthday', 'Your date of birth', 'date', 5),
    q('job', 'What is your occupation?', 'text', 6),
    q('dependents', 'Your dependents', 'entries', 7, {
      optional: true,
      questions: [q('dname', 'Name', 'text', 1), q('dborn', 'Date of birth', 'date', 2)],
    }),
    q('notes', 'Anything else we should know?', 'textarea', 8, { optional: true }),
  ],
};
const documentsSection = {
  id: 'docs',
  name: 'Documents',
  section_type: 3,
  questionnaire_questions: [
    q('w2', 'Please upload your W-2', 'upload', 1, { prior_year: 2024 }),
    q('f1099', 'Please upload your 1099', 'upload', 2, { options: ['1099-INT', '1099-DIV'] }),
  ],
};
const welcome = {
  id: 'welcome',
  name: 'Before You Start',
  section_type: 0,
  instruction: 'Read this before you answer.',
  custom_element: '<p>Have last year’s return at hand.</p>',
  questionnaire_questions: [],
};
const checklist = {
  id: 'checklist',
  name: 'Document Checklist',
  section_type: 10,
  questionnaire_questions: [q('return', 'Last year’s tax return', 'upload', 1)],
};
const review = { id: 'review', name: 'Review and Submit', section_type: 4, questionnaire_questions: [] };

interface Made {
  clientEmail: string;
  partnerEmail: string;
  companyId: string;
  hash: string;
  id: string;
}

async function made(
  over: Partial<FactoryQuestionnaire> = {},
  firm: { preferences?: Record<string, unknown> } = {},
  client: { readonly?: boolean } = {},
  company: { readonly?: boolean } = {},
): Promise<Made> {
  const clientEmail = uniqueEmail('answers');
  const made = await makeFirm({
    firm_name: 'Answering Firm',
    ...firm,
    users: [
      {
        email: clientEmail,
        fname: 'Cara',
        lname: 'Client',
        password: demoPassword,
        ...client,
        companies: [
          {
            name: 'Cara Household',
            entity_type: 'Individual',
            ...company,
            questionnaires: [
              {
                name: 'Individual Organizer',
                tax_year: year,
                due_date: inDays(30),
                content: { sections: [general, documentsSection, welcome, checklist, review] },
                ...over,
              },
            ],
          },
        ],
      },
    ],
  });
  const entity = made.users.find((u) => u.email === clientEmail)!.companies[0]!;
  return {
    clientEmail,
    partnerEmail: made.partnerEmail,
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
  // Signed in: the client's dashboard or the staff home.
  await page.getByRole('heading', { level: 1, name: /^(Home|Welcome, Cara)$/ }).waitFor();
  return page;
}

const answeringUrl = (m: Made, sectionId?: string) =>
  `/questionnaire/${m.hash}?questionnaireId=${m.id}${sectionId ? `&sectionId=${sectionId}` : ''}`;

/** Waits for what the page shows next, as long as a locator waits. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });
/** A question's block: the #question{id} anchor, '{questionnaireId}.{questionId}'. */
const question = (page: Page, m: Made, id: string) => page.locator(`[id="question${m.id}.${id}"]`);
/** The block's own part (its follow-ups are nested inside it). */
const own = (block: Locator) => block.locator(':scope > div');

/** Waits out a dialog's fade-in (axe reads mid-fade colours as low contrast). */
async function dialogNamed(page: Page, name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = page.getByRole(role, { name });
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

/** Reads the questionnaire as someone (the client, or staff with every note). */
async function read(m: Made, email: string) {
  const token = (await signIn(email)).firebase_token;
  const res = await api('/questionnaires/get_questionnaire', { token, query: { company_id: m.companyId, id: m.id } });
  expect(res.status).toBe(200);
  return { token, questionnaire: res.body.questionnaire };
}

function answerOf(questionnaire: any, id: string): any {
  const walk = (qs: any[]): any => {
    for (const x of qs) {
      if (x.content_id === id) return x;
      const found = walk(x.questions);
      if (found) return found;
    }
    return null;
  };
  for (const s of questionnaire.sections) {
    const found = walk(s.questionnaire_questions);
    if (found) return found;
  }
  return null;
}

async function answerAs(token: string, m: Made, id: string, answer: string | null, answer_by: string | null = null) {
  const res = await api('/questionnaires/answer_question', {
    token,
    body: { id: `${m.id}.${id}`, company_id: m.companyId, answer, answer_by },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Waits until an upload question takes files (QD §9: answer entry starts 300 ms after it shows) and its colours settle. */
async function ready(block: Locator) {
  const upload = own(block).getByRole('button', { name: /^Upload files for/ });
  await poll(() => upload.isEnabled()).toBe(true);
  await block.page().waitForTimeout(300);
}

/** Picks files for an upload question (its hidden file input, as the Upload button opens it). */
async function pick(block: Locator, name: string) {
  // Answer entry starts 300 ms after the question shows (QD §9): the button says when.
  const upload = own(block).getByRole('button', { name: /^Upload files for/ });
  await poll(() => upload.isEnabled()).toBe(true);
  await own(block)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes) });
}

describe('the client answers (QD §2 client mode, §4, §5)', () => {
  test('a client answers every question type: a follow-up appears and disappears, free text autosaves with a saved check, text keeps its max length with an n/max counter, entries are added, edited and removed; the answers are there after a reload', async () => {
    const m = await made();
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m));

    // The header: the tax year and the name; Back (client mode); the sections with counters and status icons.
    const heading = page.getByRole('heading', { level: 1 });
    await poll(() => heading.textContent()).toBe(`${year} Individual Organizer`);
    await button(page, 'Back').waitFor();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const first = nav.getByRole('link', { name: /^General/ });
    expect(await first.getAttribute('aria-current')).toBe('page');
    expect(await first.getByRole('img', { name: 'Incomplete' }).count()).toBe(1);
    expect(await first.textContent()).toContain('0/8');
    const section = page.getByRole('region', { name: 'General' });
    await section.getByText('Tell us about your year.').waitFor();
    expect(await page.locator('[id^="question-text-"]').first().textContent()).toBe('1. Did you move this year?');

    // Boolean: Yes shows the follow-up 1.1, No hides it again.
    const moved = question(page, m, 'moved');
    await own(moved).getByRole('radio', { name: 'Yes' }).check();
    const address = question(page, m, 'address');
    await address.waitFor();
    expect(await own(address).locator('[id^="question-text-"]').textContent()).toBe('1.1 What is your new address?');

    // Text: at most 40 characters, the counter, the saved check after the pause.
    const addressBox = own(address).getByRole('textbox');
    expect(await addressBox.getAttribute('maxlength')).toBe('40');
    await addressBox.fill('12 Elm Street');
    await own(address).getByText('13/40').waitFor();
    await own(address).getByRole('img', { name: 'Saved' }).waitFor();
    await own(address).getByRole('img', { name: 'Saved' }).waitFor({ state: 'detached' });
    // A follow-up's follow-up nests a level deeper: 1.2.1.
    await own(question(page, m, 'bought'))
      .getByRole('radio', { name: 'Yes' })
      .check();
    const closing = question(page, m, 'closing');
    await poll(() => own(closing).locator('[id^="question-text-"]').textContent()).toBe('1.2.1 When did you close?');

    await own(moved).getByRole('radio', { name: 'No' }).check();
    await address.waitFor({ state: 'detached' });
    await own(moved).getByRole('radio', { name: 'Yes' }).check();
    await address.waitFor();
    await poll(() => own(address).getByRole('textbox').inputValue()).toBe('12 Elm Street');

    // Select, multiple (a choice shows its follow-up), date, password, textarea.
    await own(question(page, m, 'filed'))
      .getByRole('combobox')
      .selectOption('Online');
    const income = question(page, m, 'income');
    await own(income).getByRole('checkbox', { name: 'Wages' }).check();
    await own(income).getByRole('checkbox', { name: 'Interest' }).check();
    const banks = question(page, m, 'banks');
    await own(banks).getByRole('textbox').fill('First Bank');
    await own(banks).getByRole('img', { name: 'Saved' }).waitFor();
    await own(question(page, m, 'birthday'))
      .locator('input[type=date]')
      .fill('1980-04-02');
    await own(question(page, m, 'pin'))
      .locator('input[type=password]')
      .fill('123456');
    await own(question(page, m, 'job'))
      .getByRole('textbox')
      .fill('Teacher');
    await own(question(page, m, 'notes'))
      .getByRole('textbox')
      .fill('We had a baby.');

    // Entries: add two, fill the cells, remove one.
    const dependents = question(page, m, 'dependents');
    await button(own(dependents), 'Add entry').click();
    await own(dependents).getByRole('textbox', { name: 'Name, Entry 1' }).fill('Ben');
    await button(own(dependents), 'Add entry').click();
    await own(dependents).getByRole('textbox', { name: 'Name, Entry 2' }).fill('Tia');
    // Removing saves what was typed first.
    await button(own(dependents), 'Remove entry 1').click();
    await toast(page, 'Deleted successfully').waitFor();
    await expectAccessible(page, 'the answering page');

    // The server has every answer; a reload shows them.
    await poll(async () => {
      const { questionnaire } = await read(m, m.clientEmail);
      return ['moved', 'address', 'filed', 'income', 'banks', 'birthday', 'pin', 'job', 'notes'].map(
        (id) => answerOf(questionnaire, id).answer,
      );
    }).toEqual([
      'Yes',
      '12 Elm Street',
      'Online',
      'Wages\nInterest',
      'First Bank',
      '1980-04-02',
      '123456',
      'Teacher',
      'We had a baby.',
    ]);
    const { questionnaire } = await read(m, m.clientEmail);
    expect(answerOf(questionnaire, 'dependents').entries.map((e: any) => e.answers.dname)).toEqual(['Tia']);
    await page.reload();
    await poll(() =>
      own(question(page, m, 'job'))
        .getByRole('textbox')
        .inputValue(),
    ).toBe('Teacher');
    expect(
      await own(question(page, m, 'filed'))
        .getByRole('combobox')
        .inputValue(),
    ).toBe('Online');
    expect(await own(income).getByRole('checkbox', { name: 'Interest' }).isChecked()).toBe(true);
    expect(await own(dependents).getByRole('textbox', { name: 'Name, Entry 2' }).inputValue()).toBe('Tia');
    // The counter moved: every required question of the section is answered.
    await poll(() => first.getByRole('img', { name: 'Completed' }).count()).toBe(1);
  });

  test('Mark N/A and Answer Question; Answer Later with a date (default 7 days ahead, the three rules) and Answer Now; Go to next incomplete lands on the first blocked question', async () => {
    const m = await made();
    // Dates count from today in the firm's zone, as the API answers it.
    const { questionnaire: view } = await read(m, m.clientEmail);
    const today: string = view.answering.today;
    const due: string = view.due_date;
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m));
    const job = question(page, m, 'job');
    await own(job).getByRole('textbox').waitFor();

    await button(own(job), 'Mark N/A').click();
    await own(job).getByText('Not applicable').waitFor();
    expect(await own(job).getByRole('textbox').count()).toBe(0);
    await button(own(job), 'Answer Question').click();
    await toast(page, 'Undo was successful').waitFor();
    await own(job).getByRole('textbox').waitFor();

    await button(own(job), 'Answer Later').click();
    const dialog = await dialogNamed(page, 'Answer Later');
    const date = dialog.getByLabel('Answer by');
    expect(await date.inputValue()).toBe(datePlusDays(today, 7));
    await expectAccessible(page, 'the Answer Later dialog');
    // After the due date: the rule's message, and Save is off.
    await date.fill(datePlusDays(due, 1));
    await dialog.getByText(`Answer later date must be before the due date: ${shown(due)}`).waitFor();
    expect(await button(dialog, 'Save').isDisabled()).toBe(true);
    // Today is before the earliest date (tomorrow): Save is off.
    await date.fill(today);
    await dialog.getByText('Answer later date must be in the future').waitFor();
    expect(await button(dialog, 'Save').isDisabled()).toBe(true);
    const later = datePlusDays(today, 5);
    await date.fill(later);
    await button(dialog, 'Save').click();
    await own(job)
      .getByText(`You will answer this by ${shown(later)}.`)
      .waitFor();
    expect(answerOf((await read(m, m.clientEmail)).questionnaire, 'job').answer_by).toBe(later);
    await button(own(job), 'Answer Now').click();
    await toast(page, 'Undo was successful').waitFor();
    await own(job).getByRole('textbox').waitFor();

    // The first required question not dealt with: 1. in General.
    await button(page, 'Go to next incomplete').click();
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`question${m.id}.moved`);
    expect(new URL(page.url()).hash).toBe(`#question${m.id}.moved`);
  });

  test('an upload to a question (a document option chosen first) and to the checklist; a document moves to another question; Provided Elsewhere asks first when the question has files; the prior-year pill', async () => {
    const m = await made();
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m, 'docs'));
    const w2 = question(page, m, 'w2');
    await own(w2).getByText('You had this in 2024').waitFor();

    await pick(w2, 'W-2 Employer.pdf');
    await toast(page, 'Document(s) uploaded successfully').waitFor();
    await own(w2).getByText('W-2 Employer.pdf', { exact: true }).waitFor();
    // The same name again: the server's message, and nothing more is uploaded.
    await pick(w2, 'W-2 Employer.pdf');
    await own(w2)
      .getByText('W-2 Employer.pdf has already been uploaded in this questionnaire. It will not be uploaded again.')
      .waitFor();
    expect(await own(w2).getByRole('listitem').count()).toBe(1);
    await poll(async () => answerOf((await read(m, m.clientEmail)).questionnaire, 'w2').answer).toMatch(
      /\/W-2 Employer\.pdf$/,
    );

    // An upload with document options needs one chosen first.
    const f1099 = question(page, m, 'f1099');
    await pick(f1099, 'Bank 1099.pdf');
    await own(f1099).getByText('Please choose which document this is').waitFor();
    await own(f1099).getByLabel('Which document is this?').selectOption('1099-INT');
    await pick(f1099, 'Bank 1099.pdf');
    await own(f1099).getByText('Bank 1099.pdf', { exact: true }).waitFor();
    await ready(f1099);
    await expectAccessible(page, 'the documents section');

    // Move the W-2 to the 1099 question (the chip's Move menu, as dragging does).
    await button(own(w2), 'Move W-2 Employer.pdf').click();
    await page.getByRole('menuitem', { name: 'Move to 2. Please upload your 1099' }).click();
    await own(f1099).getByText('W-2 Employer.pdf', { exact: true }).waitFor();
    await own(w2).getByText('W-2 Employer.pdf', { exact: true }).waitFor({ state: 'detached' });

    // Dragging a document onto another upload question moves it there too.
    const bankChip = own(f1099).getByRole('listitem').filter({ hasText: 'Bank 1099.pdf' });
    await bankChip.dragTo(
      own(w2)
        .getByRole('button', { name: /^Upload files for/ })
        .locator('..'),
    );
    await own(w2).getByText('Bank 1099.pdf', { exact: true }).waitFor();
    await own(f1099).getByText('Bank 1099.pdf', { exact: true }).waitFor({ state: 'detached' });

    // Upload Later on a question with files asks first, warns, then the files go.
    await button(own(w2), 'Upload Later').click();
    const first = await dialogNamed(page, 'Remove the uploaded documents?', 'alertdialog');
    await button(first, 'Continue').click();
    const later = await dialogNamed(page, 'Upload Later');
    await later.getByText('The documents uploaded to this item will be removed when you save.').waitFor();
    const by = await later.getByLabel('Upload by').inputValue();
    await button(later, 'Save').click();
    await own(w2)
      .getByText(`To be uploaded by ${shown(by)}.`)
      .waitFor();
    const afterLater = answerOf((await read(m, m.clientEmail)).questionnaire, 'w2');
    expect([afterLater.answer, afterLater.answer_by, afterLater.status]).toEqual([null, by, 'pending']);
    await button(own(w2), 'Undo').click();
    await toast(page, 'Undo was successful').waitFor();

    // Provided Elsewhere on a question with files asks first; the files go.
    await button(own(f1099), 'Provided Elsewhere').click();
    const ask = await dialogNamed(page, 'Remove the uploaded documents?', 'alertdialog');
    await button(ask, 'Continue').click();
    await toast(page, 'Document marked as provided elsewhere').waitFor();
    await own(f1099).getByText('Provided elsewhere.').waitFor();
    await button(own(f1099), 'Undo').click();
    await toast(page, 'Undo was successful').waitFor();

    // The checklist: an upload item, filed as a bulk document.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /^Document Checklist/ })
      .click();
    const item = question(page, m, 'return');
    await pick(item, '2024 Return.pdf');
    await own(item).getByText('2024 Return.pdf', { exact: true }).waitFor();
    await ready(item);
    await poll(async () => answerOf((await read(m, m.clientEmail)).questionnaire, 'return').status).toBe('completed');
    await expectAccessible(page, 'the document checklist');
  });

  test('a client adds a note to a question (Send disabled while empty) and deletes it', async () => {
    const m = await made();
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m));
    const job = question(page, m, 'job');
    await button(own(job), 'Notes').click();
    const dialog = await dialogNamed(page, 'Notes: What is your occupation?');
    expect(await button(dialog, 'Send').isDisabled()).toBe(true);
    await dialog.getByLabel('Add a note').fill('I changed jobs in May.');
    await button(dialog, 'Send').click();
    await toast(page, 'Note added successfully').waitFor();
    await dialog.getByText('Cara Client: I changed jobs in May.').waitFor();
    await expectAccessible(page, 'the notes dialog');
    await button(dialog, 'Delete note').click();
    await toast(page, 'Note deleted successfully').waitFor();
    await dialog.getByText('There are no notes on this question yet.').waitFor();
    await button(dialog, 'Close').click();
    await poll(() => button(own(job), 'Notes').count()).toBe(1);
  });

  test('a failed save rolls the answer back with the spec’s message and the server’s reason', async () => {
    const m = await made();
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m));
    const filed = own(question(page, m, 'filed'));
    await filed.getByRole('combobox').selectOption('Paper');
    await poll(async () => answerOf((await read(m, m.clientEmail)).questionnaire, 'filed').answer).toBe('Paper');
    // Staff lock it meanwhile: the next save is refused and the answer goes back.
    const staff = (await signIn(m.partnerEmail)).firebase_token;
    const locked = await api('/questionnaires/lock_questionnaires', {
      token: staff,
      body: { questionnaire_ids: [m.id], locked: true },
    });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    await filed.getByRole('combobox').selectOption('Online');
    await filed
      .getByText('Your answer couldn’t be saved at this time. Please refresh and retry. Our team was notified.')
      .waitFor();
    await filed.getByText('Questionnaire is locked').waitFor();
    expect(await filed.getByRole('combobox').inputValue()).toBe('Paper');
  });

  test('first section required: another section does not open until the first is completed', async () => {
    const m = await made({}, { preferences: { first_section_required: true } });
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m, 'docs'));
    await page.getByText('Please complete the first section before continuing').waitFor();
    await page.getByRole('region', { name: 'General' }).waitFor();
    expect(await page.getByRole('region', { name: 'Documents' }).count()).toBe(0);
  });

  test('a read-only client sees the spec’s banner and every input disabled', async () => {
    const m = await made({}, {}, { readonly: true });
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m));
    await page
      .getByText(
        'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
      )
      .waitFor();
    await page.waitForTimeout(400);
    expect(
      await own(question(page, m, 'job'))
        .getByRole('textbox')
        .isDisabled(),
    ).toBe(true);
    expect(await button(own(question(page, m, 'job')), 'Mark N/A').count()).toBe(0);
  });

  test('a custom section shows its content and instruction and is marked completed when the client opens it', async () => {
    const m = await made();
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m, 'welcome'));
    const region = page.getByRole('region', { name: 'Before You Start' });
    await region.getByText('Have last year’s return at hand.').waitFor();
    await region.getByText('Read this before you answer.').waitFor();
    const link = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Before You Start/ });
    await poll(() => link.getByRole('img', { name: 'Completed' }).count()).toBe(1);
    const welcomeSection = (await read(m, m.clientEmail)).questionnaire.sections.find((x: any) => x.id === 'welcome');
    expect(welcomeSection.marked_completed).toBe(true);
    await expectAccessible(page, 'a custom section');
  });

  test('past the due date Answer Later and Upload Later are off, saying so', async () => {
    const m = await made({ due_date: inDays(-3) });
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m, 'docs'));
    const w2 = question(page, m, 'w2');
    await ready(w2);
    expect(await button(own(w2), 'Upload Later').isDisabled()).toBe(true);
    await own(w2).getByText('Questionnaire is past the due date.').waitFor();
    await page.goto(answeringUrl(m, 'general'));
    const job = own(question(page, m, 'job'));
    await job.getByText('Questionnaire is past the due date.').waitFor();
    expect(await button(job, 'Answer Later').isDisabled()).toBe(true);
  });

  test('a read-only entity shows the entity banner in the spec’s words', async () => {
    const m = await made({}, {}, {}, { readonly: true });
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m));
    await page
      .getByText(
        'This entity is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
      )
      .waitFor();
    expect(
      await own(question(page, m, 'job'))
        .getByRole('textbox')
        .isDisabled(),
    ).toBe(true);
  });

  test('on a phone (375 px) the page fits, the sections come first and it passes axe', async () => {
    const m = await made();
    const page = await signedIn(m.clientEmail, small);
    await page.goto(answeringUrl(m));
    await question(page, m, 'dependents').waitFor();
    await button(own(question(page, m, 'dependents')), 'Add entry').click();
    await own(question(page, m, 'dependents'))
      .getByRole('textbox', { name: 'Name, Entry 1' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(small.width);
    const nav = (await page.getByRole('navigation', { name: 'Sections' }).boundingBox())!;
    const section = (await page.getByRole('region', { name: 'General' }).boundingBox())!;
    expect(nav.y).toBeLessThan(section.y);
    await expectAccessible(page, 'the answering page on a phone');
    await page.goto(answeringUrl(m, 'docs'));
    await ready(question(page, m, 'f1099'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(small.width);
    await expectAccessible(page, 'the documents section on a phone');
  });
});

describe('staff previews (QD §2 admin-preview and admin-template modes)', () => {
  test('admin-preview shows the client’s answers read-only with every note, staff notes badged; staff mark a question completed and undo it; no Back button', async () => {
    const m = await made();
    const client = await read(m, m.clientEmail);
    await answerAs(client.token, m, 'job', 'Teacher');
    await answerAs(client.token, m, 'moved', 'Yes');
    const uploaded = await uploadFile(client.token, m.companyId, '/', 'Client W-2.pdf');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    await answerAs(client.token, m, 'w2', uploaded.body.document_location);
    const note = await api('/questionnaires/add_comment', {
      token: client.token,
      body: { questionId: `${m.id}.job`, companyId: m.companyId, text: 'Since May.' },
    });
    expect(note.status).toBe(200);

    const page = await signedIn(m.partnerEmail);
    await page.goto(`/preview/${m.companyId}/questionnaire/${m.id}`);
    const job = question(page, m, 'job');
    await poll(() => own(job).getByRole('textbox').inputValue()).toBe('Teacher');
    expect(await own(job).getByRole('textbox').isDisabled()).toBe(true);
    expect(
      await own(question(page, m, 'moved'))
        .getByRole('radio', { name: 'Yes' })
        .isChecked(),
    ).toBe(true);
    expect(await button(page, 'Back').count()).toBe(0);
    expect(await button(own(job), 'Mark N/A').count()).toBe(0);

    // Staff add a note: badged Staff, and hidden from the client.
    await button(own(job), 'Notes (1)').click();
    const dialog = await dialogNamed(page, 'Notes: What is your occupation?');
    await dialog.getByText('Cara Client: Since May.').waitFor();
    await dialog.getByLabel('Add a note').fill('Ask about the W-2.');
    await button(dialog, 'Send').click();
    await toast(page, 'Note added successfully').waitFor();
    await dialog.getByText(/: Ask about the W-2\.$/).waitFor();
    expect(await dialog.getByText('Staff', { exact: true }).count()).toBe(1);
    await button(dialog, 'Close').click();
    const mine = answerOf((await read(m, m.clientEmail)).questionnaire, 'job');
    expect(mine.filtered_questionnaire_comments.map((n: any) => n.text)).toEqual(['Cara Client: Since May.']);

    // Mark Completed on an unanswered question, then undo it.
    const filed = question(page, m, 'filed');
    await button(own(filed), 'Mark Completed').click();
    await toast(page, 'Question marked as completed').waitFor();
    await own(filed).getByText('Marked completed by the firm.').waitFor();
    await expectAccessible(page, 'the staff preview');
    await button(own(filed), 'Undo Mark Completed').click();
    await toast(page, 'Undo Marked Completed was successful').waitFor();
    // The answered question offers no Mark Completed.
    expect(await button(own(job), 'Mark Completed').count()).toBe(0);

    // The staff Upload Later: its save removes the item's documents, with a warning first.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /^Documents/ })
      .click();
    const w2 = question(page, m, 'w2');
    await own(w2).getByText('Client W-2.pdf').waitFor();
    expect(await button(own(w2), /^Remove/).count()).toBe(0);
    await button(own(w2), 'Upload Later').click();
    const later = await dialogNamed(page, 'Upload Later');
    await later.getByText('The documents uploaded to this item will be removed when you save.').waitFor();
    await expectAccessible(page, 'the staff Upload Later dialog');
    await button(later, 'Save').click();
    await own(w2)
      .getByText(/^To be uploaded by /)
      .waitFor();
    expect(answerOf((await read(m, m.clientEmail)).questionnaire, 'w2').answer).toBe(null);
  });

  test('the client sees a question the firm marked completed as a read-only notice', async () => {
    const m = await made();
    const staff = (await signIn(m.partnerEmail)).firebase_token;
    await answerAs(staff, m, 'job', 'Marked Completed');
    const page = await signedIn(m.clientEmail);
    await page.goto(answeringUrl(m));
    const job = question(page, m, 'job');
    await own(job).getByText('Marked completed by your firm.').waitFor();
    expect(await own(job).getByRole('textbox').count()).toBe(0);
    expect(await button(own(job), 'Mark N/A').count()).toBe(0);
  });

  test('a template preview shows the client’s screen with nothing to answer: the header year is the tax year minus 1, follow-ups say when they show, entries are mocked, notes and uploads are off', async () => {
    const m = await made();
    const page = await signedIn(m.partnerEmail);
    await page.goto('/preview/template/builtin-individual-1040');
    const heading = page.getByRole('heading', { level: 1 });
    await poll(() => heading.textContent()).toContain(String(defaultTaxYear(Date.now()) - 1));
    const nav = page.getByRole('navigation', { name: 'Sections' });
    expect(await nav.getByRole('link').first().getAttribute('aria-current')).toBe('page');
    expect(await button(page, 'Back').count()).toBe(0);
    expect(
      await page
        .getByRole('button', { name: /^Notes/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    expect(await page.getByText(/^Shown when the answer is /).count()).toBeGreaterThan(0);
    expect(await page.getByRole('cell', { name: 'Mock answer' }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'the template preview');
    // The checklist's uploads are off: nothing is uploaded or dropped in a template preview.
    await nav.getByRole('link', { name: /^Document Checklist/ }).click();
    await page.waitForURL(/sectionId=/);
    await poll(() => page.getByRole('button', { name: /^Upload files for/ }).count()).toBeGreaterThan(0);
    expect(
      await page
        .getByRole('button', { name: /^Upload files for/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    await expectAccessible(page, 'the template preview of the document checklist');
  });
});
