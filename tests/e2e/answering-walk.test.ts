/**
 * A client walks through the whole demo questionnaire in the browser (issue 16's 'Done when'; QD §2 routes, client
 * and admin-preview modes, Section renderer; §4 Question status, Answer states, Signatures, Submission, Deposit; §5;
 * §8): the welcome page and the shipped Form 1040 organizer, every question type, a follow-up appearing and
 * disappearing, N/A, answer later, uploads to a question and to the checklist, a note, the signature, the deposit
 * through the local checkout and the submission; then the partner reads the answers in the staff preview and adds a
 * staff note the client never sees. The firm is the test's own, with the demo organizer's content.
 */
import { demoOrganizerSections } from '@ledgerline/infra/local/demo-questionnaires';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { datePlusDays } from '@ledgerline/shared/answering';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { pdfBytes } from '../support/documents';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const year = 2025;
const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'MMM D, YYYY' (QD conventions). */
const shown = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${monthNames[m - 1]} ${d}, ${y}`;
};
const agreementLabel =
  'I confirm that the information and documents I have provided are complete and accurate to the best of my knowledge.';

/** The demo organizer's sections and questions (ids as shared/src/firm-templates/build.ts derives them). */
const general = 'individual-1040-s1';
const deductions = 'individual-1040-s5';
const checklist = 'individual-1040-s8';
const letter = 'individual-1040-s9';
const review = 'individual-1040-s10';
const ids = {
  marital: `${general}-q1`,
  whatChanged: `${general}-q1-f1`,
  marriageDate: `${general}-q1-f1-f1`,
  address: `${general}-q2`,
  newAddress: `${general}-q2-f1`,
  ipPin: `${general}-q4`,
  pin: `${general}-q4-f1`,
  letters: `${general}-q5`,
  lettersUpload: `${general}-q5-f1`,
  foreign: `${general}-q6`,
  accounts: `${general}-q6-f1`,
  refund: `${general}-q7`,
  bankName: `${general}-q7-f1`,
  ira: `${deductions}-q8`,
  iraType: `${deductions}-q8-f1`,
  studentLoan: `${deductions}-q9`,
  teacher: `${deductions}-q10`,
  w2s: `${checklist}-q1`,
};

interface Made {
  clientEmail: string;
  partnerEmail: string;
  companyId: string;
  hash: string;
  id: string;
}

/** A firm taking card payments, its client Cara (password sign-in) and her entity with the demo organizer. */
async function made(): Promise<Made> {
  const clientEmail = uniqueEmail('walker');
  const firm = await makeFirm({
    firm_name: 'Walkthrough Firm',
    integrations: { stripe: { account_id: 'acct_test' } },
    users: [
      {
        email: clientEmail,
        fname: 'Cara',
        lname: 'Client',
        password: demoPassword,
        companies: [
          {
            name: 'Cara Household',
            entity_type: 'Individual',
            questionnaires: [
              {
                name: '2025 Individual Tax Organizer',
                tax_year: year,
                due_date: inDays(28),
                deposit_amount: 150,
                content: { sections: demoOrganizerSections() as unknown as Record<string, unknown>[] },
              },
            ],
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

async function signedIn(email: string, heading: string): Promise<Page> {
  const context = await newContext(browser());
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

const answeringUrl = (m: Made, sectionId?: string) =>
  `/questionnaire/${m.hash}?questionnaireId=${m.id}${sectionId ? `&sectionId=${sectionId}` : ''}`;

/** Waits for what the page or the API shows next, as long as a locator waits. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });
/** A question's block: the #question{id} anchor, '{questionnaireId}.{questionId}'. */
const question = (page: Page, m: Made, id: string) => page.locator(`[id="question${m.id}.${id}"]`);
/** The block's own part (its follow-ups are nested inside it). */
const own = (block: Locator) => block.locator(':scope > div');
const numberedText = (block: Locator) => own(block).locator('[id^="question-text-"]').textContent();
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: new RegExp(`^${name}`) });

/** Waits out a dialog's fade-in (axe reads mid-fade colours as low contrast). */
async function dialogNamed(page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = page.getByRole(role, { name });
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

/** Opens a section from the navigation and waits for its region. */
async function openSection(page: Page, name: string) {
  await navLink(page, name).click();
  await page.getByRole('region', { name }).waitFor();
}

/** Picks a PDF for an upload question (its hidden file input, as the Upload button opens it). */
async function pick(block: Locator, name: string) {
  // Answer entry starts 300 ms after the question shows (QD §9): the button says when.
  const upload = own(block).getByRole('button', { name: /^Upload files for/ });
  await poll(() => upload.isEnabled()).toBe(true);
  await own(block)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes) });
}

/** Reads the questionnaire through the API as someone (a client sees no staff notes). */
async function read(m: Made, email: string) {
  const token = (await signIn(email)).firebase_token;
  const res = await api('/questionnaires/get_questionnaire', { token, query: { company_id: m.companyId, id: m.id } });
  expect(res.status).toBe(200);
  return res.body.questionnaire;
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

describe('a client walks through the whole demo questionnaire (issue 16)', () => {
  test('a client answers every question type of the demo organizer (a follow-up appearing and disappearing, N/A, answer later, uploads to a question and to the checklist, a note), signs, pays the deposit through the checkout and submits; staff then see the answers, the signature and the notes in admin-preview, and their own note stays hidden from the client', async () => {
    const m = await made();
    const today: string = (await read(m, m.clientEmail)).answering.today;

    // The dashboard card's Start opens the questionnaire on its first section: the welcome page, completed once seen.
    const page = await signedIn(m.clientEmail, 'Welcome, Cara');
    await page.getByRole('combobox', { name: 'Tax Year' }).selectOption(String(year));
    await page
      .getByRole('article', { name: '2025 Individual Tax Organizer', exact: true })
      .getByRole('link', { name: 'Start' })
      .click();
    await page.waitForURL((u) => u.pathname === `/questionnaire/${m.hash}`);
    const welcome = page.getByRole('region', { name: 'Welcome' });
    await welcome.getByText('Welcome to your 2025 organizer').waitFor();
    await poll(() => navLink(page, 'Welcome').getByRole('img', { name: 'Completed' }).count()).toBe(1);

    // General: boolean, a select three levels deep (1.1.1 is a date), textarea, password, upload, entries, text.
    await openSection(page, 'General');
    const marital = question(page, m, ids.marital);
    await own(marital).getByRole('radio', { name: 'Yes' }).check();
    const whatChanged = question(page, m, ids.whatChanged);
    await own(whatChanged).getByRole('combobox').selectOption('Married');
    const marriageDate = question(page, m, ids.marriageDate);
    await poll(() => numberedText(marriageDate)).toBe('1.1.1 Date of marriage');
    await own(marriageDate).locator('input[type=date]').fill('2025-06-14');

    await own(question(page, m, ids.address))
      .getByRole('radio', { name: 'Yes' })
      .check();
    const newAddress = question(page, m, ids.newAddress);
    await own(newAddress).getByRole('textbox').fill('12 Elm Street\nSpringfield, IL 62701');

    await own(question(page, m, ids.ipPin))
      .getByRole('radio', { name: 'Yes' })
      .check();
    await own(question(page, m, ids.pin))
      .locator('input[type=password]')
      .fill('482913');

    await own(question(page, m, ids.letters))
      .getByRole('radio', { name: 'Yes' })
      .check();
    const lettersUpload = question(page, m, ids.lettersUpload);
    await pick(lettersUpload, 'IRS Notice CP2000.pdf');
    await toast(page, 'Document(s) uploaded successfully').waitFor();
    await own(lettersUpload).getByText('IRS Notice CP2000.pdf', { exact: true }).waitFor();

    await own(question(page, m, ids.foreign))
      .getByRole('radio', { name: 'Yes' })
      .check();
    const accounts = question(page, m, ids.accounts);
    await button(own(accounts), 'Add entry').click();
    await own(accounts).getByRole('textbox', { name: 'Financial institution, Entry 1' }).fill('Bank of Zurich');
    await own(accounts).getByRole('textbox', { name: 'Country, Entry 1' }).fill('Switzerland');
    await own(accounts)
      .getByRole('textbox', { name: 'Highest balance during the year (in US dollars), Entry 1' })
      .fill('12500');

    // A follow-up appears on Yes and disappears on No; Yes again brings it back with its answer.
    const refund = question(page, m, ids.refund);
    const bankName = question(page, m, ids.bankName);
    await own(refund).getByRole('radio', { name: 'Yes' }).check();
    await own(bankName).getByRole('textbox').fill('First Bank');
    await own(bankName).getByRole('img', { name: 'Saved' }).waitFor();
    await own(refund).getByRole('radio', { name: 'No' }).check();
    await bankName.waitFor({ state: 'detached' });
    await own(refund).getByRole('radio', { name: 'Yes' }).check();
    await poll(() => own(bankName).getByRole('textbox').inputValue()).toBe('First Bank');

    // A note on the first question.
    await button(own(marital), 'Notes').click();
    const notes = await dialogNamed(page, 'Notes: Did your marital status change this year?');
    await notes.getByLabel('Add a note').fill('We married in June.');
    await button(notes, 'Send').click();
    await toast(page, 'Note added successfully').waitFor();
    await notes.getByText('Cara Client: We married in June.').waitFor();
    await button(notes, 'Close').click();
    await expectAccessible(page, 'the answering page');

    // Every answer reached the server.
    await poll(async () => {
      const q = await read(m, m.clientEmail);
      return [
        ...[ids.marital, ids.whatChanged, ids.marriageDate, ids.newAddress, ids.pin, ids.refund, ids.bankName].map(
          (id) => answerOf(q, id).answer,
        ),
        answerOf(q, ids.accounts).entries.map((e: any) => [1, 2, 3].map((c) => e.answers[`${ids.accounts}-c${c}`])),
      ];
    }).toEqual([
      'Yes',
      'Married',
      '2025-06-14',
      '12 Elm Street\nSpringfield, IL 62701',
      '482913',
      'Yes',
      'First Bank',
      [['Bank of Zurich', 'Switzerland', '12500']],
    ]);

    // Deductions: a multiple choice, one question N/A and one put off with a date inside the rules.
    await openSection(page, 'Deductions');
    await own(question(page, m, ids.ira))
      .getByRole('radio', { name: 'Yes' })
      .check();
    const iraType = question(page, m, ids.iraType);
    await own(iraType).getByRole('checkbox', { name: 'Roth' }).check();
    const studentLoan = question(page, m, ids.studentLoan);
    await button(own(studentLoan), 'Mark N/A').click();
    await own(studentLoan).getByText('Not applicable').waitFor();
    const teacher = question(page, m, ids.teacher);
    await button(own(teacher), 'Answer Later').click();
    const later = await dialogNamed(page, 'Answer Later');
    const by = datePlusDays(today, 5);
    await later.getByLabel('Answer by').fill(by);
    await button(later, 'Save').click();
    await own(teacher)
      .getByText(`You will answer this by ${shown(by)}.`)
      .waitFor();
    await poll(async () => {
      const q = await read(m, m.clientEmail);
      return [answerOf(q, ids.iraType).answer, answerOf(q, ids.studentLoan).answer, answerOf(q, ids.teacher).answer_by];
    }).toEqual(['Roth', 'Not Applicable', by]);

    // The document checklist: an upload filed as a bulk document.
    await openSection(page, 'Document Checklist');
    const w2s = question(page, m, ids.w2s);
    await pick(w2s, 'W-2 Acme Corp.pdf');
    await own(w2s).getByText('W-2 Acme Corp.pdf', { exact: true }).waitFor();
    await poll(async () => answerOf(await read(m, m.clientEmail), ids.w2s).status).toBe('completed');

    // The engagement letter: signed by typing the name.
    await openSection(page, 'Engagement Letter');
    await page.getByRole('textbox', { name: 'Your signature' }).fill('Cara J. Client');
    await button(page, 'Sign').click();
    await toast(page, 'Signed successfully').waitFor();
    await page.getByRole('region', { name: 'Signatures' }).getByText('Cara J. Client', { exact: true }).waitFor();

    // Review and Submit: the deposit through the local checkout, the agreement, 'I understand', the completion dialog.
    await openSection(page, 'Review and Submit');
    await page.getByText('Deposit Unpaid').first().waitFor();
    expect(await page.getByRole('checkbox', { name: agreementLabel }).isDisabled()).toBe(true);
    await button(page, 'Pay deposit').click();
    await page.waitForURL((u) => u.pathname.startsWith('/_dev/checkout/'));
    await button(page, /^Pay \$150(\.00)?$/).click();
    await page.waitForURL((u) => u.pathname === `/questionnaire/${m.hash}`);
    await toast(page, 'Deposit paid successfully').waitFor();
    await poll(() => new URL(page.url()).searchParams.has('checkout_session_id')).toBe(false);
    await page.goto(answeringUrl(m, review));
    await page.getByText('Deposit Paid').first().waitFor();
    await page.getByRole('checkbox', { name: agreementLabel }).check();
    await poll(() => button(page, 'Submit').isEnabled()).toBe(true);
    await button(page, 'Submit').click();
    const confirm = await dialogNamed(page, 'Submit Questionnaire', 'alertdialog');
    await button(confirm, 'I understand').click();
    const done = await dialogNamed(page, 'Questionnaire submitted');
    await button(done, 'Back to Dashboard').click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome, Cara', level: 1 }).waitFor();
    const submitted = await read(m, m.clientEmail);
    expect([submitted.completed, submitted.deposit_status]).toEqual([true, 'paid']);

    // The partner opens the staff preview: the client's answers, read-only.
    const staff = await signedIn(m.partnerEmail, 'Home');
    await staff.goto(`/preview/${m.companyId}/questionnaire/${m.id}`);
    await staff.getByRole('heading', { level: 1 }).waitFor();
    await openSection(staff, 'General');
    const staffMarital = question(staff, m, ids.marital);
    await poll(() => own(staffMarital).getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(
      await own(question(staff, m, ids.whatChanged))
        .getByRole('combobox')
        .inputValue(),
    ).toBe('Married');
    expect(
      await own(question(staff, m, ids.marriageDate))
        .locator('input[type=date]')
        .inputValue(),
    ).toBe('2025-06-14');
    const staffBank = own(question(staff, m, ids.bankName)).getByRole('textbox');
    expect([await staffBank.inputValue(), await staffBank.isDisabled()]).toEqual(['First Bank', true]);
    await own(question(staff, m, ids.lettersUpload))
      .getByText('IRS Notice CP2000.pdf', { exact: true })
      .waitFor();
    await own(question(staff, m, ids.accounts))
      .getByRole('cell', { name: 'Bank of Zurich' })
      .waitFor();

    // Staff add a note beside the client's: theirs is badged Staff.
    await button(own(staffMarital), 'Notes (1)').click();
    const staffNotes = await dialogNamed(staff, 'Notes: Did your marital status change this year?');
    await staffNotes.getByText('Cara Client: We married in June.').waitFor();
    await staffNotes.getByLabel('Add a note').fill('Please send the marriage certificate.');
    await button(staffNotes, 'Send').click();
    await toast(staff, 'Note added successfully').waitFor();
    await staffNotes.getByText('Pat Partner: Please send the marriage certificate.').waitFor();
    expect(await staffNotes.getByText('Staff', { exact: true }).count()).toBe(1);
    await button(staffNotes, 'Close').click();
    await poll(() => button(own(staffMarital), 'Notes (2)').count()).toBe(1);

    // The rest of the walk shows too: N/A, answer later, the multiple choice, the checklist upload, the signature.
    await openSection(staff, 'Deductions');
    await own(question(staff, m, ids.studentLoan))
      .getByText('Not applicable')
      .waitFor();
    await own(question(staff, m, ids.teacher))
      .getByText(`You will answer this by ${shown(by)}.`)
      .waitFor();
    expect(
      await own(question(staff, m, ids.iraType))
        .getByRole('checkbox', { name: 'Roth' })
        .isChecked(),
    ).toBe(true);
    await openSection(staff, 'Document Checklist');
    await own(question(staff, m, ids.w2s))
      .getByText('W-2 Acme Corp.pdf', { exact: true })
      .waitFor();
    await staff.goto(`/preview/${m.companyId}/questionnaire/${m.id}?sectionId=${letter}`);
    await staff.getByRole('region', { name: 'Signatures' }).getByText('Cara J. Client', { exact: true }).waitFor();
    await expectAccessible(staff, 'the staff preview');

    // The client never sees the staff note: not on the page, not through the API.
    await page.goto(answeringUrl(m, general));
    const clientMarital = question(page, m, ids.marital);
    await button(own(clientMarital), 'Notes (1)').waitFor();
    const mine = answerOf(await read(m, m.clientEmail), ids.marital);
    expect(mine.filtered_questionnaire_comments.map((n: any) => n.text)).toEqual(['Cara Client: We married in June.']);
    const theirs = answerOf(await read(m, m.partnerEmail), ids.marital);
    expect(theirs.filtered_questionnaire_comments.map((n: any) => n.text)).toEqual([
      'Cara Client: We married in June.',
      'Pat Partner: Please send the marriage certificate.',
    ]);
  }, 120_000);
});
